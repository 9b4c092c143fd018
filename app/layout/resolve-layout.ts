import headerThemeSchema from "../../schemas/header-theme.schema.json";
import {
  DEFAULT_ENV_INFO,
  DEFAULT_HEADER_HEIGHT,
  DEFAULT_HEADER_THEME,
  DEFAULT_LOGO_SIZE,
  DEFAULT_QUERY_FLAGS,
  DEFAULT_SCENE_PARAMS,
  DEFAULT_THEME_COLOR,
  type ResolvedHeaderTheme,
} from "../kit/schemas/defaults.ts";
import type { Problem } from "../kit/schemas/problem.ts";
import { readPiece } from "../kit/schemas/read-piece.ts";
import { userDropdownEntries } from "./user-dropdown.ts";
import { readablePair } from "../kit/contrast.ts";
import { cssUrl } from "../kit/security/url-safety.ts";
import { isSingleProductScene } from "./portal-type.ts";
import { readTextsByLocale } from "../kit/i18n/texts-by-locale.ts";
import { KEEP_ALIVE_BUDGET_DEFAULT, readKeepAliveBudget } from "../kit/schemas/defaults.ts";
import type { LayoutItem, LayoutRegion } from "../types/generated/layout.ts";
import { evaluateCondition, type ConditionContext } from "./condition.ts";
import {
  HEADER_HEIGHT_MAX,
  HEADER_HEIGHT_MIN,
  LOGO_SIZE_MAX,
  LOGO_SIZE_MIN,
  QUERY_TITLE_MAX_LENGTH,
  SIDEBAR_COLLAPSED_WIDTH,
  SIDEBAR_WIDTH,
} from "./constants.ts";
import { getLayoutDefinition } from "./definitions.ts";
import { REGION_NAMES, applyLayoutOverride, readLayoutOverride } from "./layout-override.ts";
import { PORTAL_TYPES, VIEW_MODES, type LayoutInput, type LayoutPlan, type PlanItem, type PortalType, type QueryFlags, type ViewMode } from "./types.ts";

const PIECE = "layout";
const COLOR = new RegExp(headerThemeSchema.$defs.color.pattern);

/**
 * Turns theme, scene params, view mode, portal type, query flags and permissions into a
 * layout plan (ARCHITECTURE §2 step 4). Pure and total: any input, however malformed,
 * gives a complete plan; every fault found is in `plan.problems`. Never throws.
 */
export function resolveLayout(input: LayoutInput): LayoutPlan {
  try {
    return resolveOrThrow(input);
  } catch (error) {
    const problem: Problem = {
      piece: PIECE,
      pointer: "",
      message: `layout could not be resolved (${describeError(error)}); using the default layout`,
    };
    try {
      return { ...resolveOrThrow(SAFE_INPUT), problems: [problem] };
    } catch {
      return minimalPlan([problem]);
    }
  }
}

const SAFE_INPUT: LayoutInput = {
  viewMode: "full",
  portalType: "Classic",
  headerTheme: {},
  sceneParams: {},
  env: {},
  query: {},
  user: null,
  knownComponents: [],
};

