import type { ConfigKind } from "#app/platform-api/tenant-config";
import { FORM_SCHEMAS, type FormSchemaName } from "./schema-form/schema-fields.rules";
import { FORM_SCHEMA_JSON } from "./schema-form/validate-config";

/**
 * What changed between two values of a tenant config (ADR 020: versions carry the changed
 * JSON pointers; the console shows them as fields). Pure.
 */

/** The value a JSON pointer names in `value`, or undefined. */
export function valueAt(value: unknown, pointer: string): unknown {
  if (pointer === "") return value;
  let node: unknown = value;
  for (const raw of pointer.slice(1).split("/")) {
    const segment = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The top-level properties whose values differ between `before` and `after`, as pointers, in a stable order. */
export function changedPointers(before: unknown, after: unknown): string[] {
  const a = before && typeof before === "object" ? (before as Record<string, unknown>) : {};
  const b = after && typeof after === "object" ? (after as Record<string, unknown>) : {};
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.filter((key) => !same(a[key], b[key])).map((key) => `/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`);
}

/** The pointers several versions changed, each once, in the order first named. */
export function unionPointers(summaries: readonly (readonly string[])[]): string[] {
  return [...new Set(summaries.flat())];
}

/**
 * The i18n key of the field a pointer belongs to (its top-level property's title), or null
 * when the schema has no such property (the pointer itself is then shown).
 */
export function fieldTitleKey(schema: ConfigKind, pointer: string): string | null {
  if (!(FORM_SCHEMAS as readonly string[]).includes(schema)) return null;
  const top = pointer.slice(1).split("/")[0]?.replace(/~1/g, "/").replace(/~0/g, "~");
  return top && FORM_SCHEMA_JSON[schema as FormSchemaName].properties?.[top] ? `adminConsole.fields.${schema}.${top}.title` : null;
}

/** A value as one line of text: strings as they are, anything else as JSON; undefined stays undefined (not set). */
export function valueText(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === "string" ? value : JSON.stringify(value);
}
