import { callPlatform, type PlatformResult } from "./client.server";

/**
 * Per-tenant cache of tenant config answers (ARCHITECTURE §8, ADR 008). Each answer
 * carries an ETag (its version). An answer younger than CONFIG_FRESH_MS is used as it
 * is; an older one is revalidated with If-None-Match. A change made through this node
 * (any mutating call of the tenant's sessions) drops the tenant's answers at once, so
 * an admin's publish shows on the next page load of this node and within
 * CONFIG_FRESH_MS on every other node, without a restart.
 */
export const CONFIG_FRESH_MS = 1_000;

interface Entry {
  etag: string;
  envelope: NonNullable<PlatformResult["envelope"]>;
  checkedAt: number;
}

const MAX_ENTRIES = 2000;
const entries = new Map<string, Entry>();

/** Drops the cached config of a tenant (a change went through this node). */
export function forgetTenantConfig(tenantId: string | null | undefined): void {
  if (!tenantId) return;
  const prefix = `${tenantId}\u0000`;
  for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
}

export async function fetchTenantConfig(path: string, tenantId: string, token: string, headers?: Record<string, string>, now = Date.now()): Promise<PlatformResult> {
  const key = `${tenantId}\u0000${path}`;
  const cached = entries.get(key);
  if (cached && now - cached.checkedAt <= CONFIG_FRESH_MS) return { status: 200, envelope: cached.envelope, etag: cached.etag };
  const result = await callPlatform(path, { token, headers, ifNoneMatch: cached?.etag });
  if (result.status === 304 && cached) {
    // Re-insert to keep the most recently used entries at the end.
    entries.delete(key);
    entries.set(key, { ...cached, checkedAt: now });
    return { status: 200, envelope: cached.envelope, etag: cached.etag };
  }
  if (result.status === 200 && result.etag && result.envelope?.success) {
    entries.delete(key);
    entries.set(key, { etag: result.etag, envelope: result.envelope, checkedAt: now });
    if (entries.size > MAX_ENTRIES) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
  }
  return result;
}

/** Drops every cached config (tests that change config behind the portal's back skip the CONFIG_FRESH_MS wait). */
export function forgetAllTenantConfig(): void {
  entries.clear();
}
