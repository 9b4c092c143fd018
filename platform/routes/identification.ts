import express, { type Request, type Response } from "express";
import { expiredError, getAuth, requireAuth } from "../http/auth.ts";
import type { PlatformContext } from "../http/context.ts";
import { ApiError, badRequest, handle, ok } from "../http/envelope.ts";
import { defaultMembership, disabledTenantError, enterableMembership, listMemberships } from "../http/tenancy.ts";
import { clientAddress } from "../http/client-address.ts";
import { tooManyRequests } from "../http/too-many-requests.ts";
import { CAPTCHA_TTL_SECONDS, isValidCaptchaKey, normaliseCaptchaAnswer, renderCaptcha } from "../security/captcha.ts";
import { DUMMY_PASSWORD_HASH, verifyPassword } from "../security/passwords.ts";
import { newToken, sha256 } from "../security/tokens.ts";
import { recordLogin } from "./personal.ts";

/** Failures within this window count towards the captcha requirement. */
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
/** After this many failures a captcha is required. */
export const LOGIN_FAILURES_BEFORE_CAPTCHA = 3;

/** Error codes of a failed sign-in attempt: each counts against the address and the account (ADR 030). */
const FAILED_ATTEMPT_CODES = new Set(["2101", "2113", "2114", "2115"]);

/** Business failures of the login call: HTTP 200 with success false, as the platform does. */
function loginFailure(code: string, message: string): ApiError {
  return new ApiError(200, message, code);
}


interface LoginBody {
  tenantId?: string;
  account: string;
  password: string;
  verifyCode?: string;
  captchaKey?: string;
}

function optionalString(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string") throw badRequest(`${field} must be a string`);
  return value;
}

function parseLoginBody(raw: unknown): LoginBody {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw badRequest("Request body must be a JSON object");
  }
  const body = raw as Record<string, unknown>;
  const type = optionalString(body, "type");
  if (type !== undefined && type !== "password") throw badRequest("type must be \"password\"");
  const account = body.account;
  if (account !== undefined && account !== null && typeof account !== "string") {
    throw badRequest("account must be a string");
  }
  if (typeof account !== "string" || account.trim() === "") throw badRequest("Please enter your account");
  if (account.length > 200) throw badRequest("account is too long");
  const password = body.password;
  if (password !== undefined && password !== null && typeof password !== "string") {
    throw badRequest("password must be a string");
  }
  if (typeof password !== "string" || password === "") throw badRequest("Please enter your password");
  const result: LoginBody = { account: account.trim(), password };
  // Some clients send the tenant id as a number.
  const tenantId = typeof body.tenantId === "number" ? String(body.tenantId) : optionalString(body, "tenantId");
  const verifyCode = optionalString(body, "verifyCode");
  const captchaKey = optionalString(body, "captchaKey");
  if (tenantId !== undefined) result.tenantId = tenantId;
  if (verifyCode !== undefined) result.verifyCode = verifyCode;
  if (captchaKey !== undefined) result.captchaKey = captchaKey;
  return result;
}

async function recentFailures(ctx: PlatformContext, account: string, now: Date): Promise<number> {
  const row = await ctx.db
    .selectFrom("login_failures")
    .select(["failures", "last_failed_at"])
    .where("account", "=", account)
    .executeTakeFirst();
  if (!row) return 0;
  const age = now.getTime() - new Date(row.last_failed_at).getTime();
  return age > LOGIN_FAILURE_WINDOW_SECONDS * 1000 ? 0 : row.failures;
}

async function recordFailure(ctx: PlatformContext, account: string, previous: number, now: Date): Promise<void> {
  const failures = previous + 1;
  await ctx.db
    .insertInto("login_failures")
    .values({ account, failures, first_failed_at: now, last_failed_at: now })
    .onConflict((oc) =>
      oc.column("account").doUpdateSet(
        previous === 0 ? { failures, first_failed_at: now, last_failed_at: now } : { failures, last_failed_at: now },
      ),
    )
    .execute();
}

/** Checks and consumes the captcha: it is deleted on any check, right or wrong. */
async function checkCaptcha(ctx: PlatformContext, body: LoginBody, now: Date): Promise<void> {
  if (!body.verifyCode) throw loginFailure("2113", "Please enter captcha");
  if (!body.captchaKey || !isValidCaptchaKey(body.captchaKey)) {
    throw loginFailure("2115", "The verification code has expired, please refresh it");
  }
  const keyHash = sha256(body.captchaKey);
  const captcha = await ctx.db
    .deleteFrom("captchas")
    .where("key_hash", "=", keyHash)
    .returning(["answer", "expires_at"])
    .executeTakeFirst();
  if (!captcha || new Date(captcha.expires_at).getTime() <= now.getTime()) {
    throw loginFailure("2115", "The verification code has expired, please refresh it");
  }
  if (normaliseCaptchaAnswer(body.verifyCode) !== captcha.answer) {
    throw loginFailure("2114", "Incorrect verification code");
  }
}

