import { COMPONENT_NAMES } from "#app/layout/component-names";
import { resolveLayout } from "#app/layout/resolve-layout";
import type { LayoutPlan } from "#app/layout/types";
import { log } from "#app/kit/log.server";
import { callPlatform, PlatformUnavailableError, type PlatformResult } from "#app/platform-api/client.server";
import { fetchTenantConfig } from "#app/platform-api/config-cache.server";
import type { PageEtags } from "#app/platform-api/config-etags.server";
import { readForSession } from "#app/platform-api/session-cache.server";
import { DEFAULT_ENV_INFO, DEFAULT_HEADER_THEME, DEFAULT_NAV, DEFAULT_SCENE_PARAMS } from "#app/kit/schemas/defaults";
import type { Problem } from "#app/kit/schemas/problem";
import { readPiece } from "#app/kit/schemas/read-piece";
import { validate, type SchemaName } from "#app/kit/schemas/validator";
import type { Identity } from "#app/types/generated/identity";
import type { Entry } from "#app/shell/entry-params.rules";
import { bearerToken, sessionHeaders, type PortalSession } from "#app/session/session.server";
import type { Tenant } from "#app/types/generated/tenant";
import { isUpstreamFault } from "#app/platform-api/upstream-policy.server";
import type { User } from "#app/types/generated/user";
import { loadMenus, MenusExpiredError } from "#app/features/menus/load-menus.server";
import { EMPTY_MENUS, type PortalMenus } from "#app/features/menus/portal-menus";
import { tokenFingerprint } from "../features/identity/identity-entry.server";
import { selectedBusinessIdentity } from "#app/features/identity/identity-switch.rules";
import { effectivePortalType, isSingleProductScene, settingEnableType } from "#app/layout/portal-type";
import { parseQueryFlags } from "./query-flags";
import type { PortalOrg, PortalTenant, PortalUser } from "./portal-context";

export interface PortalPageData {
  plan: LayoutPlan;
  user: PortalUser | null;
  tenant: PortalTenant | null;
  org: PortalOrg | null;
  /** The user's tenants (SPEC §3 Tenant), for the tenant switch and tenant info. */
  tenants: Tenant[];
  /** Business identities the user may act as (SPEC §3 Identity). */
  identities: Identity[];
  /** The single-product scene: no identity switch (SPEC §6). */
  singleProduct: boolean;
  /** Shown to tenant admins only; everyone's are logged. */
  problems: Problem[];
  /**
   * The pieces the platform did not give (ADR 031: no answer in time, an open breaker, a
   * fault, a refusal), with no earlier answer of the session to stand in: each shows a
   * message in its place, the rest of the page renders.
   */
  unavailable: string[];
  browserTitle: string;
  /** The orgs of the participant the user acts as; the header offers a choice only with more than one (SPEC §2). */
  participantOrgs: PortalOrg[];
  /** The menus of the org (SPEC §2 menu levels, §6 permissions). */
  menus: PortalMenus;
  /** Token-check setting: a 401 asks to sign in again instead of offering the re-login dialog (SPEC §4 Invalid token). */
  tokenCheck: boolean;
  /** SPEC §3 Header theme loginSessionTimeout: hours of inactivity allowed (SPEC §4 Idle timeout); checked in the browser. */
  loginSessionTimeout?: number;
  /** ADR 020 preview: the config kinds shown from the admin's draft (its ribbon shows over a real draft only, ADR 055). */
  drafts?: string[];
}

/**
 * `failed`: the login flow could not start — the user's tenants could not be had while the
 * session has no tenant yet or the entry link names one (SPEC §4 Login flow: loading ends,
 * the org is -1, the error is rethrown; ADR 031). Every other piece degrades.
 */
export type PortalLoad = { kind: "expired" } | { kind: "failed"; detail: string } | { kind: "orgDenied"; orgId: string } | { kind: "page"; data: PortalPageData };

/** The view modes whose entry link names the org and a menu to open in it (SPEC §2 application-module link). */
const MENU_ENTRY_MODES: readonly string[] = ["module", "singleModule", "application"];

class SessionExpired extends Error {}

/**
 * One platform call for one piece; a failure becomes a problem, an unavailable piece and
 * null, a 401 ends the load.
 */
async function piece(name: string, call: () => Promise<PlatformResult>, problems: Problem[], unavailable: string[]): Promise<unknown> {
  try {
    const result = await call();
    if (result.status === 401) throw new SessionExpired();
    if (result.status === 200 && result.envelope?.success) return result.envelope.data;
    const detail = `HTTP ${result.status} ${result.envelope?.errorMsg ?? ""}`.trim();
    problems.push({ piece: name, pointer: "", message: `not loaded: ${detail}`, rule: "notLoaded", params: { detail } });
    // ADR 031: the notice is for the platform failing; a refusal is its answer (a problem for the tenant admin, not an outage).
    if (!isUpstreamFault(result)) return null;
  } catch (error) {
    if (error instanceof SessionExpired) throw error;
    const message = error instanceof PlatformUnavailableError ? error.message : String(error);
    problems.push({ piece: name, pointer: "", message: `not loaded: ${message}`, rule: "notLoaded", params: { detail: message } });
  }
  unavailable.push(name);
  return null;
}

