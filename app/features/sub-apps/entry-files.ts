/**
 * The files of a micro-app's entry (ADR 013; ARCHITECTURE §8 "relative asset URLs resolve against
 * the entry, never the shell"): the entry HTML, its scripts and its stylesheets, fetched by the
 * host before qiankun sees them, with every address resolved against the entry's own URL.
 *
 * Why the host fetches them first: qiankun's HTML loader (import-html-entry) keeps each answer
 * by address for the page's life, a failed one too, so an app that failed once would fail at
 * every retry; and it leaves a failed stylesheet or script as an unhandled rejection on the page.
 * Fetched here, a failure is the host's to show, and qiankun is given only files that arrived.
 */

import { ChunkLoadError, urlOf } from "./timed-fetch";

/** The query parameter that gives a retry's files addresses of their own. */
export const ATTEMPT_PARAM = "portal-attempt";

/** `url` resolved against `base` (the entry's URL), with a retry's attempt number in its query; null when it is not http(s). */
export function assetUrl(url: string, base: string, attempt: number): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return null;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
  if (attempt > 0) parsed.searchParams.set(ATTEMPT_PARAM, String(attempt));
  return parsed.href;
}

/** How an address is asked for and named: a path on the page's own origin, else the whole URL. */
export function requestUrl(absolute: string, pageOrigin: string): string {
  const parsed = new URL(absolute);
  return parsed.origin === pageOrigin ? parsed.pathname + parsed.search + parsed.hash : parsed.href;
}

/** The public path of an app: its entry's directory (qiankun's `__INJECTED_PUBLIC_PATH_BY_QIANKUN__`). */
export function publicPathOf(entryUrl: string): string {
  const parsed = new URL(entryUrl);
  return `${parsed.origin}${parsed.pathname.replace(/[^/]*$/, "")}`;
}

