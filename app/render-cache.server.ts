import { createHash } from "node:crypto";
import type { EntryContext } from "@remix-run/node";

/**
 * Rendered documents, addressed by everything a render reads (ADR 008): the URL, the
 * status and the data of every route (loader and action data; the root's includes the
 * locale). The same inputs always give the same document, so a hit is exactly what a
 * render would give — there is nothing to expire. The response nonce is the one
 * per-response value in a document: it is stored as a placeholder and filled in
 * afresh for every response.
 *
 * Only plain successful pages are kept (no route errors, status 200, data that
 * serialises as JSON); the cache is bounded by size, least recently used first.
 */
export const RENDER_CACHE_MAX_BYTES = 96 * 1024 * 1024;
const NONCE_PLACEHOLDER = "\u0000nonce\u0000";

const documents = new Map<string, string>();
let bytes = 0;

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

export function cachedDocument(key: string | null, nonce: string | undefined): string | null {
  if (key === null) return null;
  const stored = documents.get(key);
  if (stored === undefined) return null;
  documents.delete(key);
  documents.set(key, stored);
  return nonce ? stored.split(NONCE_PLACEHOLDER).join(nonce) : stored;
}

export function keepDocument(key: string | null, html: string, nonce: string | undefined): void {
  if (key === null || documents.has(key)) return;
  // Without a nonce there is nothing per response; with one, every occurrence becomes the placeholder.
  const stored = nonce ? html.split(nonce).join(NONCE_PLACEHOLDER) : html;
  if (stored.length > RENDER_CACHE_MAX_BYTES / 8) return;
  documents.set(key, stored);
  bytes += stored.length;
  while (bytes > RENDER_CACHE_MAX_BYTES) {
    const oldest = documents.keys().next().value;
    if (oldest === undefined) break;
    bytes -= documents.get(oldest)?.length ?? 0;
    documents.delete(oldest);
  }
}

export function forgetDocuments(): void {
  documents.clear();
  bytes = 0;
}
