import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { createCache, StyleProvider } from "@ant-design/cssinjs";
import { Button, ConfigProvider, Rate } from "antd";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LayoutTokens } from "#app/layout/types.ts";
import { ContextChangedDialog } from "#app/shell/ContextChangedDialog.tsx";
import { accentColor, portalTheme } from "#app/shell/portal-theme.ts";
import { stylesBesidesSheet } from "#app/shell/ssr-style-cache.server.ts";
import { antdSheet, forgetAntdSheets, sheetAddress } from "#app/kit/styles/antd-sheet.server.tsx";
import { setPortalEnv } from "./support/platform-server.ts";
import { BASE_BUTTON, BASE_THEME } from "#app/kit/styles/base-theme";

const TOKENS: LayoutTokens = {
  colorPrimary: "#268dff",
  headerHeight: 48,
  headerBg: "#002366",
  headerColor: "#ffffff",
  siderBg: "#ffffff",
  siderWidth: 208,
  siderCollapsedWidth: 48,
};

let loader: typeof import("#app/routes/styles.antd.$sheet.tsx").loader;

beforeAll(async () => {
  setPortalEnv("http://127.0.0.1:9/platform/api");
  ({ loader } = await import("#app/routes/styles.antd.$sheet.tsx"));
});

beforeEach(() => forgetAntdSheets());

/** GET of a sheet's address through its route, as a browser asks for it. */
async function get(href: string, acceptEncoding: string | null = "gzip, deflate, br"): Promise<Response> {
  const url = new URL(href, "http://portal.test");
  const headers = new Headers(acceptEncoding === null ? {} : { "accept-encoding": acceptEncoding });
  const sheet = decodeURIComponent(url.pathname.slice("/styles/antd/".length));
  return (await loader({ params: { sheet }, request: new Request(url, { headers }), context: {} })) as Response;
}

async function text(response: Response): Promise<string> {
  const body = Buffer.from(await response.arrayBuffer());
  return response.headers.get("content-encoding") === "gzip" ? gunzipSync(body).toString("utf8") : body.toString("utf8");
}

