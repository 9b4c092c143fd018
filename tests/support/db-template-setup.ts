import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createPlatform, dumpInMemoryDatabase } from "#platform/index.ts";

// What the global setup hands to the test files (read with inject in ./db-template).
declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of a migrated and seeded in-memory database (empty when none was made). */
    databaseTemplate: string;
  }
}

/**
 * A global setup: migrates and seeds one in-memory database, dumps it to a temporary file and
 * hands its path to the test files, whose in-memory databases start from it (ADR 038). Returns
 * the teardown that removes the file.
 */
export async function provideDatabaseTemplate(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(path.join(tmpdir(), "portal-db-template-"));
  const file = path.join(folder, "database.tar");
  const platform = await createPlatform({ inMemory: true, log: () => undefined });
  try {
    writeFileSync(file, Buffer.from(await (await dumpInMemoryDatabase(platform.db)).arrayBuffer()));
  } finally {
    await platform.close();
  }
  project.provide("databaseTemplate", file);
  return () => rmSync(folder, { recursive: true, force: true });
}

/** The unit project's global setup: one seeded database that the platform tests start from. */
export default function setup(project: TestProject): Promise<() => void> {
  return provideDatabaseTemplate(project);
}
