import type { MicroApp } from "#app/types/generated/micro-app";
import type { MicroAppWrite } from "#app/types/generated/micro-app-write";

/**
 * The app form (SPEC §3 Registered micro-app; schemas/micro-app-write.schema.json): what the
 * admin types as the body of a write, and what changed between two stored versions of an app
 * (the 412 view). Pure.
 */

/** The form's values: the schema's fields, with `cache` and `sandbox` as choices and `props` as JSON text. */
export interface AppFormValues {
  id?: string;
  nameAllLang: { "zh-CN"?: string; en?: string; "sv-SE"?: string };
  entry?: string;
  kind?: MicroAppWrite["kind"];
  routePath?: string;
  cache: "auto" | "yes" | "no";
  allowedOrigins?: string[];
  /** Empty: every SPEC §9 token (null in the body). */
  sandbox?: NonNullable<MicroAppWrite["sandbox"]>;
  props?: string;
}

export const NEW_APP_VALUES: AppFormValues = { nameAllLang: {}, kind: "iframe", cache: "auto", allowedOrigins: [], sandbox: [], props: "{}" };

/** A stored app as the form's values. */
export function appFormValues(app: MicroApp): AppFormValues {
  return {
    id: app.id,
    nameAllLang: { ...app.nameAllLang },
    entry: app.entry,
    kind: app.kind,
    routePath: app.routePath ?? "",
    cache: app.cache === null ? "auto" : app.cache ? "yes" : "no",
    allowedOrigins: [...app.allowedOrigins],
    sandbox: app.sandbox ? [...app.sandbox] : [],
    props: JSON.stringify(app.props, null, 2),
  };
}

/** The body the values make; `props` that is no JSON object is `{ bad: true }` (its own fault, pointer /props). */
export function appWriteOf(values: AppFormValues, isNew: boolean): { body: MicroAppWrite; propsFault: boolean } {
  let props: Record<string, unknown> = {};
  let propsFault = false;
  const text = (values.props ?? "").trim();
  if (text !== "") {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) props = parsed as Record<string, unknown>;
      else propsFault = true;
    } catch {
      propsFault = true;
    }
  }
  const names = values.nameAllLang ?? {};
  const body = {
    nameAllLang: { "zh-CN": names["zh-CN"] ?? "", en: names.en ?? "", "sv-SE": names["sv-SE"] ?? "" },
    entry: (values.entry ?? "").trim(),
    kind: values.kind,
    routePath: values.routePath?.trim() ? values.routePath.trim() : null,
    cache: values.cache === "auto" ? null : values.cache === "yes",
    props,
    allowedOrigins: values.allowedOrigins ?? [],
    sandbox: values.sandbox && values.sandbox.length > 0 ? values.sandbox : null,
  } as MicroAppWrite;
  if (isNew && values.id?.trim()) body.id = values.id.trim();
  return { body, propsFault };
}

/** The writable fields of an app, as the 412 view lists them. */
export const APP_FIELDS = ["nameAllLang", "entry", "kind", "routePath", "cache", "props", "allowedOrigins", "sandbox"] as const;
export type AppField = (typeof APP_FIELDS)[number];

/** The fields whose stored value differs between two versions of an app (the one edited and the one stored now). */
export function changedAppFields(before: MicroApp, now: MicroApp): AppField[] {
  return APP_FIELDS.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(now[field]));
}

/** A field's value as one line of text, for the 412 view. */
export function appFieldText(app: MicroApp, field: AppField): string {
  const value = app[field];
  if (field === "nameAllLang") return Object.values(app.nameAllLang).join(" / ");
  if (value === null) return "—";
  return typeof value === "string" ? value : JSON.stringify(value);
}
