import { randomBytes } from "node:crypto";
import express, { type Request, type Response } from "express";
import { renderSVG } from "uqr";
import { getAuth, requireAuth } from "../http/auth.ts";
import { clientAddress } from "../http/client-address.ts";
import type { PlatformContext } from "../http/context.ts";
import { ApiError, badRequest, handle, ok } from "../http/envelope.ts";
import { defaultMembership, listMemberships } from "../http/tenancy.ts";
import { tooManyRequests } from "../http/too-many-requests.ts";
import {
  QR_LOGIN_TTL_SECONDS,
  isValidQrKey,
  isValidScanCode,
  qrLoginStatus,
  qrPollAllowed,
  qrScanUrl,
  type QrLoginStatus,
} from "../security/qr-login.ts";
import { newToken, sha256 } from "../security/tokens.ts";
import { recordSecurityEvent } from "./personal.ts";

/** Business refusals, HTTP 200 with success false as the login call answers them. */
const REFUSALS: Record<Exclude<QrLoginStatus, "confirmed">, { code: string; message: string }> = {
  waiting: { code: "2119", message: "The QR code has not been confirmed yet" },
  expired: { code: "2117", message: "The QR code has expired, please refresh it" },
  used: { code: "2116", message: "The QR code has already been used, please refresh it" },
};
const OTHER_ACCOUNT = { code: "2118", message: "The QR code was confirmed by another account" };

function refusal(status: Exclude<QrLoginStatus, "confirmed">): ApiError {
  return new ApiError(200, REFUSALS[status].message, REFUSALS[status].code);
}

function bodyKey(req: Request): string {
  const key = (req.body as { key?: unknown } | undefined)?.key;
  if (!isValidQrKey(key)) throw badRequest("key must be 22-100 characters of A-Z, a-z, 0-9, _ or -");
  return key;
}

/**
 * App-scan login (SPEC §2, §5, §7 `identification/qrcode.img?v=`): the login page's image
 * makes a code for its key `v`; a signed-in phone reads the code's state and confirms it; the
 * page polls the key's state and, once confirmed, signs in with the key once. Mounted under
 * /identification.
 */
