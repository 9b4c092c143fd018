import express, { type Request, type Response } from "express";
import { bearerToken, getAuth, requireAuth } from "../http/auth.ts";
import type { PlatformContext } from "../http/context.ts";
import { handle, ok } from "../http/envelope.ts";
import { isSafeSameOriginPath } from "../security/safe-redirect.ts";
import { sha256 } from "../security/tokens.ts";

function withQuery(url: string, name: string, value: string): string {
  return `${url}${url.includes("?") ? "&" : "?"}${name}=${encodeURIComponent(value)}`;
}

/** Revokes the token and the tenant and trust tokens issued from it. */
async function revoke(ctx: PlatformContext, token: string): Promise<void> {
  const hash = sha256(token);
  await ctx.db
    .updateTable("sessions")
    .set({ revoked_at: new Date() })
    .where((eb) => eb.or([eb("token_hash", "=", hash), eb("parent_token_hash", "=", hash)]))
    .where("revoked_at", "is", null)
    .execute();
}

/** Login redirect and logout (SPEC §7 "Login and session"). */
export function portalRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();

  router.get("/portal/v4/main", (req: Request, res: Response) => {
    const redirectUrl = req.query.redirectUrl;
    const target = isSafeSameOriginPath(redirectUrl)
      ? withQuery(ctx.loginServiceUrl, "redirectUrl", redirectUrl)
      : ctx.loginServiceUrl;
    res.redirect(302, target);
  });

  router.get(
    "/portal/v4/logout",
    handle(async (req: Request, res: Response) => {
      const token = req.query.userToken;
      if (typeof token === "string" && token !== "" && token.length <= 200) await revoke(ctx, token);
      const serviceUrl = req.query.serviceUrl;
      res.redirect(302, isSafeSameOriginPath(serviceUrl) ? serviceUrl : ctx.loginServiceUrl);
    }),
  );

  router.delete(
    "/uaa/user/removeAccessToken",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      getAuth(res);
      const token = bearerToken(req);
      if (token) await revoke(ctx, token);
      ok(res, true);
    }),
  );

  return router;
}
