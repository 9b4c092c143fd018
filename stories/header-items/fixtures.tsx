import type { ReactNode } from "react";
import { PresetDataProvider } from "#app/features/header/items/use-lazy-data";
import { helpUrlsPath } from "#app/platform-api/product";
import { CURRENT_QUICK_ENTRIES_PATH, dashboardsPath, PORTAL_CONFIG_PATH, TENANT_ENTRANCE_TREE_PATH, USER_COLLECTIONS_PATH } from "#app/platform-api/workbench";
import type { PortalMenus } from "#app/features/menus/portal-menus";
import type { PortalContextValue } from "#app/shell/portal-context";
import type { Entry } from "#app/types/generated/entry";
import type { MenuNode } from "#app/types/generated/menu-node";
import { StoryCollections } from "../fixtures/collections";
import { PortalFrame, storyPortal, type StoryPortalOptions } from "../fixtures/portal";
import { ShownHeader } from "../fixtures/shown-header";

/**
 * Header-item data as the demo platform seeds it for 中建智造集团 (platform/db/seed-workbench.ts,
 * seed-menus.ts): menus with the pmpp app active, entries, help urls, collections,
 * dashboards and side entries; for stories and component tests.
 */

const names = (zh: string, en: string, sv: string) => ({ "zh-CN": zh, en, "sv-SE": sv });

const OVERVIEW: MenuNode = {
  id: "3101",
  code: "pmpp.overview",
  name: "项目概况",
  nameAllLang: names("项目概况", "Project overview", "Projektöversikt"),
  level: 3,
  type: 1,
  sourceType: "menu",
  sourceProductCode: "pmpp",
  sourceMenuAuthorities: ["pmpp.overview"],
};
const PMPP: MenuNode = {
  id: "3100",
  code: "pmpp",
  name: "项目综合管理",
  nameAllLang: names("项目综合管理", "Project management", "Projektledning"),
  level: 2,
  sourceType: "app",
  sourceProductCode: "pmpp",
  sourceMenuAuthorities: ["pmpp"],
  children: [OVERVIEW],
};
const CATEGORY: MenuNode = { id: "3000", code: "project", name: "项目管理", level: 1, sourceType: "app-category", children: [PMPP] };

export const DEMO_MENUS: PortalMenus = {
  tree: [CATEGORY],
  complete: true,
  portalMenus: [
    { id: "1", code: "home", name: "首页", level: 1, sourceType: "menu" },
    { id: "5", code: "workbench", name: "工作台", level: 1, sourceType: "menu" },
    {
      id: "10000",
      code: "personal-centre",
      name: "个人中心",
      level: 1,
      sourceType: "app",
      sourceKey: "10000",
      children: [
        { id: "10001", code: "member.info", name: "会员信息", level: 2, sourceType: "menu" },
        { id: "10002", code: "member.password", name: "修改密码", level: 2, sourceType: "menu" },
      ],
    },
  ],
  activePath: ["3000", "3100", "3101"],
  nodeCount: 3,
};

const IMAGES = (file: string) => [
  { imageType: "ICON", iconUrl: `/platform/assets/${file}` },
  { imageType: "UNSELECT-ICON", iconUrl: `/platform/assets/${file}` },
  { imageType: "SELECT-ICON", iconUrl: `/platform/assets/${file}?selected` },
];

export const QUICK_ENTRIES = [
  { code: "quick.todo", name: "我的待办", url: "/portal/5/", openType: 0, thumbnailType: "ICON", iconClass: "icon-todo" },
  { code: "quick.report", name: "报表中心", url: "https://reports.example.com/zhongjian/", openType: 1, thumbnailType: "IMAGE", images: IMAGES("zhongjian-logo.svg"), textColor: "#FFFFFF", textHoverColor: "#268DFF" },
  {
    code: "quick.tools",
    name: "常用工具",
    openType: 0,
    thumbnailType: "ICON",
    popover: true,
    children: [
      { code: "quick.tools.calculator", name: "工程量计算器", url: "/apps/tools/calculator/", openType: 0, thumbnailType: "ICON" },
      { code: "quick.tools.templates", name: "文档模板", url: "https://docs.example.com/templates", openType: 1, thumbnailType: "ICON" },
    ],
  },
];
export const EXTEND_ENTRIES = [
  { code: "extend.app-download", name: "移动端下载", openType: 0, thumbnailType: "IMAGE", images: IMAGES("zhongjian-logo.svg"), popover: true, textColor: "#FFFFFF", textHoverColor: "#9CC9FF" },
  { code: "extend.service", name: "服务中心", url: "https://service.example.com/", openType: 1, thumbnailType: "ICON", showName: false },
];
export const SCENE_EXTEND_ENTRIES: Entry[] = [{ code: "safety-board", name: "安全看板", openType: 1, thumbnailType: "ICON", iconClass: "icon-safety", showName: true, url: "/apps/iframe-demo/" }];

