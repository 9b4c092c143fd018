import type { ConfigKind, VersionRecord } from "#app/platform-api/tenant-config";
import { changedPointers, valueAt, valueText } from "./config-diff.rules";
import { FORM_SCHEMAS, schemaFields, type FieldSpec, type FormSchemaName } from "./schema-form/schema-fields.rules";
import { FORM_SCHEMA_JSON } from "./schema-form/validate-config";

/**
 * The config's history as a person reads it (ADR 020, ADR 058): a version's action and actor in
 * words, each field of a diff by its title and each value by its label in the admin's language
 * (the labels the forms use), and a conflict's fields merged by the admin's choice. Pure: the
 * texts are i18n keys, looked up by the component with `t`.
 */

/** A text to show: an i18n key with its parameters, or a text shown as it is. */
export type Wording = { key: string; params?: Record<string, unknown> } | { text: string };

/** The account the platform writes for what it did itself (a value stored before versions were kept). */
export const SYSTEM_ACCOUNT = "system";

/** What a version did, in words: 初始配置 for the import, a rollback with the version it restored. */
export function versionActionWording(record: Pick<VersionRecord, "action" | "restoredFrom">): Wording {
  if (record.action === "import") return { key: "adminConsole.history.actions.import" };
  if (record.action === "rollback" && typeof record.restoredFrom === "number") return { key: "adminConsole.history.actions.rollbackFrom", params: { version: record.restoredFrom } };
  if (record.action === "publish" || record.action === "rollback") return { key: `adminConsole.versions.actions.${record.action}` };
  return { text: record.action };
}

/** Who did it: the platform itself as 系统, an admin by their account. */
export function actorWording(account: string): Wording {
  return account === SYSTEM_ACCOUNT ? { key: "adminConsole.history.system" } : { text: account };
}

const isFormSchema = (kind: string): kind is FormSchemaName => (FORM_SCHEMAS as readonly string[]).includes(kind);

const fieldCache = new Map<FormSchemaName, Map<string, FieldSpec>>();

/** The form's field of a config kind's top-level property, or undefined. */
function formField(kind: FormSchemaName, name: string): FieldSpec | undefined {
  let fields = fieldCache.get(kind);
  if (!fields) {
    fields = new Map(schemaFields(kind, FORM_SCHEMA_JSON[kind]).map((field) => [field.name, field]));
    fieldCache.set(kind, fields);
  }
  return fields.get(name);
}

const topOf = (pointer: string) => pointer.slice(1).split("/")[0]?.replace(/~1/g, "/").replace(/~0/g, "~") ?? "";

/**
 * Where a changed field's title may be, in order (the first the locale has is shown; else the
 * field's name): a config kind's schema title, or the label the resource's own form gives it.
 */
export function fieldLabelKeys(subject: string, pointer: string): string[] {
  const field = topOf(pointer);
  if (field === "") return ["adminConsole.versions.whole"];
  if (isFormSchema(subject)) return formField(subject, field) ? [`adminConsole.fields.${subject}.${field}.title`] : [];
  switch (subject) {
    case "layout-override":
      return field === "layouts" ? ["adminConsole.layout.title"] : [];
    case "micro-app":
      return [`adminConsole.apps.fields.${field}`, `adminConsole.apps.app.${field}`, `adminConsole.history.recordFields.${field}`];
    case "menu":
      return [`adminConsole.apps.menu.${field}`, `adminConsole.apps.fields.${field}`, `adminConsole.history.recordFields.${field}`];
    case "watermark":
      return [`adminConsole.watermark.fields.${field}.title`, `adminConsole.history.recordFields.${field}`];
    case "announcement":
      return [`adminConsole.announcements.columns.${field}`, `adminConsole.announcements.fields.${field}`, `adminConsole.history.recordFields.${field}`];
    default:
      // The entry lists (ADR 023): quick, extend and side entries, dashboards, help links.
      return [`adminConsole.entries.fields.${field}`, `adminConsole.entries.columns.${field}`, `adminConsole.history.recordFields.${field}`];
  }
}

/**
 * Where the label of a value may be, in order, for a field whose values are codes (an enum, a
 * 0/1 switch, a component name); empty for a field whose value is shown as it is.
 */