describe("a theme's antd stylesheet (ADR 011)", () => {
  it("is CSS kept for a year, gzip-compressed for clients that take it, with the theme's colours and antd's map of what it holds", async () => {
    const sheet = antdSheet(portalTheme(TOKENS));
    const zipped = await get(sheet.href);
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(zipped.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toBe("Accept-Encoding");
    const css = await text(zipped);
    expect(css).toContain(".ant-btn");
    expect(css).toContain(".ant-layout-header");
    // The theme colour in its readable shade (accentColor: 4.5:1 on white and on its selected-item tint).
    expect(css.toLowerCase()).toContain(accentColor(TOKENS.colorPrimary).toLowerCase());
    expect(css).not.toContain("<style");
    // antd in the browser reads this map and takes the listed styles from the sheet.
    expect(css).toMatch(/\.data-ant-cssinjs-cache-path\{content:"[^"]*Button-Button\|ant-btn[^"]*"/);

    const plain = await get(sheet.href, null);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await text(plain)).toBe(css);
  });

  it("a page of another theme links another address; changing the branding changes the address", () => {
    const first = antdSheet(portalTheme(TOKENS)).href;
    const rebranded = antdSheet(portalTheme({ ...TOKENS, colorPrimary: "#d4380d" })).href;
    const otherHeader = antdSheet(portalTheme({ ...TOKENS, headerBg: "#000000" })).href;
    const login = antdSheet(null).href;
    expect(new Set([first, rebranded, otherHeader, login]).size).toBe(4);
    expect(antdSheet(portalTheme(TOKENS)).href).toBe(first);
    for (const href of [first, rebranded, otherHeader, login]) expect(href).toMatch(/^\/styles\/antd\/[\w-]+\.[\w-]{16}\.[\w-]{22}\.css$/);
  });

  it("any node answers an address another node linked: the address is all it needs", async () => {
    const href = antdSheet(portalTheme(TOKENS)).href;
    const first = await text(await get(href));
    // A node that has never built this sheet (no state shared but the session secret).
    forgetAntdSheets();
    const other = await get(href);
    expect(other.status).toBe(200);
    expect(await text(other)).toBe(first);
  });

  it("an address no node signed, a tampered theme or another build's content: 404, never kept", async () => {
    const href = antdSheet(portalTheme(TOKENS)).href;
    const [, id = "", hash = "", sig = ""] = /\/styles\/antd\/([^.]+)\.([^.]+)\.([^.]+)\.css$/.exec(href) ?? [];
    const otherTheme = Buffer.from(JSON.stringify(portalTheme({ ...TOKENS, colorPrimary: "#000000" }))).toString("base64url");
    const flipped = `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`;
    const cases = [
      `/styles/antd/${otherTheme}.${hash}.${sig}.css`,
      `/styles/antd/${id}.${hash}.${flipped}.css`,
      `/styles/antd/default.${hash}.${sig}.css`,
      // Signed, but not this build's content (a node of another build linked it).
      sheetAddress(portalTheme(TOKENS), "AAAAAAAAAAAAAAAA"),
      "/styles/antd/nothing.css",
      "/styles/antd/..%2F..%2Fpackage.json",
      `/styles/antd/${"a".repeat(5000)}.${hash}.${sig}.css`,
    ];
    for (const address of cases) {
      const response = await get(address);
      expect(response.status, address).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });
});

describe("styles a page carries besides its sheet (ADR 011)", () => {
  const drawn = (element: Parameters<typeof renderToString>[0]) => {
    const cache = createCache();
    // As the portal nests them: the root's base theme (root.tsx), the page's theme inside it (PortalShell).
    renderToString(createElement(StyleProvider, { cache }, createElement(ConfigProvider, { theme: BASE_THEME, button: BASE_BUTTON }, createElement(ConfigProvider, { theme: portalTheme(TOKENS) }, element))));
    return cache;
  };

  it("none for what the sheet holds", () => {
    const besides = stylesBesidesSheet(drawn(createElement(Button)), antdSheet(portalTheme(TOKENS)));
    expect(besides.text).toBe("");
    expect(besides.keys).toEqual([]);
  });

  it("none for the dialog every page draws at its root, outside the page's theme (the context-changed dialog, closed)", () => {
    const cache = createCache();
    // As root.tsx draws it: under the root's base theme only.
    renderToString(createElement(StyleProvider, { cache }, createElement(ConfigProvider, { theme: BASE_THEME, button: BASE_BUTTON }, createElement(ContextChangedDialog, { open: false }))));
    const besides = stylesBesidesSheet(cache, antdSheet(portalTheme(TOKENS)));
    expect(besides.keys).toEqual([]);
  });

  it("a component missing from the catalogue is carried inline, without a second map of the sheet's styles", () => {
    const besides = stylesBesidesSheet(drawn(createElement("div", null, createElement(Button), createElement(Rate))), antdSheet(portalTheme(TOKENS)));
    expect(besides.keys).toHaveLength(1);
    expect(besides.keys[0]).toContain("Rate");
    expect(besides.text).toContain(".ant-rate");
    expect(besides.text).not.toContain(".ant-btn{");
    expect(besides.text).not.toContain("data-ant-cssinjs-cache-path");
  });
});

/** Every file under `dir` whose name ends in .ts or .tsx. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The values (not types) a source imports from "antd". */
function antdImports(source: string): string[] {
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"antd"/g)].flatMap((match) =>
    (match[1] ?? "")
      .split(",")
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith("type "))
      .map((name) => name.split(/\s+as\s+/)[0] ?? name),
  );
}

describe("the sheet's catalogue", () => {
  it("draws every antd component the portal imports", () => {
    const app = path.resolve("app");
    const catalogueFile = path.join(app, "kit", "styles", "antd-catalogue.server.tsx");
    const catalogue = new Set(antdImports(readFileSync(catalogueFile, "utf8")));
    // Providers and hooks that draw nothing of their own; the sheet is built inside them.
    const drawNothing = new Set(["ConfigProvider", "App", "theme"]);
    // The tenant admin console is not the portal: its forms and tables draw in the browser only
    // (ADR 022), where antd injects their styles; the sheet stays the portal's size.
    const consoleFolder = path.join(app, "features", "admin-console") + path.sep;
    const used = new Set(sources(app).filter((file) => file !== catalogueFile && !file.startsWith(consoleFolder)).flatMap((file) => antdImports(readFileSync(file, "utf8"))));
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((name) => !catalogue.has(name) && !drawNothing.has(name))).toEqual([]);
  });
});
