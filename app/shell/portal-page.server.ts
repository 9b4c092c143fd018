import { data, redirect } from "@remix-run/node";
import { log } from "#app/kit/log.server";
import { PlatformUnavailableError } from "#app/platform-api/client.server";
import { checkEntryParams, INVALID_TRIPARTITE_URL_MESSAGE } from "#app/shell/entry-params.rules";
import { registeredAppSources } from "#app/kit/security/app-origins.server";
import { exactOrigin, type ResponseCsp } from "#app/kit/security/content-security-policy";
import { imageOrigins } from "#app/kit/security/image-origins";
import { bearerToken, commitSession, destroySession, getSession, sessionHeaders } from "#app/session/session.server";
import { probePageEtags } from "#app/platform-api/config-etags.server";
import { resolveEntryTenant } from "../features/tenant/entry-tenant.server";
import { settleIdentity } from "../features/identity/identity-entry.server";
import { loadPortal } from "./load-portal.server";
import { isPreviewFor } from "../features/admin-preview/preview-marker.server";
import { adoptLocalToken, toLogin } from "../session/session-start.server";
import { openEntryMenu } from "./entry-menu.server";
import { loadHomeSeed, loadWorkbenchSeed } from "../features/workbench/workbench-seed.server";
import { HOME_MENU_ID, WORKBENCH_MENU_ID } from "#app/kit/constants";
import { findMenuById } from "#app/features/menus/menu-tree.rules";
import { cachedViewMode, viewModeCookie } from "./view-mode-cookie.server";
import { VIEW_MODES, type ViewMode } from "#app/layout/types";

/** The view mode a preview frame asks for (`previewViewMode`, ADR 020 "Preview"), or null. */
function previewViewMode(url: URL): ViewMode | null {
  const asked = url.searchParams.get("previewViewMode");
  return VIEW_MODES.find((mode) => mode === asked) ?? null;
}

/** SPEC §9: the root node id, the org of a portal whose loading failed (SPEC §4 Login flow). */
export const FAILED_ORG_ID = "-1";

/**
 * Everything the server does for one portal page (SPEC §4 Session start, Login flow,
 * Identity at entry; §5 entry parameters), in order: local_token adoption, the session
 * (else the central login), the entry parameters, the identity (settled first: a newly applied
 * one redirects before any of the page is loaded, ADR 066; acted on last), the page's platform
 * pieces, the entry tenant. A failure of the platform itself ends the loading
 * with org -1 and is rethrown to the route's error boundary (SPEC §4 Login flow).
 */
