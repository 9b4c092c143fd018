/* eslint-disable */
// generated from schemas/tenant-transfer.schema.json by npm run gen:types; do not edit

/**
 * A visibility rule, as data.
 */
export type Condition =
  | SceneCondition
  | QueryCondition
  | ThemeCondition
  | EnvCondition
  | UserCondition
  | AllCondition
  | AnyCondition
  | NotCondition;
export type Items = LayoutItem[];

/**
 * A tenant's look as one file (ADR 059): its published branding (header theme, navigation logo and name), scene params, layout override and entry lists, exported from one tenant to be imported into another (or from test to production). Images uploaded to the tenant travel inside the file as data URIs, keyed by their id.
 */
export interface TenantTransfer {
  /**
   * What the file is; any other value is another kind of file.
   */
  format: "portal-tenant-look";
  /**
   * The version of this format. A file of a later version is refused by a portal that does not know it, never read in part.
   */
  formatVersion: 1;
  exportedAt: string;
  /**
   * The tenant exported (shown to whoever imports; not used otherwise).
   */
  source: {
    tenantId: string;
    tenantName: string;
  };
  /**
   * The published value of each tenant config kind (ADR 020); layout-override null: the tenant has none.
   */
  config: {
    "header-theme": HeaderTheme;
    "nav-logo-and-name": NavLogoAndName;
    "scene-params": SceneParams;
    "layout-override": null | LayoutOverride;
  };
  /**
   * Each entry list of the tenant (ADR 023), in order, as the bodies its admin calls take.
   */
  entries: {
    /**
     * @maxItems 200
     */
    "quick-entries": PortalEntryWrite[];
    /**
     * @maxItems 200
     */
    "extend-entries": PortalEntryWrite[];
    /**
     * @maxItems 200
     */
    "side-entries": SideEntryWrite[];
    /**
     * @maxItems 200
     */
    dashboards: DashboardWrite[];
    /**
     * @maxItems 200
     */
    "help-urls": HelpUrlWrite[];
  };
  /**
   * The images uploaded to the tenant that the file refers to (/api/file/v4/images/{id}), by id (the SHA-256 of the bytes), each a base64 data URI of a PNG, JPEG, GIF or WebP image of at most 512 KiB.
   */
  images: {
    [k: string]: string;
  };
}
/**
 * Tenant branding of the portal header and chrome (SPEC §3 Header theme). Every property is optional; unknown properties are allowed for forward compatibility. Each property's x-group names its group in the console's form, x-groups their order (ADR 056).
 */
