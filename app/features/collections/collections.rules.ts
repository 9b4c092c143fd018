import type { MenuNode } from "#app/types/generated/menu-node.ts";
import { DEFAULT_COLLECTED_MENU } from "#app/kit/schemas/defaults.ts";
import { ABOUT_BLANK_MENU_CODE, MENU_LEVEL_APP_CATEGORY, NO_HEADER_COLLECT_BIZ_TYPE, NO_MENU_PERMISSION } from "../../kit/constants.ts";
import { findMenuByProductAndCode, menuName, type MenuIndex, type MenuInput } from "../menus/menu-tree.rules.ts";
import { withTexts } from "../../kit/i18n/texts-by-locale.ts";
import { readValid } from "#app/kit/schemas/browser-validate.ts";
import { validateCollectedMenu } from "#app/types/generated/validators/collected-menu.js";

/** SPEC §3 Collected menu. `id` is the collection's id, absent until the platform assigns it. */
export interface CollectedMenu {
  id?: string | null;
  menuName: string;
  productCode: string;
  appCode?: string | null;
  /** SPEC §3: default "dir". */
  sourceType: string;
  tenantId?: string | null;
  userId?: string | null;
  /** The menu's authority code (the menu node's `code`). */
  menuAuthCode: string;
  bizType?: string | null;
  /** The menu's names by locale (SPEC §3 nameAllLang), when the platform sends them; `menuName` is the fallback. */
  menuNameAllLang?: Record<string, string> | null;
}

const DEFAULT_SOURCE_TYPE = DEFAULT_COLLECTED_MENU.sourceType;
const nonEmpty = (value: unknown): value is string => typeof value === "string" && value.trim().length > 0;
const optionalString = (value: unknown): string | null => (typeof value === "string" ? value : null);

/** `{ menuNameAllLang }` when there are names, else nothing (an entry without them has no such key). */
const withNames = (value: unknown) => withTexts("menuNameAllLang", value);

/** Where the star is shown: the left menu star only applies to page menus (type 1). */
export type StarPlace = "leftMenu" | "other";

/**
 * SPEC §5 Collect: a menu may be starred only if it is not level 1, has a code, and is not
 * 'pmpp.common.about-blank'; in the left menu only type 1 items; a menu with noAuth cannot
 * be collected.
 */
export function canStarMenu(menu: unknown, place: StarPlace = "other"): boolean {
  if (typeof menu !== "object" || menu === null) return false;
  const node = menu as Partial<MenuNode>;
  if (node.level === MENU_LEVEL_APP_CATEGORY || !nonEmpty(node.code) || node.code === ABOUT_BLANK_MENU_CODE || node.noAuth === true) return false;
  return place !== "leftMenu" || node.type === 1;
}

/** The placeholder id an entry is checked with before the platform has given it one (its `id` is then null). */
const UNSAVED_ID = "unsaved";

/**
 * SPEC §3 Collected menu: a valid entry from anything (product code and menu code required),
 * else null. Checked by the generated validator of schemas/collected-menu (ADR 019; no eval,
 * ADR 017): a bad optional field is dropped, a missing menu name is "". What stays code:
 * - the id: the schema describes a saved entry, which has one; an entry the portal adds before
 *   the platform answers has none, so it is checked with a placeholder and read with id null
 *   (an id given as a number becomes text);
 * - codes of blanks only refuse the entry, an empty source type is the default "dir", and absent
 *   fields become null;
 * - the names by locale, which the schema does not list: read as texts per locale.
 */
export function readCollectedMenu(value: unknown): CollectedMenu | null {
  if (typeof value !== "object" || value === null) return null;
  const raw = value as Record<string, unknown>;
  const id = typeof raw["id"] === "number" ? String(raw["id"]) : raw["id"];
  const entry = readValid(validateCollectedMenu, { ...raw, id: nonEmpty(id) ? id : UNSAVED_ID }, { menuName: "" });
  if (!entry || !nonEmpty(entry.productCode) || !nonEmpty(entry.menuAuthCode)) return null;
  return {
    id: optionalString(id),
    menuName: entry.menuName,
    productCode: entry.productCode,
    appCode: entry.appCode ?? null,
    sourceType: nonEmpty(entry.sourceType) ? entry.sourceType : DEFAULT_SOURCE_TYPE,
    tenantId: entry.tenantId ?? null,
    userId: entry.userId ?? null,
    menuAuthCode: entry.menuAuthCode,
    bizType: entry.bizType ?? null,
    ...withNames(raw["menuNameAllLang"]),
  };
}

