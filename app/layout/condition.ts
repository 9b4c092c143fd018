import type { Condition } from "../types/generated/layout.ts";

/** The values a condition can read, by source. */
export interface ConditionContext {
  scene: Readonly<Record<string, unknown>>;
  query: Readonly<Record<string, unknown>>;
  theme: Readonly<Record<string, unknown>>;
  env: Readonly<Record<string, unknown>>;
  user: Readonly<Record<string, unknown>>;
}

const SOURCES = ["scene", "query", "theme", "env", "user"] as const;
const MAX_DEPTH = 32;

/**
 * Evaluates a layout condition (schemas/layout.schema.json `$defs/condition`).
 * `{ scene: "showBrandTitle" }` holds when the value is truthy (an empty list is not),
 * `{ scene: "subMenuShowType", equals: 0 }` when it is equal; `all`, `any` and `not`
 * combine. An absent condition holds; a malformed one does not. Never throws.
 */
export function evaluateCondition(condition: Condition | undefined, context: ConditionContext, depth = 0): boolean {
  if (condition === undefined) return true;
  if (typeof condition !== "object" || condition === null || depth > MAX_DEPTH) return false;
  if ("all" in condition) {
    return Array.isArray(condition.all) && condition.all.every((c) => evaluateCondition(c, context, depth + 1));
  }
  if ("any" in condition) {
    return Array.isArray(condition.any) && condition.any.some((c) => evaluateCondition(c, context, depth + 1));
  }
  if ("not" in condition) return !evaluateCondition(condition.not, context, depth + 1);
  for (const source of SOURCES) {
    if (source in condition) {
      const key = (condition as unknown as Record<string, unknown>)[source];
      if (typeof key !== "string") return false;
      const values = context[source];
      const value = Object.hasOwn(values, key) ? values[key] : undefined;
      return "equals" in condition ? value === condition.equals : isTruthy(value);
    }
  }
  return false;
}

function isTruthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return Boolean(value);
}
