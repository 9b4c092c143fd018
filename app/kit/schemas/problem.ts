/**
 * A fault found while reading config or resolving the layout (ARCHITECTURE §2 step 3):
 * logged, shown to tenant admins, never fatal.
 * `piece` names what was read (e.g. "header-theme", "layout"); `pointer` is a JSON
 * pointer into that piece ("" for the whole piece).
 */
export interface Problem {
  piece: string;
  pointer: string;
  /** The fault in the validator's or the loader's own words (logged; shown when there is no `rule`). */
  message: string;
  /** The rule broken, worded per rule in the reader's language (`problems.rules.<rule>`, ADR 055): ajv's keyword, "colour", "link", "notLoaded" … */
  rule?: string;
  /** The rule's values (ajv's params: limit, allowedValues, missingProperty …; a loader's detail). */
  params?: Record<string, unknown>;
  /** The offending value as JSON, at most 80 characters, when it is small enough to show. */
  found?: string;
}
