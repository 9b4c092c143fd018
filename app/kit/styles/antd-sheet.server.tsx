import { createHash, createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { createCache, extractStyle, StyleProvider } from "@ant-design/cssinjs";
import { App as AntdApp, ConfigProvider, type ThemeConfig } from "antd";
import { renderToString } from "react-dom/server";
import { getEnv } from "#app/kit/env.server";
import { acceptsGzip } from "#app/shell/render-cache.server";
import { RootCatalogue, ThemedCatalogue } from "./antd-catalogue.server";
import { BASE_BUTTON, BASE_THEME } from "./base-theme";
import { FOCUS_VISIBLE_CSS } from "./focus-visible";
import { REDUCED_MOTION_CSS } from "./reduced-motion";

/**
 * A theme's antd stylesheet (ADR 011): the styles of every antd component the portal draws,
 * under the page's theme, with antd's map of the styles it holds, so the browser's antd
 * takes them from the sheet instead of injecting them again.
 *
 * Any node can answer any sheet's address: the address carries the theme itself (plain
 * data), the hash of the sheet's content and a signature made with the session secret every
 * node shares. A node builds the sheet from the theme and answers it only when the hash is
 * that of its own sheet (another build gives other content: not found, never another sheet
 * under an address kept for a year). The signature keeps anyone else from making a node
 * build sheets for themes no page has.
 */
export interface AntdSheet {
  /** The address the page links. */
  href: string;
  /** The style cache keys the sheet holds (a render's others go inline). */
  keys: ReadonlySet<string>;
  /** The sheet, gzip-compressed once. */
  gzipped: Buffer;
}

export const SHEET_PATH = "/styles/antd/";
const MAX_SHEETS = 32;
const sheets = new Map<string, AntdSheet>();

/** The theme as it appears in the sheet's address and as its cache key: "default" or its JSON. */
function themeId(theme: ThemeConfig | null): string {
  return theme ? Buffer.from(JSON.stringify(theme), "utf8").toString("base64url") : "default";
}

let signingKey: Buffer | null = null;
function signature(text: string): string {
  signingKey ??= Buffer.from(hkdfSync("sha256", getEnv().sessionSecret, "portal-antd-sheet-salt", "portal-antd-sheet-v1", 32));
  return createHmac("sha256", signingKey).update(text).digest("base64url").slice(0, 22);
}

/** The signed address of a theme's sheet with this content hash (16 characters of base64url). */
export function sheetAddress(theme: ThemeConfig | null, contentHash: string): string {
  const name = `${themeId(theme)}.${contentHash}`;
  return `${SHEET_PATH}${name}.${signature(name)}.css`;
}

/** Builds a theme's sheet: the catalogue drawn once, as the portal's providers nest (root App outside the page's theme). */
function build(theme: ThemeConfig | null): { css: string; keys: Set<string> } {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={BASE_THEME} button={BASE_BUTTON}>
        <AntdApp>
          <RootCatalogue />
          {theme ? (
            <ConfigProvider theme={theme}>
              <ThemedCatalogue />
            </ConfigProvider>
          ) : (
            <ThemedCatalogue />
          )}
        </AntdApp>
      </ConfigProvider>
    </StyleProvider>,
  );
  return { css: extractStyle(cache, { plain: true }) + REDUCED_MOTION_CSS + FOCUS_VISIBLE_CSS, keys: new Set(cache.cache.keys()) };
}

/** The sheet of a theme (null: antd's default theme), built on first use and kept (least recently used goes first). */
export function antdSheet(theme: ThemeConfig | null): AntdSheet {
  const id = themeId(theme);
  const known = sheets.get(id);
  if (known) {
    sheets.delete(id);
    sheets.set(id, known);
    return known;
  }
  const { css, keys } = build(theme);
  const hash = createHash("sha256").update(css).digest("base64url").slice(0, 16);
  const sheet: AntdSheet = { href: sheetAddress(theme, hash), keys, gzipped: gzipSync(css, { level: 9 }) };
  sheets.set(id, sheet);
  if (sheets.size > MAX_SHEETS) {
    const oldest = sheets.keys().next().value;
    if (oldest !== undefined) sheets.delete(oldest);
  }
  return sheet;
}

/** The theme an address names, when its signature holds; null for anything else. */
function themeOfAddress(file: string): { theme: ThemeConfig | null } | null {
  const match = /^([A-Za-z0-9_-]{1,4000})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})\.css$/.exec(file);
  if (!match) return null;
  const [, id = "", hash = "", sig = ""] = match;
  // Both are 22 characters of base64url.
  if (!timingSafeEqual(Buffer.from(signature(`${id}.${hash}`)), Buffer.from(sig))) return null;
  if (id === "default") return { theme: null };
  try {
    const theme: unknown = JSON.parse(Buffer.from(id, "base64url").toString("utf8"));
    return theme && typeof theme === "object" && !Array.isArray(theme) ? { theme: theme as ThemeConfig } : null;
  } catch {
    return null;
  }
}

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * The answer to GET /styles/antd/<file>: the sheet, kept by browsers and proxies for a year
 * (its address changes with its content), gzip-compressed when the client takes it; 404
 * (not kept) for an address this node did not sign or whose content it does not have.
 */
export function antdSheetResponse(file: string, acceptEncoding: string | null): Response {
  const named = themeOfAddress(file);
  if (!named) return notFound();
  const sheet = antdSheet(named.theme);
  if (!sheet.href.endsWith(`/${file}`)) return notFound();
  const headers = new Headers({
    "Content-Type": "text/css; charset=utf-8",
    "Cache-Control": "public, max-age=31536000, immutable",
    Vary: "Accept-Encoding",
  });
  if (acceptsGzip(acceptEncoding)) {
    headers.set("Content-Encoding", "gzip");
    return new Response(sheet.gzipped as Uint8Array<ArrayBuffer>, { headers });
  }
  return new Response(gunzipSync(sheet.gzipped) as Uint8Array<ArrayBuffer>, { headers });
}

/** Forgets every built sheet (tests). */
export function forgetAntdSheets(): void {
  sheets.clear();
  signingKey = null;
}
