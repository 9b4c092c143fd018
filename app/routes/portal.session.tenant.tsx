import { data, redirectDocument, type ActionFunctionArgs } from "@remix-run/node";
import { readBodyCapped } from "#app/kit/http/read-body.server";
import { isSameOrigin } from "#app/kit/http/same-origin.server";
import { commitSession, getSession } from "#app/session/session.server";
import { switchTenant } from "#app/features/tenant/switch-tenant.server";

/** POST /portal/session/tenant: the tenant dialog's confirm (SPEC §4 Tenant switch). */
export async function action({ request }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) return data({ error: { messageKey: "errors.forbidden" } }, { status: 403 });
  const session = getSession(request);
  if (!session) return data({ error: { messageKey: "errors.expired" } }, { status: 401 });
  const body = await readBodyCapped(request, 16 * 1024);
  const form = new URLSearchParams(body ? new TextDecoder().decode(body) : "");
  const externalEntityId = form.get("externalEntityId");
  const participant = externalEntityId && /^\d{1,19}$/.test(externalEntityId) ? { externalEntityId, participantOrgId: form.get("participantOrgId") || null } : null;
  // identityType=tenant: the user chose the tenant identity in the dialog (SPEC §4 Tenant switch).
  const choice = participant ?? (form.get("identityType") === "tenant" ? ("tenant" as const) : null);
  const result = await switchTenant(session, form.get("tenantId") ?? "", choice);
  if (!result.ok) return data({ error: { messageKey: result.messageKey, detail: result.detail } }, { status: 400 });
  // Another tenant has other registered apps, so another policy: a full document load (ADR 017).
  return redirectDocument("/portal/1/", { headers: { "Set-Cookie": commitSession(request, result.session) } });
}