export interface HeaderTheme {
  /**
   * Title shown beside the brand logo.
   */
  systemName?: string;
  /**
   * Extension (ADR 056): the system name per locale, as SPEC §3 nameAllLang (schemas/texts-by-locale). The header shows the one of the active language, else systemName; an empty or absent text is no text.
   */
  systemNameAllLang?: {
    /**
     * The system name in Simplified Chinese; empty for the default.
     */
    "zh-CN"?: string;
    /**
     * The system name in English; empty for the default.
     */
    en?: string;
    /**
     * The system name in Swedish; empty for the default.
     */
    "sv-SE"?: string;
  };
  /**
   * URL of the brand logo.
   */
  systemLogoUrl?: string;
  /**
   * Logo size in px.
   */
  systemLogoSize?: number;
  /**
   * Where a click on the brand logo goes.
   */
  systemLogoJumpUrl?: string;
  /**
   * Header background image.
   */
  headerBgImgUrl?: string;
  /**
   * Header background image for the horizontal (Classic) header.
   */
  horizontalHeaderBgImgUrl?: string;
  /**
   * Header background colour.
   */
  headerBgColor?: string;
  /**
   * 0 colour background, 1 image background.
   */
  headerBgType?: 0 | 1;
  /**
   * Header height in px.
   */
  headerHeight?: number;
  /**
   * System header height in px; used when headerHeight is absent.
   */
  systemHeaderHeight?: number;
  /**
   * Colour of header text and icons.
   */
  headerOtherElementsColor?: string;
  /**
   * Background of the active main-menu item.
   */
  activeMenuBgColor?: string;
  /**
   * Text colour of the active main-menu item.
   */
  activeMenuTextColor?: string;
  /**
   * Sidebar background.
   */
  sidebarBgColor?: string;
  /**
   * Sidebar text colour.
   */
  sidebarTextColor?: string;
  /**
   * Background of the active sidebar item.
   */
  sidebarActiveBgColor?: string;
  /**
   * Text colour of the active sidebar item.
   */
  sidebarActiveTextColor?: string;
  /**
   * Page background image.
   */
  bgImageUrl?: string;
  /**
   * Primary colour (antd colorPrimary).
   */
  themeColor?: string;
  /**
   * 1 shows the watermark overlay.
   */
  watermarkSwitch?: 0 | 1;
  /**
   * Where the watermark applies.
   */
  watermarkScope?: string;
  /**
   * Kind of watermark scope.
   */
  watermarkScopeType?: number;
  /**
   * The id of a watermark of the tenant (schemas/watermark.schema.json; read with GET report-center/v4/mark/{id}/detail); "" for none. The platform refuses an id that names no watermark of the tenant.
   */
  watermarkTemplate?: string;
  /**
   * 1 renders the whole portal in grey scale.
   */
  filterSwitch?: 0 | 1;
  /**
   * User dropdown shows Log out.
   */
  logout?: boolean;
  /**
   * User dropdown shows the app QR code.
   */
  appQrcode?: boolean;
  /**
   * User dropdown shows the user centre.
   */
  userCenter?: boolean;
  /**
   * How the user avatar is drawn.
   */
  userAvatarType?: number;
  /**
   * User dropdown shows Change password.
   */
  modifyPassword?: boolean;
  /**
   * Header shows the language switch.
   */
  languageSwitch?: boolean;
  /**
   * User dropdown shows the portal-type switch.
   */
  enableSwitchPortal?: boolean;
  /**
   * How the Classic main menu is laid out.
   */
  classicMenuShowScheme?: number;
  /**
   * Where to go after log out.
   */
  customLogoutUrl?: string;
  /**
   * Idle session timeout in hours.
   */
  loginSessionTimeout?: number;
  [k: string]: unknown;
}
/**
 * Navigation logo and name of the tenant. Each property's x-group names its group in the console's form, x-groups their order (ADR 056).
 */
export interface NavLogoAndName {
  /**
   * System title.
   */
  systemName?: string;
  /**
   * Logo URL.
   */
  systemLogoUrl?: string;
  /**
   * Where a click on the logo goes.
   */
  systemLogoJumpUrl?: string;
  /**
   * Document title.
   */
  browserTitle?: string;
  [k: string]: unknown;
}
/**
 * Portal scene params (SPEC §3): which parts of the chrome a tenant shows. Spellings avatarDropdownEnbale and headerExtendEntrys are the platform's and are kept. Each property's x-group names its group in the console's form, x-groups their order (ADR 056).
 */
export interface SceneParams {
  /**
   * Header shows the help centre.
   */
  helpCenterShow?: boolean;
  /**
   * Header shows the collect (favourites) centre.
   */
  collectCenterShow?: boolean;
  /**
   * Header shows the application switcher.
   */
  applicationSwitchShow?: boolean;
  /**
   * Header shows the organisation switcher.
   */
  orgTreeShow?: boolean;
  /**
   * Header shows function icons.
   */
  functionIconShow?: boolean;
  /**
   * Portal tips are shown.
   */
  portalTipShow?: boolean;
  /**
   * App-scan (QR) login is offered.
   */
  appScanLoginShow?: boolean;
  /**
   * Change password is offered.
   */
  modifyPasswordShow?: boolean;
  /**
   * 0 shows the sub menu.
   */
  subMenuShowType?: number;
  /**
   * Portal scene, e.g. single-product.
   */
  scene?: string;
  /**
   * User dropdown shows the user space.
   */
  userSpaceShow?: boolean;
  /**
   * Header shows the workbench entry.
   */
  workbenchShow?: boolean;
  /**
   * Header shows extend entries.
   */
  headerExtendEntryEnable?: boolean;
  /**
   * User dropdown shows the custom avatar dropdown entries.
   */
  avatarDropdownEnbale?: boolean;
  /**
   * Extend entries shown in the header.
   */
  headerExtendEntrys?: Entry[];
  /**
   * Custom entries of the user dropdown.
   */
  avatarDropdowns?: Entry[];
  /**
   * Menus show icons.
   */
  menuIconShow?: boolean;
  /**
   * Where menu icons come from.
   */
  menuIconResources?: string;
  /**
   * Only one sidebar category is open at a time.
   */
  uniqueOpened?: boolean;
  /**
   * The org switcher shows only the org name.
   */
  onlyShowOrgName?: boolean;
  /**
   * The brand area does not slide.
   */
  disableBrandSlide?: boolean;
  /**
   * Header shows the message centre.
   */
  showMessageCenter?: boolean;
  /**
   * Header shows the user dropdown.
   */
  showUserInfo?: boolean;
  /**
   * Header shows the system title.
   */
  showBrandTitle?: boolean;
  /**
   * Header shows the fullscreen button.
   */
  showFullscreen?: boolean;
  /**
   * Application switching is disabled.
   */
  disableAppSwitch?: boolean;
  /**
   * How many kept-alive sub-apps (SPEC §9 cache rule) stay mounted at once, 1–5 (the fixed viewports); the least recently used one is unmounted beyond it. Absent or out of range: 5.
   */
  subAppKeepAliveMax?: number | string;
  [k: string]: unknown;
}
/**
 * Quick entry or extend entry (SPEC §3).
 */
