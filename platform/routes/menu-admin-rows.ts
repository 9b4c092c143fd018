import type { Insertable } from "kysely";
import type { MenusTable } from "../db/schema.ts";
import { fieldErrors, type FieldError } from "../http/envelope.ts";
import { schemaFieldErrors } from "../http/schema-validation.ts";
import { isPlainObject } from "../http/tenant-config.ts";
import { INTEGRATE_TYPE_OF_KIND, type Locale, type MicroAppRow, type Names } from "./micro-app-records.ts";
import type { MenuRow } from "./menus-tree.ts";

/**
 * Menus written by tenant admins (SPEC §2 menu levels, §3 Menu node, §6 menu authorities):
 * how a write body is read (schemas/menu-write.schema.json and the rules between its fields)
 * and the columns the platform computes from it exactly as db/seed-menus.ts does, so a menu
 * written through the API looks in every menu answer like a seeded one. Pure.
 */

export const MENU_WRITE_SCHEMA = "menu-write.schema.json";
export type MenuSourceType = MenuRow["source_type"];
/** Deeper than this is refused: the tree builder stops at 32, the portal shows far fewer. */
export const MAX_MENU_LEVEL = 12;
const LOCALES: readonly Locale[] = ["zh-CN", "en", "sv-SE"];

/** A menu's writable fields, read and checked. */
export interface MenuInput {
  id: string | undefined;
  parentId: string | null;
  nameAllLang: Names;
  code: string;
  sourceType: MenuSourceType;
  microAppId: string | null;
  url: string | null;
  urlParams: string | null;
  iconClass: string | null;
  /** Left out: after the siblings (or, on a PUT under the same parent, where it was). */
  sort: number | undefined;
  popupType: number | null;
  /** Left out: the grants stay as they are. */
  roles: string[] | undefined;
  orgTypes: string[] | null;
  identityCodes: string[] | null;
  authoritySuffixes: string[];
  appCode: string | undefined;
  sourceKey: string | undefined;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);
const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

/**
 * The body of a POST or PUT as a menu's writable fields; a 400 naming every faulty field
 * otherwise. Checks what the schema cannot: which fields go with which sourceType.
 */
export function readMenuBody(body: unknown): MenuInput {
  const errors: FieldError[] = schemaFieldErrors(MENU_WRITE_SCHEMA, body);
  if (errors.length > 0 || !isPlainObject(body)) throw fieldErrors(errors.length > 0 ? errors : [{ path: "", message: "must be a JSON object" }]);
  const input: MenuInput = {
    id: typeof body.id === "string" ? body.id : undefined,
    parentId: text(body.parentId),
    nameAllLang: body.nameAllLang as Names,
    code: body.code as string,
    sourceType: body.sourceType as MenuSourceType,
    microAppId: text(body.microAppId),
    url: text(body.url),
    urlParams: text(body.urlParams) || null,
    iconClass: text(body.iconClass),
    sort: typeof body.sort === "number" ? body.sort : undefined,
    popupType: typeof body.popupType === "number" ? body.popupType : null,
    roles: Array.isArray(body.roles) ? strings(body.roles) : undefined,
    orgTypes: Array.isArray(body.orgTypes) ? strings(body.orgTypes) : null,
    identityCodes: Array.isArray(body.identityCodes) ? strings(body.identityCodes) : null,
    authoritySuffixes: strings(body.authoritySuffixes),
    appCode: typeof body.appCode === "string" ? body.appCode : undefined,
    sourceKey: typeof body.sourceKey === "string" ? body.sourceKey : undefined,
  };
  const { sourceType } = input;
  const fault = (path: string, message: string) => errors.push({ path, message });
  if (sourceType === "app-category") {
    if (input.parentId !== null) fault("parentId", "must be left out for an app category (level 1)");
  } else if (input.parentId === null) {
    fault("parentId", "is required: an app goes under an app category, a page or a directory under an app or a directory");
  }
  const opens = sourceType === "menu" || sourceType === "app";
  if (!opens) {
    if (input.microAppId !== null) fault("microAppId", "only a page (sourceType menu) or an app opens a registered app");
    if (input.url !== null) fault("url", "only a page (sourceType menu) or an app opens a portal page");
  } else if (input.microAppId !== null && input.url !== null) {
    fault("url", "give either microAppId (a registered app) or url (a portal page), not both");
  } else if (sourceType === "menu" && input.microAppId === null && input.url === null) {
    fault("microAppId", "a page opens a registered app (microAppId) or a portal page (url): give one");
  }
  if (sourceType !== "menu") {
    if (input.urlParams !== null) fault("urlParams", "only a page has urlParams");
    if (input.authoritySuffixes.length > 0) fault("authoritySuffixes", "only a page has further authorities");
  }
  if (sourceType !== "app") {
    if (input.appCode !== undefined) fault("appCode", "only an app has an appCode");
    if (input.sourceKey !== undefined) fault("sourceKey", "only an app has a sourceKey");
  }
  if (errors.length > 0) throw fieldErrors(errors);
  return input;
}

