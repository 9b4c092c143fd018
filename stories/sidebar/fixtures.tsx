import { useCallback, useMemo, useState, type ReactNode } from "react";
import type { Locale } from "#app/kit/i18n/config";
import type { PortalType, QueryFlags } from "#app/layout/types";
import { slimMenus, type PortalMenus } from "#app/features/menus/portal-menus";
import { MenuSelectProvider, type MenuNavigator } from "#app/features/menus/use-menu-select";
import { flattenMenus, menuPath } from "#app/features/menus/menu-tree.rules";
import type { EnvInfo } from "#app/types/generated/env-info";
import type { SceneParams } from "#app/types/generated/scene-params";
import type { MenuNode } from "#app/types/generated/menu-node";
import { http } from "msw";
import { USER_COLLECTIONS_PATH } from "#app/platform-api/workbench";
import { API, ok } from "#tests/mocks/envelope";
import { answerPlatform } from "../fixtures/platform";
import { PortalFrame, storyPortal, type DemoTenantKey } from "../fixtures/portal";

/**
 * Menus shaped like the demo tenants' (platform/db/seed-menus.ts) for the left side, the app
 * switch, the search and the sub menu: three categories, four business apps with main, sub
 * and left menus, a noAuth page, a detached page and an app with its own url.
 */
const n = (zh: string, en: string, sv: string) => ({ "zh-CN": zh, en, "sv-SE": sv });
type Names = ReturnType<typeof n>;

interface Product {
  product: string;
  app: string;
}

function page(id: string, code: string, names: Names, level: number, p: Product, extra: Partial<MenuNode> = {}): MenuNode {
  return {
    id,
    name: names["zh-CN"],
    nameAllLang: names,
    code,
    type: 1,
    level,
    sourceType: "menu",
    sourceProductCode: p.product,
    sourceAppCode: p.app,
    sourceMenuAuthorities: [code],
    sourceIntegrateType: 0,
    url: "/apps/project-ledger/",
    urlParams: `view=${id}`,
    iconClass: "icon-page",
    children: [],
    ...extra,
  };
}

function dir(id: string, code: string, names: Names, level: number, p: Product, children: MenuNode[], extra: Partial<MenuNode> = {}): MenuNode {
  return { id, name: names["zh-CN"], nameAllLang: names, code, type: 0, level, sourceType: "dir", sourceProductCode: p.product, sourceAppCode: p.app, sourceMenuAuthorities: [code], children, ...extra };
}

function app(id: string, names: Names, p: Product, children: MenuNode[], extra: Partial<MenuNode> = {}): MenuNode {
  return { id, name: names["zh-CN"], nameAllLang: names, code: p.product, level: 2, sourceType: "app", sourceKey: p.product, sourceProductCode: p.product, sourceAppCode: p.app, sourceMenuAuthorities: [p.product], iconClass: `icon-${p.product}`, children, ...extra };
}

function category(id: string, names: Names, apps: MenuNode[], iconClass: string): MenuNode {
  return { id, name: names["zh-CN"], nameAllLang: names, code: `category.${id}`, level: 1, sourceType: "app-category", iconClass, sourceMenuAuthorities: [], children: apps };
}

const GEPM = { product: "gepm", app: "gepm-web" };
const PMPP = { product: "pmpp", app: "pmpp-web" };
const FIELD = { product: "g-field", app: "g-field-web" };
const BUILD = { product: "g-build", app: "g-build-web" };

