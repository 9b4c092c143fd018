import type { Problem } from "./problem.ts";
import { validate, type SchemaName, type ValidationError } from "./validator.ts";

export interface ReadPieceResult<T> {
  value: T;
  problems: Problem[];
}

/**
 * Reads one config piece from the platform (ARCHITECTURE §2 step 3, made finer).
 *
 * - Valid data: `{ ...defaults, ...data }`, no problems.
 * - Some top-level properties invalid: those properties are dropped, the rest is merged
 *   over the defaults (one bad field does not lose a tenant's branding), and every fault
 *   is a problem with its JSON pointer.
 * - Not an object, or still invalid without the bad properties: the defaults, whole, and
 *   the faults as problems.
 *
 * `schemaName` doubles as the problem's `piece`. Never throws.
 */
export function readPiece<T>(schemaName: SchemaName, data: unknown, defaults: T): ReadPieceResult<T> {
  const toProblems = (errors: readonly ValidationError[]): Problem[] =>
    errors.map((e) => {
      const found = shownValue(data, e.pointer);
      return { piece: schemaName, pointer: e.pointer, message: found === undefined ? e.message : `${e.message} (got ${found})`, ...(e.rule ? { rule: e.rule, params: e.params ?? {} } : {}), ...(found === undefined ? {} : { found }) };
    });
  try {
    const result = validate(schemaName, data);
    if (!isPlainObject(defaults)) {
      return result.ok ? { value: data as T, problems: [] } : { value: defaults, problems: toProblems(result.errors) };
    }
    if (!isPlainObject(data)) {
      const errors = result.ok ? [{ pointer: "", message: "must be object", rule: "type", params: { type: "object" } }] : result.errors;
      return { value: defaults, problems: toProblems(errors) };
    }
    if (result.ok) return { value: { ...defaults, ...data } as T, problems: [] };

    const problems = toProblems(result.errors);
    const badKeys = new Set(result.errors.map((e) => topLevelKey(e.pointer)));
    if (badKeys.has(undefined)) return { value: defaults, problems };
    const kept = Object.fromEntries(Object.entries(data).filter(([key]) => !badKeys.has(key)));
    if (!validate(schemaName, kept).ok) return { value: defaults, problems };
    return { value: { ...defaults, ...kept } as T, problems };
  } catch (error) {
    return { value: defaults, problems: [{ piece: schemaName, pointer: "", message: `could not be read: ${String(error)}`, rule: "unreadable", params: {} }] };
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The first segment of a JSON pointer, unescaped; undefined for the root pointer. */
function topLevelKey(pointer: string): string | undefined {
  if (!pointer.startsWith("/")) return undefined;
  const segment = pointer.slice(1).split("/")[0] ?? "";
  return segment.replace(/~1/g, "/").replace(/~0/g, "~");
}

/** The offending value as JSON (cut to 80 characters), so an admin can see what was sent; undefined for the whole piece or a missing value. */
function shownValue(data: unknown, pointer: string): string | undefined {
  const found = valueAt(data, pointer);
  if (found === undefined) return undefined;
  let shown: string;
  try {
    shown = JSON.stringify(found) ?? String(found);
  } catch {
    shown = String(found);
  }
  if (shown.length > 80) shown = `${shown.slice(0, 77)}...`;
  return shown;
}

function valueAt(data: unknown, pointer: string): unknown {
  if (pointer === "") return undefined; // the whole piece: too big to echo
  let current: unknown = data;
  for (const raw of pointer.slice(1).split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (typeof current !== "object" || current === null || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
