import { log } from "#app/kit/log.server";
import { callPlatform, PlatformUnavailableError } from "#app/platform-api/client.server";
import { tenantSwitchHeaders } from "#app/features/tenant/tenant-switch.rules";
import { tokenFingerprint } from "#app/features/identity/identity-entry.server";
import { bearerToken, type PortalSession } from "#app/session/session.server";

export type TenantSwitchResult = { ok: true; session: PortalSession } | { ok: false; messageKey: string; detail?: string };

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The trusted-tenant tokens of the login tenant (SPEC §3 trustsToken), fetched once per session. */
async function trustTokens(session: PortalSession): Promise<Record<string, string>> {
  if (session.trustTokens) return session.trustTokens;
  try {
    const result = await callPlatform<{ trustsToken?: unknown }>("/uaa/user/tenant-token/repeat", { token: session.loginToken });
    const map = result.envelope?.success ? result.envelope.data?.trustsToken : null;
    if (!map || typeof map !== "object") return {};
    return Object.fromEntries(Object.entries(map).filter((e): e is [string, string] => typeof e[1] === "string" && ID.test(e[0])));
  } catch (error) {
    log("warn", "tenant switch: trusted-tenant tokens unavailable", { error: String(error) });
    return {};
  }
}

/**
 * SPEC §4 Tenant switch, on the server side of the session: the login tenant
 * goes back to the login token with no source header; a trusted tenant uses its
 * token from the trust map and the login tenant id as x-src-tenant-id; any other
 * tenant the user belongs to gets a tenant token from the platform. A chosen
 * participant identity is then applied with the new token.
 */
export async function switchTenant(
  session: PortalSession,
  targetTenantId: string,
  choice: { externalEntityId: string; participantOrgId: string | null } | "tenant" | null,
): Promise<TenantSwitchResult> {
  const participant = choice === "tenant" ? null : choice;
  if (!ID.test(targetTenantId)) return { ok: false, messageKey: "context.errors.invalidTenant" };
  const loginTenantId = session.loginTenantId ?? session.tenantId ?? null;
  try {
    const trusts = await trustTokens(session);
    const auth = tenantSwitchHeaders({ targetTenantId, loginTenantId, trustTokens: trusts });
    let next: PortalSession;
    if (targetTenantId === loginTenantId) {
      next = { ...session, tenantId: targetTenantId, tenantToken: undefined, srcTenantId: undefined, trustTokens: trusts };
    } else if (auth.token === "trust") {
      next = { ...session, tenantId: targetTenantId, tenantToken: undefined, srcTenantId: auth.srcTenantId ?? undefined, trustTokens: trusts };
    } else {
      const result = await callPlatform<{ tenantToken?: unknown }>("/tenant-user/v4/users/update-current-tenant", { method: "POST", token: session.loginToken, body: { tenantId: targetTenantId } });
      const tenantToken = result.envelope?.success ? result.envelope.data?.tenantToken : null;
      if (typeof tenantToken !== "string" || !tenantToken) {
        if (result.envelope?.errorCode === "2201") return { ok: false, messageKey: "context.errors.tenantDisabled" };
        return { ok: false, messageKey: "context.errors.switchFailed", detail: result.envelope?.errorMsg ?? String(result.status) };
      }
      next = { ...session, tenantId: targetTenantId, tenantToken, srcTenantId: undefined, trustTokens: trusts };
    }
    // The identity belongs to the tenant: one chosen in the dialog (a participant, or the tenant
    // identity) is applied now and holds; otherwise the next page settles it (SPEC §4 Identity at entry).
    next = { ...next, identity: undefined };
    if (choice === "tenant") {
      const headers: Record<string, string> = next.srcTenantId ? { "x-src-tenant-id": next.srcTenantId } : {};
      const applied = await callPlatform("/tenant-user/v4/users/change-identity", { method: "POST", token: bearerToken(next), headers, body: { externalType: 0 } });
      if (applied.envelope?.success) next.identity = { type: "tenant", appliedTo: tokenFingerprint(bearerToken(next)) };
    }
    if (participant) {
      const headers: Record<string, string> = next.srcTenantId ? { "x-src-tenant-id": next.srcTenantId } : {};
      const applied = await callPlatform("/tenant-user/v4/users/change-identity", { method: "POST", token: bearerToken(next), headers, body: { externalType: 1, ...participant } });
      if (applied.envelope?.success) {
        next.identity = {
          type: "participant",
          externalEntityId: participant.externalEntityId,
          ...(participant.participantOrgId ? { participantOrgId: participant.participantOrgId } : {}),
          appliedTo: tokenFingerprint(bearerToken(next)),
        };
      }
    }
    return { ok: true, session: next };
  } catch (error) {
    if (!(error instanceof PlatformUnavailableError)) throw error;
    return { ok: false, messageKey: "context.errors.switchFailed", detail: error.message };
  }
}
