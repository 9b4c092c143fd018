import { callPlatform, type PlatformResult } from "./client.server";

/**
 * Per-tenant cache of tenant config answers (ARCHITECTURE §8). Each answer
 * carries an ETag (its version); the next request revalidates with
 * If-None-Match, so an admin's publish shows on the next page load of every
 * portal node without a restart.
 */
interface Entry {
  etag: string;
  envelope: NonNullable<PlatformResult["envelope"]>;
}

const MAX_ENTRIES = 2000;
const entries = new Map<string, Entry>();

export async function fetchTenantConfig(path: string, tenantId: string, token: string, headers?: Record<string, string>): Promise<PlatformResult> {
  const key = `${tenantId}\u0000${path}`;
  const cached = entries.get(key);
  const result = await callPlatform(path, { token, headers, ifNoneMatch: cached?.etag });
  if (result.status === 304 && cached) {
    // Re-insert to keep the most recently used entries at the end.
    entries.delete(key);
    entries.set(key, cached);
    return { status: 200, envelope: cached.envelope, etag: cached.etag };
  }
  if (result.status === 200 && result.etag && result.envelope?.success) {
    entries.delete(key);
    entries.set(key, { etag: result.etag, envelope: result.envelope });
    if (entries.size > MAX_ENTRIES) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
  }
  return result;
}
