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
  /** The rule the value breaks, as it is worded to people (faultRule), when ajv found it. */
  rule?: string;
  /** ajv's params of the fault (limit, allowedValues, missingProperty …), for the wording. */
  params?: Record<string, unknown>;
}

/**
 * The rule a fault breaks, as the app words it to people (the console's fields, the portal's
 * config problems): a colour's pattern is "colour", an address's pattern or format (the schemas'
 * url and entry definitions, format portal-link) is "link", anything else ajv's keyword.
 */
export function faultRule(fault: Pick<AjvFault, "keyword" | "schemaPath">): string {
  if (fault.schemaPath.includes("/$defs/color/")) return "colour";
  if ((fault.keyword === "pattern" || fault.keyword === "format") && /\/\$defs\/(url|entry)\//.test(fault.schemaPath)) return "link";
  return fault.keyword;
}

/** Ajv's faults, one per pointer and message; a missing or extra property is named in the pointer. */
export function toValidationErrors(faults: readonly AjvFault[]): ValidationError[] {
  const seen = new Set<string>();
  const errors: ValidationError[] = [];
  for (const fault of faults) {
    const child = namedChild(fault);
    const pointer = child === undefined ? fault.instancePath : `${fault.instancePath}/${escapePointer(child)}`;
    const rule = faultRule(fault);
    const message = rule === "colour" ? "must be a colour: #rgb, #rrggbb, #rrggbbaa, rgb() or rgba()" : (fault.message ?? fault.keyword);
    const key = `${pointer}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push({ pointer, message, rule, params: { ...fault.params } });
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
