import { menuName } from "#app/features/menus/menu-tree.rules";
import { withTexts } from "#app/kit/i18n/texts-by-locale";
import { readValid } from "#app/kit/schemas/browser-validate";
import { safeHttpUrl } from "#app/kit/security/url-safety";
import type { Entry } from "#app/types/generated/entry";
import { validateEntry } from "#app/types/generated/validators/entry.js";

const MAX_DEPTH = 5;
const MAX_ENTRIES = 50;
const COLOR = /^(#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|rgba?\([\d\s.,%]+\))$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * SPEC §3 Quick entry and extend entry, read defensively from a platform answer or the
 * scene params: entries without a code and a name are dropped, colours that are not
 * colours are dropped, children at most five levels deep, at most 50 per level.
 *
 * Each entry is checked, without its children, by the generated validator of schemas/entry
 * (ADR 019; no eval, ADR 017): a bad optional field or image is dropped, a bad code or name
 * leaves the entry out. What stays code: the children, read level by level (the depth and the
 * count per level are the portal's limits, not the schema's); colours, a pattern stricter than
 * the schema's text; an empty name leaves the entry out; openType given as digits (1, else 0),
 * thumbnailType IMAGE or else ICON, showName unless false, popover only when true; absent
 * texts are "", and names by locale lose their empty texts.
 */
export function readEntries(raw: unknown, depth = 0): Entry[] {
  if (!Array.isArray(raw) || depth > MAX_DEPTH) return [];
  const entries: Entry[] = [];
  for (const value of raw.slice(0, MAX_ENTRIES)) {
    if (!isRecord(value)) continue;
    const { children, ...fields } = value;
    const entry = readValid(validateEntry, fields);
    if (!entry || !entry.name) continue;
    const color = (c: string | undefined) => (c && COLOR.test(c) ? c : undefined);
    const textColor = color(entry.textColor);
    const textHoverColor = color(entry.textHoverColor);
    entries.push({
      code: entry.code,
      name: entry.name,
      ...withTexts("nameAllLang", entry.nameAllLang),
      url: entry.url ?? "",
      openType: value["openType"] === 1 || value["openType"] === "1" ? 1 : 0,
      thumbnailType: entry.thumbnailType === "IMAGE" ? "IMAGE" : "ICON",
      iconClass: entry.iconClass ?? "",
      images: entry.images ?? [],
      ...(textColor ? { textColor } : {}),
      ...(textHoverColor ? { textHoverColor } : {}),
      showName: entry.showName !== false,
      popover: entry.popover === true,
      children: readEntries(children, depth + 1),
    });
  }
  return entries;
}

/**
 * SPEC §3 nameAllLang ("name is the fallback"), for entries as for menus: each entry, its
 * children too, named in `locale`. New objects; entries without names per locale keep theirs.
 */
export function entriesInLocale(entries: readonly Entry[], locale: string): Entry[] {
  return entries.map((entry) => ({ ...entry, name: menuName(entry, locale) || entry.name, children: entriesInLocale(entry.children ?? [], locale) }));
}

/** The images of an IMAGE thumbnail: the plain one, and those for the idle and the hovered state. */
export function entryImages(entry: Pick<Entry, "images">): { icon: string | null; unselected: string | null; selected: string | null } {
  const find = (type: string) => safeHttpUrl(entry.images?.find((image) => image.imageType === type)?.iconUrl);
  const icon = find("ICON");
  const unselected = find("UNSELECT-ICON") ?? icon;
  return { icon, unselected, selected: find("SELECT-ICON") ?? unselected };
}

/** Where an entry leads: a checked URL and whether it opens a new window (openType 1), or null for a group. */
export function entryTarget(entry: Pick<Entry, "url" | "openType">): { href: string; newWindow: boolean } | null {
  const href = safeHttpUrl(entry.url);
  return href ? { href, newWindow: entry.openType === 1 } : null;
}