function resolveOrThrow(rawInput: unknown): LayoutPlan {
  const problems: Problem[] = [];
  const input: Record<string, unknown> = isRecord(rawInput) ? rawInput : {};
  if (!isRecord(rawInput)) problems.push({ piece: PIECE, pointer: "", message: "layout input must be an object; using defaults" });

  const theme = readConfig("header-theme", input["headerTheme"], DEFAULT_HEADER_THEME, problems);
  const scene = readConfig("scene-params", input["sceneParams"], DEFAULT_SCENE_PARAMS, problems);
  const env = readConfig("env-info", input["env"], DEFAULT_ENV_INFO, problems);
  const query = readQueryFlags(input["query"], problems);
  const user = readUser(input["user"], problems);
  const known = readKnownComponents(input["knownComponents"], problems);

  const viewMode = pickName<ViewMode>(input["viewMode"], VIEW_MODES, "full", "/viewMode", "view mode", problems);
  // SPEC §6: "single-product scene forces 0" (the legacy portal type, Classic).
  const singleProduct = isSingleProductScene(scene.scene, query.scene);
  const portalType = singleProduct
    ? "Classic"
    : pickName<PortalType>(input["portalType"], PORTAL_TYPES, "Classic", "/portalType", "portal type", problems);

  const override = readLayoutOverride(input["override"], problems);
  const baseDefinition = getLayoutDefinition(viewMode, portalType);
  const definition = applyLayoutOverride(baseDefinition, override, viewMode, portalType);
  const { regions } = definition;

  const context: ConditionContext = { scene, query, theme, env, user: user ?? {} };
  const isShown = (region: LayoutRegion) => region.visible !== false && evaluateCondition(region.when, context);
  // Built-in region components are the shell's frame; a tenant's replacement must be registered.
  for (const name of REGION_NAMES) {
    const replaced = regions[name].component !== baseDefinition.regions[name].component;
    if (replaced && isShown(regions[name]) && !known.has(regions[name].component)) {
      problems.push(unknownComponent(`/${name}/component`, regions[name].component));
    }
  }

  const title = query.systemName.trim() ? query.systemName.trim().slice(0, QUERY_TITLE_MAX_LENGTH) : theme.systemName;
  // ADR 056: the title per locale, unless the query names the title.
  const titleAllLang = query.systemName.trim() ? undefined : readTextsByLocale(theme.systemNameAllLang);
  const logoUrl = query.brandLogoShow && theme.systemLogoUrl ? theme.systemLogoUrl : null;
  const headerProps: Record<string, Record<string, unknown>> = {
    BrandLogo: { src: logoUrl, size: clampNumber(theme.systemLogoSize, LOGO_SIZE_MIN, LOGO_SIZE_MAX, DEFAULT_LOGO_SIZE), href: theme.systemLogoJumpUrl || null },
    SystemTitle: { title },
    // Scene, theme and env flags the placed items read (SPEC §3 Portal scene params, Header theme; §6 user dropdown).
    UserDropdown: {
      entries: userDropdownEntries({ theme, scene, intranet: env.intranet, singleProduct }),
      customEntries: scene.avatarDropdownEnbale ? scene.avatarDropdowns : [],
      avatarType: theme.userAvatarType,
      customLogoutUrl: theme.customLogoutUrl,
    },
    ExtendEntries: { entries: scene.headerExtendEntrys },
    HelpCenter: { i18nEnv: env.isI18nEnv },
    UserGuide: { i18nEnv: env.isI18nEnv },
    OrgSwitcher: { onlyShowOrgName: scene.onlyShowOrgName },
    MainMenu: { iconShow: scene.menuIconShow, iconResources: scene.menuIconResources },
    SubMenu: { iconShow: scene.menuIconShow, iconResources: scene.menuIconResources },
    CustomerService: { botUrl: env.aiBotUrl },
  };
  // A hidden region places nothing, so its items raise no problems either.
  const planItems = (region: LayoutRegion, items: readonly LayoutItem[] | undefined, pointer: string): PlanItem[] => {
    if (!isShown(region)) return [];
    const shown = (items ?? []).filter((item) => evaluateCondition(item.when, context) && !hiddenByQuery(item.component, query));
    return shown.map((item, index) => {
      if (!known.has(item.component)) problems.push(unknownComponent(`${pointer}/${index}`, item.component));
      return { id: item.id, component: item.component, props: { ...item.props, ...headerProps[item.component] } };
    });
  };

  const headerBg = color(theme.headerBgColor, DEFAULT_HEADER_THEME.headerBgColor);
  const headerText = color(theme.headerOtherElementsColor, DEFAULT_HEADER_THEME.headerOtherElementsColor);
  const headerHeight = clampNumber(theme.headerHeight ?? theme.systemHeaderHeight, HEADER_HEIGHT_MIN, HEADER_HEIGHT_MAX, DEFAULT_HEADER_HEIGHT);
  const sidebarBackground = color(theme.sidebarBgColor, DEFAULT_HEADER_THEME.sidebarBgColor);
  // Active text in a shade that stays readable (WCAG AA, 4.5:1) on its background (rules/contrast).
  const sidebarActive = readablePair(color(theme.sidebarActiveTextColor, DEFAULT_HEADER_THEME.sidebarActiveTextColor), color(theme.sidebarActiveBgColor, DEFAULT_HEADER_THEME.sidebarActiveBgColor), { backdrop: sidebarBackground });
  const sidebarColors = {
    background: sidebarBackground,
    text: color(theme.sidebarTextColor, DEFAULT_HEADER_THEME.sidebarTextColor),
    activeBg: sidebarActive.background,
    activeText: sidebarActive.text,
  };
  const activeMenu = readablePair(color(theme.activeMenuTextColor, DEFAULT_HEADER_THEME.activeMenuTextColor), color(theme.activeMenuBgColor, DEFAULT_HEADER_THEME.activeMenuBgColor), { backdrop: headerBg });
  const colorPrimary = color(theme.themeColor, DEFAULT_THEME_COLOR);

  return {
    viewMode,
    portalType,
    orgTreeLoad: definition.orgTreeLoad,
    header: {
      visible: isShown(regions.header),
      component: regions.header.component,
      height: headerHeight,
      title,
      ...(titleAllLang ? { titleAllLang } : {}),
      logoUrl,
      logoSize: clampNumber(theme.systemLogoSize, LOGO_SIZE_MIN, LOGO_SIZE_MAX, DEFAULT_LOGO_SIZE),
      logoJumpUrl: theme.systemLogoJumpUrl || null,
      colors: {
        background: headerBg,
        backgroundImage: headerBackgroundImage(theme, portalType, problems),
        text: headerText,
        activeMenuBg: activeMenu.background,
        activeMenuText: activeMenu.text,
      },
      slots: {
        left: planItems(regions.header, regions.header.slots?.left, "/header/slots/left"),
        center: planItems(regions.header, regions.header.slots?.center, "/header/slots/center"),
        right: planItems(regions.header, regions.header.slots?.right, "/header/slots/right"),
      },
      brandSlide: !scene.disableBrandSlide,
    },
    sidebar: {
      visible: isShown(regions.sidebar),
      component: regions.sidebar.component,
      width: SIDEBAR_WIDTH,
      collapsedWidth: SIDEBAR_COLLAPSED_WIDTH,
      colors: sidebarColors,
      menu: { iconShow: scene.menuIconShow, iconResources: scene.menuIconResources, uniqueOpened: scene.uniqueOpened },
    },
    tabBar: { visible: isShown(regions.tabBar), component: regions.tabBar.component },
    toolbar: {
      visible: isShown(regions.toolbar),
      component: regions.toolbar.component,
      items: planItems(regions.toolbar, regions.toolbar.items, "/toolbar/items"),
    },
    watermark: {
      visible: isShown(regions.watermark),
      component: regions.watermark.component,
      settings: { template: theme.watermarkTemplate, scope: theme.watermarkScope, scopeType: theme.watermarkScopeType },
    },
    // An iframe of a third-party page fills the viewport (tripartiteApp).
    content: { component: regions.content.component, noPadding: query.noPadding || viewMode === "tripartiteApp", keepAliveBudget: readKeepAliveBudget(scene.subAppKeepAliveMax) },
    banner: { visible: isShown(regions.banner), component: regions.banner.component },
    grayscale: theme.filterSwitch === 1,
    tokens: {
      colorPrimary,
      headerHeight,
      headerBg,
      headerColor: headerText,
      siderBg: sidebarColors.background,
      siderWidth: SIDEBAR_WIDTH,
      siderCollapsedWidth: SIDEBAR_COLLAPSED_WIDTH,
    },
    problems,
  };
}