export async function loadPortalPage(request: Request, menuId = "1", csp: ResponseCsp | null = null) {
  const url = new URL(request.url);
  const adopted = await adoptLocalToken(request, url);
  if (adopted) throw adopted;
  const session = getSession(request);
  if (!session) throw toLogin(request, url);
  // ADR 020: the admin console's preview frame shows the admin's drafts, in the view mode it asks for without remembering it.
  const preview = isPreviewFor(session, url);
  const cached = cachedViewMode(request);
  // The preview's view mode (`previewViewMode`) needs none of an entry link's parameters and is never remembered.
  const previewMode = preview ? previewViewMode(url) : null;
  const checked = checkEntryParams(url.searchParams, previewMode ? { viewMode: previewMode } : cached ? { viewMode: cached } : null, url.origin);
  const check = checked.ok && previewMode ? { ...checked, entry: { ...checked.entry, viewMode: previewMode } } : checked;
  if (!check.ok) {
    // SPEC §2 "Blacklisted or invalid URLs go to not-found", with the SPEC §5 message.
    const notFound = check.message === INVALID_TRIPARTITE_URL_MESSAGE;
    return data({ kind: "entryError" as const, message: check.message, notFound }, { status: notFound ? 404 : 400 });
  }
  // ADR 063: one probe for the versions of the page's cached answers (tenant config, app origins, menus).
  const pageEtags = probePageEtags(bearerToken(session), sessionHeaders(session));
  // The page's CSP allows its tenant's registered app origins (ADR 017); asked beside the page's pieces.
  const appSources = csp ? registeredAppSources(session, pageEtags) : null;
  try {
    // SPEC §4 Identity at entry, settled before the page's platform pieces (ADR 066): an identity
    // applied now changes what the platform answers, so the page is loaded again under it (the
    // redirect below), and nothing is loaded for the page before it. Acted on after the entry
    // tenant, as before.
    const entryIdentity = session.tenantId ? await settleIdentity(session, check.entry.externalEntityId ?? null) : null;
    const applied = entryIdentity?.kind === "settled" ? entryIdentity.session : null;
    if (applied) throw redirect(`${url.pathname.replace(/\/?$/, "/")}${url.search}`, { headers: { "Set-Cookie": commitSession(request, applied) } });
    // ADR 020: the admin console's preview frame shows that admin's drafts.
    const result = await loadPortal(session, url, check.entry, menuId, { preview, pageEtags });
    if (result.kind === "expired") throw toLogin(request, url, destroySession(request));
    if (result.kind === "failed") throw new Error(result.detail);
    // SPEC §6 org permission: an entry link naming an org the user may not see opens nothing in it.
    if (result.kind === "orgDenied") return data({ kind: "orgDenied" as const }, { status: 403 });
    // ADR 031: without the tenant list the session stays in its tenant (the tenant switch says the list is unavailable).
    const tenant = result.data.unavailable.includes("tenant-list")
      ? ({ kind: "continue", chooseTenant: false } as const)
      : await resolveEntryTenant(request, session, result.data.tenants, result.data.tenant?.id ?? session.tenantId ?? null, check.entry);
    if (tenant.kind === "redirect") throw tenant.response;
    if (tenant.kind === "noTenant") return data({ kind: "noTenant" as const });
    if (tenant.kind === "disabledTenant") return data({ kind: "disabledTenant" as const });
    const identity = entryIdentity ?? (await settleIdentity(session, check.entry.externalEntityId ?? null));
    if (identity.kind === "expired") throw toLogin(request, url, destroySession(request));
    if (identity.kind === "unavailable") log("warn", "portal: identity at entry not settled", { detail: identity.detail });
    const unavailable = identity.kind === "unavailable" ? [...result.data.unavailable, "identity-list"] : result.data.unavailable;
    // A newly applied identity changes what the platform answers: load the page again under it.
    if (identity.kind === "settled" && identity.session) throw redirect(`${url.pathname.replace(/\/?$/, "/")}${url.search}`, { headers: { "Set-Cookie": commitSession(request, identity.session) } });
    const viewModeHeaders = !preview && !cached && url.searchParams.has("viewMode") ? { "Set-Cookie": viewModeCookie(request, check.entry.viewMode) } : undefined;
    // SPEC §2 application-module link: the menu it names opens (in the org it names), else the no-permission page.
    const opened = await openEntryMenu(url, menuId, check.entry, result.data, session);
    if (opened.kind === "redirect") throw redirect(opened.location, { headers: viewModeHeaders });
    const menus = opened.kind === "path" ? { ...result.data.menus, tree: opened.tree } : result.data.menus;
    if (csp && appSources) {
      csp.apps.push(...(await appSources));
      const framed = exactOrigin(check.entry.tripartitePageUrl);
      if (framed) csp.framed.push(framed);
      // The tenant's asset hosts: where its logos, backgrounds and menu icons are (ADR 028).
      csp.images.push(...imageOrigins({ ...result.data, menus }));
    }
    // SPEC §3 workbench: a workbench document brings its config and quick entries, and the home's and
    // workbench's documents their bulletins, recent visits and collected menus (workbench-seed.tsx, ADR 064).
    const orgId = result.data.org?.id ?? null;
    const workbench = menuId === WORKBENCH_MENU_ID ? await loadWorkbenchSeed(session, orgId, findMenuById(menus.tree, menuId), { preview }) : menuId === HOME_MENU_ID ? await loadHomeSeed(session, orgId, { preview }) : null;
    const headers = viewModeHeaders;
    return data(
      {
        kind: "page" as const,
        ...result.data,
        unavailable,
        preview,
        menus,
        chooseTenant: tenant.chooseTenant,
        tripartitePageUrl: check.entry.tripartitePageUrl,
        workbench,
        chooseIdentity: identity.kind === "choose" ? identity.list : null,
        identity: identity.kind === "settled" ? { type: identity.identity.type, externalEntityId: identity.identity.externalEntityId ?? null, participantOrgId: identity.identity.participantOrgId ?? null } : null,
      },
      { headers },
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    const detail = error instanceof PlatformUnavailableError ? error.message : String(error);
    log("error", "portal: loading failed", { path: url.pathname, detail });
    throw data({ kind: "loadFailed" as const, org: FAILED_ORG_ID }, { status: 503 });
  }
}
