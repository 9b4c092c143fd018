import { createHash } from "node:crypto";
import express, { type NextFunction, type Request, type Response } from "express";
import type { SecurityLogsTable } from "../db/schema.ts";
import { bearerToken, getAuth, requireAuth, resolveSession, type AuthInfo } from "../http/auth.ts";
import type { PlatformContext } from "../http/context.ts";
import { ApiError, badRequest, handle, ok } from "../http/envelope.ts";
import { bodyObject, intValue, optionalString, queryString, requiredQueryId } from "../http/input.ts";
import { hashPassword, verifyPassword } from "../security/passwords.ts";

/** What a new password must satisfy (GET /uaa/user/password-rules). */
export const PASSWORD_RULES = {
  minLength: 8,
  maxLength: 64,
  minCharClasses: 3,
  charClasses: ["lower", "upper", "digit", "symbol"] as const,
  notContainAccount: true,
  notSameAsOld: true,
};

/** Passwords that pass the character rules yet are among the first an attacker tries. */
const COMMON_PASSWORDS = new Set(["password1!", "passw0rd!", "p@ssw0rd", "p@ssword1", "qwer1234!", "admin@123", "abc@1234", "aa123456!"]);

/** Wrong old passwords in this window before the password call refuses for a while. */
const PASSWORD_FAILURE_WINDOW_MS = 15 * 60 * 1000;
const PASSWORD_FAILURES_ALLOWED = 5;

const CHAR_CLASS_TESTS: Record<(typeof PASSWORD_RULES.charClasses)[number], RegExp> = {
  lower: /[a-z]/,
  upper: /[A-Z]/,
  digit: /[0-9]/,
  symbol: /[^A-Za-z0-9]/,
};

/**
 * Why a password breaks PASSWORD_RULES, as messages; empty when it satisfies them.
 * `oldPassword` is given only for a change (the new one must differ).
 */
export function passwordProblems(password: string, accountName: string, oldPassword?: string): string[] {
  const problems: string[] = [];
  const { minLength, maxLength, minCharClasses } = PASSWORD_RULES;
  if (password.length < minLength || password.length > maxLength) {
    problems.push(`The password must be ${minLength} to ${maxLength} characters long`);
  }
  if (/\s/.test(password)) problems.push("The password must not contain spaces");
  const classes = PASSWORD_RULES.charClasses.filter((c) => CHAR_CLASS_TESTS[c].test(password)).length;
  if (classes < minCharClasses) {
    problems.push(`The password must use at least ${minCharClasses} of: lower-case letters, upper-case letters, digits, symbols`);
  }
  if (accountName.length >= 3 && password.toLowerCase().includes(accountName.toLowerCase())) {
    problems.push("The password must not contain the account name");
  }
  if (COMMON_PASSWORDS.has(password.toLowerCase())) problems.push("The password is too common");
  if (oldPassword !== undefined && password === oldPassword) problems.push("The new password must differ from the old one");
  return problems;
}

function clientIp(req: Request): string {
  return (req.ip ?? req.socket.remoteAddress ?? "").slice(0, 64);
}

/** Writes one security-log event; a failure is logged, never passed on to the caller's call. */
export async function recordSecurityEvent(
  ctx: PlatformContext,
  req: Request,
  event: { userId: string; tenantId: string | null; eventType: SecurityLogsTable["event_type"]; success: boolean },
): Promise<void> {
  try {
    await ctx.db
      .insertInto("security_logs")
      .values({
        user_id: event.userId,
        tenant_id: event.tenantId,
        event_type: event.eventType,
        success: event.success,
        ip: clientIp(req),
        user_agent: (req.get("user-agent") ?? "").slice(0, 300),
        created_at: new Date(),
      })
      .execute();
  } catch (err) {
    ctx.log("warn", "security log not written", { eventType: event.eventType, error: String(err) });
  }
}

