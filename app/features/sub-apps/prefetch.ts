/**
 * The idle prefetch of micro-apps (SPEC §9 "Prefetch of micro-apps is on by default"; ADR 013):
 * while the page is idle, the entries of the micro-apps the user can open are fetched with their
 * scripts and stylesheets, through the host's timed fetch and resolved against each entry as its
 * load will ask for them, and kept in memory until that app's first load takes them
 * (`withPrefetched`, which the host puts in front of a first attempt's fetch). Each entry is
 * fetched once per page; a failure is only logged, and the mount asks again and shows its own.
 */

import { CHUNK_LOAD_TIMEOUT_MS } from "#app/features/sub-apps/sub-apps.rules";
import { codeFiles, requestUrl, rewriteTemplate } from "./entry-files";
import { timedFetch } from "./timed-fetch";

/** Entries the idle prefetch has fetched (or is fetching) on this page, by absolute URL. */
const prefetchedEntries = new Set<string>();

interface PrefetchedFile {
  body: ArrayBuffer;
  type: string;
}

/**
 * What the prefetch fetched, by absolute address, until an app's first load takes it: that
 * load then reads it from memory instead of asking the server again (the entry's HTML is not
 * cacheable, and every file would be another round trip). Each is handed out once; qiankun
 * keeps what it loaded for the page's later mounts.
 */
const prefetchedFiles = new Map<string, Promise<PrefetchedFile | null>>();

function absoluteUrl(input: RequestInfo | URL): string {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  try {
    return new URL(url, window.location.href).href;
  } catch {
    return url;
  }
}

function keepPrefetched(url: string, response: Promise<Response>): Promise<Response> {
  const kept = response.then(
    async (answer) => ({ body: await answer.clone().arrayBuffer(), type: answer.headers.get("content-type") ?? "" }),
    () => null,
  );
  prefetchedFiles.set(absoluteUrl(url), kept);
  return response;
}

/** `base`, answering first from what the prefetch fetched (a GET of an address it holds). */
export function withPrefetched(base: typeof fetch): typeof fetch {
  return async (input, init) => {
    const url = absoluteUrl(input);
    const kept = (init?.method ?? "GET").toUpperCase() === "GET" ? prefetchedFiles.get(url) : undefined;
    if (kept) {
      prefetchedFiles.delete(url);
      const file = await kept;
      if (file) return new Response(file.body, { status: 200, headers: file.type ? { "content-type": file.type } : {} });
    }
    return base(input, init);
  };
}

/**
 * SPEC §9 "Prefetch of micro-apps is on by default": each entry's HTML, then its scripts and
 * stylesheets (resolved against the entry, as its load will ask for them), are fetched while
 * the page is idle, and kept until the app's first load takes them. Each entry once per page:
 * apps that later menus bring (another org) are fetched then. Not qiankun's own prefetch: its
 * loader keeps a failed answer for the later mount and leaves the failure unhandled on the
 * page. A failure here is only logged; the mount asks again and shows its own error.
 */
export async function prefetchMicroApps(apps: readonly { key: string; entry: string }[], fetcher: typeof fetch = timedFetch(CHUNK_LOAD_TIMEOUT_MS)): Promise<void> {
  const page = window.location.href;
  for (const entry of new Set(apps.map((app) => absoluteUrl(app.entry)))) {
    if (prefetchedEntries.has(entry)) continue;
    prefetchedEntries.add(entry);
    try {
      const asked = requestUrl(entry, new URL(page).origin);
      const response = await keepPrefetched(asked, fetcher(asked));
      const template = rewriteTemplate(await response.clone().text(), response.url || entry, 0);
      await Promise.all(codeFiles(template).map((file) => keepPrefetched(file.url, fetcher(file.url, file.credentials ? { credentials: file.credentials } : undefined)).then((answer) => answer.arrayBuffer())));
    } catch (error) {
      console.info(`portal: prefetching ${entry} failed (the app loads when opened):`, error instanceof Error ? error.message : error);
    }
  }
}
