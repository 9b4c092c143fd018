import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { findPortalMenu, useMenuReturns, useShownArrival, type MenuPageKind } from "#app/features/menus/use-menu-select";
import { useSession, useOrg, usePlan, useMenus } from "#app/shell/stores";
import { INTERNAL_MENU_IDS } from "#app/kit/constants";
import { tabsStorageNamespace, type Tab } from "#app/features/tabs/tabs.rules";
import { openMenuTab, refreshAllTabs, restoreSavedTabs, saveTabs, saveTabsOnChange, useTabsStore } from "#app/features/tabs/tabs.store";
import { notFoundTitle, tabTitle } from "./tab-title";
import { useDefaultTab } from "./use-tab-actions";

const TRANSIENT_PAGES: readonly MenuPageKind[] = ["notFound", "forbidden", "temporaryApp"];

/** The tab of the page shown (the URL's, or one shown ahead of it: ADR 015), or null while the URL is being replaced. */
export function useCurrentTab(): Tab | null {
  const arrival = useShownArrival();
  const menus = useMenus();
  const { locale } = usePlan();
  const { t } = useTranslation();
  const id = arrival.kind === "show" ? arrival.menuId : null;
  // An id nobody knows shows the not-found page, and its tab says so.
  const unknown = arrival.kind === "show" && arrival.page === "notFound" && arrival.menu === null;
  // The not-found, forbidden and temporary pages are shown, not kept (SPEC §4 Tabs; Tab.transient).
  const transient = arrival.kind === "show" && TRANSIENT_PAGES.includes(arrival.page);
  return useMemo(() => {
    if (id === null) return null;
    const tab: Tab = { id, name: tabTitle(id, unknown ? notFoundTitle(t) : "", menus, locale, t) };
    if (transient) tab.transient = true;
    return tab;
  }, [id, unknown, transient, menus, locale, t]);
}

/**
 * Keeps the tab list in step with the page (SPEC §4 Tabs): after hydration the list saved
 * for this user and tenant is read back (menus no longer visible dropped), the URL's menu
 * opens or activates its tab, every change is saved, and an org change force-refreshes
 * every tab (SPEC §4 Org switch step 3). Renders nothing.
 */
export function TabsSync() {
  const store = useTabsStore();
  const menus = useMenus();
  const { user, tenant } = useSession();
  const { org } = useOrg();
  const current = useCurrentTab();
  const defaultTab = useDefaultTab().tab;
  const ns = useMemo(() => tabsStorageNamespace(user?.id, tenant?.id), [user?.id, tenant?.id]);

  // Read inside the effects without making them run again.
  const latest = useRef({ menus, defaultTab });
  useEffect(() => {
    latest.current = { menus, defaultTab };
  });

  useEffect(() => {
    const { menus: known, defaultTab: fallback } = latest.current;
    const isKnown = (id: string) => INTERNAL_MENU_IDS.includes(id) || !known || !known.complete || findPortalMenu(known, id) !== null;
    restoreSavedTabs(store, ns, fallback, isKnown);
    return saveTabsOnChange(store, ns);
  }, [store, ns]);

  const currentId = current?.id ?? null;
  const currentName = current?.name ?? "";
  const currentTransient = current?.transient === true;
  // The URL's menu chosen again while another was shown ahead (its tab may have been closed meanwhile).
  const returns = useMenuReturns();
  useEffect(() => {
    if (currentId === null) return;
    openMenuTab(store, { id: currentId, name: currentName, ...(currentTransient ? { transient: true as const } : {}) }, latest.current.defaultTab?.id ?? null);
    saveTabs(store, ns);
  }, [store, ns, currentId, currentName, currentTransient, returns]);

  const orgId = org?.id ?? null;
  const shownOrg = useRef(orgId);
  useEffect(() => {
    if (shownOrg.current === orgId) return;
    shownOrg.current = orgId;
    refreshAllTabs(store);
  }, [store, orgId]);

  return null;
}
