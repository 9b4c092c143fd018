/**
 * Input of the layout engine (raw config, possibly invalid) and its output, the resolved
 * layout plan (ARCHITECTURE §3). The renderer reads only the plan.
 */
import type { Problem } from "../kit/schemas/problem.ts";
import type { EnvInfo } from "../types/generated/env-info.ts";
import type { HeaderTheme } from "../types/generated/header-theme.ts";
import type { SceneParams } from "../types/generated/scene-params.ts";

export type ViewMode = "full" | "singleModule" | "module" | "application" | "tripartiteApp";
export type PortalType = "Classic" | "Simple";

export const VIEW_MODES: readonly ViewMode[] = ["full", "singleModule", "module", "application", "tripartiteApp"];
export const PORTAL_TYPES: readonly PortalType[] = ["Classic", "Simple"];

/** Query flags of SPEC §2, already parsed from the URL (`"false"` → false). */
export interface QueryFlags {
  brandLogoShow?: boolean;
  userInfoShow?: boolean;
  noPadding?: boolean;
  systemName?: string;
  disableRobot?: boolean;
  userGuide?: boolean;
  scene?: string;
}

export interface LayoutUser {
  tenantAdmin: boolean;
  accountType: number;
}

export interface LayoutInput {
  /** Unknown → "full" and a problem. */
  viewMode: ViewMode | string;
  /** Unknown → "Classic" and a problem. */
  portalType: PortalType | string;
  headerTheme: HeaderTheme;
  sceneParams: SceneParams;
  env: EnvInfo;
  query: QueryFlags;
  user: LayoutUser | null;
  /** Tenant layout override from the platform; validated here against layout-override.schema.json. */
  override?: unknown;
  /** Names the component registry can render: on the page, COMPONENT_NAMES (component-names.ts). */
  knownComponents: readonly string[];
}

export interface PlanItem {
  id: string;
  component: string;
  props: Record<string, unknown>;
}

export interface HeaderColors {
  background: string;
  /** The CSS background-image value, `url("…")` of a checked http(s) URL or same-origin path; null for none (SPEC §3 headerBgType 1). */
  backgroundImage: string | null;
  text: string;
  activeMenuBg: string;
  activeMenuText: string;
}

export interface SidebarColors {
  background: string;
  text: string;
  activeBg: string;
  activeText: string;
}

export interface HeaderPlan {
  visible: boolean;
  component: string;
  height: number;
  title: string;
  /** The title per locale (header theme systemNameAllLang, ADR 056), shown in the active language over `title`; absent when the query's systemName rules or there are none. */
  titleAllLang?: Record<string, string>;
  /** Unvetted: pass through the URL-safety module before use. */
  logoUrl: string | null;
  logoSize: number;
  /** Unvetted: pass through the URL-safety module before use. */
  logoJumpUrl: string | null;
  colors: HeaderColors;
  slots: { left: PlanItem[]; center: PlanItem[]; right: PlanItem[] };
  /** SPEC §4: the left area widens its brand or org part on hover, unless the scene's disableBrandSlide. */
  brandSlide: boolean;
}

/** How menus are drawn (scene params menuIconShow, menuIconResources, uniqueOpened; SPEC §3). */
export interface MenuDisplay {
  iconShow: boolean;
  iconResources: string;
  /** Only one sidebar category open at a time. */
  uniqueOpened: boolean;
}

/** The watermark settings of the header theme (SPEC §3, §4); the template detail is fetched by the component. */
export interface WatermarkSettings {
  template: string;
  scope: string;
  scopeType: number;
}

/** Values for antd's ConfigProvider `theme.token` and `theme.components.Layout`. */
export interface LayoutTokens {
  colorPrimary: string;
  headerHeight: number;
  headerBg: string;
  headerColor: string;
  siderBg: string;
  siderWidth: number;
  siderCollapsedWidth: number;
}

export interface LayoutPlan {
  viewMode: ViewMode;
  portalType: PortalType;
  orgTreeLoad: boolean;
  header: HeaderPlan;
  sidebar: { visible: boolean; component: string; width: number; collapsedWidth: number; colors: SidebarColors; menu: MenuDisplay };
  tabBar: { visible: boolean; component: string };
  toolbar: { visible: boolean; component: string; items: PlanItem[] };
  watermark: { visible: boolean; component: string; settings: WatermarkSettings };
  /** keepAliveBudget: scene param subAppKeepAliveMax within 1–5 (the sub-app host's keep-alive budget). */
  content: { component: string; noPadding: boolean; keepAliveBudget: number };
  banner: { visible: boolean; component: string };
  /** filterSwitch: the whole portal in grey scale. */
  grayscale: boolean;
  tokens: LayoutTokens;
  problems: Problem[];
}