export function identificationRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();

  router.get("/public-key", (_req, res) => ok(res, { publicKey: ctx.publicKeyPem }));

  router.get(
    "/captcha",
    handle(async (req: Request, res: Response) => {
      const key = req.query.t;
      if (!isValidCaptchaKey(key)) throw badRequest("t must be 1-100 characters of A-Z, a-z, 0-9, _, - or .");
      const refusal = await ctx.rateLimits.identificationCall(clientAddress(req, ctx.clientAddressKey));
      if (refusal) throw tooManyRequests(res, refusal, "Too many captcha requests, please try again later");
      const now = new Date();
      const { text, svg } = renderCaptcha();
      const keyHash = sha256(key);
      const expires = new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000);
      await ctx.db.deleteFrom("captchas").where("expires_at", "<", now).execute();
      await ctx.db
        .insertInto("captchas")
        .values({ key_hash: keyHash, answer: text, expires_at: expires })
        .onConflict((oc) => oc.column("key_hash").doUpdateSet({ answer: text, expires_at: expires }))
        .execute();
      res.set("Cache-Control", "no-store");
      res.type("image/svg+xml").send(svg);
    }),
  );

  router.post(
    "/users/verify-tenant/relist",
    handle(async (req: Request, res: Response) => {
      const body = parseLoginBody(req.body);
      const account = body.account.toLowerCase();
      const ip = clientAddress(req, ctx.clientAddressKey);
      // ADR 030: spraying from one address and guessing one account from many are both refused, before any work.
      const refusal = await ctx.rateLimits.checkLogin(ip, account);
      if (refusal) throw tooManyRequests(res, refusal, "Too many failed sign-in attempts, please try again later");
      const now = new Date();
      let user: { id: string };
      let password: string;
      try {
        const failures = await recentFailures(ctx, account, now);
        if (failures >= LOGIN_FAILURES_BEFORE_CAPTCHA) await checkCaptcha(ctx, body, now);

        const decrypted = ctx.decryptPassword(body.password);
        if (decrypted === null) throw new ApiError(400, "Invalid encrypted password", "2102");
        password = decrypted;

        const found = await ctx.db
          .selectFrom("users")
          .select(["id", "password_hash"])
          .where("account_name", "=", body.account)
          .executeTakeFirst();
        // Do the scrypt work for unknown accounts too, so timing does not reveal which exist.
        const matches = await verifyPassword(password, found?.password_hash ?? DUMMY_PASSWORD_HASH);
        if (!found || !matches) {
          await recordFailure(ctx, account, failures, now);
          throw loginFailure("2101", "Incorrect account or password");
        }
        user = found;
      } catch (error) {
        if (error instanceof ApiError && FAILED_ATTEMPT_CODES.has(error.errorCode)) await ctx.rateLimits.loginFailed(ip, account);
        throw error;
      }
      await ctx.rateLimits.loginSucceeded(account);

      const memberships = await listMemberships(ctx.db, user.id);
      let tenant = defaultMembership(memberships);
      if (body.tenantId !== undefined) {
        tenant = memberships.find((m) => m.tenantId === body.tenantId);
        if (!tenant) throw badRequest("Not a member of tenant");
        // SPEC §5: a disabled tenant cannot be entered unless tenantAdmin.
        if (tenant.disabled && !tenant.tenantAdmin) throw disabledTenantError();
      }

      await ctx.db.deleteFrom("login_failures").where("account", "=", account).execute();
      const userToken = newToken();
      await ctx.db
        .insertInto("sessions")
        .values({
          token_hash: sha256(userToken),
          user_id: user.id,
          tenant_id: tenant?.tenantId ?? null,
          created_at: now,
          last_used_at: now,
          expires_at: new Date(now.getTime() + ctx.tokenMaxSeconds * 1000),
          revoked_at: null,
        })
        .execute();
      await recordLogin(ctx, req, { userId: user.id, tenantId: tenant?.tenantId ?? null, password });
      ctx.log("info", "login succeeded", { userId: user.id, tenantId: tenant?.tenantId ?? null });
      ok(res, { userToken, userId: user.id, tenantId: tenant?.tenantId ?? null });
    }),
  );

  router.put(
    "/session/tenant",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const auth = getAuth(res);
      const tenantId = req.query.tenantId;
      if (typeof tenantId !== "string" || tenantId === "") throw badRequest("tenantId is required");
      const membership = await enterableMembership(ctx.db, auth.userId, tenantId);
      const result = await ctx.db
        .updateTable("sessions")
        .set({ tenant_id: tenantId })
        .where("token_hash", "=", auth.tokenHash)
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) throw expiredError();
      ok(res, { tenantId, tenantAdmin: membership.tenantAdmin });
    }),
  );

  /**
   * SPEC §7 PUT identification/session/app?appId: the application (an app-type menu of the
   * session's tenant) the session works in; kept per user and tenant, answered with its code.
   */
  router.put(
    "/session/app",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const auth = getAuth(res);
      const appId = req.query.appId;
      if (typeof appId !== "string" || appId === "") throw badRequest("appId is required");
      if (!/^[A-Za-z0-9_.-]{1,64}$/.test(appId)) throw badRequest("appId must be an id");
      const tenantId = auth.tenantId;
      if (!tenantId) throw new ApiError(403, "no available tenant", "403");
      const app = await ctx.db
        .selectFrom("menus")
        .select(["id", "code", "name", "source_product_code"])
        .where("tenant_id", "=", tenantId)
        .where("tree", "=", "application")
        .where("source_type", "=", "app")
        .where((eb) => eb.or([eb("id", "=", appId), eb("code", "=", appId)]))
        .executeTakeFirst();
      if (!app) throw new ApiError(404, `Application ${appId} not found`, "404");
      const value = { appId: app.id, appCode: app.code, productCode: app.source_product_code, name: app.name };
      await ctx.db
        .insertInto("user_params")
        .values({ user_id: auth.userId, tenant_id: tenantId, key: "session.app", value: JSON.stringify(value), updated_at: new Date() })
        .onConflict((oc) => oc.columns(["user_id", "tenant_id", "key"]).doUpdateSet({ value: JSON.stringify(value), updated_at: new Date() }))
        .execute();
      ok(res, value);
    }),
  );

  return router;
}