/**
 * After a successful login: records it in the security log and notes whether the password
 * breaks the current rules (SPEC §8 weak password), while the plain password is at hand.
 */
export async function recordLogin(
  ctx: PlatformContext,
  req: Request,
  login: { userId: string; tenantId: string | null; password: string },
): Promise<void> {
  try {
    const user = await ctx.db.selectFrom("users").select("account_name").where("id", "=", login.userId).executeTakeFirst();
    const weak = passwordProblems(login.password, user?.account_name ?? "").length > 0;
    await ctx.db.updateTable("users").set({ password_weak: weak }).where("id", "=", login.userId).execute();
  } catch (err) {
    ctx.log("warn", "password strength not recorded", { error: String(err) });
  }
  await recordSecurityEvent(ctx, req, { userId: login.userId, tenantId: login.tenantId, eventType: "login", success: true });
}

/**
 * Records logouts in the security log before the logout calls revoke the token. Mounted
 * ahead of the logout routes; always passes the request on.
 */
export function securityLogHooks(ctx: PlatformContext): express.Router {
  const router = express.Router();
  const recordLogout = (tokenOf: (req: Request) => string | null) =>
    handle(async (req: Request, _res: Response, next: NextFunction) => {
      const token = tokenOf(req);
      const session = token && token.length <= 200 ? await resolveSession(ctx, token).catch(() => null) : null;
      if (session) await recordSecurityEvent(ctx, req, { userId: session.userId, tenantId: session.tenantId, eventType: "logout", success: true });
      next();
    });
  router.get(
    "/portal/v4/logout",
    recordLogout((req) => (typeof req.query.userToken === "string" ? req.query.userToken : null)),
  );
  router.delete("/uaa/user/removeAccessToken", recordLogout(bearerToken));
  return router;
}

const NICKNAME_MAX = 32;
const MOBILE_PATTERN = /^(1\d{10}|\+\d{6,15})$/;
const EMAIL_PATTERN = /^[^\s@"<>]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/** The agreement key of the token's identity: "tenant" or the participant's externalEntityId. */
function identityKey(auth: AuthInfo): string {
  return auth.userType === "participant" && auth.externalEntityId ? auth.externalEntityId : "tenant";
}

/**
 * The version of the member's editable fields (ADR 033): a digest of nickname, mobile and
 * email, so a change made on what the member saw is told apart from one made on what another
 * tab or device has changed since.
 */
function infoVersion(user: { nickname: string; mobile: string; email: string }): string {
  return createHash("sha256").update(JSON.stringify([user.nickname, user.mobile, user.email])).digest("base64url").slice(0, 16);
}

/** Whether an If-Match header lets a member-info change go ahead: none, `*`, or the current version (quoted or not, weak or not). */
function infoMatches(header: string | undefined, version: string): boolean {
  if (header === undefined || header.trim() === "") return true;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, "").replace(/^"(.*)"$/, "$1"))
    .some((tag) => tag === "*" || tag === version);
}

async function accountInfo(ctx: PlatformContext, auth: AuthInfo) {
  const user = await ctx.db.selectFrom("users").selectAll().where("id", "=", auth.userId).executeTakeFirst();
  if (!user) throw new Error(`session ${auth.tokenHash.slice(0, 8)} names a missing user`);
  const identity = identityKey(auth);
  const agreement = await ctx.db
    .selectFrom("user_agreements")
    .select(["agree_agreement", "agree_gdpr"])
    .where("user_id", "=", auth.userId)
    .where("identity", "=", identity)
    .executeTakeFirst();
  return {
    id: user.id,
    accountName: user.account_name,
    nickname: user.nickname,
    username: user.username,
    mobile: user.mobile,
    email: user.email,
    avatarPath: stringList(user.avatar_path),
    accountType: user.account_type,
    passwordChangedAt: user.password_changed_at ? new Date(user.password_changed_at).toISOString() : null,
    infoVersion: infoVersion(user),
    accountInfo: { agreeAgreement: agreement?.agree_agreement ?? false, agreeGDPR: agreement?.agree_gdpr ?? false, identity },
  };
}

