import type { StandaloneValidator } from "#app/kit/schemas/browser-validate";
import { namedChild, type AjvFault } from "#app/kit/schemas/validation-errors";
import type { EntryKind, EntryRecord, EntryWrites } from "#app/platform-api/entries-admin";
import { validateDashboardWrite } from "#app/types/generated/validators/dashboard-write.js";
import { validateHelpUrlWrite } from "#app/types/generated/validators/help-url-write.js";
import { validatePortalEntryWrite } from "#app/types/generated/validators/portal-entry-write.js";
import { validateSideEntryWrite } from "#app/types/generated/validators/side-entry-write.js";

/**
 * The entry form's fields per kind (ADR 023; schemas/<kind>-write.schema.json), how its values
 * become a body and back, and how a schema's faults land on its fields. Pure.
 */

export const NAME_LOCALES = ["zh-CN", "en", "sv-SE"] as const;

export type FieldWidget = "text" | "link" | "select" | "switch";

export interface EntryField {
  /** The body's property the field edits. */
  name: string;
  widget: FieldWidget;
  /** The select's values; their labels are `adminConsole.entries.options.<name>.<value>`. */
  options?: readonly (string | number)[];
  required?: boolean;
}

const PORTAL_ENTRY_FIELDS: readonly EntryField[] = [
  { name: "code", widget: "text", required: true },
  { name: "url", widget: "link", required: true },
  { name: "openType", widget: "select", options: [0, 1] },
  { name: "thumbnailType", widget: "select", options: ["ICON", "IMAGE"] },
  { name: "iconClass", widget: "text" },
  { name: "imageUrl", widget: "link" },
  { name: "textColor", widget: "text" },
  { name: "textHoverColor", widget: "text" },
  { name: "showName", widget: "switch" },
];

/** The fields of each kind, after the three names. */
export const ENTRY_FIELDS: Record<EntryKind, readonly EntryField[]> = {
  "quick-entries": PORTAL_ENTRY_FIELDS,
  "extend-entries": PORTAL_ENTRY_FIELDS,
  "side-entries": [
    { name: "linkType", widget: "select", options: [1, 2] },
    { name: "contentUrl", widget: "link" },
    { name: "source", widget: "link" },
    { name: "iconClass", widget: "text" },
    { name: "openType", widget: "select", options: [0, 1] },
  ],
  dashboards: [
    { name: "contentUrl", widget: "link", required: true },
    { name: "icon", widget: "text" },
    { name: "orgId", widget: "text" },
  ],
  "help-urls": [
    { name: "productCode", widget: "text", required: true },
    { name: "url", widget: "link", required: true },
    { name: "integrateType", widget: "select", options: [1, 0] },
  ],
};

/** The link an entry opens, for the list's column. */
export function entryLink(kind: EntryKind, record: EntryRecord): string {
  const r = record as unknown as Record<string, unknown>;
  const link = kind === "side-entries" ? (r.linkType === 2 ? r.source : r.contentUrl) : kind === "dashboards" ? r.contentUrl : r.url;
  return typeof link === "string" ? link : "";
}

const DEFAULTS: Record<EntryKind, Record<string, unknown>> = {
  "quick-entries": { openType: 0, thumbnailType: "ICON", showName: true },
  "extend-entries": { openType: 0, thumbnailType: "ICON", showName: true },
  "side-entries": { linkType: 1, openType: 0 },
  dashboards: {},
  "help-urls": { integrateType: 1 },
};

export type FormValues = Record<string, unknown> & { nameAllLang?: Partial<Record<(typeof NAME_LOCALES)[number], string>> };