function read<T>(schema: SchemaName, data: unknown, defaults: T, problems: Problem[]): T {
  if (data === null) return defaults;
  const result = readPiece(schema, data, defaults);
  problems.push(...result.problems);
  return result.value;
}

function toUser(user: User | null): PortalUser | null {
  if (!user) return null;
  return {
    id: user.id,
    accountName: user.accountName,
    nickname: user.nickname ?? "",
    tenantAdmin: user.tenantAdmin === true,
    accountType: typeof user.accountType === "number" ? user.accountType : 1,
    ...(typeof user.mobile === "string" && user.mobile !== "" ? { mobile: user.mobile } : {}),
  };
}

function toOrg(value: unknown): PortalOrg | null {
  if (!value || typeof value !== "object") return null;
  const { id, name, type, fullId, fullName } = value as Record<string, unknown>;
  if (typeof id !== "string" && typeof id !== "number") return null;
  return {
    id: String(id),
    name: typeof name === "string" ? name : String(id),
    type: typeof type === "string" ? type : "",
    fullId: typeof fullId === "string" && fullId ? fullId : String(id),
    ...(typeof fullName === "string" && fullName !== "" ? { fullName } : {}),
  };
}

/**
 * The org of the page: the one the URL names (`org` full id path or `orgId`) when
 * the user may see it, else the tenant's default org. An org the user may not
 * see is not an error page: the default org is shown instead (SPEC §6 org permission).
 */
/**
 * The admin's draft of a config kind as a platform answer of the published call's shape, or
 * the published answer when there is no draft (or the draft cannot be read: not an admin).
 * Never cached: the preview follows each saved keystroke.
 */
async function draftOr(kind: string, published: () => Promise<PlatformResult>, token: string, headers: Record<string, string>, drafts: string[]): Promise<PlatformResult> {
  const draft = await callPlatform(`/param/v4/tenant-config/${encodeURIComponent(kind)}/draft`, { token, headers });
  const value = draft.status === 200 && draft.envelope?.success ? (draft.envelope.data as { value?: unknown } | null)?.value : undefined;
  if (value === undefined) return published();
  drafts.push(kind);
  return { ...draft, envelope: { ...draft.envelope!, data: value } };
}

/** The entry lists an admin may hold a draft of (ADR 057; platform/routes/entries-admin-kinds.ts). */
const ENTRY_LISTS = ["quick-entries", "extend-entries", "side-entries", "dashboards", "help-urls"] as const;

/**
 * ADR 057 preview: the entry lists the admin holds a draft of, as `entries:<list>` (the page's
 * reads of them answer the draft, app/platform-api/bff/forward.server.ts); none when they cannot be read.
 */
async function entryDrafts(token: string, headers: Record<string, string>): Promise<string[]> {
  const held = await Promise.all(
    ENTRY_LISTS.map(async (list) => {
      try {
        const draft = await callPlatform(`/workbench/v4/admin/entries/${list}/draft`, { token, headers });
        const data = draft.status === 200 && draft.envelope?.success ? (draft.envelope.data as { value?: unknown } | null) : null;
        return data && data.value !== undefined ? [`entries:${list}`] : [];
      } catch {
        return [];
      }
    }),
  );
  return held.flat();
}

/** The portal type a preview frame asks for (`previewPortalType`), or null. */
function previewPortalType(url: URL): "Classic" | "Simple" | null {
  const asked = url.searchParams.get("previewPortalType");
  return asked === "Classic" || asked === "Simple" ? asked : null;
}

/** A read of the session's own data, reused for a few seconds between its page loads (ADR 008). */
function sessionRead(path: string, token: string, headers: Record<string, string>): () => Promise<PlatformResult> {
  return () => readForSession(token, headers, path, () => callPlatform(path, { token, headers }));
}

async function currentOrg(orgId: string | null, token: string, headers: Record<string, string>, problems: Problem[], unavailable: string[]): Promise<PortalOrg | null> {
  if (orgId) {
    try {
      const result = await sessionRead(`/org-permission/v4/orgs/${encodeURIComponent(orgId)}`, token, headers)();
      if (result.status === 401) throw new SessionExpired();
      const org = result.envelope?.success ? toOrg(result.envelope.data) : null;
      if (org) return org;
    } catch (error) {
      if (error instanceof SessionExpired) throw error;
    }
  }
  return toOrg(await piece("org", sessionRead("/org-permission/v4/orgs/default-auth-org", token, headers), problems, unavailable));
}