export const MENU_TREE: MenuNode[] = [
  category(
    "c-enterprise",
    n("企业经营", "Enterprise operations", "Företagsdrift"),
    [
      app("a-gepm", n("企业管理", "Enterprise management", "Företagsstyrning"), GEPM, [
        dir("m-invest", "gepm.invest", n("投资管理", "Investment", "Investeringar"), 3, GEPM, [
          dir("s-pool", "gepm.invest.pool", n("投资项目库", "Investment pool", "Investeringsportfölj"), 4, GEPM, [
            page("p-reserve", "gepm.invest.pool.reserve", n("项目储备", "Project reserve", "Projektreserv"), 5, GEPM),
            dir("l-decision", "gepm.invest.pool.decision", n("投资决策", "Investment decisions", "Investeringsbeslut"), 5, GEPM, [
              page("p-meeting", "gepm.invest.pool.decision.meeting", n("决策会议", "Decision meetings", "Beslutsmöten"), 6, GEPM),
            ]),
          ]),
          page("s-analysis", "gepm.invest.analysis", n("投资分析", "Investment analysis", "Investeringsanalys"), 4, GEPM, { sourceIntegrateType: 1, url: "/apps/products/investment-analysis/" }),
        ]),
        dir("m-design", "gepm.design", n("设计管理", "Design", "Projektering"), 3, GEPM, [
          page("s-drawings", "gepm.design.drawings", n("图纸管理", "Drawings", "Ritningar"), 4, GEPM),
          page("s-review", "gepm.design.review", n("设计评审", "Design review", "Designgranskning"), 4, GEPM),
        ]),
      ]),
    ],
    "icon-category-enterprise",
  ),
  category(
    "c-project",
    n("项目管理", "Project management", "Projektledning"),
    [
      app("a-pmpp", n("项目综合管理", "Project management", "Projektstyrning"), PMPP, [
        page("m-overview", "pmpp.overview", n("项目概况", "Project overview", "Projektöversikt"), 3, PMPP, { isHome: true }),
        dir("m-schedule", "pmpp.schedule", n("进度管理", "Schedule", "Tidplan"), 3, PMPP, [
          dir("s-plan", "pmpp.schedule.plan", n("进度计划", "Schedule plans", "Tidplaner"), 4, PMPP, [
            page("p-master", "pmpp.schedule.plan.master", n("总进度计划", "Master schedule", "Huvudtidplan"), 5, PMPP),
            page("p-monthly", "pmpp.schedule.plan.monthly", n("月计划编制", "Draft monthly plan", "Upprätta månadsplan"), 5, PMPP),
          ]),
          page("s-diary", "pmpp.schedule.diary", n("施工日志", "Site diary", "Byggdagbok"), 4, PMPP, { url: "/apps/site-diary/" }),
        ]),
        dir("m-cost", "pmpp.cost", n("成本管理", "Cost", "Kostnader"), 3, PMPP, [
          page("s-cost-analysis", "pmpp.cost.analysis", n("成本分析", "Cost analysis", "Kostnadsanalys"), 4, PMPP, { sourceIntegrateType: 2, popupType: 0, url: "/apps/third-party/", urlParams: "report=cost" }),
        ]),
        page("m-report", "pmpp.report", n("项目报表", "Project reports", "Projektrapporter"), 3, PMPP, { noAuth: true }),
      ]),
    ],
    "icon-category-project",
  ),
  category(
    "c-site",
    n("现场管理", "Site management", "Platsledning"),
    [
      app("a-field", n("现场管理", "Field management", "Fältstyrning"), FIELD, [
        dir("m-labour", "g-field.labour", n("劳务管理", "Labour", "Arbetskraft"), 3, FIELD, [
          page("s-roster", "g-field.labour.roster", n("劳务实名制", "Worker roster", "Personalliggare"), 4, FIELD),
          page("s-attendance", "g-field.labour.attendance", n("考勤统计", "Attendance", "Närvaro"), 4, FIELD),
        ]),
      ]),
      app("a-build", n("智慧工地", "Smart site", "Smart byggplats"), BUILD, [page("m-video", "g-build.video", n("视频监控", "Video surveillance", "Kameraövervakning"), 3, BUILD)], {
        url: "https://smart-site.example.com/",
      }),
    ],
    "icon-category-site",
  ),
];

export const PORTAL_MENUS: MenuNode[] = [
  { id: "1", name: "首页", nameAllLang: n("首页", "Home", "Hem"), code: "portal.home", level: 1, sourceType: "menu", url: "/portal-pages/home", children: [] },
  { id: "5", name: "工作台", nameAllLang: n("工作台", "Workbench", "Arbetsyta"), code: "portal.workbench", level: 1, sourceType: "menu", url: "/portal-pages/work-bench", children: [] },
];

