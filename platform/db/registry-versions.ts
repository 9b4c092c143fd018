import type { Kysely } from "kysely";
import type { Database, RegistryResource } from "./schema.ts";

/**
 * Per-tenant versions of what admins write through the API (ARCHITECTURE §10): `micro-apps`
 * is the version of the origins answer (its ETag), `menus` that of the menu rows and the apps
 * they carry. Every platform node compares it before using the menu rows it holds in memory,
 * so a write through one node is seen by the others on their next read.
 */
export async function readRegistryVersion(db: Kysely<Database>, tenantId: string, resource: RegistryResource): Promise<number> {
  const row = await db
    .selectFrom("registry_versions")
    .select("version")
    .where("tenant_id", "=", tenantId)
    .where("resource", "=", resource)
    .executeTakeFirst();
  return row?.version ?? 0;
}

/** Raises the version by one (the first is 1); returns it. Runs in the caller's transaction. */
export async function bumpRegistryVersion(db: Kysely<Database>, tenantId: string, resource: RegistryResource): Promise<number> {
  const now = new Date();
  const row = await db
    .insertInto("registry_versions")
    .values({ tenant_id: tenantId, resource, version: 1, updated_at: now })
    .onConflict((oc) =>
      oc.columns(["tenant_id", "resource"]).doUpdateSet((eb) => ({ version: eb("registry_versions.version", "+", 1), updated_at: now })),
    )
    .returning("version")
    .executeTakeFirstOrThrow();
  return row.version;
}
