import { LRUCache } from "lru-cache";
import { log } from "#app/kit/log.server";
import { countCacheLookup, reportCacheSize } from "#app/kit/observability/metrics.server";
import { callPlatform, PlatformUnavailableError } from "#app/platform-api/client.server";
import { INTERNAL_MENU_IDS } from "#app/kit/constants";
import { visibleMenus, type VisibleMenusContext } from "#app/features/menus/menu-permissions.rules";
import { flattenMenus, menuPath } from "#app/features/menus/menu-tree.rules";
import { planSubApp } from "#app/features/sub-apps/sub-apps.rules";
import { validate } from "#app/kit/schemas/validator";
import type { MenuNode } from "#app/types/generated/menu-node";
import { slimMenus, type PortalMenus } from "./portal-menus";

/** Menus are sent whole up to this many nodes; a larger tree is sent as apps plus the active app. */
export const WHOLE_TREE_LIMIT = 2000;
/** A computed menu tree is reused this long for the same menu answers (token, or the platform's menu tag), org and identity (ms). */
const CACHE_TTL_MS = 30_000;
export const MENU_CACHE_ENTRIES = 500;
/**
 * Menu nodes held by all computed trees together (ADR 032): a tree is held as parsed objects,
 * about 1 KB a node, so the cache holds about this many KB at most. One tree of the 20,000-menu
 * bench tenant is ~20,000 nodes: a handful of its sessions fill it, as they should.
 */
export const MENU_CACHE_MAX_NODES = 200_000;

interface Visible {
  tree: MenuNode[];
  portalMenus: MenuNode[];
  nodeCount: number;
  problems: string[];
}

interface CachedTree {
  value: Promise<Visible>;
  tenantId: string;
  /** Nodes of the tree once computed (1 while it is under way). */
  nodes: number;
}

const cache = new LRUCache<string, CachedTree>({
  max: MENU_CACHE_ENTRIES,
  maxSize: MENU_CACHE_MAX_NODES,
  sizeCalculation: (entry) => Math.max(1, entry.nodes),
  ttl: CACHE_TTL_MS,
  ttlAutopurge: false,
});
// Trees go once they are stale, not only when others push them out.
setInterval(() => cache.purgeStale(), CACHE_TTL_MS).unref();
reportCacheSize("menus", () => ({ entries: cache.size, bytes: cache.calculatedSize * 1024 }));

/**
 * Drops the computed trees of a tenant: a change went through this node (a tenant admin's menu or
 * app write, say), so its next page load reads the menus afresh. Other nodes read them afresh
 * within CACHE_TTL_MS.
 */
export function forgetTenantMenus(tenantId: string | null | undefined): void {
  if (!tenantId) return;
  for (const [key, entry] of [...cache.entries()]) if (entry.tenantId === tenantId) cache.delete(key);
}

/** A 401 from a menu call: the session ended. */
export class MenusExpiredError extends Error {}

function validNodes(data: unknown, problems: string[], piece: string): MenuNode[] {
  if (!Array.isArray(data)) {
    problems.push(`${piece}: not a list`);
    return [];
  }
  return data.filter((node, i) => {
    const result = validate("menu-node", node);
    if (!result.ok) problems.push(`${piece}/${i}: ${result.errors[0]?.pointer ?? ""} ${result.errors[0]?.message ?? ""}`);
    return result.ok;
  }) as MenuNode[];
}

/**
 * One menu read; a call the platform does not answer is a missing piece (status 0), not a
 * failed page (ADR 031). Not through the session cache: a menu write must show on every
 * user's next page load (ARCHITECTURE §10).
 */
async function get(path: string, token: string, headers: Record<string, string>): Promise<{ ok: boolean; data: unknown; status: number }> {
  let result;
  try {
    result = await callPlatform(path, { token, headers });
  } catch (error) {
    if (!(error instanceof PlatformUnavailableError)) throw error;
    log("warn", "menus: not read", { detail: error.message });
    return { ok: false, data: null, status: 0 };
  }
  if (result.status === 401) throw new MenusExpiredError();
  return { ok: result.status === 200 && result.envelope?.success === true, data: result.envelope?.data ?? null, status: result.status };
}

async function computeVisible(orgId: string, token: string, headers: Record<string, string>, context: Omit<VisibleMenusContext, "runningServices">): Promise<Visible> {
  const problems: string[] = [];
  const [tree, portal, services] = await Promise.all([
    get(`/product/v4/menus/application-menu-tree?orgId=${encodeURIComponent(orgId)}&includeExtends=true`, token, headers),
    get("/workbench/v4/portal-menus/auth-tree", token, headers),
    // SPEC §7: errors of list-runing-services are only logged; the menus then stay unfiltered.
    get("/workbench/v4/runtime/services/list-runing-services", token, headers).catch((error: unknown) => {
      if (error instanceof MenusExpiredError) throw error;
      return { ok: false, data: null, status: 0 };
    }),
  ]);
  if (!tree.ok) problems.push(`application-menu-tree: HTTP ${tree.status}`);
  if (!portal.ok) problems.push(`portal-menus: HTTP ${portal.status}`);
  if (!services.ok) log("warn", "menus: running services not read; the runtime blacklist is skipped", { status: services.status });
  const runningServices = services.ok && Array.isArray(services.data) ? services.data : null;
  const visibleTree = visibleMenus(validNodes(tree.data, problems, "application-menu-tree"), { ...context, runningServices });
  const portalMenus = visibleMenus(validNodes(portal.data, problems, "portal-menus"), { ...context, runningServices });
  logUnregisteredApps(visibleTree, context.tenantId);
  return { tree: visibleTree, portalMenus, nodeCount: flattenMenus(visibleTree).length, problems };
}

