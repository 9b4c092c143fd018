/**
 * Reading platform answers in the browser with the generated validators
 * (app/types/generated/validators/, `npm run gen:types`; ADR 019). They are ajv standalone
 * code, plain functions, so the page's CSP without 'unsafe-eval' (ADR 017) holds; this module
 * imports nothing of ajv itself.
 *
 * The readers' safe defaults (ADR 003's readPiece, made finer):
 * - `check`: the value as it is, or its faults.
 * - `keepValid` / `readValid`: what fits is kept. A value the schema refuses is dropped where
 *   it sits (an optional property, an item of a list, an entry of a map) as long as what
 *   remains fits; a dropped property with a default gets the default. Only when the value
 *   itself cannot fit (not an object, a required property missing or bad) is it refused.
 * - `readValidList`: a list read item by item; bad items are left out.
 * - `readValidOr`: the value, or a fallback when it does not fit.
 * Formats (date-time and kin) are not checked in the browser (scripts/gen-types.ts).
 */
import { escapePointer, namedChild, toValidationErrors, type AjvFault, type ValidationError } from "./validation-errors.ts";

export type { ValidationError };

/** A generated validator (`validate<Name>` of app/types/generated/validators/<name>.js). */
export interface StandaloneValidator<T> {
  (data: unknown): data is T;
  errors?: readonly AjvFault[] | null;
}

/**
 * The outcome of a check: `ok` with the value (and, for keepValid, the faults of what was
 * dropped), or not ok with the faults, each naming the field by its JSON pointer.
 */
export type Checked<T> = { ok: true; value: T; errors: ValidationError[] } | { ok: false; value: null; errors: ValidationError[] };

/** The value against the schema, whole: ok, or the faults. */
export function check<T>(validate: StandaloneValidator<T>, value: unknown): Checked<T> {
  if (validate(value)) return { ok: true, value, errors: [] };
  return { ok: false, value: null, errors: toValidationErrors(validate.errors ?? []) };
}

/** Each pass drops at least one value; an answer is not deeper than this many repairs. */
const MAX_PASSES = 16;

/**
 * What fits of `value`: the bad values dropped where they sit, as long as the rest fits.
 * `defaults` fill properties that are missing, or were dropped, before each check (plain
 * objects are filled property by property). Never mutates `value`; the parts it keeps are
 * shared, not copied. `errors` lists every fault found, kept or not.
 */
export function keepValid<T>(validate: StandaloneValidator<T>, value: unknown, defaults?: Partial<T>): Checked<T> {
  const errors: ValidationError[] = [];
  let candidate = defaults ? withDefaults(value, defaults) : value;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    if (validate(candidate)) return { ok: true, value: candidate, errors };
    const faults = validate.errors ?? [];
    errors.push(...toValidationErrors(faults));
    const targets = outermost(faults.map(badValuePointer));
    if (targets.length === 0 || targets.includes("")) break;
    const trimmed = without(candidate, removalTree(targets));
    candidate = defaults ? withDefaults(trimmed, defaults) : trimmed;
  }
  return { ok: false, value: null, errors };
}

/** keepValid's value, or null. */
export function readValid<T>(validate: StandaloneValidator<T>, value: unknown, defaults?: Partial<T>): T | null {
  return keepValid(validate, value, defaults).value;
}

/** The items of a list that fit, each read on its own (keepValid); anything but a list is none. */
export function readValidList<T>(validate: StandaloneValidator<T>, value: unknown, defaults?: Partial<T>): T[] {
  return Array.isArray(value) ? value.flatMap((item) => readValid(validate, item, defaults) ?? []) : [];
}

/** The value when it fits whole, else `fallback`. */
export function readValidOr<T>(validate: StandaloneValidator<T>, value: unknown, fallback: T): T {
  return validate(value) ? value : fallback;
}

/**
 * Where the bad value of a fault sits: the property an `additionalProperties` fault names;
 * the object that misses a `required` property; else the value the fault is about. A fault
 * inside a oneOf/anyOf branch sits under the oneOf/anyOf's own fault, which wins (outermost).
 */
function badValuePointer(fault: AjvFault): string {
  const child = fault.keyword === "additionalProperties" ? namedChild(fault) : undefined;
  return child === undefined ? fault.instancePath : `${fault.instancePath}/${escapePointer(child)}`;
}

/** The pointers that are not under another one of them. */
function outermost(pointers: string[]): string[] {
  const unique = [...new Set(pointers)].sort();
  return unique.filter((pointer) => !unique.some((other) => other !== pointer && (other === "" || pointer.startsWith(`${other}/`))));
}

/** A removal tree: `true` removes the value at that segment, a subtree removes below it. */
type Removals = Map<string, Removals | true>;

function removalTree(pointers: readonly string[]): Removals {
  const root: Removals = new Map();
  for (const pointer of pointers) {
    const segments = pointer.slice(1).split("/").map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
    let node = root;
    for (const [i, segment] of segments.entries()) {
      if (i === segments.length - 1) {
        node.set(segment, true);
        break;
      }
      const next = node.get(segment);
      if (next === true) break; // already removed whole
      const child: Removals = next ?? new Map();
      node.set(segment, child);
      node = child;
    }
  }
  return root;
}

/** `value` without what `removals` names: lists lose items (the rest move up), objects lose properties. */
function without(value: unknown, removals: Removals): unknown {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => {
      const removal = removals.get(String(index));
      return removal === true ? [] : [removal ? without(item, removal) : item];
    });
  }
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const removal = removals.get(key);
    if (removal === true) continue;
    out[key] = removal ? without(item, removal) : item;
  }
  return out;
}

/** `value` with the missing properties of `defaults` filled in, plain objects property by property. */
function withDefaults(value: unknown, defaults: object): unknown {
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = { ...value };
  for (const [key, fallback] of Object.entries(defaults)) {
    const current = out[key];
    if (current === undefined) out[key] = structuredClone(fallback);
    else if (isPlainObject(current) && isPlainObject(fallback)) out[key] = withDefaults(current, fallback);
  }
  return out;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