/** The plain text of an RSA-encrypted password field (as at login), or a 400 naming it. */
function decryptField(ctx: PlatformContext, body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (value === undefined || value === null || value === "") throw badRequest(`${field} is required`);
  if (typeof value !== "string" || value.length > 2000) throw badRequest(`${field} must be the encrypted password`);
  const plain = ctx.decryptPassword(value);
  if (plain === null) throw new ApiError(400, `Invalid encrypted password in ${field}`, "2102");
  return plain;
}

/**
 * The personal centre (SPEC §2 key 10000: member info, member password, security log): the
 * member's account info and its editable fields, password rules and change, the weak-password
 * flag and the security log (only for accountType not above 0, SPEC §5).
 */
export function personalRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();

  router.get(
    "/tenant-user/v4/users/account-info-by-identity",
    requireAuth(ctx),
    handle(async (_req: Request, res: Response) => {
      const info = await accountInfo(ctx, getAuth(res));
      res.setHeader("ETag", `"${info.infoVersion}"`);
      ok(res, info);
    }),
  );

  router.put(
    "/tenant-user/v4/users/account-info",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const auth = getAuth(res);
      const body = bodyObject(req);
      const changes: { nickname?: string; mobile?: string; email?: string } = {};
      const nickname = optionalString(body.nickname, "nickname", 200);
      if (nickname !== undefined) {
        const trimmed = nickname.trim();
        if (trimmed === "" || [...trimmed].length > NICKNAME_MAX || /[\u0000-\u001f\u007f]/.test(trimmed)) {
          throw badRequest(`nickname must be 1 to ${NICKNAME_MAX} characters`);
        }
        changes.nickname = trimmed;
      }
      const mobile = optionalString(body.mobile, "mobile", 32);
      if (mobile !== undefined) {
        const digits = mobile.trim();
        if (digits !== "" && !MOBILE_PATTERN.test(digits)) throw badRequest("mobile must be 11 digits starting with 1, or + and 6 to 15 digits");
        changes.mobile = digits;
      }
      const email = optionalString(body.email, "email", 254);
      if (email !== undefined) {
        const address = email.trim();
        if (address !== "" && !EMAIL_PATTERN.test(address)) throw badRequest("email must be an email address");
        changes.email = address;
      }
      if (Object.keys(changes).length === 0) throw badRequest("nickname, mobile or email is required");
      // ADR 033: the change is made on the version the member saw (If-Match), else 412 with what is stored now.
      const ifMatch = req.get("if-match");
      const applied = await ctx.db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom("users").select(["nickname", "mobile", "email"]).where("id", "=", auth.userId).forUpdate().executeTakeFirst();
        if (!current || !infoMatches(ifMatch, infoVersion(current))) return false;
        await trx.updateTable("users").set(changes).where("id", "=", auth.userId).execute();
        return true;
      });
      const info = await accountInfo(ctx, auth);
      if (!applied) {
        throw new ApiError(412, "The member info was changed meanwhile (in another window or on another device); check what is stored now and save again", "412", info);
      }
      res.setHeader("ETag", `"${info.infoVersion}"`);
      ok(res, info);
    }),
  );

  router.get(
    "/uaa/user/password-rules",
    requireAuth(ctx),
    handle(async (_req: Request, res: Response) => {
      ok(res, { ...PASSWORD_RULES, charClasses: [...PASSWORD_RULES.charClasses] });
    }),
  );

  router.put(
    "/uaa/user/password",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const auth = getAuth(res);
      const body = bodyObject(req);
      const oldPassword = decryptField(ctx, body, "oldPassword");
      const newPassword = decryptField(ctx, body, "newPassword");
      const since = new Date(Date.now() - PASSWORD_FAILURE_WINDOW_MS);
      const failures = await ctx.db
        .selectFrom("security_logs")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("user_id", "=", auth.userId)
        .where("event_type", "=", "password-change")
        .where("success", "=", false)
        .where("created_at", ">", since)
        .executeTakeFirst();
      if (Number(failures?.n ?? 0) >= PASSWORD_FAILURES_ALLOWED) {
        throw new ApiError(429, "Too many wrong passwords, please try again later", "2303");
      }
      const user = await ctx.db
        .selectFrom("users")
        .select(["account_name", "password_hash"])
        .where("id", "=", auth.userId)
        .executeTakeFirst();
      if (!user) throw new Error(`session ${auth.tokenHash.slice(0, 8)} names a missing user`);
      if (!(await verifyPassword(oldPassword, user.password_hash))) {
        await recordSecurityEvent(ctx, req, { userId: auth.userId, tenantId: auth.tenantId, eventType: "password-change", success: false });
        throw new ApiError(400, "The old password is incorrect", "2301");
      }
      const problems = passwordProblems(newPassword, user.account_name, oldPassword);
      if (problems.length > 0) throw new ApiError(400, problems.join("; "), "2302");
      const hash = await hashPassword(newPassword);
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable("users")
          .set({ password_hash: hash, password_weak: false, password_changed_at: new Date() })
          .where("id", "=", auth.userId)
          .execute();
        // Other sign-ins of the user end; this one and the tokens issued from it stay.
        await trx
          .updateTable("sessions")
          .set({ revoked_at: new Date() })
          .where("user_id", "=", auth.userId)
          .where("revoked_at", "is", null)
          .where("token_hash", "!=", auth.rootTokenHash)
          .where((eb) => eb.or([eb("parent_token_hash", "is", null), eb("parent_token_hash", "!=", auth.rootTokenHash)]))
          .execute();
      });
      await recordSecurityEvent(ctx, req, { userId: auth.userId, tenantId: auth.tenantId, eventType: "password-change", success: true });
      ok(res, true);
    }),
  );

  router.get(
    "/uaa/user/weakWord",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const auth = getAuth(res);
      const userId = requiredQueryId(req, "userId");
      if (userId !== auth.userId) throw new ApiError(403, "no permission, please contact the administrator", "403");
      const user = await ctx.db.selectFrom("users").select("password_weak").where("id", "=", auth.userId).executeTakeFirst();
      ok(res, { weak: user?.password_weak ?? false });
    }),
  );

  router.get(
    "/uaa/user/security-logs",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const auth = getAuth(res);
      const pageIndex = intValue(queryString(req, "pageIndex"), "pageIndex", 1, 100_000, 1);
      const pageSize = intValue(queryString(req, "pageSize"), "pageSize", 1, 100, 10);
      const user = await ctx.db.selectFrom("users").select("account_type").where("id", "=", auth.userId).executeTakeFirst();
      // SPEC §5: the security log is only for accounts whose accountType is not above 0.
      if (!user || user.account_type > 0) throw new ApiError(403, "no permission, please contact the administrator", "403");
      const total = await ctx.db
        .selectFrom("security_logs")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("user_id", "=", auth.userId)
        .executeTakeFirst();
      const rows = await ctx.db
        .selectFrom("security_logs")
        .selectAll()
        .where("user_id", "=", auth.userId)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .offset((pageIndex - 1) * pageSize)
        .limit(pageSize)
        .execute();
      const recordTotal = Number(total?.n ?? 0);
      ok(res, {
        records: rows.map((r) => ({
          id: r.id,
          eventType: r.event_type,
          success: r.success,
          tenantId: r.tenant_id,
          ip: r.ip,
          userAgent: r.user_agent,
          time: new Date(r.created_at).toISOString(),
        })),
        recordTotal,
        totalPage: Math.ceil(recordTotal / pageSize),
      });
    }),
  );

  return router;
}