export function valueLabelKeys(subject: string, pointer: string, value: unknown): string[] {
  if (typeof value === "boolean") return [`adminConsole.history.${value ? "on" : "off"}`];
  if (typeof value !== "string" && typeof value !== "number") return [];
  const field = topOf(pointer);
  const code = String(value);
  if (isFormSchema(subject)) {
    // The Watermark section's choice between all menus and the listed ones (SPEC §3 watermarkScopeType).
    if (subject === "header-theme" && field === "watermarkScopeType") return [`adminConsole.watermark.tenant.watermarkScopeType.${value === 0 ? "all" : "menus"}`];
    const spec = formField(subject, field);
    if (spec?.widget === "select") return [`adminConsole.fields.${subject}.${field}.options.${code}`];
    if (spec?.widget === "flag") return [`adminConsole.history.${value === 1 ? "on" : "off"}`];
    return [];
  }
  switch (subject) {
    case "micro-app":
      return field === "kind" ? [`adminConsole.apps.kinds.${code}`] : [];
    case "menu":
      return field === "sourceType" ? [`adminConsole.apps.sourceTypes.${code}`] : [];
    case "watermark":
      return field === "type" || field === "position" ? [`adminConsole.watermark.fields.${field}.options.${code}`] : [];
    case "announcement":
      return field === "kind" || field === "level" || field === "status" ? [`adminConsole.announcements.${field === "status" ? "statuses" : `${field}s`}.${code}`] : [];
    case "layout-override":
      return [];
    default:
      return ["openType", "thumbnailType", "linkType", "integrateType"].includes(field) ? [`adminConsole.entries.options.${field}.${code}`] : [];
  }
}

/** A translator as the console's i18next has it: a key's text, and whether the locale has it. */
export interface Translate {
  t: (key: string, params?: Record<string, unknown>) => string;
  exists: (key: string) => boolean;
}

/** The text of the first key the locale has, else `fallback`. */
function firstText({ t, exists }: Translate, keys: readonly string[], fallback: string): string {
  const key = keys.find((candidate) => exists(candidate));
  return key ? t(key) : fallback;
}

export function wordingText(tr: Translate, wording: Wording): string {
  return "key" in wording ? tr.t(wording.key, wording.params) : wording.text;
}

/** A changed field's title in the admin's language, else its name (a field the console has no title for). */
export function fieldLabel(tr: Translate, subject: string, pointer: string): string {
  return firstText(tr, fieldLabelKeys(subject, pointer), topOf(pointer) || pointer);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** One layout override entry (ADR 022) in words: its view mode and portal type, then each region's change. */
function layoutEntryText(tr: Translate, entry: unknown): string {
  if (!isRecord(entry)) return valueText(entry) ?? "";
  const mode = typeof entry["viewMode"] === "string" ? firstText(tr, [`adminConsole.layout.viewModes.${entry["viewMode"]}.title`], entry["viewMode"]) : tr.t("adminConsole.history.layout.anyViewMode");
  const type = typeof entry["portalType"] === "string" ? firstText(tr, [`adminConsole.layout.portalTypes.${entry["portalType"]}.title`], entry["portalType"]) : tr.t("adminConsole.history.layout.anyPortalType");
  const regions = isRecord(entry["regions"]) ? Object.entries(entry["regions"]) : [];
  const changes = regions.map(([region, change]) => {
    const name = firstText(tr, [`adminConsole.layout.regions.${region}.title`], region);
    if (!isRecord(change)) return name;
    const parts: string[] = [];
    if (typeof change["component"] === "string") parts.push(firstText(tr, [`adminConsole.layout.components.${change["component"]}`], change["component"]));
    if (change["visible"] === false) parts.push(tr.t("adminConsole.history.layout.hidden"));
    if (change["visible"] === true) parts.push(tr.t("adminConsole.history.layout.shown"));
    if (["when", "slots", "items"].some((key) => key in change)) parts.push(tr.t("adminConsole.history.layout.more"));
    return `${name}: ${parts.join(", ")}`;
  });
  return `${mode} · ${type} — ${changes.length > 0 ? changes.join("; ") : tr.t("adminConsole.history.layout.noRegions")}`;
}

/** What names an item of a list (an entry, a child): its name in any language, else its code or id. */
function itemName(item: Record<string, unknown>): string | undefined {
  for (const key of ["name", "title", "code", "id"]) {
    const value = item[key];
    if (typeof value === "string" && value !== "") return value;
    if (isRecord(value)) {
      const first = Object.values(value).find((text): text is string => typeof text === "string" && text !== "");
      if (first) return first;
    }
  }
  return undefined;
}

/**
 * A field's value as one readable text: a code by its label (an enum, a switch, a component),
 * a list of items by their names, a layout override by its regions, texts by language
 * (zh-CN: …), an empty text as (空); anything else as it is. Undefined stays undefined (not set).
 */
export function valueLabel(tr: Translate, subject: string, pointer: string, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === "") return tr.t("adminConsole.history.empty");
  const keys = valueLabelKeys(subject, pointer, value);
  if (keys.length > 0) return firstText(tr, keys, valueText(value) ?? "");
  if (subject === "layout-override" && topOf(pointer) === "layouts" && Array.isArray(value)) return value.length === 0 ? tr.t("adminConsole.history.none") : value.map((entry) => layoutEntryText(tr, entry)).join("\n");
  if (Array.isArray(value) && value.length > 0 && value.every(isRecord)) {
    const names = value.map((item) => itemName(item));
    if (names.every((name) => name !== undefined)) return tr.t("adminConsole.history.items", { count: value.length, names: names.join(", ") });
  }
  if (Array.isArray(value) && value.length === 0) return tr.t("adminConsole.history.none");
  if (isRecord(value) && Object.keys(value).length > 0 && Object.values(value).every((text) => typeof text === "string")) {
    return Object.entries(value)
      .map(([key, text]) => `${key}: ${String(text)}`)
      .join(" · ");
  }
  return valueText(value);
}