export function qrLoginRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();

  router.get(
    "/qrcode.img",
    handle(async (req: Request, res: Response) => {
      const key = req.query.v;
      if (!isValidQrKey(key)) throw badRequest("v must be 22-100 characters of A-Z, a-z, 0-9, _ or -");
      // Each new key makes a row: the images one address may ask for are limited (ADR 030).
      const refusal = await ctx.rateLimits.identificationCall(clientAddress(req, ctx.clientAddressKey));
      if (refusal) throw tooManyRequests(res, refusal, "Too many QR code requests, please try again later");
      const now = new Date();
      const keyHash = sha256(key);
      await ctx.db.deleteFrom("qr_logins").where("expires_at", "<", new Date(now.getTime() - QR_LOGIN_TTL_SECONDS * 1000)).execute();
      // The same key shows the same code (a reloaded image); a new key makes a new one.
      await ctx.db
        .insertInto("qr_logins")
        .values({ key_hash: keyHash, scan_code: randomBytes(16).toString("base64url"), expires_at: new Date(now.getTime() + QR_LOGIN_TTL_SECONDS * 1000) })
        .onConflict((oc) => oc.column("key_hash").doNothing())
        .execute();
      const row = await ctx.db.selectFrom("qr_logins").select("scan_code").where("key_hash", "=", keyHash).executeTakeFirstOrThrow();
      const url = qrScanUrl(ctx.loginServiceUrl, req.query.origin, row.scan_code);
      if (!url) throw badRequest("origin must be the login page's http(s) origin");
      res.set("Cache-Control", "no-store");
      res.type("image/svg+xml").send(renderSVG(url, { border: 2 }));
    }),
  );

  // The login page's poll: the state only, never a token. Polls closer than 1 s are refused.
  router.post(
    "/qrcode/state",
    handle(async (req: Request, res: Response) => {
      const keyHash = sha256(bodyKey(req));
      const now = new Date();
      const row = await ctx.db
        .selectFrom("qr_logins")
        .select(["expires_at", "confirmed_at", "consumed_at", "last_polled_at"])
        .where("key_hash", "=", keyHash)
        .executeTakeFirst();
      if (!row) return ok(res, { status: "expired" satisfies QrLoginStatus });
      if (!qrPollAllowed(row.last_polled_at, now)) throw new ApiError(429, "Too many requests, please slow down", "429");
      await ctx.db.updateTable("qr_logins").set({ last_polled_at: now }).where("key_hash", "=", keyHash).execute();
      ok(res, { status: qrLoginStatus(row, now) });
    }),
  );

  // The phone's confirmation page: the code's state, for the signed-in user.
  router.get(
    "/qrcode/scan/:code",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const code = req.params.code;
      if (!isValidScanCode(code)) return ok(res, { status: "expired" satisfies QrLoginStatus });
      const row = await ctx.db.selectFrom("qr_logins").select(["expires_at", "confirmed_at", "consumed_at"]).where("scan_code", "=", code).executeTakeFirst();
      ok(res, { status: row ? qrLoginStatus(row, new Date()) : "expired" });
    }),
  );

  // The phone confirms: the code signs in as this user. A code is confirmed once.
  router.post(
    "/qrcode/scan/:code/confirm",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const auth = getAuth(res);
      const code = req.params.code;
      if (!isValidScanCode(code)) throw refusal("expired");
      const now = new Date();
      const updated = await ctx.db
        .updateTable("qr_logins")
        .set({ confirmed_user_id: auth.userId, confirmed_at: now })
        .where("scan_code", "=", code)
        .where("confirmed_at", "is", null)
        .where("consumed_at", "is", null)
        .where("expires_at", ">", now)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) {
        const row = await ctx.db.selectFrom("qr_logins").select(["expires_at", "confirmed_at", "consumed_at"]).where("scan_code", "=", code).executeTakeFirst();
        const status = row ? qrLoginStatus(row, now) : "expired";
        throw refusal(status === "waiting" ? "expired" : status === "confirmed" ? "used" : status);
      }
      ctx.log("info", "qr login confirmed", { userId: auth.userId });
      ok(res, { status: "confirmed" satisfies QrLoginStatus });
    }),
  );

  // The login page signs in with its key, once: a session made as the password login makes it.
  router.post(
    "/qrcode/login",
    handle(async (req: Request, res: Response) => {
      const keyHash = sha256(bodyKey(req));
      const expectUserId = (req.body as { userId?: unknown }).userId;
      if (expectUserId !== undefined && typeof expectUserId !== "string") throw badRequest("userId must be a string");
      const now = new Date();
      const spent = await ctx.db
        .updateTable("qr_logins")
        .set({ consumed_at: now })
        .where("key_hash", "=", keyHash)
        .where("confirmed_at", "is not", null)
        .where("consumed_at", "is", null)
        .where("expires_at", ">", now)
        .returning(["confirmed_user_id"])
        .executeTakeFirst();
      if (!spent?.confirmed_user_id) {
        const row = await ctx.db.selectFrom("qr_logins").select(["expires_at", "confirmed_at", "consumed_at"]).where("key_hash", "=", keyHash).executeTakeFirst();
        const status = row ? qrLoginStatus(row, now) : "expired";
        throw refusal(status === "confirmed" ? "used" : status);
      }
      const userId = spent.confirmed_user_id;
      // The re-login dialog signs the same account in again, never another one.
      if (expectUserId !== undefined && expectUserId !== userId) throw new ApiError(200, OTHER_ACCOUNT.message, OTHER_ACCOUNT.code);
      const tenant = defaultMembership(await listMemberships(ctx.db, userId));
      const userToken = newToken();
      await ctx.db
        .insertInto("sessions")
        .values({
          token_hash: sha256(userToken),
          user_id: userId,
          tenant_id: tenant?.tenantId ?? null,
          created_at: now,
          last_used_at: now,
          expires_at: new Date(now.getTime() + ctx.tokenMaxSeconds * 1000),
          revoked_at: null,
        })
        .execute();
      await recordSecurityEvent(ctx, req, { userId, tenantId: tenant?.tenantId ?? null, eventType: "login", success: true });
      ctx.log("info", "qr login succeeded", { userId, tenantId: tenant?.tenantId ?? null });
      ok(res, { userToken, userId, tenantId: tenant?.tenantId ?? null });
    }),
  );

  return router;
}
