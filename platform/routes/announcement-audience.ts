import type { Kysely } from "kysely";
import type { AnnouncementKind, Database } from "../db/schema.ts";
import type { PlatformContext } from "../http/context.ts";
import { orgOfTenant } from "./workbench-orgs.ts";

/**
 * Who sees an announcement, and when (ADR 024): members of its tenant, working in its org or
 * an org below it (no org: every member), from publish_time until publish_until, unless it
 * was withdrawn. The member's org is the one the shell is in (the `orgId` the read calls are
 * given); without one, only announcements to the whole tenant are shown.
 */

/** The org and the orgs above it, root first; [] without an org; 404 for an org not of the tenant. */
export async function audiencePath(ctx: PlatformContext, tenantId: string, orgId: string | undefined): Promise<string[]> {
  return orgId === undefined ? [] : (await orgOfTenant(ctx, tenantId, orgId)).pathIds;
}

/** The announcements of a kind shown at `now` to a member of `tenantId` whose org has the path `orgPath` (table alias `b`). */
export function shownAnnouncements(db: Kysely<Database>, tenantId: string, kind: AnnouncementKind, orgPath: readonly string[], now: Date) {
  return db
    .selectFrom("bulletins as b")
    .where("b.tenant_id", "=", tenantId)
    .where("b.kind", "=", kind)
    .where("b.withdrawn_at", "is", null)
    .where("b.publish_time", "<=", now)
    .where((eb) => eb.or([eb("b.publish_until", "is", null), eb("b.publish_until", ">", now)]))
    .where((eb) => (orgPath.length > 0 ? eb.or([eb("b.org_id", "is", null), eb("b.org_id", "in", [...orgPath])]) : eb("b.org_id", "is", null)));
}
