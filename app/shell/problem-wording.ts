import type { Problem } from "#app/kit/schemas/problem";

/** i18next's `t` as the wording uses it. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The rules worded in every locale (`configProblems.rules.<rule>`); any other problem shows its own message. */
export const WORDED_RULES = [
  "type",
  "enum",
  "const",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "minLength",
  "maxLength",
  "minItems",
  "maxItems",
  "required",
  "additionalProperties",
  "multipleOf",
  "pattern",
  "format",
  "formatDateTime",
  "colour",
  "link",
  "unreadable",
  "notLoaded",
  "unknownComponent",
] as const;

const WORDED = new Set<string>(WORDED_RULES);

/** JSON types ajv names (a fault's `type` param, one or several joined by commas). */
const TYPES = new Set(["string", "number", "integer", "boolean", "object", "array", "null"]);

function list(values: readonly unknown[], t: Translate): string {
  return values.map((value) => (typeof value === "string" ? value : JSON.stringify(value))).join(t("configProblems.listSeparator"));
}

/** The rule's key and values for one problem, or null when it has no worded rule. */
function ruleText(problem: Problem, t: Translate): string | null {
  const rule = problem.rule === "format" && problem.params?.["format"] === "date-time" ? "formatDateTime" : problem.rule;
  if (!rule || !WORDED.has(rule)) return null;
  const params = problem.params ?? {};
  const values: Record<string, unknown> = { ...params };
  if (rule === "type") {
    const raw = params["type"];
    const names = (Array.isArray(raw) ? raw : String(raw ?? "").split(",")).map((name) => String(name).trim()).filter((name) => TYPES.has(name));
    if (names.length === 0) return null;
    values["type"] = names.map((name) => t(`configProblems.types.${name}`)).join(t("configProblems.or"));
  }
  if (rule === "enum") values["allowed"] = list(Array.isArray(params["allowedValues"]) ? params["allowedValues"] : [], t);
  if (rule === "const") values["allowed"] = list([params["allowedValue"]], t);
  if (rule === "required") values["name"] = params["missingProperty"];
  if (rule === "additionalProperties") values["name"] = params["additionalProperty"];
  // ajv's `pattern` param is a regular expression, never shown to people.
  delete values["pattern"];
  return t(`configProblems.rules.${rule}`, values);
}

/**
 * One config problem as a sentence in the reader's language (ADR 055): what was read (the
 * piece's name), where (the JSON pointer), the value found when it is small, and the rule it
 * breaks, worded per rule with an example of a right value — never the validator's English or
 * its regular expressions. A problem with no worded rule keeps its own message.
 */
export function problemText(problem: Problem, t: Translate): string {
  const piece = t(`configProblems.pieces.${problem.piece}`, { defaultValue: problem.piece });
  const pointer = problem.pointer || "/";
  const text = ruleText(problem, t);
  if (text === null) return t("configProblems.item", { piece, pointer, text: problem.message });
  return problem.found === undefined ? t("configProblems.item", { piece, pointer, text }) : t("configProblems.itemFound", { piece, pointer, text, found: problem.found });
}
