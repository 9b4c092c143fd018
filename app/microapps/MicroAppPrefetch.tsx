import { useEffect } from "react";
import { usePortal } from "#app/portal/portal-context";
import { indexMenus } from "#app/rules/menu-tree";
import { planSubApp } from "#app/rules/sub-apps";
import { SubAppViewPiece } from "./SubAppViewPiece";

/** Longest wait for an idle moment before the micro-apps' code is fetched anyway (ms). */
const IDLE_TIMEOUT_MS = 5000;

/**
 * SPEC §9 "Prefetch of micro-apps is on by default": once the page is idle, the entries of the
 * micro-apps its menus host are fetched (HTML, scripts, styles; each entry once), so the first
 * opening of one does not wait for the network. The host's code, the viewport's and qiankun
 * load then too: a page without micro-app menus loads none of them.
 */
export function MicroAppPrefetch() {
  const tree = usePortal().menus?.tree;
  useEffect(() => {
    if (!tree) return;
    let cancelled = false;
    const run = () => {
      const apps = indexMenus(tree).nodes.flatMap((node) => {
        // The shell's own pages (/portal…, /portal-pages/…) are drawn by the shell, not hosted.
        if (node.sourceType === "app-category" || node.sourceType === "dir" || node.sourceType === "app" || !node.url || node.url.startsWith("/portal")) return [];
        const plan = planSubApp(node, node.name ?? "");
        return plan.ok && plan.app.kind === "microApp" ? [{ key: plan.app.key, entry: plan.app.entry }] : [];
      });
      if (cancelled || apps.length === 0) return;
      void import("./host")
        .then(({ prefetchMicroApps, preloadMicroAppLoader }) => Promise.all([prefetchMicroApps(apps), preloadMicroAppLoader()]))
        .catch((error: unknown) => console.warn("portal: micro-app prefetch failed", error));
      void SubAppViewPiece.preload();
    };
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      return () => {
        cancelled = true;
        window.cancelIdleCallback(handle);
      };
    }
    const handle = window.setTimeout(run, 1000);
    return () => {
      cancelled = true;
      window.clearTimeout(handle);
    };
  }, [tree]);
  return null;
}
