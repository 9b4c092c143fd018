/**
 * The idle prefetch of micro-apps (SPEC §9 "Prefetch of micro-apps is on by default"; ADR 013,
 * ADR 065): while the page is idle, the entries of the micro-apps the user can open are fetched
 * with their scripts and stylesheets, through the host's timed fetch, resolved against each entry
 * and rewritten once (`entryFilesOnce`), and kept for the page: a first load, and every later app
 * of the same entry, takes them from memory. A failure is only logged, and the mount asks again
 * and shows its own.
 */

import { CHUNK_LOAD_TIMEOUT_MS } from "#app/features/sub-apps/sub-apps.rules";
import { entryFilesOnce, type EntryFiles } from "./entry-files";
import { timedFetch } from "./timed-fetch";

/**
 * SPEC §9 "Prefetch of micro-apps is on by default": each entry's HTML, then its scripts and
 * stylesheets (resolved against the entry, as its load will ask for them), are fetched while
 * the page is idle, and kept for the page. Not qiankun's own prefetch: its loader keeps a failed
 * answer for the later mount and leaves the failure unhandled on the page. A failure here is
 * only logged; the mount asks again and shows its own error. Returns the entries that arrived.
 */
export async function prefetchMicroApps(apps: readonly { key: string; entry: string }[], fetcher: typeof fetch = timedFetch(CHUNK_LOAD_TIMEOUT_MS)): Promise<EntryFiles[]> {
  const arrived: EntryFiles[] = [];
  for (const entry of new Set(apps.map((app) => app.entry))) {
    try {
      arrived.push(await entryFilesOnce(entry, 0, fetcher));
    } catch (error) {
      console.info(`portal: prefetching ${entry} failed (the app loads when opened):`, error instanceof Error ? error.message : error);
    }
  }
  return arrived;
}
