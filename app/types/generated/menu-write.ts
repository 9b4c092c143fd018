/* eslint-disable */
// generated from schemas/menu-write.schema.json by npm run gen:types; do not edit

export type Name = string;
export type RoleCode = string;
export type OrgType =
  | "company"
  | "general-project"
  | "general-department"
  | "project-command"
  | "category"
  | "department"
  | "external-participant"
  | "mixing-station";
/**
 * Parts joined by single dots (pmpp.cost.target): no empty part, no dot at either end.
 */
export type Code = string;

/**
 * The body of POST and PUT product/v4/menus: a node of the tenant's application menu tree (SPEC §2 menu levels, §3 Menu node). The platform computes the rest as its seed does: level, fullId, fullName, uniqueCode, the source codes from the ancestors, the authority codes, and url and sourceIntegrateType from the registered app. A PUT replaces these fields (roles left out: the grants stay as they are); fields not listed here keep their values.
 */
export interface MenuWrite {
  /**
   * Unique in the tenant's application tree. POST: made by the platform when left out. PUT: the id in the path (may be left out).
   */
  id?: string;
  /**
   * The parent menu: none for an app category (level 1), an app category for an app (level 2), an app or a directory for a main, sub or left menu (level 3 and deeper).
   */
  parentId?: string | null;
  nameAllLang: MenuNames;
  /**
   * The menu authority code; for an app, its product code.
   */
  code: string;
  /**
   * menu: a page (type 1) that opens a registered app or a portal page; dir: a directory; app: an application (level 2); app-category: a category (level 1).
   */
  sourceType: "app-category" | "app" | "menu" | "dir";
  /**
   * The registered app the page (or the app) opens; its entry and kind give url and sourceIntegrateType.
   */
  microAppId?: string | null;
  /**
   * A portal page instead of an app.
   */
  url?: string | null;
  /**
   * Query parameters of the page, e.g. view=ledger.
   */
  urlParams?: string | null;
  iconClass?: string | null;
  /**
   * Place among its siblings; default: after them.
   */
  sort?: number;
  /**
   * 1 opens in the same window.
   */
  popupType?: 0 | 1 | null;
  /**
   * Menu roles of the tenant granted the menu's authorities (a page: its authority codes; a directory, app or category: its code, which covers the pages under it whose codes extend it).
   *
   * @maxItems 50
   */
  roles?: RoleCode[];
  /**
   * Org types the menu and its subtree are available in; null: every type.
   *
   * @minItems 1
   */
  orgTypes?: [OrgType, ...OrgType[]] | null;
  /**
   * Business identities (systems) of the tenant the menu belongs to; null: common to all.
   *
   * @minItems 1
   * @maxItems 50
   */
  identityCodes?: [Code, ...Code[]] | null;
  /**
   * A page's further authorities beyond its code, as suffixes (":export" gives code:export).
   *
   * @maxItems 10
   */
  authoritySuffixes?:
    | []
    | [string]
    | [string, string]
    | [string, string, string]
    | [string, string, string, string]
    | [string, string, string, string, string]
    | [string, string, string, string, string, string]
    | [string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string];
  /**
   * Parts joined by single dots (pmpp.cost.target): no empty part, no dot at either end.
   */
  appCode?: string;
  /**
   * Parts joined by single dots (pmpp.cost.target): no empty part, no dot at either end.
   */
  sourceKey?: string;
}
/**
 * The name in every portal language (SPEC §1).
 */
export interface MenuNames {
  "zh-CN": Name;
  en: Name;
  "sv-SE": Name;
}