/** A collected menu's name in `locale` (SPEC §3 nameAllLang, same rules as menu names), else its stored name, else its code. */
export function collectedMenuName(entry: CollectedMenu, locale: unknown): string {
  if (typeof entry !== "object" || entry === null) return "";
  return menuName({ name: entry.menuName, nameAllLang: entry.menuNameAllLang ?? undefined }, locale) || (typeof entry.menuAuthCode === "string" ? entry.menuAuthCode : "");
}

/** SPEC §3 Collected menu: the valid entries of a collected list from anything, each product + menu code once. */
export function readCollectedList(value: unknown): CollectedMenu[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const list: CollectedMenu[] = [];
  for (const item of value as unknown[]) {
    const entry = readCollectedMenu(item);
    if (!entry) continue;
    const key = `${entry.productCode}\u0000${entry.menuAuthCode}`;
    if (seen.has(key)) continue;
    seen.add(key);
    list.push(entry);
  }
  return list;
}

function sameMenu(entry: CollectedMenu, menu: Partial<MenuNode>): boolean {
  return entry.productCode === menu.sourceProductCode && entry.menuAuthCode === menu.code;
}

/** SPEC §5: whether the menu is in the collected list (same product code and menu code). */
export function isMenuCollected(collected: unknown, menu: unknown): boolean {
  if (typeof menu !== "object" || menu === null) return false;
  return readCollectedList(collected).some((entry) => sameMenu(entry, menu as Partial<MenuNode>));
}

export interface CollectContext {
  tenantId?: string | null;
  userId?: string | null;
  bizType?: string | null;
  locale?: string | null;
}

export interface CollectToggle {
  /** The new collected list, as shown (the store sends only the one change, SPEC §7 per-item calls; ADR 033). */
  list: CollectedMenu[];
  /** Whether the menu is collected after the toggle. */
  collected: boolean;
  /** False when the menu cannot be starred: nothing is sent. */
  changed: boolean;
}

/**
 * SPEC §4 Other behaviours "Collecting from a menu sends the updated collection list", §5
 * Collect. A collected menu is removed, another one appended (name in `locale`, sourceType
 * "dir" unless the menu says otherwise). A menu that cannot be starred (canStarMenu) is
 * not collected; it may still be removed when it is in the list. Returns a new list.
 */
export function toggleCollect(collected: unknown, menu: unknown, context: CollectContext = {}, place: StarPlace = "other"): CollectToggle {
  const list = readCollectedList(collected);
  if (typeof menu !== "object" || menu === null) return { list, collected: false, changed: false };
  const node = menu as Partial<MenuNode>;
  if (list.some((entry) => sameMenu(entry, node))) {
    return { list: list.filter((entry) => !sameMenu(entry, node)), collected: false, changed: true };
  }
  if (!canStarMenu(node, place) || !nonEmpty(node.sourceProductCode)) return { list, collected: false, changed: false };
  const ctx = typeof context === "object" && context !== null ? context : {};
  const entry: CollectedMenu = {
    menuName: menuName(node, ctx.locale),
    productCode: node.sourceProductCode,
    appCode: optionalString(node.sourceAppCode),
    sourceType: nonEmpty(node.sourceType) ? node.sourceType : DEFAULT_SOURCE_TYPE,
    tenantId: optionalString(ctx.tenantId),
    userId: optionalString(ctx.userId),
    menuAuthCode: node.code!,
    bizType: optionalString(ctx.bizType),
    ...withNames(node.nameAllLang),
  };
  return { list: [...list, entry], collected: true, changed: true };
}

/** Opening a collected menu: the menu, or the warning 'noMenuPermission' (SPEC §5). */
export type CollectedOpen = { kind: "open"; menu: MenuNode } | { kind: "warning"; key: typeof NO_MENU_PERMISSION };

/**
 * SPEC §5 "A collected menu that cannot be found gives the warning 'noMenuPermission'": finds
 * the entry's menu by product code and menu code in the visible menus. Not found, noAuth or
 * disabled gives the warning.
 */
export function openCollectedMenu(entry: unknown, menus: MenuInput | MenuIndex): CollectedOpen {
  const read = readCollectedMenu(entry);
  const menu = read ? findMenuByProductAndCode(menus, read.productCode, read.menuAuthCode) : null;
  if (!menu || menu.noAuth === true || menu.disabled === true) return { kind: "warning", key: NO_MENU_PERMISSION };
  return { kind: "open", menu };
}

/** SPEC §6 "Header collecting needs showAddEntry on, which is off for bizType dcost." */
export function headerCollectEnabled(context: { showAddEntry?: unknown; bizType?: unknown }): boolean {
  if (typeof context !== "object" || context === null) return false;
  return context.showAddEntry === true && context.bizType !== NO_HEADER_COLLECT_BIZ_TYPE;
}
