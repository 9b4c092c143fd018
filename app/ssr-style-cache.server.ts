import { createCache, extractStyle } from "@ant-design/cssinjs";
import type { EntryContext } from "@remix-run/node";

type StyleCache = ReturnType<typeof createCache>;

const MAX_CACHES = 32;
const caches = new Map<string, StyleCache>();

/**
 * The theme a document renders with: the antd tokens of the portal's layout
 * plan, or "default" for pages without one (login, errors).
 */
function themeKey(context: EntryContext): string {
  for (const data of Object.values(context.staticHandlerContext.loaderData ?? {})) {
    const tokens = (data as { plan?: { tokens?: unknown } } | null)?.plan?.tokens;
    if (tokens) return JSON.stringify(tokens);
  }
  return "default";
}

/**
 * antd's style cache for server rendering, one per theme and kept across
 * requests: computing every component's styles afresh costs most of a page
 * render, while the styles of one theme never change. The caches are bounded
 * (least recently used goes first), and each holds only one theme's styles, so a
 * page never carries another tenant's.
 */
export function styleCacheFor(context: EntryContext): StyleCache {
  const key = themeKey(context);
  let cache = caches.get(key);
  if (cache) {
    caches.delete(key);
  } else {
    cache = createCache();
    if (caches.size >= MAX_CACHES) {
      const oldest = caches.keys().next().value;
      if (oldest !== undefined) caches.delete(oldest);
    }
  }
  caches.set(key, cache);
  return cache;
}

const extracted = new WeakMap<StyleCache, { size: number; text: string }>();

/**
 * The style tags of a cache, rebuilt only when the cache has grown: a server cache
 * only ever gains entries, and the same entries always give the same text.
 */
export function extractedStyles(cache: StyleCache): string {
  const size = cache.cache.size;
  const known = extracted.get(cache);
  if (known && known.size === size) return known.text;
  const text = extractStyle(cache);
  extracted.set(cache, { size, text });
  return text;
}
