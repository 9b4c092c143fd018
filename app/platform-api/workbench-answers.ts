import { withTexts } from "#app/kit/i18n/texts-by-locale";
import { readValid } from "#app/kit/schemas/browser-validate";
import type { BulletinItem } from "#app/types/generated/bulletin-item";
import type { Entry } from "#app/types/generated/entry";
import { validateBulletinItem } from "#app/types/generated/validators/bulletin-item.js";
import { validateEntry } from "#app/types/generated/validators/entry.js";
import { validateWorkbenchConfig } from "#app/types/generated/validators/workbench-config.js";
import type { WorkbenchConfig } from "#app/types/generated/workbench-config";

/**
 * Readers of the workbench answers in the browser: schemas/workbench-config, bulletin-item and
 * entry, checked by their generated validators (ADR 019; no eval, ADR 017). A bad optional
 * field or list item is dropped, a bad required one refuses the answer (null). What is left
 * as code is normalisation: ids the platform sends as numbers become text, texts per locale
 * lose their empty entries, an entry's documented defaults are filled in.
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
/** An id given as a number, as text; anything else as it is (the schema judges it). */
const idAsText = (value: unknown): unknown => (typeof value === "number" && Number.isFinite(value) ? String(value) : value);

/** SPEC §3 Workbench config: all four fields with their types (portalHomeType 0..2), else null. */
export function readWorkbenchConfig(value: unknown): WorkbenchConfig | null {
  return readValid(validateWorkbenchConfig, value);
}

/** A bulletin with id, title, publish time and a known level, else null. */
export function readBulletin(value: unknown): BulletinItem | null {
  const input = isObject(value) ? { ...value, id: idAsText(value["id"]), orgId: idAsText(value["orgId"]) } : value;
  const bulletin = readValid(validateBulletinItem, input);
  if (!bulletin) return null;
  const { titleAllLang, contentAllLang, publisherAllLang, ...fields } = bulletin;
  return { ...fields, ...withTexts("titleAllLang", titleAllLang), ...withTexts("contentAllLang", contentAllLang), ...withTexts("publisherAllLang", publisherAllLang) };
}

const MAX_ENTRY_DEPTH = 5;

/** The entry as the validator should see it: ids as text, children below MAX_ENTRY_DEPTH left out. */
function entryInput(value: unknown, depth: number): unknown {
  if (!isObject(value)) return value;
  const children = value["children"];
  return {
    ...value,
    id: idAsText(value["id"]),
    ...(Array.isArray(children) ? { children: depth >= MAX_ENTRY_DEPTH ? [] : children.map((child) => entryInput(child, depth + 1)) } : {}),
  };
}

/** SPEC §3's defaults of an entry (an ICON thumbnail, the name shown, no popover), at every level. */
function withEntryDefaults(entry: Entry): Entry {
  const { nameAllLang, ...fields } = entry;
  return {
    ...fields,
    ...withTexts("nameAllLang", nameAllLang),
    thumbnailType: entry.thumbnailType ?? "ICON",
    images: entry.images ?? [],
    showName: entry.showName ?? true,
    popover: entry.popover ?? false,
    children: (entry.children ?? []).map(withEntryDefaults),
  };
}

/** SPEC §3 quick entry with code and name (children read the same way, 5 levels at most), else null. */
export function readEntry(value: unknown, depth = 0): Entry | null {
  if (depth > MAX_ENTRY_DEPTH) return null;
  const entry = readValid(validateEntry, entryInput(value, depth));
  return entry && withEntryDefaults(entry);
}