export const HELP_URLS = [
  { name: "项目管理用户手册", nameAllLang: { "zh-CN": "项目管理用户手册", en: "Project management user manual", "sv-SE": "Användarhandbok för projektstyrning" }, url: "https://help.example.com/pmpp/manual", productCode: "pmpp", integrateType: 1 },
  { name: "项目管理快速入门", nameAllLang: { "zh-CN": "项目管理快速入门", en: "Project management quick start", "sv-SE": "Kom igång med projektstyrning" }, url: "/help/pmpp/quick-start.html", productCode: "pmpp", integrateType: 0 },
];
export const COLLECTIONS = [
  { id: "c1", menuName: "项目概况", productCode: "pmpp", menuAuthCode: "pmpp.overview", sourceType: "menu" },
  { id: "c2", menuName: "成本分析", productCode: "pmpp", menuAuthCode: "pmpp.cost.analysis", sourceType: "menu" },
];
export const DASHBOARDS = [
  { id: "85001", name: "集团经营驾驶舱", nameAllLang: { "zh-CN": "集团经营驾驶舱", en: "Group operations cockpit", "sv-SE": "Koncernens verksamhetsöversikt" }, icon: "icon-dashboard", contentUrl: "/apps/dashboards/group-operations" },
  { id: "85002", name: "安全质量看板", nameAllLang: { "zh-CN": "安全质量看板", en: "Safety and quality board", "sv-SE": "Tavla för säkerhet och kvalitet" }, icon: "icon-safety", contentUrl: "https://bi.example.com/boards/safety-quality?view=1" },
];
export const PORTAL_CONFIG = {
  sideEntryShow: true,
  sideEntries: [
    { id: "83001", name: "在线客服", nameAllLang: { "zh-CN": "在线客服", en: "Customer service", "sv-SE": "Kundtjänst" }, linkType: 2, source: "/widgets/customer-service.js", contentUrl: "", openType: 0 },
    { id: "83002", name: "意见反馈", nameAllLang: { "zh-CN": "意见反馈", en: "Feedback", "sv-SE": "Synpunkter" }, linkType: 1, source: "", contentUrl: "/apps/feedback/", openType: 0 },
    { id: "83003", name: "帮助文档", nameAllLang: { "zh-CN": "帮助文档", en: "Help documents", "sv-SE": "Hjälpdokument" }, linkType: 1, source: "", contentUrl: "https://help.example.com/portal/", openType: 1 },
  ],
};

/** Every answer a header item asks for, by the path it asks with (org 1). */
export const DEMO_DATA: Record<string, unknown> = {
  [CURRENT_QUICK_ENTRIES_PATH]: QUICK_ENTRIES,
  [TENANT_ENTRANCE_TREE_PATH]: EXTEND_ENTRIES,
  [helpUrlsPath("pmpp")]: HELP_URLS,
  [USER_COLLECTIONS_PATH]: COLLECTIONS,
  [dashboardsPath("1")]: DASHBOARDS,
  [PORTAL_CONFIG_PATH]: PORTAL_CONFIG,
};

/** A story's portal: the demo tenant's plan, the demo menus, at the project overview. */
export function headerItemsPortal(options: StoryPortalOptions = {}, extra: Partial<PortalContextValue> = {}): PortalContextValue {
  const { context } = storyPortal(options);
  return { ...context, menus: DEMO_MENUS, currentPath: "/portal/3101/?org=1", ...extra };
}

/**
 * The portal's providers, the demo data in place of the platform, and a header-coloured strip.
 * The collected menus in `data` fill the collections store; without them it reads the platform.
 */
export function HeaderStrip({ context, data = DEMO_DATA, children }: { context: PortalContextValue; data?: Record<string, unknown>; children: ReactNode }) {
  const strip = (
    <PresetDataProvider data={data}>
      <ShownHeader role="banner" gap={8}>
        {children}
      </ShownHeader>
    </PresetDataProvider>
  );
  const collected = data[USER_COLLECTIONS_PATH];
  return <PortalFrame context={context}>{Array.isArray(collected) ? <StoryCollections list={collected}>{strip}</StoryCollections> : strip}</PortalFrame>;
}