/** SPEC §2: brandLogoShow=false and userInfoShow=false hide those elements, whatever a definition or override says. */
function hiddenByQuery(component: string, query: Required<QueryFlags>): boolean {
  return (component === "BrandLogo" && !query.brandLogoShow) || (component === "UserDropdown" && !query.userInfoShow);
}

/**
 * SPEC §3 headerBgType 1: the header's background image as a CSS value. A URL that is not
 * http(s) or a same-origin path is dropped with a problem, and no value can end the `url()`
 * it is put in (ADR 020 "hostile values").
 */
function headerBackgroundImage(theme: ResolvedHeaderTheme, portalType: PortalType, problems: Problem[]): string | null {
  if (theme.headerBgType !== 1) return null;
  const horizontal = portalType === "Classic" && Boolean(theme.horizontalHeaderBgImgUrl);
  const image = horizontal ? theme.horizontalHeaderBgImgUrl : theme.headerBgImgUrl;
  if (!image) return null;
  const css = cssUrl(image);
  if (css === null) problems.push({ piece: "header-theme", pointer: horizontal ? "/horizontalHeaderBgImgUrl" : "/headerBgImgUrl", message: "not an http(s) URL or a same-origin path; no background image" });
  return css;
}

function readConfig<T>(piece: "header-theme" | "scene-params" | "env-info", data: unknown, defaults: T, problems: Problem[]): T {
  const result = readPiece(piece, data ?? {}, defaults);
  problems.push(...result.problems);
  return result.value;
}