/**
 * The parent a sourceType needs (SPEC §2 levels): an app under an app category, a page or a
 * directory under an app or a directory. A message when `parent` is not one, else null.
 */
export function parentFault(sourceType: MenuSourceType, parent: MenuRow): string | null {
  if (sourceType === "app") {
    return parent.source_type === "app-category" ? null : `menu ${parent.id} is not an app category: an app goes under an app category (level 1)`;
  }
  if (parent.source_type === "app" || parent.source_type === "dir") {
    return parent.level + 1 > MAX_MENU_LEVEL ? `menu ${parent.id} is at level ${parent.level}: menus go at most ${MAX_MENU_LEVEL} levels deep` : null;
  }
  return `menu ${parent.id} is ${parent.source_type === "menu" ? "a page" : "an app category"}: a page or a directory goes under an app or a directory`;
}

/** The children a sourceType may have: a category holds apps, an app or a directory pages and directories, a page none. */
export function childAllowed(sourceType: MenuSourceType, child: MenuSourceType): boolean {
  if (sourceType === "app-category") return child === "app";
  if (sourceType === "app" || sourceType === "dir") return child === "menu" || child === "dir";
  return false;
}

/**
 * The language the tenant's menus are named in (`name` is the name in it, SPEC §1; seed-menus.ts
 * TenantMenus.locale): the locale whose names match most of the tenant's categories and apps.
 */
export function tenantMenuLocale(rows: readonly Pick<MenuRow, "name" | "name_all_lang">[]): Locale {
  let best: Locale = "zh-CN";
  let bestScore = -1;
  for (const locale of LOCALES) {
    const score = rows.filter((r) => isPlainObject(r.name_all_lang) && r.name_all_lang[locale] === r.name).length;
    if (score > bestScore) {
      best = locale;
      bestScore = score;
    }
  }
  return best;
}

/** The last "."-part of a code: a main menu's module code and a page's page code (seed-menus.ts uses its spec key). */
export function keyOfCode(code: string): string {
  return code.split(".").pop() ?? code;
}

/** What a page grants and holds: its code and the code with each suffix (seed-menus.ts authoritySuffixes). */
export function authorityCodes(sourceType: MenuSourceType, code: string, suffixes: readonly string[]): string[] {
  return sourceType === "menu" ? [code, ...suffixes.map((s) => `${code}${s}`)] : [];
}

/** The authority codes a role is granted for a menu: a page's authorities; a container's code, a prefix covering the pages under it. */
export function grantCodesOf(row: Pick<MenuRow, "source_type" | "code" | "authority_codes">): string[] {
  if (row.source_type === "menu") return strings(row.authority_codes);
  return row.code ? [row.code] : [];
}

/** The place of a row below its parent, and what it inherits from its ancestors (seed-menus.ts Parent). */
interface Placement {
  level: number;
  full_id: string;
  full_name: string;
  source_key: string | null;
  source_product_code: string | null;
  source_app_code: string | null;
  source_module_code: string | null;
  unique_code: string;
}

/**
 * Where a menu, page or directory stands under `parent` (level 3 and deeper), as seed-menus.ts
 * visitMenu places it: the source codes of its app, its module (a main menu's own), its
 * uniqueCode `<appCode>:<code>`. `moduleKey` is its own module code should it be a main menu.
 */
function placeBelow(parent: Placement & { id: string }, id: string, name: string, code: string, moduleKey: string): Placement {
  const level = parent.level + 1;
  return {
    level,
    full_id: `${parent.full_id}/${id}`,
    full_name: `${parent.full_name}/${name}`,
    source_key: parent.source_key,
    source_product_code: parent.source_product_code,
    source_app_code: parent.source_app_code,
    source_module_code: level === 3 ? moduleKey : parent.source_module_code,
    unique_code: `${parent.source_app_code ?? ""}:${code}`,
  };
}

/** Everything a write decides: the input and what the platform looked up for it. */
export interface MenuWrite {
  tenantId: string;
  id: string;
  input: MenuInput;
  parent: MenuRow | null;
  app: MicroAppRow | null;
  locale: Locale;
  sort: number;
  /** The stored row on a PUT: what the body does not carry is kept. */
  existing: MenuRow | null;
}

/** The icon served for a product (routes/menus-icons.ts; seed-menus.ts productIconUrl). */
function productIconUrl(productCode: string): string {
  return `/platform/api/product/v4/product-icons/${encodeURIComponent(productCode)}.svg`;
}

