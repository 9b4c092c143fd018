import { readFileSync } from "node:fs";
import { inject } from "vitest";

let template: Blob | undefined;

/** In a test file: the seeded database's dump, when the project's global setup made one. */
export function databaseTemplate(): Blob | undefined {
  if (template) return template;
  const file = inject("databaseTemplate");
  if (!file) return undefined;
  template = new Blob([readFileSync(file)]);
  return template;
}