const BOOLEAN_FLAGS = ["brandLogoShow", "userInfoShow", "noPadding", "disableRobot", "userGuide"] as const;
const STRING_FLAGS = ["systemName", "scene"] as const;

/** Query flags with their defaults; `"true"`/`"false"` strings are accepted, anything else is a problem. */
function readQueryFlags(raw: unknown, problems: Problem[]): Required<QueryFlags> {
  const flags: Required<QueryFlags> = { ...DEFAULT_QUERY_FLAGS };
  if (raw === undefined || raw === null) return flags;
  if (!isRecord(raw)) {
    problems.push({ piece: "query", pointer: "", message: "query flags must be an object; ignored" });
    return flags;
  }
  for (const key of BOOLEAN_FLAGS) {
    const value = raw[key];
    if (value === undefined || value === null) continue;
    if (typeof value === "boolean") flags[key] = value;
    else if (value === "true" || value === "false") flags[key] = value === "true";
    else problems.push({ piece: "query", pointer: `/${key}`, message: "must be true or false; ignored" });
  }
  for (const key of STRING_FLAGS) {
    const value = raw[key];
    if (value === undefined || value === null) continue;
    if (typeof value === "string") flags[key] = value;
    else problems.push({ piece: "query", pointer: `/${key}`, message: "must be a string; ignored" });
  }
  return flags;
}

function readUser(raw: unknown, problems: Problem[]): Record<string, unknown> | null {
  if (raw === undefined || raw === null) return null;
  if (!isRecord(raw)) {
    problems.push({ piece: PIECE, pointer: "/user", message: "user must be an object or null; treated as signed out" });
    return null;
  }
  return {
    tenantAdmin: raw["tenantAdmin"] === true,
    accountType: typeof raw["accountType"] === "number" && Number.isFinite(raw["accountType"]) ? raw["accountType"] : 0,
  };
}

function readKnownComponents(raw: unknown, problems: Problem[]): ReadonlySet<string> {
  if (Array.isArray(raw)) return new Set(raw.filter((name): name is string => typeof name === "string"));
  problems.push({ piece: PIECE, pointer: "/knownComponents", message: "must be a list of component names" });
  return new Set();
}

