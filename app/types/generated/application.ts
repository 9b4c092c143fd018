/* eslint-disable */
// generated from schemas/application.schema.json by npm run gen:types; do not edit

/**
 * Names by locale (zh-CN, en, sv-SE); name is the fallback.
 */
export type NameAllLang = {
  [k: string]: string;
} | null;

/**
 * An application available in an org (SPEC §3 Application), as listed by product/v4/applications/list-by-org. It is the level-2 (app) node of the menu tree, so the fields it shares with a menu node are that node's.
 */
export interface Application {
  id: string;
  name: string;
  nameAllLang?: NameAllLang;
  children?: MenuNode[];
  /**
   * 10000 is the user-centre app.
   */
  sourceKey?: string | null;
  sourceProductCode?: string | null;
  /**
   * Switching product opens this url in a browser window if given.
   */
  url?: string | null;
  iconDownloadUrl?: string | null;
  productIconFileUrl?: string | null;
  /**
   * 1 uses iconDownloadUrl.
   */
  iconOrigin?: number | null;
}
/**
 * A node of the application menu tree (SPEC §3 Menu node). Levels: 1 app category, 2 application, 3 main menu, 4 sub menu, 5 and deeper left menu (SPEC §2).
 */
export interface MenuNode {
  id: string;
  name: string;
  nameAllLang?: NameAllLang;
  /**
   * The menu authority code.
   */
  code?: string | null;
  /**
   * 1 a page menu (collectable in the left menu), 0 a directory.
   */
  type?: number;
  level: number;
  /**
   * Ids from the root, separated by '/'.
   */
  fullId?: string | null;
  fullName?: string | null;
  uniqueCode?: string | null;
  isHome?: boolean;
  children?: MenuNode[];
  disabled?: boolean;
  /**
   * Shown disabled; cannot be opened or collected.
   */
  noAuth?: boolean;
  iconClass?: string | null;
  sourceType: "app-category" | "app" | "menu" | "dir";
  /**
   * 10000 is the user-centre app.
   */
  sourceKey?: string | null;
  sourceProductCode?: string | null;
  sourceAppCode?: string | null;
  sourceModuleCode?: string | null;
  sourcePageCode?: string | null;
  /**
   * Authority codes the user holds for this menu; empty means no permission.
   */
  sourceMenuAuthorities?: string[];
  /**
   * 0 embedded micro app, 1 iframe / single-tab app, 2 detached window.
   */
  sourceIntegrateType?: 0 | 1 | 2 | null;
  url?: string | null;
  urlParams?: string | null;
  /**
   * 1 opens in the same window.
   */
  popupType?: number | null;
  menuExtends?: MenuExtend[];
  iconDownloadUrl?: string | null;
  productIconFileUrl?: string | null;
  /**
   * 1 uses iconDownloadUrl.
   */
  iconOrigin?: number | null;
  /**
   * The registered app (SPEC §3 Registered micro-app) the menu opens; absent for a menu without one.
   */
  microAppId?: string;
  microApp?: MenuMicroApp;
}
export interface MenuExtend {
  extendCode: string;
  value?: string | null;
}
/**
 * The registered app the menu opens, as the portal hosts it. url is its entry and sourceIntegrateType its kind (microApp 0, iframe 1, window 2).
 */
export interface MenuMicroApp {
  id: string;
  /**
   * An absolute http(s) URL, or a path on the portal's own origin.
   */
  entry: string;
  kind: "microApp" | "iframe" | "window";
  /**
   * The portal route the app lives under; null: the menu's own route.
   */
  routePath: string | null;
  /**
   * Kept mounted when its tab is left; null: the SPEC §9 cache rule decides.
   */
  cache: boolean | null;
  /**
   * Given to the app when it is mounted.
   */
  props: Record<string, unknown>;
  /**
   * Exact origins the app talks to.
   */
  allowedOrigins: string[];
  /**
   * iframe sandbox tokens; null: every SPEC §9 token.
   */
  sandbox: string[] | null;
}
