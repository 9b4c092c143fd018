import { useEffect } from "react";
import { useMenus } from "#app/shell/stores";
import { CHUNK_LOAD_TIMEOUT_MS, reachableMicroApps } from "#app/features/sub-apps/sub-apps.rules";
import { useTrustedCode } from "#app/kit/security/trusted-code-context";
import { SubAppViewPiece } from "./SubAppViewPiece";

/** Longest wait for an idle moment before the micro-apps' code is fetched anyway (ms). */
const IDLE_TIMEOUT_MS = 5000;

/**
 * SPEC §9 "Prefetch of micro-apps is on by default": once the page is idle, the entries of the
 * micro-apps the user can open from the current menus are fetched (HTML, scripts, styles; each
 * entry once per page), so the first opening of one does not wait for the network; the
 * viewport's code and the micro-app loader (qiankun, single-spa started) load then too, and
 * qiankun's HTML loader reads each entry from memory (ADR 065), and the window's properties
 * that a sandbox reads are read once (ADR 067), so a first opening waits for none of them. A
 * page whose menus host no micro-app loads none of it.
 */
export function MicroAppPrefetch() {
  const tree = useMenus()?.tree;
  const trustedCode = useTrustedCode();
  useEffect(() => {
    if (!tree) return;
    let cancelled = false;
    const run = () => {
      const apps = reachableMicroApps(tree, window.location.origin, trustedCode);
      if (cancelled || apps.length === 0) return;
      void Promise.all([import("./prefetch"), import("./qiankun-loader"), import("./timed-fetch")])
        .then(async ([{ prefetchMicroApps }, { preloadMicroAppLoader, prepareMicroAppEntries, readWindowPropertiesAhead }, { timedFetch }]) => {
          const fetcher = timedFetch(CHUNK_LOAD_TIMEOUT_MS);
          const [entries] = await Promise.all([prefetchMicroApps(apps, fetcher), preloadMicroAppLoader()]);
          // What qiankun's HTML loader makes of each entry, made from the files in memory (ADR 065).
          await prepareMicroAppEntries(entries, fetcher);
          // The window's properties, which a sandbox reads as it is made, read once ahead (ADR 067).
          await readWindowPropertiesAhead();
        })
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
  }, [tree, trustedCode]);
  return null;
}