/**
 * The org an entry link names in a restricted mode (SPEC §2: restricted modes skip the org
 * tree, not the org): its detail when the user may see it, else "denied" — unknown in the
 * tenant, without authority (authType 0) or a category (SPEC §6 org permission); null when
 * the platform did not answer (a problem; the default org is shown).
 */
async function entryOrg(orgId: string, token: string, headers: Record<string, string>, problems: Problem[]): Promise<PortalOrg | "denied" | null> {
  let result: PlatformResult;
  try {
    result = await sessionRead(`/org-permission/v4/orgs/${encodeURIComponent(orgId)}`, token, headers)();
  } catch (error) {
    if (!(error instanceof PlatformUnavailableError)) throw error;
    problems.push({ piece: "org", pointer: "", message: `not loaded: ${error.message}` });
    return null;
  }
  if (result.status === 401) throw new SessionExpired();
  if (result.status === 403 || result.status === 404) return "denied";
  if (result.status !== 200 || !result.envelope?.success) {
    problems.push({ piece: "org", pointer: "", message: `not loaded: HTTP ${result.status} ${result.envelope?.errorMsg ?? ""}`.trim() });
    return null;
  }
  const data = result.envelope.data as { authType?: unknown; type?: unknown } | null;
  const org = toOrg(data);
  if (!org || data?.authType === 0 || data?.type === "category") return "denied";
  return org;
}

/** The user's portal type from theme-settings (SPEC §4 Other behaviours); anything else is Classic. */

/**
 * Everything one portal page needs (ARCHITECTURE §2): the platform is asked in
 * parallel, every payload is validated, a piece that fails falls back to its
 * default and becomes a problem, and the layout plan is resolved. The page
 * renders whatever the platform does, except an expired session.
 */
