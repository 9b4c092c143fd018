import { log } from "#app/kit/log.server";
import { callPlatform } from "./client.server";

/**
 * What the platform says a page's cached answers are now (ADR 063): the ETag each tenant-config
 * GET (and the app origins) would answer this session, by path, and the tag of the session's
 * menu answers. One call per page instead of a conditional GET per kind.
 */
export interface PageEtags {
  etags: Readonly<Record<string, string>>;
  /** Equal for two sessions whose menu answers are equal for the same org (tenant, business identity, grants, menus version). */
  menus: string;
}

/** The platform extension that answers them (platform/README.md). */
export const PAGE_ETAGS_PATH = "/param/v4/tenant-config/etags";
/** A platform without the extension (404) is not asked again for this long (ms). */
const UNSUPPORTED_FOR_MS = 5 * 60_000;
let unsupportedUntil = 0;

function read(data: unknown): PageEtags | null {
  if (typeof data !== "object" || data === null) return null;
  const { etags, menus } = data as { etags?: unknown; menus?: unknown };
  if (typeof etags !== "object" || etags === null || Array.isArray(etags) || typeof menus !== "string" || menus === "") return null;
  const entries = Object.entries(etags).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "");
  return { etags: Object.fromEntries(entries), menus };
}

/**
 * The session's page ETags, or null when the platform does not give them (no answer, a refusal,
 * an answer of another shape, a platform without the extension): then every cached answer is
 * revalidated on its own, as before (app/platform-api/config-cache.server.ts), and menu trees are
 * kept per token. Never cached: a publish shows on the next page load.
 */
export async function probePageEtags(token: string, headers: Record<string, string>): Promise<PageEtags | null> {
  if (Date.now() < unsupportedUntil) return null;
  try {
    const result = await callPlatform(PAGE_ETAGS_PATH, { token, headers });
    if (result.status === 404) {
      unsupportedUntil = Date.now() + UNSUPPORTED_FOR_MS;
      log("info", "portal: the platform has no page ETags call; tenant config is revalidated per kind", { path: PAGE_ETAGS_PATH });
      return null;
    }
    return result.status === 200 && result.envelope?.success ? read(result.envelope.data) : null;
  } catch {
    return null;
  }
}

/** Forgets that the platform had no page ETags call (tests). */
export function resetPageEtagsSupport(): void {
  unsupportedUntil = 0;
}