export interface Entry {
  code?: string;
  name?: string;
  /**
   * How the entry opens.
   */
  openType?: string | number;
  thumbnailType?: "ICON" | "IMAGE";
  iconClass?: string;
  images?: {
    imageType?: "ICON" | "UNSELECT-ICON" | "SELECT-ICON";
    /**
     * An http(s) URL or a path on the portal's own origin starting with one "/"; no quotes, parentheses, angle brackets, backslashes or whitespace (a value can never add CSS or markup). Empty for none.
     */
    iconUrl?: string;
    [k: string]: unknown;
  }[];
  textColor?: string;
  textHoverColor?: string;
  showName?: boolean;
  popover?: boolean;
  children?: Entry[];
  /**
   * An http(s) URL or a path on the portal's own origin starting with one "/"; no quotes, parentheses, angle brackets, backslashes or whitespace (a value can never add CSS or markup). Empty for none.
   */
  url?: string;
  [k: string]: unknown;
}
/**
 * A tenant's changes to the layout definitions. Each entry applies to one view mode and portal type, or to all of them when either is absent.
 */
export interface LayoutOverride {
  layouts: LayoutOverrideEntry[];
}
export interface LayoutOverrideEntry {
  viewMode?: "full" | "singleModule" | "module" | "application" | "tripartiteApp";
  portalType?: "Classic" | "Simple";
  orgTreeLoad?: boolean;
  regions: LayoutRegionOverrides;
}
export interface LayoutRegionOverrides {
  header?: LayoutRegionOverride;
  sidebar?: LayoutRegionOverride;
  tabBar?: LayoutRegionOverride;
  toolbar?: LayoutRegionOverride;
  watermark?: LayoutRegionOverride;
  content?: LayoutRegionOverride;
  banner?: LayoutRegionOverride;
}
/**
 * Replaces the region's component, visibility, condition, items or whole slots.
 */
export interface LayoutRegionOverride {
  component?: string;
  visible?: boolean;
  when?: Condition;
  slots?: HeaderSlots;
  items?: Items;
}
/**
 * True when the scene value named here is truthy, or equals `equals` when given.
 */
export interface SceneCondition {
  scene: string;
  equals?: string | number | boolean | null;
}
/**
 * True when the query value named here is truthy, or equals `equals` when given.
 */
export interface QueryCondition {
  query: string;
  equals?: string | number | boolean | null;
}
/**
 * True when the theme value named here is truthy, or equals `equals` when given.
 */
export interface ThemeCondition {
  theme: string;
  equals?: string | number | boolean | null;
}
/**
 * True when the env value named here is truthy, or equals `equals` when given.
 */
export interface EnvCondition {
  env: string;
  equals?: string | number | boolean | null;
}
/**
 * True when the user value named here is truthy, or equals `equals` when given.
 */
export interface UserCondition {
  user: string;
  equals?: string | number | boolean | null;
}
export interface AllCondition {
  all: Condition[];
}
export interface AnyCondition {
  any: Condition[];
}
export interface NotCondition {
  not: Condition;
}
export interface HeaderSlots {
  left?: Items;
  center?: Items;
  right?: Items;
}
/**
 * One item in a slot.
 */