export async function loadPortal(session: PortalSession, url: URL, entry: Entry, menuId = "1", options: { preview?: boolean; pageEtags?: Promise<PageEtags | null> } = {}): Promise<PortalLoad> {
  const token = bearerToken(session);
  const headers = sessionHeaders(session);
  const problems: Problem[] = [];
  const unavailable: string[] = [];
  const drafts: string[] = [];
  const query = parseQueryFlags(url.searchParams);
  try {
    const participantId = session.identity?.type === "participant" ? session.identity.externalEntityId : undefined;
    const [userData, tenantsData, envData, participantOrgsData, portalTypeData] = await Promise.all([
      piece("user", sessionRead("/uaa/user", token, headers), problems, unavailable),
      piece("tenant-list", sessionRead("/tenant-user/v4/tenants/list-cur-user?includeExternal=false", token, headers), problems, unavailable),
      piece("env-info", sessionRead("/i18n/v4/env/info", token, headers), problems, unavailable),
      participantId
        ? piece("participant-orgs", sessionRead(`/org-permission/v4/participants/users/cur-user-auth-participant-orgs?participantId=${encodeURIComponent(participantId)}`, token, headers), problems, unavailable)
        : Promise.resolve(null),
      piece("portal-type", sessionRead("/param/v4/user-param-values/theme-settings", token, headers), problems, unavailable),
    ]);
    // ADR 031: without the tenant list the entry tenant cannot be chosen; a session already in a tenant goes on in it,
    // unless the user cannot be had either (not even a stale copy): then the platform is out of reach and there is no page to draw.
    if (tenantsData === null && (!session.tenantId || entry.tenantId || userData === null)) return { kind: "failed", detail: problems.find((p) => p.piece === "tenant-list")?.message ?? "tenant list not loaded" };
    const user = read<User | null>("user", userData, null, problems);
    const tenants = read<Tenant[]>("tenant-list", tenantsData, [], problems);
    const tenantId = user?.tenantId ?? session.tenantId ?? "";
    // ADR 063: the page's one probe says which cached answers still hold (asked beside the first pieces).
    const pageEtags = (await options.pageEtags) ?? null;
    const published = (path: string) => () => fetchTenantConfig(path, tenantId, token, headers, pageEtags);
    // ADR 020 preview: the admin's draft of a kind, when there is one, in place of the published value.
    const config = (path: string, kind: string) => (options.preview ? () => draftOr(kind, published(path), token, headers, drafts) : published(path));
    const [themeData, navData, sceneData, overrideData, entryListDrafts] = await Promise.all([
      piece("header-theme", config("/param/v4/theme-settings/header", "header-theme"), problems, unavailable),
      piece("nav-logo-and-name", config("/param/v4/param-values/nav-logo-and-name", "nav-logo-and-name"), problems, unavailable),
      piece("scene-params", config("/workbench/v4/portal-param-values/scene-params", "scene-params"), problems, unavailable),
      piece("layout-override", config("/param/v4/theme-settings/layout-override", "layout-override"), problems, unavailable),
      options.preview ? entryDrafts(token, headers) : Promise.resolve([]),
    ]);
    drafts.push(...entryListDrafts);
    const headerTheme = read("header-theme", themeData, DEFAULT_HEADER_THEME, problems);
    const nav = read("nav-logo-and-name", navData, DEFAULT_NAV, problems);
    const sceneParams = read("scene-params", sceneData, DEFAULT_SCENE_PARAMS, problems);
    const env = read("env-info", envData, DEFAULT_ENV_INFO, problems);
    const portalUser = toUser(user);
    const plan = resolveLayout({
      viewMode: entry.viewMode,
      // The user's portal type (SPEC §4: theme-settings enableType); the single-product scene forces Classic.
      // The console's preview may ask for either portal type (ADR 020).
      portalType: effectivePortalType(options.preview ? previewPortalType(url) ?? settingEnableType(portalTypeData) : settingEnableType(portalTypeData), isSingleProductScene(sceneParams.scene, entry.scene)),
      headerTheme: { ...headerTheme, systemName: headerTheme.systemName || nav.systemName, systemLogoUrl: headerTheme.systemLogoUrl || nav.systemLogoUrl },
      sceneParams,
      env,
      query: query.flags,
      user: portalUser ? { tenantAdmin: portalUser.tenantAdmin, accountType: portalUser.accountType } : null,
      override: overrideData,
      knownComponents: COMPONENT_NAMES,
    });
    problems.push(...plan.problems);
    let org: PortalOrg | null = null;
    if (plan.orgTreeLoad) org = await currentOrg(entry.orgId, token, headers, problems, unavailable);
    else if (MENU_ENTRY_MODES.includes(entry.viewMode)) {
      const named = entry.orgId ? await entryOrg(entry.orgId, token, headers, problems) : null;
      if (named === "denied") return { kind: "orgDenied", orgId: entry.orgId ?? "" };
      org = named ?? (await currentOrg(null, token, headers, problems, unavailable));
    }
    // The identities of a page are those of its org (SPEC §7 list-available?orgId); a page without an org has none to ask for.
    const identitiesLoad = org ? piece("identity-list", sessionRead(`/workbench/v4/identity/list-available?orgId=${encodeURIComponent(org.id)}`, token, headers), problems, unavailable) : Promise.resolve(null);
    // SPEC §4 Identity switch: the business identity in use limits the menus.
    const [identitiesData, menuLoad] = await Promise.all([
      identitiesLoad,
      org
        ? identitiesLoad.then((identityList) => loadMenus({
            orgId: org.id,
            token,
            tokenKey: tokenFingerprint(token),
            menusTag: pageEtags?.menus ?? null,
            headers,
            activeId: menuId,
            context: {
              tenantId,
              identityType: session.identity?.type ?? null,
              accountType: portalUser?.accountType ?? null,
              userCenterAllowed: headerTheme.userCenter,
              intranet: env.intranet,
              identity: selectedBusinessIdentity(identityList),
            },
          }))
        : Promise.resolve({ menus: EMPTY_MENUS, problems: [] as string[] }),
    ]);
    for (const message of menuLoad.problems) problems.push({ piece: "menus", pointer: "", message });
    // A menu read the platform did not give (not a malformed node, which is only left out).
    if (menuLoad.problems.some((message) => /: HTTP \d+$|not loaded/.test(message))) unavailable.push("menus");
    const identities = Array.isArray(identitiesData) ? identitiesData.flatMap((item) => (validate("identity", item).ok ? [item as Identity] : [])) : [];
    const current = tenants.find((t) => t.id === tenantId);
    for (const problem of problems) log("warn", "portal: config problem", { tenantId, ...problem });
    return {
      kind: "page",
      data: {
        plan,
        user: portalUser,
        tenant: current ? { id: current.id, name: current.name, companyName: current.companyName ?? "", disabled: current.disabled === true } : null,
        org,
        tenants,
        identities,
        singleProduct: isSingleProductScene(sceneParams.scene, entry.scene),
        problems: portalUser?.tenantAdmin ? problems : [],
        unavailable,
        browserTitle: nav.browserTitle || plan.header.title,
        menus: menuLoad.menus,
        participantOrgs: Array.isArray(participantOrgsData) ? participantOrgsData.flatMap((item) => toOrg(item) ?? []) : [],
        tokenCheck: env.tokenCheck === true,
        // SPEC §3 Header theme loginSessionTimeout: the hours of inactivity allowed (SPEC §4 Idle timeout).
        loginSessionTimeout: headerTheme.loginSessionTimeout,
        ...(options.preview ? { drafts } : {}),
      },
    };
  } catch (error) {
    if (error instanceof SessionExpired || error instanceof MenusExpiredError) return { kind: "expired" };
    throw error;
  }
}