function pickName<T extends string>(
  raw: unknown,
  allowed: readonly T[],
  fallback: T,
  pointer: string,
  label: string,
  problems: Problem[],
): T {
  if (raw === undefined || raw === null || raw === "") return fallback;
  if (typeof raw === "string" && (allowed as readonly string[]).includes(raw)) return raw as T;
  problems.push({ piece: PIECE, pointer, message: `unknown ${label} ${describeValue(raw)}; using ${fallback}` });
  return fallback;
}

function unknownComponent(pointer: string, name: string): Problem {
  return { piece: PIECE, pointer, message: `no component named "${name}" in the registry; a fallback is shown`, rule: "unknownComponent", params: { name } };
}

function color(value: unknown, fallback: string): string {
  return typeof value === "string" && COLOR.test(value) ? value : fallback;
}

function clampNumber(value: unknown, min: number, max: number, fallback: number): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function describeValue(value: unknown): string {
  try {
    return (JSON.stringify(value) ?? String(value)).slice(0, 60);
  } catch {
    return typeof value;
  }
}

function describeError(error: unknown): string {
  try {
    return error instanceof Error ? error.message : String(error);
  } catch {
    return "unknown error";
  }
}

/** The plan when even the default layout cannot be resolved: content only. */
function minimalPlan(problems: Problem[]): LayoutPlan {
  const hidden = (component: string) => ({ visible: false, component });
  return {
    viewMode: "full",
    portalType: "Classic",
    orgTreeLoad: true,
    header: {
      visible: false,
      component: "ClassicHeader",
      height: DEFAULT_HEADER_HEIGHT,
      title: "",
      logoUrl: null,
      logoSize: DEFAULT_LOGO_SIZE,
      logoJumpUrl: null,
      colors: {
        background: DEFAULT_HEADER_THEME.headerBgColor,
        backgroundImage: null,
        text: DEFAULT_HEADER_THEME.headerOtherElementsColor,
        activeMenuBg: DEFAULT_HEADER_THEME.activeMenuBgColor,
        activeMenuText: DEFAULT_HEADER_THEME.activeMenuTextColor,
      },
      slots: { left: [], center: [], right: [] },
      brandSlide: true,
    },
    sidebar: {
      ...hidden("ClassicSidebar"),
      width: SIDEBAR_WIDTH,
      collapsedWidth: SIDEBAR_COLLAPSED_WIDTH,
      colors: {
        background: DEFAULT_HEADER_THEME.sidebarBgColor,
        text: DEFAULT_HEADER_THEME.sidebarTextColor,
        activeBg: DEFAULT_HEADER_THEME.sidebarActiveBgColor,
        activeText: DEFAULT_HEADER_THEME.sidebarActiveTextColor,
      },
      menu: { iconShow: DEFAULT_SCENE_PARAMS.menuIconShow, iconResources: DEFAULT_SCENE_PARAMS.menuIconResources, uniqueOpened: DEFAULT_SCENE_PARAMS.uniqueOpened },
    },
    tabBar: hidden("TabBar"),
    toolbar: { ...hidden("SideToolbar"), items: [] },
    watermark: { ...hidden("Watermark"), settings: { template: "", scope: "", scopeType: 0 } },
    content: { component: "ContentViewport", noPadding: false, keepAliveBudget: KEEP_ALIVE_BUDGET_DEFAULT },
    banner: hidden("BrowserUpgradeBanner"),
    grayscale: false,
    tokens: {
      colorPrimary: DEFAULT_THEME_COLOR,
      headerHeight: DEFAULT_HEADER_HEIGHT,
      headerBg: DEFAULT_HEADER_THEME.headerBgColor,
      headerColor: DEFAULT_HEADER_THEME.headerOtherElementsColor,
      siderBg: DEFAULT_HEADER_THEME.sidebarBgColor,
      siderWidth: SIDEBAR_WIDTH,
      siderCollapsedWidth: SIDEBAR_COLLAPSED_WIDTH,
    },
    problems,
  };
}