/**
 * Menus whose app is on an origin no registered app vouches for (ARCHITECTURE §8, ADR 017): the
 * page refuses them and says so to the user; the server's log says so too, once per computed tree.
 */
function logUnregisteredApps(tree: MenuNode[], tenantId: unknown): void {
  for (const menu of flattenMenus(tree)) {
    if (typeof menu.url !== "string" || !/^\s*https?:/i.test(menu.url)) continue;
    const plan = planSubApp(menu, menu.name);
    if (!plan.ok && plan.reason === "notRegistered") log("warn", "menus: an app on an origin nobody registered is refused", { tenantId, menuId: menu.id, origin: plan.origin });
  }
}

/**
 * Everything the visible tree depends on: the platform's answers — named by the session's menu
 * tag when the platform gave one (ADR 063: the same for sessions of the same tenant, business
 * identity and grants under the same menus version, so they share a tree), else by the token —
 * and the org and the portal's own rules' inputs.
 */
function menuCacheKey(input: { tokenKey: string; menusTag?: string | null; orgId: string; context: Omit<VisibleMenusContext, "runningServices"> }): string {
  const { identityType, tenantId, accountType, userCenterAllowed, intranet, identity } = input.context;
  const answers = input.menusTag ? ["tag", input.menusTag] : ["token", input.tokenKey];
  return JSON.stringify([...answers, input.orgId, identityType, tenantId, accountType, userCenterAllowed, intranet, identity?.code ?? null]);
}

/**
 * The menus of one page (SPEC §2 menu levels, §6 menu permissions): the application
 * menu tree of the org under the token's identity and the internal portal menus, with
 * the runtime blacklist, user-centre, security-log and identity rules applied. A
 * large tree is sent slim (categories and apps, plus the whole active app); the rest
 * is fetched by the client when needed (/portal/menus). Results are reused briefly
 * per menu answers (the platform's menu tag, shared by sessions alike, else the token), org and
 * identity, so a page load costs no menu calls when nothing changed.
 */
export async function loadMenus(input: {
  orgId: string;
  token: string;
  tokenKey: string;
  /** The session's menu tag from the page's ETags (ADR 063), when the platform gave one. */
  menusTag?: string | null;
  headers: Record<string, string>;
  activeId: string;
  context: Omit<VisibleMenusContext, "runningServices">;
}): Promise<{ menus: PortalMenus; problems: string[] }> {
  const key = menuCacheKey(input);
  let entry = cache.get(key);
  countCacheLookup("menus", entry !== undefined);
  const shared = entry !== undefined;
  if (!entry) {
    const made: CachedTree = { value: computeVisible(input.orgId, input.token, input.headers, input.context), tenantId: String(input.context.tenantId ?? ""), nodes: 1 };
    entry = made;
    cache.set(key, made);
    made.value.then(
      (visible) => {
        // Sized again now that the tree is known, with the time it had left (lru-cache sizes an entry when it is added).
        if (cache.get(key, { updateAgeOnGet: false }) === made) {
          const ttl = cache.getRemainingTTL(key);
          made.nodes = Math.max(1, visible.nodeCount + flattenMenus(visible.portalMenus).length);
          cache.delete(key);
          if (ttl > 0) cache.set(key, made, { ttl });
        }
      },
      () => {
        if (cache.get(key, { updateAgeOnGet: false }) === made) cache.delete(key);
      },
    );
  }
  try {
    // A tree another session is computing under the same tag: its token ending is not this session's, which asks itself.
    const visible = await entry.value.catch((error: unknown) => {
      if (shared && error instanceof MenusExpiredError) return computeVisible(input.orgId, input.token, input.headers, input.context);
      throw error;
    });
    if (visible.problems.length > 0 && cache.get(key, { updateAgeOnGet: false }) === entry) cache.delete(key);
    // The internal menus (home, workbench, …) are not places in the application tree.
    const activePath = INTERNAL_MENU_IDS.includes(input.activeId) ? [] : menuPath(visible.tree, input.activeId).map((node) => node.id);
    const complete = visible.nodeCount <= WHOLE_TREE_LIMIT;
    return {
      menus: {
        tree: complete ? visible.tree : slimMenus(visible.tree, activePath),
        complete,
        portalMenus: visible.portalMenus,
        activePath,
        nodeCount: visible.nodeCount,
      },
      problems: visible.problems,
    };
  } catch (error) {
    if (error instanceof MenusExpiredError) throw error;
    const message = error instanceof PlatformUnavailableError ? error.message : String(error);
    return { menus: { tree: [], complete: true, portalMenus: [], activePath: [], nodeCount: 0 }, problems: [`menus not loaded: ${message}`] };
  }
}

/** The whole visible tree for the client's own fetches (/portal/menus), from the same cache. */
export async function visibleMenuTree(input: { orgId: string; token: string; tokenKey: string; menusTag?: string | null; headers: Record<string, string>; context: Omit<VisibleMenusContext, "runningServices"> }): Promise<MenuNode[]> {
  const { menus } = await loadMenus({ ...input, activeId: "" });
  if (menus.complete) return menus.tree;
  const key = menuCacheKey(input);
  const entry = cache.get(key);
  return entry ? (await entry.value).tree : [];
}
