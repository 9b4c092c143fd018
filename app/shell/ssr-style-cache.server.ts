import { createCache, extractStyle } from "@ant-design/cssinjs";
import type { EntryContext } from "@remix-run/node";
import type { ThemeConfig } from "antd";
import { LRUCache } from "lru-cache";
import { countCacheLookup, reportCacheSize } from "#app/kit/observability/metrics.server";
import type { LayoutTokens } from "#app/layout/types";
import { portalTheme } from "#app/shell/portal-theme";
import type { AntdSheet } from "#app/kit/styles/antd-sheet.server";

type StyleCache = ReturnType<typeof createCache>;

/**
 * Themes whose styles are kept (ADR 032): one per tenant theme in use. A theme's cache holds
 * the styles of the antd components drawn under it, a fixed set (about 1–2 MB), so the caches
 * hold about MAX_CACHES × 2 MB at most.
 */
export const MAX_CACHES = 32;
const caches = new LRUCache<string, StyleCache>({ max: MAX_CACHES });
reportCacheSize("ssr-styles", () => ({ entries: caches.size }));

/**
 * The antd theme a document renders with: the portal theme of its layout plan's tokens, or
 * null (antd's default) for pages without one (login, errors).
 */
export function documentTheme(context: EntryContext): ThemeConfig | null {
  for (const data of Object.values(context.staticHandlerContext.loaderData ?? {})) {
    const tokens = (data as { plan?: { tokens?: LayoutTokens } } | null)?.plan?.tokens;
    if (tokens) return portalTheme(tokens);
  }
  return null;
}

/**
 * antd's style cache for server rendering, one per theme and kept across
 * requests: computing every component's styles afresh costs most of a page
 * render, while the styles of one theme never change. The caches are bounded
 * (least recently used goes first), and each holds only one theme's styles, so a
 * page never carries another tenant's.
 */
export function styleCacheFor(theme: ThemeConfig | null): StyleCache {
  const key = theme ? JSON.stringify(theme) : "default";
  let cache = caches.get(key);
  countCacheLookup("ssr-styles", cache !== undefined);
  if (!cache) {
    cache = createCache();
    caches.set(key, cache);
  }
  return cache;
}

const extracted = new WeakMap<StyleCache, { size: number; sheet: AntdSheet; text: string; keys: string[] }>();

/** antd's own map of the styles a document carries: only the stylesheet's may be read by the browser (ADR 011). */
const CACHE_PATH_MAP = /<style[^>]*data-ant-cssinjs-cache-path[^>]*>[\s\S]*?<\/style>/g;

/**
 * The style tags a document carries besides its theme's stylesheet: the styles of the
 * cache that the sheet does not hold (a component missing from the sheet's catalogue), so
 * that the first paint is styled all the same. Rebuilt only when the cache has grown: a
 * server cache only ever gains entries, and the same entries always give the same text.
 */
export function stylesBesidesSheet(cache: StyleCache, sheet: AntdSheet): { text: string; keys: string[] } {
  const size = cache.cache.size;
  const known = extracted.get(cache);
  if (known && known.size === size && known.sheet === sheet) return known;
  const rest = createCache();
  for (const [key, value] of cache.cache) if (!sheet.keys.has(key)) rest.cache.set(key, value);
  const keys = [...rest.cache.keys()].filter((key) => key.startsWith("style%"));
  const text = keys.length === 0 ? "" : extractStyle(rest).replace(CACHE_PATH_MAP, "");
  const result = { size, sheet, text, keys };
  extracted.set(cache, result);
  return result;
}