const TAG = /<([A-Za-z][A-Za-z0-9-]*)\b[^>]*>/g;
const ADDRESS_ATTRIBUTE = /(\s(?:src|href)\s*=\s*)(["'])([^"']*)\2/gi;
/** Tags whose files the app loads as its code and styles: a retry asks for them afresh. */
const CODE_TAGS = new Set(["script", "link"]);

/**
 * The entry HTML with every src and href resolved against the entry's URL (`base`), so an app
 * on another origin, or under a path of its own, loads its files from where it lives and never
 * from the shell's origin. A retry's scripts and stylesheets carry the attempt number, so no
 * cache (the browser's, qiankun's) answers with what failed. Fragments and non-http(s)
 * addresses (`#top`, `data:`, `mailto:`) stay as they are.
 */
export function rewriteTemplate(html: string, base: string, attempt: number): string {
  return html.replace(TAG, (tag: string, name: string) =>
    tag.replace(ADDRESS_ATTRIBUTE, (whole: string, lead: string, quote: string, value: string) => {
      // The HTML loader reads an address as written; an escaped ampersand is the browser's `&`.
      const address = value.trim().replace(/&amp;/g, "&");
      if (address === "" || address.startsWith("#")) return whole;
      const resolved = assetUrl(address, base, CODE_TAGS.has(name.toLowerCase()) ? attempt : 0);
      return resolved === null ? whole : `${lead}${quote}${resolved}${quote}`;
    }),
  );
}

interface EntryFile {
  text: string;
  type: string;
}

/** What the host fetched of one entry: qiankun is given these. */
export interface EntryFiles {
  /** The entry as qiankun is to ask for it (a retry's carries the attempt number). */
  entry: string;
  /** The entry's final absolute URL (after redirects): its files resolve against it. */
  base: string;
  /** By absolute URL: the entry (its template already rewritten), its scripts and its stylesheets. */
  files: Map<string, EntryFile>;
}

function absolute(input: RequestInfo | URL, pageUrl: string): string {
  try {
    return new URL(urlOf(input), pageUrl).href;
  } catch {
    return urlOf(input);
  }
}

/** The scripts and stylesheets qiankun's HTML loader fetches from `template` (its own rules: no `ignore`, no `nomodule`). */
export function codeFiles(template: string): { url: string; credentials: RequestCredentials | undefined }[] {
  const doc = new DOMParser().parseFromString(template, "text/html");
  const scripts = [...doc.querySelectorAll("script[src]:not([ignore]):not([nomodule])")].map((script) => ({
    url: script.getAttribute("src") ?? "",
    // As the HTML loader asks for a script marked crossorigin.
    credentials: script.hasAttribute("crossorigin") ? ("include" as const) : undefined,
  }));
  const styles = [...doc.querySelectorAll("link[href]:not([ignore])")]
    .filter((link) => (link.getAttribute("rel") ?? "").toLowerCase().split(/\s+/).includes("stylesheet"))
    .map((link) => ({ url: link.getAttribute("href") ?? "", credentials: undefined }));
  return [...scripts, ...styles].filter((file) => /^https?:/i.test(file.url));
}

/**
 * Fetches an app's entry and every script and stylesheet it names, through `fetcher` (the
 * host's timed fetch, which fails as a ChunkLoadError saying why). Rejects with the first
 * failure once every request has settled, so none is left unhandled.
 */
export async function fetchEntryFiles(entry: string, attempt: number, fetcher: typeof fetch, pageUrl = window.location.href): Promise<EntryFiles> {
  const pageOrigin = new URL(pageUrl).origin;
  const entryUrl = assetUrl(entry, pageUrl, attempt);
  if (entryUrl === null) throw new ChunkLoadError(`Loading ${entry} failed: not an http(s) address`, "network");
  const asked = requestUrl(entryUrl, pageOrigin);
  const response = await fetcher(asked);
  const html = await response.text();
  // A redirect (/apps/x → /apps/x/) moves where the entry's relative addresses point, as it does for a page.
  const base = response.url ? response.url : entryUrl;
  const template = rewriteTemplate(html, base, attempt);
  const files = new Map<string, EntryFile>([[entryUrl, { text: template, type: response.headers.get("content-type") ?? "text/html" }]]);
  const wanted = codeFiles(template).filter((file, index, all) => all.findIndex((other) => other.url === file.url) === index);
  const settled = await Promise.allSettled(
    wanted.map(async (file) => {
      const answer = await fetcher(requestUrl(file.url, pageOrigin), file.credentials ? { credentials: file.credentials } : undefined);
      files.set(file.url, { text: await answer.text(), type: answer.headers.get("content-type") ?? "" });
    }),
  );
  const failed = settled.find((result): result is PromiseRejectedResult => result.status === "rejected");
  if (failed) throw failed.reason;
  return { entry: asked, base, files };
}

/**
 * The entries this page has fetched whole, by the entry's absolute URL: the files of the version
 * the page first loaded (its scripts and stylesheets are named by their content), rewritten once.
 * qiankun's HTML loader keeps an entry by its address for the page's life too, so every app of
 * one entry (the ledger's menus) runs the same version; a new one is taken up on the page's next
 * load. A failed fetch is not kept: the next asks again.
 */
const keptEntries = new Map<string, Promise<EntryFiles>>();

/**
 * An entry's files, fetched and rewritten once per page and kept (the idle prefetch, the first
 * mount and every later app of the same entry share them). A retry (`attempt` > 0) asks for
 * every file afresh, under addresses of its own, and keeps nothing.
 */
export function entryFilesOnce(entry: string, attempt: number, fetcher: typeof fetch, pageUrl = window.location.href): Promise<EntryFiles> {
  if (attempt > 0) return fetchEntryFiles(entry, attempt, fetcher, pageUrl);
  const key = absolute(entry, pageUrl);
  const kept = keptEntries.get(key);
  if (kept) return kept;
  const fetching = fetchEntryFiles(entry, 0, fetcher, pageUrl);
  keptEntries.set(key, fetching);
  fetching.catch(() => {
    if (keptEntries.get(key) === fetching) keptEntries.delete(key);
  });
  return fetching;
}

/** A fetch answering from `entry`'s files (each as often as asked), and from `fallback` for anything else. */
export function entryFilesFetch(entry: EntryFiles, fallback: typeof fetch, pageUrl = window.location.href): typeof fetch {
  return async (input, init) => {
    const file = (init?.method ?? "GET").toUpperCase() === "GET" ? entry.files.get(absolute(input, pageUrl)) : undefined;
    if (file) return new Response(file.text, { status: 200, headers: file.type ? { "content-type": file.type } : {} });
    return fallback(input, init);
  };
}