/** The page's menus with `activeId` active; `slim` sends only the active app's menus (as above 2,000 nodes). */
export function sidebarMenus(activeId = "1", { tree = MENU_TREE, slim = false }: { tree?: MenuNode[]; slim?: boolean } = {}): PortalMenus {
  const activePath = menuPath(tree, activeId).map((node) => node.id);
  const nodeCount = flattenMenus(tree).length;
  return { tree: slim ? slimMenus(tree, activePath) : tree, complete: !slim, portalMenus: PORTAL_MENUS, activePath, nodeCount };
}

/** A tree with `count` pages named "进度计划页面 NNN" under one app, for the search cap. */
export function manyPagesTree(count: number): MenuNode[] {
  const pages = Array.from({ length: count }, (_, i) => page(`bulk-${i}`, `pmpp.bulk.${i}`, n(`进度计划页面 ${String(i).padStart(3, "0")}`, `Schedule page ${i}`, `Tidplanssida ${i}`), 4, PMPP));
  return [category("c-bulk", n("基准测试", "Bench", "Prestanda"), [app("a-bulk", n("批量应用", "Bulk app", "Massapp"), PMPP, [dir("m-bulk", "pmpp.bulk", n("批量菜单", "Bulk menus", "Massmenyer"), 3, PMPP, pages)])], "icon-bulk")];
}

/**
 * The platform of a navigation story: the collections read (SPEC §7 user-collections) the stars
 * ask for, answered with an empty list (nothing collected). Use as the story's `beforeEach`.
 */
export const answerNoCollections = answerPlatform([http.get(`${API}/${USER_COLLECTIONS_PATH}`, () => ok([]))]);

export interface NavigationRecord {
  went: string[];
  windows: { url: string; target: string }[];
}

export interface NavStoryArgs {
  tenant?: DemoTenantKey;
  portalType?: PortalType;
  locale?: Locale;
  /** The menu the page shows first. */
  menuId?: string;
  /** The page's menus; defaults to MENU_TREE with `menuId` active. */
  menus?: PortalMenus;
  sceneParams?: Partial<SceneParams>;
  theme?: Record<string, unknown>;
  env?: Partial<EnvInfo>;
  query?: QueryFlags;
}

/**
 * A page of the demo tenant with the navigation parts: the real layout plan, the menus, and
 * a stand-in for the portal's navigation — opening a menu makes it the active one (as the URL
 * would) and is recorded, windows are recorded.
 */
export function NavStory({ tenant = "zhongjian", portalType = "Classic", locale = "zh-CN", menuId = "1", menus, sceneParams, theme, env, query, record, children }: NavStoryArgs & { record?: NavigationRecord; children: ReactNode }) {
  const [current, setCurrent] = useState(menuId);
  const { context } = storyPortal({ tenant, portalType, sceneParams, theme, env, query });
  const go = useCallback<MenuNavigator["go"]>(
    (id) => {
      record?.went.push(id);
      setCurrent(id);
    },
    [record],
  );
  const navigator = useMemo<MenuNavigator>(() => ({ go, openWindow: (url, target) => void record?.windows.push({ url, target }) }), [go, record]);
  const base = useMemo(() => menus ?? sidebarMenus(menuId), [menus, menuId]);
  const pageMenus = useMemo(() => ({ ...base, activePath: menuPath(base.tree, current).map((node) => node.id) }), [base, current]);
  return (
    <PortalFrame context={{ ...context, locale, menus: pageMenus, org: { id: "100010001", name: "中建智造集团", type: "company", fullId: "100010001" }, currentPath: `/portal/${current}/?org=100010001` }}>
      <MenuSelectProvider navigator={navigator} currentMenuId={current}>
        {children}
      </MenuSelectProvider>
    </PortalFrame>
  );
}
