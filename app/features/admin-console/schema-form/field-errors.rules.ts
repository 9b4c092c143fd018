import type { AjvFault } from "#app/kit/schemas/validation-errors";
import { escapePointer, faultRule, namedChild } from "#app/kit/schemas/validation-errors";

/**
 * Faults of a config value, placed on the form's fields (ADR 020: the console validates
 * with ajv against the same schema as the platform). A fault names its value by JSON pointer
 * (ajv's `instancePath`, or the platform's `path`); it belongs to the field whose pointer is
 * the longest one equal to or above it. A fault no field holds (the value is not an object)
 * is the form's own.
 */

export interface FieldFault {
  /** JSON pointer of the faulty value; for a missing property, the pointer it would have. */
  pointer: string;
  /** The i18n key of the message (`adminConsole.errors.<keyword>`), or null for a message already in words (the platform's). */
  messageKey: string | null;
  /** The key's values (ajv's params: limit, allowedValues …). */
  params: Record<string, unknown>;
  /** ajv's or the platform's own words, shown when there is no key. */
  message: string;
}

/** The ajv keywords whose message the console words itself, in every locale. */
const WORDED = new Set(["type", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "enum", "pattern", "required", "minLength", "maxLength", "format", "const", "multipleOf"]);

/** ajv's faults (the generated browser validators') as field faults; a colour pattern is worded as a colour, an address's as an address. */
export function faultsFromAjv(faults: readonly AjvFault[]): FieldFault[] {
  const seen = new Set<string>();
  const out: FieldFault[] = [];
  for (const fault of faults) {
    const child = namedChild(fault);
    const pointer = child === undefined ? fault.instancePath : `${fault.instancePath}/${escapePointer(child)}`;
    // A colour's pattern is worded as a colour, an address's pattern or format as an address, with an example (faultRule).
    const keyword = faultRule(fault);
    const key = `${pointer}\u0000${keyword}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ pointer, messageKey: keyword === "colour" || keyword === "link" || WORDED.has(keyword) ? `adminConsole.errors.${keyword}` : null, params: { ...fault.params }, message: fault.message ?? keyword });
  }
  return out;
}

/** The platform's faults (`{ path, message }`, path a JSON pointer or `a/b`) as field faults. */
export function faultsFromPlatform(errors: readonly { path: string; message: string }[]): FieldFault[] {
  return errors.map((error) => ({ pointer: error.path === "" || error.path.startsWith("/") ? error.path : `/${error.path}`, messageKey: null, params: {}, message: error.message }));
}

export interface PlacedFaults {
  /** By field pointer, the faults shown on that field. */
  byField: Record<string, FieldFault[]>;
  /** Faults no field holds. */
  form: FieldFault[];
}

/**
 * Places each fault on the field with the longest pointer equal to, or above, the fault's
 * pointer; `fieldPointers` are the pointers of the fields shown (a list's items included).
 */
export function placeFaults(faults: readonly FieldFault[], fieldPointers: readonly string[]): PlacedFaults {
  const byField: Record<string, FieldFault[]> = {};
  const form: FieldFault[] = [];
  for (const fault of faults) {
    let best: string | null = null;
    for (const pointer of fieldPointers) {
      if (pointer === "") continue;
      const holds = fault.pointer === pointer || fault.pointer.startsWith(`${pointer}/`);
      if (holds && (best === null || pointer.length > best.length)) best = pointer;
    }
    if (best === null) form.push(fault);
    else (byField[best] ??= []).push(fault);
  }
  return { byField, form };
}

/** A property's JSON pointer under its parent's. */
export function childPointer(parent: string, name: string | number): string {
  return `${parent}/${escapePointer(String(name))}`;
}
