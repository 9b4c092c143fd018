import { newToken, sha256 } from "../security/tokens.ts";
import type { AuthInfo } from "./auth.ts";
import type { PlatformContext } from "./context.ts";

/**
 * Issues a token for the same user bound to `tenantId`, stored hashed in `sessions` like a
 * login token: the same idle timeout, and an absolute expiry that never passes the
 * parent's. Revoking the parent revokes it too (parent_token_hash).
 */
export async function issueDerivedToken(
  ctx: PlatformContext,
  parent: AuthInfo,
  tenantId: string,
  trustSrcTenantId: string | null = null,
): Promise<string> {
  const now = new Date();
  const max = now.getTime() + ctx.tokenMaxSeconds * 1000;
  const token = newToken();
  await ctx.db
    .insertInto("sessions")
    .values({
      token_hash: sha256(token),
      user_id: parent.userId,
      tenant_id: tenantId,
      created_at: now,
      last_used_at: now,
      expires_at: new Date(Math.min(max, parent.expiresAt.getTime())),
      revoked_at: null,
      trust_src_tenant_id: trustSrcTenantId,
      parent_token_hash: parent.rootTokenHash,
    })
    .execute();
  return token;
}
