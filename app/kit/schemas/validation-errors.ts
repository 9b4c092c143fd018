/**
 * Ajv's faults as the app reports them: one per JSON pointer and message. Shared by the
 * server's ajv (validator.ts) and the browser's generated validators (browser-validate.ts),
 * so both name a fault the same way. Imports nothing from ajv: the browser bundle stays free
 * of the compiler.
 */

/** The fields of an ajv error object that the app reads (ajv's ErrorObject has them). */
export interface AjvFault {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

export interface ValidationError {
  /** JSON pointer to the faulty value; for a missing property, the pointer it would have. */
  pointer: string;
  message: string;
}

/** Ajv's faults, one per pointer and message; a missing or extra property is named in the pointer. */
export function toValidationErrors(faults: readonly AjvFault[]): ValidationError[] {
  const seen = new Set<string>();
  const errors: ValidationError[] = [];
  for (const fault of faults) {
    const child = namedChild(fault);
    const pointer = child === undefined ? fault.instancePath : `${fault.instancePath}/${escapePointer(child)}`;
    const message = fault.schemaPath.includes("/$defs/color/") ? "must be a colour: #rgb, #rrggbb, #rrggbbaa, rgb() or rgba()" : (fault.message ?? fault.keyword);
    const key = `${pointer}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push({ pointer, message });
  }
  return errors;
}

/** The property a `required` fault misses or an `additionalProperties` fault does not allow. */
export function namedChild(fault: AjvFault): string | undefined {
  const name = fault.keyword === "required" ? fault.params["missingProperty"] : fault.keyword === "additionalProperties" ? fault.params["additionalProperty"] : undefined;
  return typeof name === "string" ? name : undefined;
}

export function escapePointer(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}
