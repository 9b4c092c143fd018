import { useEffect, useRef } from "react";
import { recordRecentVisit } from "#app/platform-api/workbench";
import { useMenuArrival } from "#app/features/menus/use-menu-select";
import { useSession, useOrg } from "#app/shell/stores";
import { addRecentVisit, readRecentVisits, recentVisitFromMenu, recentVisitsNamespace, RECENT_VISITS_STORAGE_NAME, type RecentVisit } from "#app/features/recent-visits/recent-visits.rules";
import { readStored, writeStored } from "#app/kit/client-storage";

/** Sent on `window` once a visit is recorded: the recent-visit lists on the page read again. */
export const RECENT_VISIT_RECORDED_EVENT = "portal:recent-visit-recorded";

const anything = (value: unknown): value is unknown => value !== undefined;

/** The stored recent-browse list of a local id and tenant (SPEC §3 persistent scope), cleaned. */
export function storedRecentVisits(localId: unknown, tenantId: unknown): RecentVisit[] {
  return readRecentVisits(readStored("local", RECENT_VISITS_STORAGE_NAME, recentVisitsNamespace(localId, tenantId), anything));
}

/**
 * SPEC §4 Other behaviours "Recent visits are kept in local storage: at most 5 per local id
 * and tenant, newest first, duplicates by id and org removed", §7 user-recent-visits: each
 * menu page the URL opens (by the sidebar, the header, search, a tab, a link) is a visit in
 * the current org, kept in the browser's list (app/features/recent-visits/recent-visits.rules.ts) and sent to the
 * platform, which the home page and the workbench list (num 12). The shell's own pages
 * (home, workbench, not found, forbidden, temporary app) are not visits. Renders nothing.
 */
export function RecentVisitRecorder() {
  const arrival = useMenuArrival();
  const { user, tenant } = useSession();
  const { org } = useOrg();
  const menu = arrival.kind === "show" && (arrival.page === "menu" || arrival.page === "detached") ? arrival.menu : null;
  const orgFullId = org?.fullId ?? null;
  // One record per opening: a render again of the same menu in the same org is not a visit.
  const last = useRef<string | null>(null);
  const key = menu ? `${menu.id}\u0000${orgFullId ?? ""}` : null;
  const latest = useRef({ menu, org, userId: user?.id ?? null, tenantId: tenant?.id ?? null });
  latest.current = { menu, org, userId: user?.id ?? null, tenantId: tenant?.id ?? null };

  useEffect(() => {
    if (key === null) {
      last.current = null;
      return;
    }
    if (last.current === key) return;
    last.current = key;
    const { menu: opened, org: where, userId, tenantId } = latest.current;
    const visit = recentVisitFromMenu(opened, where);
    if (!visit || !userId) return;
    const ns = recentVisitsNamespace(userId, tenantId);
    writeStored("local", RECENT_VISITS_STORAGE_NAME, ns, addRecentVisit(storedRecentVisits(userId, tenantId), visit));
    recordRecentVisit(visit).then(
      () => window.dispatchEvent(new CustomEvent(RECENT_VISIT_RECORDED_EVENT)),
      // SPEC §8: a failed recent-visit call is logged; the local list still has the visit.
      (error: unknown) => console.warn("recent visit not recorded", error instanceof Error ? error.message : error),
    );
  }, [key]);

  return null;
}
