import { readFileSync } from "node:fs";

let template: Blob | undefined;

/**
 * In a test file: the seeded database's dump, when the project's global setup made one.
 * Outside Vitest (the benches start the same portal) there is none: Vitest is loaded only
 * inside a test run, where it knows the dump's path.
 */
export async function databaseTemplate(): Promise<Blob | undefined> {
  if (template) return template;
  if (!process.env.VITEST) return undefined;
  const { inject } = await import("vitest");
  const file = inject("databaseTemplate");
  if (!file) return undefined;
  template = new Blob([readFileSync(file)]);
  return template;
}