/** The version a version's diff is against: the one before it (0: none, the diff is against an empty value). */
export function previousVersion(version: number): number {
  return Math.max(0, version - 1);
}

/** Whose change a conflicting field is: only mine, only theirs (published since my base), or both. */
export type ChangedBy = "mine" | "theirs" | "both";

/** A field where the admin's draft and the live value differ, with who changed it since the base, and the choice made first. */
export interface ConflictField {
  pointer: string;
  changedBy: ChangedBy;
  /** What the merge takes until the admin chooses: their own change where only they changed it, else the published one. */
  initial: "mine" | "theirs";
}

/**
 * The fields a draft made on `base` and the live value (published since) disagree on (ADR 058):
 * each with who changed it against the base. A field only the admin changed keeps their change
 * at first; one only published since, or changed by both, starts at the published value (the
 * newer decision), for the admin to choose otherwise.
 */
export function conflictFields(base: unknown, mine: unknown, theirs: unknown): ConflictField[] {
  const mineChanged = new Set(changedPointers(base, mine));
  const theirsChanged = new Set(changedPointers(base, theirs));
  return changedPointers(theirs, mine).map((pointer) => {
    const changedBy: ChangedBy = mineChanged.has(pointer) && theirsChanged.has(pointer) ? "both" : mineChanged.has(pointer) ? "mine" : "theirs";
    return { pointer, changedBy, initial: changedBy === "mine" ? "mine" : "theirs" };
  });
}

/**
 * The merged draft: the live value with, for each conflicting field the admin chose "mine",
 * their draft's value (removed where their draft has none). Fields that do not conflict are
 * the same on both sides already.
 */
export function mergeDraft(mine: unknown, theirs: unknown, choices: Readonly<Record<string, "mine" | "theirs">>): Record<string, unknown> {
  const merged: Record<string, unknown> = isRecord(theirs) ? { ...theirs } : {};
  const own = isRecord(mine) ? mine : {};
  for (const [pointer, choice] of Object.entries(choices)) {
    if (choice !== "mine") continue;
    const key = topOf(pointer);
    if (key === "") continue;
    const value = valueAt(own, pointer);
    if (value === undefined) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** The kinds whose diffs the console words (the schema forms' and the layout override). */
export function isConfigKind(subject: string): subject is ConfigKind {
  return isFormSchema(subject) || subject === "layout-override";
}

/** The most terms one audit search sends (the platform takes 30). */
const SEARCH_TERMS_MAX = 30;

const contains = (text: string, part: string) => text.toLocaleLowerCase().includes(part.toLocaleLowerCase());

/**
 * The audit's free text as the platform's terms (ADR 058): the text itself (an account, a kind,
 * a field's name), and what it names in the admin's language: the config kinds and resources
 * whose labels hold it, the fields whose titles hold it. At most SEARCH_TERMS_MAX, the text first.
 */
export function auditSearchTerms(tr: Translate, text: string, kinds: readonly string[], resources: readonly string[]): string[] {
  const needle = text.trim().slice(0, 64);
  if (needle === "") return [];
  const terms = new Set<string>([needle]);
  for (const kind of kinds) if (contains(tr.t(`adminConsole.kinds.${kind}`), needle)) terms.add(kind);
  for (const resource of resources) {
    const label = firstText(tr, [`adminConsole.audit.resources.${resource}`, `adminConsole.entries.resources.${resource}`], resource);
    if (contains(label, needle)) terms.add(resource);
  }
  for (const kind of FORM_SCHEMAS) {
    for (const field of schemaFields(kind, FORM_SCHEMA_JSON[kind])) if (contains(fieldLabel(tr, kind, `/${field.name}`), needle)) terms.add(field.name);
  }
  return [...terms].slice(0, SEARCH_TERMS_MAX);
}
