import { redirectDocument } from "@remix-run/node";
import { mayFollowUrlTenant } from "#app/kit/http/user-gesture.server";
import { log } from "#app/kit/log.server";
import type { Entry } from "#app/shell/entry-params.rules";
import { selectEntryTenant } from "#app/features/tenant/tenant-selection.rules";
import { commitSession, type PortalSession } from "#app/session/session.server";
import { switchTenant } from "#app/features/tenant/switch-tenant.server";
import type { Tenant } from "#app/types/generated/tenant";

export type EntryTenantOutcome = { kind: "continue"; chooseTenant: boolean } | { kind: "noTenant" } | { kind: "disabledTenant" } | { kind: "redirect"; response: Response };

/**
 * SPEC §4 Login flow, step 1, at every entry: the URL tenant (a
 * /portal/custom/{code} link arrives as one) or the stored login tenant — switching the session to it when it is
 * not the current one, on a load the user made (ADR 047) —, 'no available tenant', the disabled notice for a
 * single disabled tenant, or the tenant list (`switchTenant=true`).
 */
export async function resolveEntryTenant(request: Request, session: PortalSession, tenants: Tenant[], currentTenantId: string | null, entry: Entry): Promise<EntryTenantOutcome> {
  if (tenants.length === 0) return { kind: "noTenant" };
  const decision = selectEntryTenant({
    tenants,
    storedLoginTenantId: entry.tenantId ? null : currentTenantId,
    urlTenantId: entry.tenantId,
  });
  if (decision.kind === "noTenant") return { kind: "noTenant" };
  if (decision.kind === "disabledNotice") return { kind: "disabledTenant" };
  if (decision.kind === "chooseTenant") {
    // Several tenants and none chosen: keep the current one and open the list.
    return { kind: "continue", chooseTenant: true };
  }
  if (decision.tenantId !== currentTenantId && !mayFollowUrlTenant(request.headers)) {
    // ADR 047: a frame, a fetch or a script's own navigation does not move the session to another tenant.
    log("warn", "entry tenant: a URL tenant asked for by a request the user did not make is not followed", { tenantId: decision.tenantId, dest: request.headers.get("sec-fetch-dest"), mode: request.headers.get("sec-fetch-mode") });
  } else if (decision.tenantId !== currentTenantId) {
    const result = await switchTenant(session, decision.tenantId, null);
    if (result.ok) return { kind: "redirect", response: redirectDocument(new URL(request.url).pathname + new URL(request.url).search, { headers: { "Set-Cookie": commitSession(request, result.session) } }) };
    log("warn", "entry tenant: switch failed", { tenantId: decision.tenantId, messageKey: result.messageKey });
  }
  return { kind: "continue", chooseTenant: entry.switchTenant };
}
