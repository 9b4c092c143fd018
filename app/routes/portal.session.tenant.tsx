import { redirect, redirectDocument, type ActionFunctionArgs } from "@remix-run/node";
import { readBodyCapped } from "#app/kit/http/read-body.server";
import { isSameOrigin } from "#app/kit/http/same-origin.server";
import { isUserNavigation } from "#app/kit/http/user-gesture.server";
import { commitSession, getSession } from "#app/session/session.server";
import { switchTenant } from "#app/features/tenant/switch-tenant.server";
import { tenantSwitchReturn } from "#app/features/tenant/tenant-switch-return";

/**
 * POST /portal/session/tenant: the tenant dialog's confirm (SPEC §4 Tenant switch), a form the
 * user's click submits as a top-level navigation. ADR 047: nothing else switches the session's
 * tenant — not a `fetch`, not a frame, not a form a script submits on its own — so a script in
 * a page cannot carry the user into another tenant and act there.
 */
export async function action({ request }: ActionFunctionArgs) {
  // Response.json, not data(): a resource route's plain data loses its status when called without Remix's `_data`.
  if (!isSameOrigin(request)) return Response.json({ error: { messageKey: "errors.forbidden" } }, { status: 403 });
  if (!isUserNavigation(request.headers)) return Response.json({ error: { messageKey: "context.errors.switchNeedsClick" } }, { status: 403 });
  const body = await readBodyCapped(request, 16 * 1024);
  const form = new URLSearchParams(body ? new TextDecoder().decode(body) : "");
  const back = (messageKey: string) => redirect(tenantSwitchReturn(form.get("returnTo"), messageKey), { status: 303 });
  const session = getSession(request);
  if (!session) return back("errors.expired");
  const externalEntityId = form.get("externalEntityId");
  const participant = externalEntityId && /^\d{1,19}$/.test(externalEntityId) ? { externalEntityId, participantOrgId: form.get("participantOrgId") || null } : null;
  // identityType=tenant: the user chose the tenant identity in the dialog (SPEC §4 Tenant switch).
  const choice = participant ?? (form.get("identityType") === "tenant" ? ("tenant" as const) : null);
  const result = await switchTenant(session, form.get("tenantId") ?? "", choice);
  // The page the user was on says why, in its language (TENANT_SWITCH_ERROR_PARAM).
  if (!result.ok) return back(result.messageKey);
  // Another tenant has other registered apps, so another policy: a full document load (ADR 017).
  return redirectDocument("/portal/1/", { headers: { "Set-Cookie": commitSession(request, result.session) } });
}
