import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { PortalType } from "#app/layout/types";
import type { PortalMenus } from "#app/features/menus/portal-menus";
import { MenuSelectProvider, type LeaveGuard, type MenuNavigator } from "#app/features/menus/use-menu-select";
import { PortalFrame, storyPortal, type DemoTenantKey } from "../fixtures/portal";
import { TabsRoot } from "#app/features/tabs/TabsRoot";
import { openMenuTab, useTabsStore } from "#app/features/tabs/tabs.store";
import { TABS_STORAGE_NAME } from "#app/features/tabs/tabs.rules";
import { removeStored } from "#app/kit/client-storage";
import type { Locale } from "#app/kit/i18n/config";
import type { MenuNode } from "#app/types/generated/menu-node";

const n = (zh: string, en: string, sv: string) => ({ "zh-CN": zh, en, "sv-SE": sv });

function page(id: string, code: string, names: ReturnType<typeof n>, level: number, extra: Partial<MenuNode> = {}): MenuNode {
  return {
    id,
    name: names["zh-CN"],
    nameAllLang: names,
    code,
    type: 1,
    level,
    sourceType: "menu",
    sourceProductCode: "pmpp",
    sourceAppCode: "pmpp-web",
    sourceMenuAuthorities: [code],
    sourceIntegrateType: 0,
    url: "/apps/project-ledger/",
    urlParams: `view=${code}`,
    children: [],
    ...extra,
  };
}

function dir(id: string, code: string, names: ReturnType<typeof n>, level: number, children: MenuNode[]): MenuNode {
  return { id, name: names["zh-CN"], nameAllLang: names, code, type: 0, level, sourceType: "dir", sourceProductCode: "pmpp", sourceAppCode: "pmpp-web", sourceMenuAuthorities: [], children };
}

/**
 * Menus shaped like the demo project org (platform/db/seed-menus.ts): internal menus 1 and 5,
 * and 项目综合管理 with a home page, a schedule directory, cost management the demo user
 * holds no authority for, a noAuth report and a detached crane monitor.
 */
export const DEMO_MENUS: PortalMenus = {
  portalMenus: [
    { id: "1", name: "首页", nameAllLang: n("首页", "Home", "Hem"), code: "portal.home", level: 1, sourceType: "menu", url: "/portal-pages/home", children: [] },
    { id: "5", name: "工作台", nameAllLang: n("工作台", "Workbench", "Arbetsyta"), code: "portal.workbench", level: 1, sourceType: "menu", url: "/portal-pages/work-bench", children: [] },
  ],
  tree: [
    {
      id: "c1",
      name: "项目管理",
      nameAllLang: n("项目管理", "Project management", "Projektledning"),
      code: "category.project",
      level: 1,
      sourceType: "app-category",
      children: [
        {
          id: "a1",
          name: "项目综合管理",
          nameAllLang: n("项目综合管理", "Project management", "Projektstyrning"),
          code: "pmpp",
          level: 2,
          sourceType: "app",
          sourceProductCode: "pmpp",
          sourceAppCode: "pmpp-web",
          children: [
            page("m-overview", "pmpp.overview", n("项目概况", "Project overview", "Projektöversikt"), 3, { isHome: true, menuExtends: [{ extendCode: "showBreadcrumb", value: "false" }] }),
            dir("m-schedule", "pmpp.schedule", n("进度管理", "Schedule", "Tidplan"), 3, [
              page("m-master", "pmpp.schedule.master", n("总进度计划", "Master schedule", "Huvudtidplan"), 4),
              page("m-diary", "pmpp.schedule.diary", n("施工日志", "Site diary", "Byggdagbok"), 4, { url: "/apps/site-diary/", urlParams: null }),
              page("m-patrol", "pmpp.schedule.patrol", n("安全巡检", "Safety patrols", "Skyddsronder"), 4, { sourceIntegrateType: 1, url: "/apps/bridge-demo/", urlParams: "view=patrol" }),
            ]),
            dir("m-cost", "pmpp.cost", n("成本管理", "Cost", "Kostnader"), 3, [page("m-target", "pmpp.cost.target", n("目标成本", "Target cost", "Målkostnad"), 4, { sourceMenuAuthorities: [] })]),
            page("m-report", "pmpp.report", n("项目报表", "Project reports", "Projektrapporter"), 3, { noAuth: true }),
            page("m-crane", "pmpp.crane", n("塔吊监测", "Tower cranes", "Tornkranar"), 3, { sourceIntegrateType: 2, popupType: 0, url: "/apps/third-party/", urlParams: "sensor=crane" }),
          ],
        },
      ],
    },
  ],
  complete: true,
  activePath: [],
  nodeCount: 12,
};

