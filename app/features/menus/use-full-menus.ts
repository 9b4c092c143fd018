import { startTransition, useEffect, useState } from "react";
import type { MenuNode } from "#app/types/generated/menu-node";
import type { PortalMenus } from "./portal-menus";

/** A fetched tree is reused this long for the same org and page tree (ms); the server reuses its own for 30 s. */
const REUSE_MS = 60_000;
/** Longest wait for an idle moment before the tree is fetched anyway (ms). */
const IDLE_TIMEOUT_MS = 3000;

const trees = new Map<string, { at: number; value: Promise<MenuNode[]> }>();

function isNodeList(value: unknown): value is MenuNode[] {
  return Array.isArray(value) && value.every((node) => typeof node === "object" && node !== null && typeof (node as { id?: unknown }).id === "string");
}

async function getJson(path: string, signal?: AbortSignal): Promise<unknown> {
  // Absolute, so the same code runs in the browser and under jsdom (whose fetch needs a base).
  const url = new URL(path, window.location.origin).href;
  const response = await fetch(url, { credentials: "same-origin", headers: { accept: "application/json" }, signal });
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
  return response.json();
}

/**
 * GET /portal/menus?org=…: the whole visible tree of the org (SPEC §2 menu levels), reused
 * for a minute per org and page tree, so the sidebar and the search fetch it once.
 */
export function fetchFullMenus(org: string, key = ""): Promise<MenuNode[]> {
  const cacheKey = `${org}\u0000${key}`;
  const now = Date.now();
  const cached = trees.get(cacheKey);
  if (cached && now - cached.at < REUSE_MS) return cached.value;
  const value = getJson(`/portal/menus?org=${encodeURIComponent(org)}`).then((body) => {
    const tree = (body as { tree?: unknown } | null)?.tree;
    if (!isNodeList(tree)) throw new Error("GET /portal/menus: not a menu tree");
    return tree;
  });
  trees.set(cacheKey, { at: now, value });
  value.catch(() => trees.delete(cacheKey));
  return value;
}

/** Drops the fetched trees (a test's fresh start). */
export function forgetFullMenus(): void {
  trees.clear();
}

/** GET /portal/menus?org=…&app=…: one app with its subtree (SPEC §2), null when the org has no such app. */
export async function fetchAppMenus(org: string, appId: string, signal?: AbortSignal): Promise<MenuNode | null> {
  const body = await getJson(`/portal/menus?org=${encodeURIComponent(org)}&app=${encodeURIComponent(appId)}`, signal).catch((error: unknown) => {
    if (error instanceof Error && / HTTP 404$/.test(error.message)) return null;
    throw error;
  });
  const app = (body as { app?: unknown } | null)?.app;
  return isNodeList([app]) ? (app as MenuNode) : null;
}

export interface FullMenus {
  /** The whole tree when it is here, else the page's slim tree. */
  tree: MenuNode[];
  /** True when `tree` is the whole tree. */
  complete: boolean;
  /** The fetch failed: `tree` stays the page's. */
  failed: boolean;
}

/**
 * The whole visible menu tree for the client (search over every leaf, the sidebar's panels).
 * A page above 2,000 nodes carries a slim tree (`menus.complete` false): the whole one is then
 * fetched once, after the page is first idle, from /portal/menus. `org` is the page's org
 * (full id or id); without one the page's tree is all there is.
 */
export function useFullMenus(menus: PortalMenus | undefined, org: string | null | undefined): FullMenus {
  const slim = menus ? !menus.complete : false;
  const key = menus ? `${menus.nodeCount}` : "";
  const [fetched, setFetched] = useState<{ key: string; tree: MenuNode[] | null; failed: boolean } | null>(null);

  useEffect(() => {
    if (!slim || !org) return;
    let cancelled = false;
    const load = () => {
      fetchFullMenus(org, key).then(
        (tree) => !cancelled && startTransition(() => setFetched({ key: `${org}|${key}`, tree, failed: false })),
        () => !cancelled && setFetched({ key: `${org}|${key}`, tree: null, failed: true }),
      );
    };
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
      return () => {
        cancelled = true;
        window.cancelIdleCallback(handle);
      };
    }
    const handle = window.setTimeout(load, 200);
    return () => {
      cancelled = true;
      window.clearTimeout(handle);
    };
  }, [slim, org, key]);

  if (!menus) return { tree: [], complete: true, failed: false };
  if (!slim) return { tree: menus.tree, complete: true, failed: false };
  const current = fetched && fetched.key === `${org}|${key}` ? fetched : null;
  if (current?.tree) return { tree: current.tree, complete: true, failed: false };
  return { tree: menus.tree, complete: false, failed: current?.failed === true };
}