/** The full row of a written menu, computed as db/seed-menus.ts applicationMenuRows computes a seeded one. */
export function menuRowOf(w: MenuWrite): Insertable<MenusTable> {
  const { input, parent, app, existing } = w;
  const { sourceType, code } = input;
  const name = input.nameAllLang[w.locale];
  const isPage = sourceType === "menu";
  let place: Placement;
  let sourcePageCode: string | null = null;
  if (sourceType === "app-category") {
    place = {
      level: 1,
      full_id: w.id,
      full_name: name,
      source_key: code.replace(/^category\./, ""),
      source_product_code: null,
      source_app_code: null,
      source_module_code: null,
      unique_code: code,
    };
  } else if (sourceType === "app") {
    // Left out on a PUT, an app keeps its own (the user centre's sourceKey is 10000, SPEC §3).
    const wasApp = existing?.source_type === "app" ? existing : null;
    const appCode = input.appCode ?? wasApp?.source_app_code ?? `${code}-web`;
    place = {
      level: 2,
      full_id: `${parent?.full_id ?? ""}/${w.id}`,
      full_name: `${parent?.full_name ?? ""}/${name}`,
      source_key: input.sourceKey ?? wasApp?.source_key ?? code,
      source_product_code: code,
      source_app_code: appCode,
      source_module_code: null,
      unique_code: `${appCode}:${code}`,
    };
  } else {
    // A seeded main menu or page keeps the module and page code of its spec key while its code stays.
    const same = existing !== null && existing.code === code;
    const moduleKey = same && existing.level === 3 && existing.source_module_code ? existing.source_module_code : keyOfCode(code);
    place = placeBelow(placementOf(parent as MenuRow), w.id, name, code, moduleKey);
    sourcePageCode = isPage ? (same && existing.source_page_code ? existing.source_page_code : keyOfCode(code)) : null;
  }
  const integrate = app ? INTEGRATE_TYPE_OF_KIND[app.kind] : isPage || sourceType === "app" ? 0 : null;
  return {
    tenant_id: w.tenantId,
    id: w.id,
    tree: "application",
    parent_id: parent?.id ?? null,
    level: place.level,
    sort: w.sort,
    name,
    name_all_lang: JSON.stringify(input.nameAllLang),
    code,
    type: isPage ? 1 : 0,
    source_type: sourceType,
    source_key: place.source_key,
    source_product_code: place.source_product_code,
    source_app_code: place.source_app_code,
    source_module_code: place.source_module_code,
    source_page_code: sourcePageCode,
    source_integrate_type: integrate,
    url: app ? app.entry : input.url,
    url_params: isPage ? input.urlParams : null,
    popup_type: input.popupType,
    is_home: existing?.is_home ?? false,
    no_auth: existing?.no_auth ?? false,
    disabled: existing?.disabled ?? false,
    icon_class: input.iconClass,
    // An app shows its product's icon (seed-menus.ts); the others have none.
    icon_download_url: sourceType === "app" ? (existing?.source_type === "app" && existing.source_product_code === code ? existing.icon_download_url : null) : null,
    product_icon_file_url: sourceType === "app" ? productIconUrl(code) : null,
    icon_origin: sourceType === "app" ? (existing?.source_type === "app" && existing.source_product_code === code ? existing.icon_origin : 0) : null,
    menu_extends: JSON.stringify(existing ? (Array.isArray(existing.menu_extends) ? existing.menu_extends : []) : []),
    org_types: input.orgTypes ? JSON.stringify(input.orgTypes) : null,
    identity_codes: input.identityCodes ? JSON.stringify(input.identityCodes) : null,
    authority_codes: JSON.stringify(authorityCodes(sourceType, code, input.authoritySuffixes)),
    service_dependencies: JSON.stringify(existing ? (Array.isArray(existing.service_dependencies) ? existing.service_dependencies : []) : []),
    full_id: place.full_id,
    full_name: place.full_name,
    unique_code: place.unique_code,
    micro_app_id: app ? app.id : null,
  };
}

function placementOf(row: Pick<MenuRow, "id" | "level" | "full_id" | "full_name" | "source_key" | "source_product_code" | "source_app_code" | "source_module_code" | "unique_code">): Placement & { id: string } {
  return {
    id: row.id,
    level: row.level,
    full_id: row.full_id,
    full_name: row.full_name,
    source_key: row.source_key,
    source_product_code: row.source_product_code,
    source_app_code: row.source_app_code,
    source_module_code: row.source_module_code,
    unique_code: row.unique_code ?? "",
  };
}

/** A descendant's new place after its ancestor was moved, renamed or recoded. */
export interface Replaced extends Placement {
  id: string;
}

