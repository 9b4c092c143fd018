import { readRegistryVersion } from "../db/registry-versions.ts";
import type { PlatformContext } from "../http/context.ts";
import { menuMicroApp, type MenuMicroApp } from "./micro-app-records.ts";
import type { MenuRow } from "./menus-tree.ts";

/** How long a tenant's menu rows are kept in memory, and for how many trees. */
export const MENU_CACHE_MS = 30_000;
const MENU_CACHE_ENTRIES = 32;

/** One tree of a tenant: its rows and the registered apps its pages open, by id. */
export interface TenantMenus {
  rows: MenuRow[];
  apps: ReadonlyMap<string, MenuMicroApp>;
}

/**
 * Reads a tenant's menu tree, kept in memory per platform process: the bench tenant's 23,000
 * rows are read once, not on every call. A kept tree is used for at most MENU_CACHE_MS and only
 * while the tenant's `menus` registry version is the one it was read at: an admin's write
 * through any platform node raises it, so every node reads afresh on its next call
 * (ARCHITECTURE §10). The version is one primary-key lookup per call.
 */
export function menuRowReader(ctx: PlatformContext): (tenantId: string, tree: MenuRow["tree"]) => Promise<TenantMenus> {
  const cache = new Map<string, { at: number; version: number; menus: Promise<TenantMenus> }>();

  const read = async (tenantId: string, tree: MenuRow["tree"]): Promise<TenantMenus> => {
    const [rows, apps] = await Promise.all([
      ctx.db.selectFrom("menus").selectAll().where("tenant_id", "=", tenantId).where("tree", "=", tree).execute(),
      ctx.db.selectFrom("micro_apps").selectAll().where("tenant_id", "=", tenantId).execute(),
    ]);
    return { rows, apps: new Map(apps.map((app) => [app.id, menuMicroApp(app)])) };
  };

  return async (tenantId, tree) => {
    const key = `${tenantId}/${tree}`;
    const version = await readRegistryVersion(ctx.db, tenantId, "menus");
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && hit.version === version && now - hit.at < MENU_CACHE_MS) return hit.menus;
    const menus = read(tenantId, tree);
    cache.delete(key);
    if (cache.size >= MENU_CACHE_ENTRIES) cache.delete(cache.keys().next().value ?? "");
    cache.set(key, { at: now, version, menus });
    menus.catch(() => cache.delete(key));
    return menus;
  };
}
