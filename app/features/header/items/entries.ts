import { menuName } from "#app/features/menus/menu-tree.rules";
import { withTexts } from "#app/kit/i18n/texts-by-locale";
import { safeHttpUrl } from "#app/kit/security/url-safety";
import type { Entry } from "#app/types/generated/entry";

const MAX_DEPTH = 5;
const MAX_ENTRIES = 50;
const COLOR = /^(#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|rgba?\([\d\s.,%]+\))$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/**
 * SPEC §3 Quick entry and extend entry, read defensively from a platform answer or the
 * scene params: entries without a code and a name are dropped, colours that are not
 * colours are dropped, children at most five levels deep, at most 50 per level.
 */
export function readEntries(raw: unknown, depth = 0): Entry[] {
  if (!Array.isArray(raw) || depth > MAX_DEPTH) return [];
  const entries: Entry[] = [];
  for (const value of raw.slice(0, MAX_ENTRIES)) {
    if (!isRecord(value)) continue;
    const code = text(value["code"]);
    const name = text(value["name"]);
    if (!code || !name) continue;
    const images = Array.isArray(value["images"])
      ? value["images"].filter(
          (image): image is NonNullable<Entry["images"]>[number] =>
            isRecord(image) && ["ICON", "UNSELECT-ICON", "SELECT-ICON"].includes(String(image["imageType"])) && typeof image["iconUrl"] === "string",
        )
      : [];
    const color = (key: string) => {
      const c = text(value[key]);
      return c && COLOR.test(c) ? c : undefined;
    };
    entries.push({
      code,
      name,
      ...withTexts("nameAllLang", value["nameAllLang"]),
      url: text(value["url"]) ?? "",
      openType: value["openType"] === 1 || value["openType"] === "1" ? 1 : 0,
      thumbnailType: value["thumbnailType"] === "IMAGE" ? "IMAGE" : "ICON",
      iconClass: text(value["iconClass"]) ?? "",
      images,
      ...(color("textColor") ? { textColor: color("textColor") } : {}),
      ...(color("textHoverColor") ? { textHoverColor: color("textHoverColor") } : {}),
      showName: value["showName"] !== false,
      popover: value["popover"] === true,
      children: readEntries(value["children"], depth + 1),
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
