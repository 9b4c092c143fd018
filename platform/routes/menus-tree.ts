import type { Selectable } from "kysely";
import type { MenusTable } from "../db/schema.ts";
import type { MenuMicroApp } from "./micro-app-records.ts";

export type MenuRow = Selectable<MenusTable>;

/** The authorities a user holds in a tenant: every one (an all-menus role) or those granted. */
export interface MenuGrants {
  all: boolean;
  /** Authority codes or code prefixes ("pmpp.schedule" covers "pmpp.schedule.plan"). */
  codes: readonly string[];
}

/** What a tree is limited to (SPEC §4 Org switch / Identity switch, §7 productCode). */
export interface MenuFilter {
  /** The selected org's type; null: no org limit (the internal portal menus). */
  orgType: string | null;
  /** A business identity code; null or 'Default': every system. */
  identityCode: string | null;
  /** Only this product's applications. */
  productCode?: string | undefined;
}

export interface MenuNodeOptions {
  includeExtends: boolean;
  /** The tenant's registered apps by id: a node whose menu opens one carries it. */
  microApps?: ReadonlyMap<string, MenuMicroApp>;
}

/**
 * A MenuNode as in schemas/menu-node.schema.json. Optional fields without a value are left
 * out (a 20,000-page tree is a fifth smaller for it); `children` is always there.
 */
export interface MenuNodeOut {
  id: string;
  name: string;
  nameAllLang?: Record<string, string>;
  code?: string;
  type: number;
  level: number;
  fullId: string;
  fullName: string;
  uniqueCode?: string;
  isHome: boolean;
  disabled: boolean;
  noAuth: boolean;
  iconClass?: string;
  sourceType: MenuRow["source_type"];
  sourceKey?: string;
  sourceProductCode?: string;
  sourceAppCode?: string;
  sourceModuleCode?: string;
  sourcePageCode?: string;
  sourceMenuAuthorities: string[];
  sourceIntegrateType?: number;
  url?: string;
  urlParams?: string;
  popupType?: number;
  iconDownloadUrl?: string;
  productIconFileUrl?: string;
  iconOrigin?: number;
  menuExtends?: { extendCode: string; value: string | null }[];
  /** The registered app the menu opens (SPEC §3 Registered micro-app); url and sourceIntegrateType are its entry and kind. */
  microAppId?: string;
  microApp?: MenuMicroApp;
  children: MenuNodeOut[];
}

const CONTAINERS: ReadonlySet<string> = new Set(["app-category", "app", "dir"]);

/** True when a grant covers the authority: the same code, or a prefix ending at a ".". */
export function grantCovers(grant: string, authority: string): boolean {
  return authority === grant || (authority.startsWith(grant) && authority.charAt(grant.length) === ".");
}

/** The authorities among `authorities` the grants hold. */
export function heldAuthorities(grants: MenuGrants, authorities: readonly string[]): string[] {
  if (grants.all) return [...authorities];
  return authorities.filter((a) => grants.codes.some((g) => grantCovers(g, a)));
}

function stringList(value: unknown): string[] | null {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : null;
}

function names(value: unknown): Record<string, string> | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) if (typeof v === "string") out[k] = v;
  return out;
}

function extendsOf(value: unknown): { extendCode: string; value: string | null }[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((e): e is { extendCode: string; value?: unknown } => typeof e === "object" && e !== null && typeof e.extendCode === "string")
    .map((e) => ({ extendCode: e.extendCode, value: typeof e.value === "string" ? e.value : null }));
}

/** Whether a row (and so its subtree) is shown under the filter. */
function shown(row: MenuRow, filter: MenuFilter): boolean {
  if (filter.orgType !== null) {
    const orgTypes = stringList(row.org_types);
    if (orgTypes && !orgTypes.includes(filter.orgType)) return false;
  }
  if (filter.identityCode && filter.identityCode !== "Default") {
    const systems = stringList(row.identity_codes);
    if (systems && !systems.includes(filter.identityCode)) return false;
  }
  if (filter.productCode !== undefined && row.source_type !== "app-category") {
    if (row.source_product_code !== filter.productCode) return false;
  }
  return true;
}