export interface LayoutItem {
  id: string;
  /**
   * Registry name of the component.
   */
  component: string;
  when?: Condition;
  props?: {
    [k: string]: unknown;
  };
}
/**
 * The body of POST and PUT workbench/v4/admin/entries/{quick-entries|extend-entries}[/{id}] (SPEC §3 Quick entry / extend entry; ADR 023): the writable fields of one top-level entry. A PUT replaces them all; the entry's children are kept.
 */
export interface PortalEntryWrite {
  /**
   * Unique in the list: letters, digits, ".", "_", ":" or "-".
   */
  code: string;
  nameAllLang: PortalEntryNames;
  /**
   * What the entry opens.
   */
  url: string;
  /**
   * 1 new window, 0 inside the portal.
   */
  openType?: 0 | 1;
  thumbnailType?: "ICON" | "IMAGE";
  /**
   * One icon class name, or empty for none.
   */
  iconClass?: string;
  /**
   * The picture of an IMAGE entry (its ICON image).
   */
  imageUrl?: string | "";
  /**
   * A CSS colour (#rgb, #rrggbb, rgb(), rgba()), or empty for the header's own.
   */
  textColor?: string;
  /**
   * A CSS colour (#rgb, #rrggbb, rgb(), rgba()), or empty for the header's own.
   */
  textHoverColor?: string;
  /**
   * The name shows beside the thumbnail.
   */
  showName?: boolean;
}
/**
 * The name in every portal language (SPEC §1, §3 nameAllLang).
 */
export interface PortalEntryNames {
  "zh-CN": string;
  en: string;
  "sv-SE": string;
}
/**
 * The body of POST and PUT workbench/v4/admin/entries/side-entries[/{id}] (SPEC §3 Side entry; ADR 023). linkType 2 injects the script at source; otherwise contentUrl is opened.
 */
export interface SideEntryWrite {
  nameAllLang: SideEntryNames;
  /**
   * One icon class name, or empty for none.
   */
  iconClass?: string;
  /**
   * 2: source is a script to inject; 1: contentUrl is opened.
   */
  linkType: 1 | 2;
  /**
   * The script's URL when linkType is 2.
   */
  source?: string | "";
  /**
   * The page's URL when linkType is 1.
   */
  contentUrl?: string | "";
  /**
   * 1 new window, 0 dialog iframe.
   */
  openType?: 0 | 1;
}
/**
 * The name in every portal language (SPEC §1, §3 nameAllLang).
 */
export interface SideEntryNames {
  "zh-CN": string;
  en: string;
  "sv-SE": string;
}
/**
 * The body of POST and PUT workbench/v4/admin/entries/dashboards[/{id}] (SPEC §3 Dashboard; ADR 023).
 */
export interface DashboardWrite {
  nameAllLang: DashboardNames;
  /**
   * One icon class name, or empty for none.
   */
  icon?: string;
  /**
   * The board's page; the portal adds orgId.
   */
  contentUrl: string;
  /**
   * null: every org of the tenant; else that org and the orgs below it.
   */
  orgId?: string | null;
}
/**
 * The name in every portal language (SPEC §1, §3 nameAllLang).
 */
export interface DashboardNames {
  "zh-CN": string;
  en: string;
  "sv-SE": string;
}
/**
 * The body of POST and PUT workbench/v4/admin/entries/help-urls[/{id}] (SPEC §3 Help item; ADR 023): a help link of a product, shown to the tenant's users beside the product's shared ones.
 */
export interface HelpUrlWrite {
  nameAllLang: HelpUrlNames;
  /**
   * An http(s) URL or a path on the portal's own origin starting with one "/"; no quotes, parentheses, angle brackets, backslashes or whitespace (javascript:, data: and other schemes are refused).
   */
  url: string;
  /**
   * The product whose help icon lists the link.
   */
  productCode: string;
  /**
   * 1 opens a new window, 0 a dialog iframe.
   */
  integrateType?: 0 | 1;
}
/**
 * The name in every portal language (SPEC §1, §3 nameAllLang).
 */
export interface HelpUrlNames {
  "zh-CN": string;
  en: string;
  "sv-SE": string;
}
