import type { Migration, MigrationProvider } from "kysely";
import * as m001 from "./001_initial.ts";
import * as m002 from "./002_identities_trust_projects.ts";
import * as m003 from "./003_menus.ts";
import * as m004 from "./004_workbench.ts";
import * as m005 from "./005_messages.ts";
import * as m006 from "./006_micro_apps.ts";
import * as m007 from "./007_qr_logins.ts";
import * as m008 from "./008_entry_names.ts";
import * as m009 from "./009_workbench_names.ts";
import * as m010 from "./010_message_texts.ts";
import * as m011 from "./011_tenant_config_versions.ts";
import * as m012 from "./012_watermarks.ts";
import * as m013 from "./013_entries_admin.ts";
import * as m014 from "./014_announcements.ts";
import * as m015 from "./015_rate_limits.ts";
import * as m016 from "./016_member_user_index.ts";
import * as m017 from "./017_content_versions.ts";
import * as m018 from "./018_config_schedules.ts";
import * as m019 from "./019_schedule_audit.ts";

/** Migrations are listed in code (not read from disk) so bundlers and tests see the same set. */
const MIGRATIONS: Record<string, Migration> = {
  "001_initial": m001,
  "002_identities_trust_projects": m002,
  "003_menus": m003,
  "004_workbench": m004,
  "005_messages": m005,
  "006_micro_apps": m006,
  "007_qr_logins": m007,
  "008_entry_names": m008,
  "009_workbench_names": m009,
  "010_message_texts": m010,
  "011_tenant_config_versions": m011,
  "012_watermarks": m012,
  "013_entries_admin": m013,
  "014_announcements": m014,
  "015_rate_limits": m015,
  "016_member_user_index": m016,
  "017_content_versions": m017,
  "018_config_schedules": m018,
  "019_schedule_audit": m019,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