export interface NavigationRecord {
  went: { menuId: string; replace: boolean }[];
  windows: { url: string; target: string }[];
  /** Navigations stay pending until `completeNavigation()`, and a newer one replaces one still pending (as the router's do). */
  holdNavigation?: boolean;
  /** Set by StoryNavigation: the pending navigation completes (the current menu becomes its menu). */
  completeNavigation?: () => void;
}

/**
 * A small stand-in for the portal's Remix navigation: `go` changes the current menu (as the
 * URL would), windows are recorded. Stories and component tests render the tab bar and the
 * content inside it.
 */
export function StoryNavigation({ initialMenuId, record, guards, children }: { initialMenuId: string; record?: NavigationRecord; guards?: Set<LeaveGuard>; children: ReactNode }) {
  const [current, setCurrent] = useState(initialMenuId);
  const pending = useRef<string | null>(null);
  const go = useCallback<MenuNavigator["go"]>(
    (menuId, options = {}) => {
      record?.went.push({ menuId, replace: options.replace === true });
      if (record?.holdNavigation) pending.current = menuId;
      else setCurrent(menuId);
    },
    [record],
  );
  useEffect(() => {
    if (!record) return;
    record.completeNavigation = () => {
      const to = pending.current;
      pending.current = null;
      if (to !== null) setCurrent(to);
    };
  }, [record]);
  const navigator = useMemo<MenuNavigator>(() => ({ go, openWindow: (url, target) => void record?.windows.push({ url, target }) }), [go, record]);
  return (
    <MenuSelectProvider navigator={navigator} currentMenuId={current} guards={guards}>
      <TabsRoot>{children}</TabsRoot>
    </MenuSelectProvider>
  );
}

/** Tabs opened before the story's own menu, as if the user had opened them earlier. */
function SeedTabs({ ids }: { ids: readonly string[] }) {
  const store = useTabsStore();
  useEffect(() => {
    for (const id of ids) openMenuTab(store, { id, name: "" }, "1");
  }, [store, ids]);
  return null;
}

/** Forgets the tab list stories and tests save for the demo user (each starts from the default tab). */
export function forgetSavedTabs(): void {
  removeStored("local", TABS_STORAGE_NAME, { userId: "u-demo", tenantId: "10001" });
  removeStored("local", TABS_STORAGE_NAME, { userId: "u-demo", tenantId: "10002" });
  removeStored("local", TABS_STORAGE_NAME, { userId: "u-demo", tenantId: "10003" });
}

export interface ShellStoryArgs {
  tenant?: DemoTenantKey;
  portalType?: PortalType;
  locale?: Locale;
  menuId?: string;
  menus?: PortalMenus | null;
  /** Menus whose tabs are open already. */
  open?: readonly string[];
  /** The current org's id (an org switch changes it). */
  orgId?: string;
}

/** The portal context of a tabs or content story: the demo tenant's plan with the demo menus. */
export function ShellStory({ tenant = "zhongjian", portalType = "Classic", locale = "zh-CN", menuId = "1", menus = DEMO_MENUS, open = [], orgId, record, guards, children }: ShellStoryArgs & { record?: NavigationRecord; guards?: Set<LeaveGuard>; children: ReactNode }) {
  const { context } = storyPortal({ tenant, portalType });
  return (
    <PortalFrame context={{ ...context, locale, menus: menus ?? undefined, currentPath: `/portal/${menuId}/`, org: orgId && context.org ? { ...context.org, id: orgId, fullId: orgId } : context.org }}>
      <StoryNavigation initialMenuId={menuId} record={record} guards={guards}>
        {open.length > 0 ? <SeedTabs ids={open} /> : null}
        {children}
      </StoryNavigation>
    </PortalFrame>
  );
}
