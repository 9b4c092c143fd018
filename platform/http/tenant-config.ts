import type { Request, Response } from "express";
import type { Kysely } from "kysely";
import type { Database, TenantConfigKind } from "../db/schema.ts";
import { ok } from "./envelope.ts";

export interface StoredConfig {
  value: unknown;
  /** 0 when nothing is stored yet. */
  version: number;
}

export async function readConfig(
  db: Kysely<Database>,
  tenantId: string,
  kind: TenantConfigKind,
): Promise<StoredConfig> {
  const row = await db
    .selectFrom("tenant_configs")
    .select(["value", "version"])
    .where("tenant_id", "=", tenantId)
    .where("kind", "=", kind)
    .executeTakeFirst();
  return row ? { value: row.value ?? null, version: row.version } : { value: null, version: 0 };
}

/** Stores a new value and bumps the version; returns the new version. */
export async function writeConfig(
  db: Kysely<Database>,
  tenantId: string,
  kind: TenantConfigKind,
  value: unknown,
): Promise<number> {
  const json = JSON.stringify(value ?? null);
  const now = new Date();
  const row = await db
    .insertInto("tenant_configs")
    .values({ tenant_id: tenantId, kind, value: json, version: 1, updated_at: now })
    .onConflict((oc) =>
      oc.columns(["tenant_id", "kind"]).doUpdateSet((eb) => ({
        value: json,
        version: eb("tenant_configs.version", "+", 1),
        updated_at: now,
      })),
    )
    .returning("version")
    .executeTakeFirstOrThrow();
  return row.version;
}

export function configEtag(tenantId: string, version: number): string {
  return `"${tenantId}-${version}"`;
}

/** True when an If-None-Match header (a list, possibly weak tags or `*`) matches the tag. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((t) => t.trim().replace(/^W\//, ""))
    .some((t) => t === etag || t === "*");
}

/** Sends a tenant config with its ETag, or 304 when the client already has this version. */
export function sendConfig(req: Request, res: Response, tenantId: string, version: number, data: unknown): void {
  const etag = configEtag(tenantId, version);
  res.set("ETag", etag);
  res.set("Cache-Control", "private, no-cache");
  if (etagMatches(req.get("if-none-match"), etag)) {
    res.status(304).end();
    return;
  }
  ok(res, data);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