/** The optional fields of a node and the columns they come from. */
const OPTIONAL_FIELDS = [
  ["code", "code"],
  ["uniqueCode", "unique_code"],
  ["iconClass", "icon_class"],
  ["sourceKey", "source_key"],
  ["sourceProductCode", "source_product_code"],
  ["sourceAppCode", "source_app_code"],
  ["sourceModuleCode", "source_module_code"],
  ["sourcePageCode", "source_page_code"],
  ["sourceIntegrateType", "source_integrate_type"],
  ["url", "url"],
  ["urlParams", "url_params"],
  ["popupType", "popup_type"],
  ["iconDownloadUrl", "icon_download_url"],
  ["productIconFileUrl", "product_icon_file_url"],
  ["iconOrigin", "icon_origin"],
] as const satisfies readonly (readonly [keyof MenuNodeOut, keyof MenuRow])[];

function toNode(row: MenuRow, held: string[], children: MenuNodeOut[], options: MenuNodeOptions): MenuNodeOut {
  const node: MenuNodeOut = {
    id: row.id,
    name: row.name,
    type: row.type,
    level: row.level,
    fullId: row.full_id,
    fullName: row.full_name,
    isHome: row.is_home,
    disabled: row.disabled,
    noAuth: row.no_auth,
    sourceType: row.source_type,
    sourceMenuAuthorities: held,
    children,
  };
  const allLang = names(row.name_all_lang);
  if (allLang) node.nameAllLang = allLang;
  const target = node as unknown as Record<string, unknown>;
  for (const [field, column] of OPTIONAL_FIELDS) {
    const value = row[column];
    if (value !== null && value !== undefined) target[field] = value;
  }
  if (options.includeExtends) node.menuExtends = extendsOf(row.menu_extends);
  if (row.micro_app_id !== null && row.micro_app_id !== undefined) {
    node.microAppId = row.micro_app_id;
    const app = options.microApps?.get(row.micro_app_id);
    if (app) node.microApp = app;
  }
  return node;
}

/**
 * Builds the menu tree of `rows` (one tenant, one tree) as the user sees it: rows outside
 * the filter are dropped with their subtree, and so are directories, applications and
 * categories left without children. A page holds the authorities of its authority codes the
 * grants cover; a directory, application or category holds its own code when any page under
 * it holds something (SPEC §6 "Menu access is per menu authority codes").
 */
export function buildMenuTree(rows: readonly MenuRow[], filter: MenuFilter, grants: MenuGrants, options: MenuNodeOptions): MenuNodeOut[] {
  const byParent = new Map<string | null, MenuRow[]>();
  for (const row of rows) {
    const list = byParent.get(row.parent_id);
    if (list) list.push(row);
    else byParent.set(row.parent_id, [row]);
  }
  for (const list of byParent.values()) list.sort((a, b) => a.sort - b.sort || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

  const visit = (row: MenuRow, depth: number): MenuNodeOut | null => {
    if (!shown(row, filter)) return null;
    const children: MenuNodeOut[] = [];
    // Depth guard against a parent cycle in stored data.
    if (depth < 32) {
      for (const child of byParent.get(row.id) ?? []) {
        const node = visit(child, depth + 1);
        if (node) children.push(node);
      }
    }
    const container = CONTAINERS.has(row.source_type);
    if (container && children.length === 0) return null;
    const held = container
      ? children.some((c) => c.sourceMenuAuthorities.length > 0) && row.code
        ? [row.code]
        : []
      : heldAuthorities(grants, stringList(row.authority_codes) ?? []);
    return toNode(row, held, children, options);
  };

  const roots: MenuNodeOut[] = [];
  for (const row of byParent.get(null) ?? []) {
    const node = visit(row, 1);
    if (node) roots.push(node);
  }
  return roots;
}

/** Depth-first search of a tree; the first node `match` accepts, or null. */
export function findMenuNode(nodes: readonly MenuNodeOut[], match: (node: MenuNodeOut) => boolean): MenuNodeOut | null {
  const stack = [...nodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node) break;
    if (match(node)) return node;
    for (let i = node.children.length - 1; i >= 0; i--) {
      const child = node.children[i];
      if (child) stack.push(child);
    }
  }
  return null;
}
