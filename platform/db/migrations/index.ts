import type { Migration, MigrationProvider } from "kysely";
import * as m001 from "./001_initial.ts";

/** Migrations are listed in code (not read from disk) so bundlers and tests see the same set. */
const MIGRATIONS: Record<string, Migration> = {
  "001_initial": m001,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