/** The form's first values: an entry's fields (its names in every locale, missing ones empty), or a new entry's defaults. */
export function formValuesOf(kind: EntryKind, record: EntryRecord | null): FormValues {
  if (!record) return { ...DEFAULTS[kind], nameAllLang: { "zh-CN": "", en: "", "sv-SE": "" } };
  const { id: _id, name, childCount: _children, nameAllLang, ...fields } = record as EntryRecord & { nameAllLang?: Record<string, string> };
  const names = Object.fromEntries(NAME_LOCALES.map((locale) => [locale, nameAllLang?.[locale] ?? name ?? ""]));
  const values: FormValues = { ...DEFAULTS[kind], ...fields, nameAllLang: names };
  if (kind === "dashboards" && values.orgId === null) values.orgId = "";
  return values;
}

/** The body of a create or update from the form's values: the kind's fields only, texts trimmed, an empty org the whole tenant. */
export function bodyOf<K extends EntryKind>(kind: K, values: FormValues): EntryWrites[K] {
  const body: Record<string, unknown> = { nameAllLang: Object.fromEntries(NAME_LOCALES.map((locale) => [locale, String(values.nameAllLang?.[locale] ?? "").trim()])) };
  for (const field of ENTRY_FIELDS[kind]) {
    const value = values[field.name];
    if (field.widget === "switch") body[field.name] = value !== false;
    else if (field.widget === "select") {
      if (value !== undefined && value !== null) body[field.name] = value;
    } else body[field.name] = typeof value === "string" ? value.trim() : "";
  }
  if (kind === "dashboards") body.orgId = body.orgId === "" ? null : body.orgId;
  return body as unknown as EntryWrites[K];
}

const VALIDATORS: Record<EntryKind, StandaloneValidator<unknown>> = {
  "quick-entries": validatePortalEntryWrite,
  "extend-entries": validatePortalEntryWrite,
  "side-entries": validateSideEntryWrite,
  dashboards: validateDashboardWrite,
  "help-urls": validateHelpUrlWrite,
};

/** One fault on one field: the field's name path and the message's key and values, or the platform's words. */
export interface EntryFault {
  field: (string | number)[];
  messageKey: string | null;
  params: Record<string, unknown>;
  message: string;
}

/** The words the console has for a schema keyword (`adminConsole.errors.<keyword>`), or a link's own words. */
const WORDED = new Set(["type", "enum", "pattern", "required", "minLength", "maxLength", "const"]);

function fieldOfPointer(pointer: string): (string | number)[] {
  return pointer
    .split("/")
    .slice(1)
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** The faults of a body against its kind's schema (the same schema the platform checks), one per field. */
export function entryFaults(kind: EntryKind, body: unknown): EntryFault[] {
  const validate = VALIDATORS[kind];
  if (validate(body)) return [];
  const seen = new Set<string>();
  const out: EntryFault[] = [];
  for (const fault of (validate.errors ?? []) as readonly AjvFault[]) {
    const child = namedChild(fault);
    const pointer = child === undefined ? fault.instancePath : `${fault.instancePath}/${child}`;
    // anyOf / if-then-else add a summary fault after the branch's own: the first one per field is the telling one.
    if (seen.has(pointer) || fault.keyword === "anyOf" || fault.keyword === "if") continue;
    seen.add(pointer);
    const link = fault.schemaPath.includes("/$defs/link/");
    const blank = fault.schemaPath.includes("/$defs/name/") && fault.keyword === "pattern";
    const messageKey = link ? "adminConsole.entries.errors.link" : blank ? "adminConsole.entries.errors.blank" : WORDED.has(fault.keyword) ? `adminConsole.errors.${fault.keyword}` : null;
    out.push({ field: fieldOfPointer(pointer), messageKey, params: { ...fault.params }, message: fault.message ?? fault.keyword });
  }
  return out;
}

/** The platform's faults (`{ path: "nameAllLang/en", message }`) as field faults in its own words. */
export function platformFaults(errors: readonly { path: string; message: string }[]): EntryFault[] {
  return errors.map((error) => ({ field: error.path.split("/").filter(Boolean), messageKey: null, params: {}, message: error.message }));
}

/** The ids of a list after moving one entry by `step` (−1 up, +1 down); the same order when it cannot move. */
export function movedIds(ids: readonly string[], id: string, step: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
