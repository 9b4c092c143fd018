import type { LoaderFunctionArgs } from "@remix-run/node";
import { MenusExpiredError, visibleMenuTree } from "#app/features/menus/load-menus.server";
import { appsOf } from "#app/features/menus/portal-menus";
import { fetchTenantConfig } from "#app/platform-api/config-cache.server";
import { probePageEtags, type PageEtags } from "#app/platform-api/config-etags.server";
import { callPlatform, PlatformUnavailableError } from "#app/platform-api/client.server";
import { tokenFingerprint } from "#app/features/identity/identity-entry.server";
import { ID_PATTERN } from "#app/kit/constants";
import { selectedBusinessIdentity } from "#app/features/identity/identity-switch.rules";
import { orgIdFromFullId } from "#app/features/org-switch/org-id.rules";
import { DEFAULT_ENV_INFO, DEFAULT_HEADER_THEME } from "#app/kit/schemas/defaults";
import { readPiece } from "#app/kit/schemas/read-piece";
import { bearerToken, getSession, sessionHeaders, type PortalSession } from "#app/session/session.server";

/** `org` is a full id path (ids joined by '/') or one id. */
const ORG_PATTERN = /^[A-Za-z0-9._-]{1,100}(\/[A-Za-z0-9._-]{1,100}){0,63}$/;
const KNOWN_PARAMS = new Set(["org", "app"]);

function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "private, no-store" } });
}

class Expired extends Error {}

/** The platform's data for one call, null when it failed; a 401 ends the request. */
async function platformData(call: () => ReturnType<typeof callPlatform>): Promise<unknown> {
  const result = await call();
  if (result.status === 401) throw new Expired();
  return result.status === 200 && result.envelope?.success ? result.envelope.data : null;
}

/**
 * The same permission context the page's loader uses (app/shell/load-portal.server.ts), so
 * the tree comes from the same short-lived cache and equals what the page was drawn from.
 */
async function menuContext(session: PortalSession, orgId: string, token: string, headers: Record<string, string>, pageEtags: Promise<PageEtags | null>) {
  const [user, env, identities] = await Promise.all([
    platformData(() => callPlatform("/uaa/user", { token, headers })),
    platformData(() => callPlatform("/i18n/v4/env/info", { token, headers })),
    platformData(() => callPlatform(`/workbench/v4/identity/list-available?orgId=${encodeURIComponent(orgId)}`, { token, headers })),
  ]);
  const userRecord = user && typeof user === "object" ? (user as { tenantId?: unknown; accountType?: unknown }) : null;
  const tenantId = typeof userRecord?.tenantId === "string" ? userRecord.tenantId : (session.tenantId ?? "");
  const etags = await pageEtags;
  const theme = await platformData(() => fetchTenantConfig("/param/v4/theme-settings/header", tenantId, token, headers, etags));
  return {
    tenantId,
    identityType: session.identity?.type ?? null,
    accountType: userRecord ? (typeof userRecord.accountType === "number" ? userRecord.accountType : 1) : null,
    userCenterAllowed: readPiece("header-theme", theme ?? {}, DEFAULT_HEADER_THEME).value.userCenter,
    intranet: readPiece("env-info", env ?? {}, DEFAULT_ENV_INFO).value.intranet,
    identity: selectedBusinessIdentity(identities),
  };
}

/**
 * GET /portal/menus?org=<fullId or id>[&app=<appId>]: the visible menu tree of the org for the
 * signed-in session (SPEC §2 menu levels, §6 permissions), whole — `{ tree }` — or one app with
 * its subtree — `{ app }`. A page whose tree was sent slim (above 2,000 nodes) fetches the rest
 * here. No session: 401; a malformed or repeated parameter: 400; an app not in the tree: 404.
 * Only menu nodes are answered, never a token.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = getSession(request);
  if (!session) return json({ error: { messageKey: "errors.expired" } }, 401);
  const params = new URL(request.url).searchParams;
  const org = params.getAll("org");
  const app = params.getAll("app");
  const unknown = [...params.keys()].find((key) => !KNOWN_PARAMS.has(key));
  if (unknown !== undefined || org.length !== 1 || app.length > 1 || !ORG_PATTERN.test(org[0] ?? "") || (app.length === 1 && !ID_PATTERN.test(app[0] ?? ""))) {
    return json({ error: { messageKey: "sidebar.errors.badMenuRequest" } }, 400);
  }
  const orgId = orgIdFromFullId(org[0]);
  if (!orgId) return json({ error: { messageKey: "sidebar.errors.badMenuRequest" } }, 400);
  const token = bearerToken(session);
  const headers = sessionHeaders(session);
  try {
    // ADR 063: the page's ETags name the session's menu answers, so the tree the page was drawn from (shared by sessions alike) is found.
    const pageEtags = probePageEtags(token, headers);
    const context = await menuContext(session, orgId, token, headers, pageEtags);
    const tree = await visibleMenuTree({ orgId, token, tokenKey: tokenFingerprint(token), menusTag: (await pageEtags)?.menus ?? null, headers, context });
    if (app.length === 0) return json({ tree });
    const found = appsOf(tree).find((node) => node.id === app[0]);
    return found ? json({ app: found }) : json({ error: { messageKey: "sidebar.errors.appNotFound" } }, 404);
  } catch (error) {
    if (error instanceof Expired || error instanceof MenusExpiredError) return json({ error: { messageKey: "errors.expired" } }, 401);
    if (error instanceof PlatformUnavailableError) return json({ error: { messageKey: "errors.serverError" } }, 503);
    throw error;
  }
}
