import { createHash } from "node:crypto";
import { constants as zlibConstants, crc32, deflateRawSync } from "node:zlib";
import type { EntryContext } from "@remix-run/node";
import { LRUCache } from "lru-cache";
import { reportCacheSize } from "#app/kit/observability/metrics.server";

/**
 * Rendered documents, addressed by everything a render reads (ADR 008): the URL, the
 * status and the data of every route (loader and action data; the root's includes the
 * locale). The same inputs always give the same document, so a hit is exactly what a
 * render would give — there is nothing to expire. The response nonce is the one
 * per-response value in a document: it is stored as a placeholder and filled in
 * afresh for every response.
 *
 * A kept document is also kept compressed: each stretch between two nonces is deflated
 * once, ending on a byte boundary without closing the stream, so a response is the stored
 * stretches with the nonce deflated in between, a closing block and the gzip header and
 * trailer around them — the same bytes a gzip decoder expects, for a fraction of the work
 * of compressing the whole page again.
 *
 * Only plain successful pages are kept (no route errors, status 200, data that
 * serialises as JSON); the cache is bounded by size, least recently used first.
 */
export const RENDER_CACHE_MAX_BYTES = 96 * 1024 * 1024;

interface StoredDocument {
  /** The document split at every nonce, as UTF-8. */
  parts: Buffer[];
  /** Each part deflated on its own, flushed to a byte boundary, stream left open. */
  deflated: Buffer[];
  /** Bytes held, plain and deflated. */
  bytes: number;
}

const documents = new LRUCache<string, StoredDocument>({
  maxSize: RENDER_CACHE_MAX_BYTES,
  maxEntrySize: RENDER_CACHE_MAX_BYTES / 8,
  sizeCalculation: (stored) => stored.bytes,
});
reportCacheSize("rendered-documents", () => ({ entries: documents.size, bytes: documents.calculatedSize }));

/** gzip member header: magic, deflate, no flags, no time, no extra flags, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block closes the deflate stream. */
const DEFLATE_END = deflateRawSync(Buffer.alloc(0));
/**
 * Level 3, not zlib's default 6: every first render of a page is compressed here, on the render's
 * thread, and on a portal home (87 KB) level 3 takes half the time of level 6 (0.54 against
 * 1.11 ms) for a body 9 % larger (24.1 against 22.1 KB).
 */
const OPEN = { finishFlush: zlibConstants.Z_SYNC_FLUSH, level: 3 };

/** The address of a render, or null when this render is not kept. */
export function renderKey(url: string, status: number, context: EntryContext, hasNonce: boolean): string | null {
  const state = context.staticHandlerContext;
  if (status !== 200 || state.errors) return null;
  let data: string;
  try {
    data = JSON.stringify([hasNonce, url, state.loaderData, state.actionData ?? null]);
  } catch {
    return null;
  }
  return createHash("sha256").update(data).digest("base64url");
}

/** Whether an Accept-Encoding header takes gzip (a q of 0 refuses it). */
export function acceptsGzip(header: string | null | undefined): boolean {
  if (!header) return false;
  for (const item of header.split(",")) {
    const [name = "", ...params] = item.trim().toLowerCase().split(";");
    if (name.trim() !== "gzip" && name.trim() !== "*") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

export interface CachedBody {
  body: Buffer;
  /** "gzip" when the body is compressed. */
  encoding: "gzip" | null;
}

function lookup(key: string | null): StoredDocument | null {
  if (key === null) return null;
  return documents.get(key) ?? null;
}

function plain(stored: StoredDocument, nonce: Buffer): Buffer {
  const pieces: Buffer[] = [];
  stored.parts.forEach((part, i) => {
    if (i > 0) pieces.push(nonce);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

function gzipped(stored: StoredDocument, nonce: Buffer): Buffer {
  const deflatedNonce = stored.parts.length > 1 ? deflateRawSync(nonce, OPEN) : Buffer.alloc(0);
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  stored.deflated.forEach((part, i) => {
    if (i > 0) {
      pieces.push(deflatedNonce);
      crc = crc32(nonce, crc);
      size += nonce.length;
    }
    pieces.push(part);
    crc = crc32(stored.parts[i] ?? Buffer.alloc(0), crc);
    size += stored.parts[i]?.length ?? 0;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  pieces.push(DEFLATE_END, trailer);
  return Buffer.concat(pieces);
}

/** The kept document for `key` with `nonce` filled in, as text; null when none is kept. */
export function cachedDocument(key: string | null, nonce: string | undefined): string | null {
  const stored = lookup(key);
  return stored ? plain(stored, Buffer.from(nonce ?? "")).toString("utf8") : null;
}

/**
 * The kept document for `key` as a response body: gzip-compressed when the client takes
 * gzip, else plain; null when none is kept.
 */
export function cachedBody(key: string | null, nonce: string | undefined, acceptEncoding: string | null): CachedBody | null {
  const stored = lookup(key);
  if (!stored) return null;
  const nonceBytes = Buffer.from(nonce ?? "");
  return acceptsGzip(acceptEncoding) ? { body: gzipped(stored, nonceBytes), encoding: "gzip" } : { body: plain(stored, nonceBytes), encoding: null };
}

export function keepDocument(key: string | null, html: string, nonce: string | undefined): void {
  if (key === null || documents.has(key)) return;
  // Without a nonce there is nothing per response; with one, the document is split at every occurrence.
  const parts = (nonce ? html.split(nonce) : [html]).map((part) => Buffer.from(part, "utf8"));
  const size = parts.reduce((sum, part) => sum + part.length, 0);
  if (size > RENDER_CACHE_MAX_BYTES / 8) return;
  const deflated = parts.map((part) => deflateRawSync(part, OPEN));
  const stored: StoredDocument = { parts, deflated, bytes: size + deflated.reduce((sum, part) => sum + part.length, 0) };
  documents.set(key, stored);
}

export function forgetDocuments(): void {
  documents.clear();
}

/** Documents and bytes held (tests, metrics). */
export function heldDocuments(): { entries: number; bytes: number } {
  return { entries: documents.size, bytes: documents.calculatedSize };
}
