import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { readBodyCapped } from "#app/kit/http/read-body.server";
import { isSameOrigin } from "#app/kit/http/same-origin.server";
import { applyIdentity, IdentityExpiredError, tokenFingerprint } from "#app/features/identity/identity-entry.server";
import { PlatformUnavailableError } from "#app/platform-api/client.server";
import { safeSameOriginPath } from "#app/kit/security/url-safety";
import { bearerToken, commitSession, getSession, type StoredIdentity } from "#app/session/session.server";

const ENTITY_ID = /^\d{1,30}$/;
const ORG_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * POST /portal/session/identity: the identity chosen at entry (SPEC §4 Identity at
 * entry) or the participant org chosen in the header's participant-org dropdown.
 * Form: `type` tenant | participant, `externalEntityId`, optional `participantOrgId`,
 * `returnTo` (a same-origin path). The platform applies it to the token; the session
 * remembers it; the redirect re-runs every loader.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (!isSameOrigin(request)) return data({ error: { messageKey: "errors.forbidden" } }, { status: 403 });
  const session = getSession(request);
  if (!session) return data({ error: { messageKey: "errors.expired" } }, { status: 401 });
  const body = await readBodyCapped(request, 16 * 1024);
  const form = new URLSearchParams(body ? new TextDecoder().decode(body) : "");
  const type = form.get("type");
  const externalEntityId = form.get("externalEntityId") ?? "";
  const participantOrgId = form.get("participantOrgId") ?? "";
  let identity: StoredIdentity;
  if (type === "tenant") identity = { type: "tenant" };
  else if (type === "participant" && ENTITY_ID.test(externalEntityId) && (participantOrgId === "" || ORG_ID.test(participantOrgId))) {
    identity = { type: "participant", externalEntityId, ...(participantOrgId ? { participantOrgId } : {}) };
  } else return data({ error: { messageKey: "identity.errors.invalidChoice" } }, { status: 400 });
  try {
    if (!(await applyIdentity(session, identity))) return data({ error: { messageKey: "identity.errors.refused" } }, { status: 400 });
  } catch (error) {
    if (error instanceof PlatformUnavailableError) return data({ error: { messageKey: "context.errors.switchFailed", detail: error.message } }, { status: 503 });
    if (error instanceof IdentityExpiredError) return data({ error: { messageKey: "errors.expired" } }, { status: 401 });
    throw error;
  }
  const next = { ...session, identity: { ...identity, appliedTo: tokenFingerprint(bearerToken(session)) } };
  const returnTo = safeSameOriginPath(form.get("returnTo"), new URL(request.url).origin);
  const target = returnTo?.startsWith("/portal/") ? returnTo : "/portal/1/";
  return redirect(target, { headers: { "Set-Cookie": commitSession(request, next) } });
}