/**
 * The new places of the subtree below `root` (its rows `descendants`, any order) once `root`
 * is written: level, fullId, fullName and what they inherit (sourceKey, product, app and module
 * codes, uniqueCode). Their own fields stay. Only rows that change are returned.
 */
export function replaceDescendants(root: Placement & { id: string }, descendants: readonly MenuRow[]): Replaced[] {
  const byParent = new Map<string, MenuRow[]>();
  for (const row of descendants) {
    if (row.parent_id === null) continue;
    const list = byParent.get(row.parent_id);
    if (list) list.push(row);
    else byParent.set(row.parent_id, [row]);
  }
  const out: Replaced[] = [];
  const visit = (parent: Placement & { id: string }, depth: number) => {
    if (depth > 32) return;
    for (const row of byParent.get(parent.id) ?? []) {
      const code = row.code ?? "";
      const moduleKey = row.level === 3 && row.source_module_code ? row.source_module_code : keyOfCode(code);
      // An app's source codes are its own; a page or directory inherits them from its app.
      const place: Replaced =
        row.source_type === "app" || row.source_type === "app-category"
          ? { ...placementOf(row), level: parent.level + 1, full_id: `${parent.full_id}/${row.id}`, full_name: `${parent.full_name}/${row.name}` }
          : { id: row.id, ...placeBelow(parent, row.id, row.name, code, moduleKey) };
      const changed = (Object.keys(place) as (keyof Replaced)[]).some((k) => place[k] !== (k === "unique_code" ? (row.unique_code ?? "") : row[k]));
      if (changed) out.push(place);
      visit(place, depth + 1);
    }
  };
  visit(root, 1);
  return out;
}

/** The placement of a written row, for replaceDescendants. */
export function placementOfRow(row: Insertable<MenusTable>): Placement & { id: string } {
  return {
    id: row.id,
    level: row.level,
    full_id: row.full_id,
    full_name: row.full_name,
    source_key: row.source_key ?? null,
    source_product_code: row.source_product_code ?? null,
    source_app_code: row.source_app_code ?? null,
    source_module_code: row.source_module_code ?? null,
    unique_code: row.unique_code ?? "",
  };
}

/** A menu as the admin calls answer it (and the audit records it). */
export interface MenuAdminView {
  id: string;
  parentId: string | null;
  level: number;
  sort: number;
  name: string;
  nameAllLang: Record<string, string>;
  code: string | null;
  sourceType: MenuSourceType;
  type: number;
  microAppId: string | null;
  url: string | null;
  urlParams: string | null;
  iconClass: string | null;
  popupType: number | null;
  orgTypes: string[] | null;
  identityCodes: string[] | null;
  authoritySuffixes: string[];
  /** Menu roles holding an exact grant of grantCodes. */
  roles: string[];
  fullId: string;
  fullName: string;
  uniqueCode: string | null;
  sourceKey: string | null;
  sourceProductCode: string | null;
  sourceAppCode: string | null;
  sourceModuleCode: string | null;
  sourcePageCode: string | null;
  sourceIntegrateType: number | null;
  authorityCodes: string[];
  /** What a role is granted for the menu (see grantCodesOf). */
  grantCodes: string[];
}

export function menuAdminView(row: MenuRow, roles: readonly string[]): MenuAdminView {
  const authorities = strings(row.authority_codes);
  const code = row.code;
  const suffixes = code ? authorities.filter((a) => a.startsWith(`${code}:`)).map((a) => a.slice(code.length)) : [];
  const names: Record<string, string> = {};
  if (isPlainObject(row.name_all_lang)) for (const [k, v] of Object.entries(row.name_all_lang)) if (typeof v === "string") names[k] = v;
  return {
    id: row.id,
    parentId: row.parent_id,
    level: row.level,
    sort: row.sort,
    name: row.name,
    nameAllLang: names,
    code,
    sourceType: row.source_type,
    type: row.type,
    microAppId: row.micro_app_id ?? null,
    url: row.url,
    urlParams: row.url_params,
    iconClass: row.icon_class,
    popupType: row.popup_type,
    orgTypes: Array.isArray(row.org_types) ? strings(row.org_types) : null,
    identityCodes: Array.isArray(row.identity_codes) ? strings(row.identity_codes) : null,
    authoritySuffixes: suffixes,
    roles: [...roles].sort(),
    fullId: row.full_id,
    fullName: row.full_name,
    uniqueCode: row.unique_code,
    sourceKey: row.source_key,
    sourceProductCode: row.source_product_code,
    sourceAppCode: row.source_app_code,
    sourceModuleCode: row.source_module_code,
    sourcePageCode: row.source_page_code,
    sourceIntegrateType: row.source_integrate_type,
    authorityCodes: authorities,
    grantCodes: grantCodesOf(row),
  };
}
