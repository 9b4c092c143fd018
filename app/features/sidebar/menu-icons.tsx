import { AppstoreOutlined, FileTextOutlined, FolderOutlined, ProductOutlined } from "@ant-design/icons";
import { useEffect, useState } from "react";
import { safeHttpUrl } from "#app/kit/security/url-safety";
import type { MenuNode } from "#app/types/generated/menu-node";

/**
 * Menu icons (SPEC §3 scene params menuIconShow and menuIconResources, §7 "Icon list: the icon
 * resource .json is fetched by full URL, and the icon font css … injected"). The resource is
 * an icon-font description as icon-font services publish it:
 *
 *   { "css": "<url of the font's css>", "font_family": "iconfont",
 *     "css_prefix_text": "icon-", "glyphs": [{ "font_class": "invest" }, …] }
 *
 * (`cssUrl` is read like `css`, `fontFamily` like `font_family`; a relative css URL is read
 * against the JSON's URL). Every URL passes the URL-safety module. With a glyph list only the
 * menus whose iconClass it names use the font; the others, and every menu when there is no
 * resource, get an antd icon.
 */
export interface MenuIconFont {
  /** Class of the font's elements ("iconfont"). */
  family: string;
  /** iconClass values the font has; null: any. */
  classes: ReadonlySet<string> | null;
}

const FAMILY_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
const resources = new Map<string, Promise<MenuIconFont | null>>();

/** Reads an icon resource JSON (see above); null when it names no safe css. */
export function readIconResource(json: unknown, resourceUrl: string): { css: string; font: MenuIconFont } | null {
  if (typeof json !== "object" || json === null || Array.isArray(json)) return null;
  const raw = json as Record<string, unknown>;
  const cssValue = typeof raw["css"] === "string" ? raw["css"] : typeof raw["cssUrl"] === "string" ? raw["cssUrl"] : null;
  if (!cssValue) return null;
  let absolute: string;
  try {
    absolute = new URL(cssValue, new URL(resourceUrl, "http://resource.invalid/")).href;
  } catch {
    return null;
  }
  // A same-origin resource gives a path again; another origin stays absolute.
  const css = safeHttpUrl(absolute.startsWith("http://resource.invalid/") ? absolute.slice("http://resource.invalid".length) : absolute);
  if (!css) return null;
  const familyValue = raw["font_family"] ?? raw["fontFamily"];
  const family = typeof familyValue === "string" && FAMILY_PATTERN.test(familyValue) ? familyValue : "iconfont";
  const prefix = typeof raw["css_prefix_text"] === "string" ? raw["css_prefix_text"] : "";
  const glyphs = Array.isArray(raw["glyphs"]) ? (raw["glyphs"] as unknown[]) : null;
  const classes = glyphs
    ? new Set(glyphs.flatMap((glyph) => (glyph && typeof glyph === "object" && typeof (glyph as { font_class?: unknown }).font_class === "string" ? [`${prefix}${(glyph as { font_class: string }).font_class}`] : [])))
    : null;
  return { css, font: { family, classes } };
}

function injectCss(href: string): void {
  const existing = [...document.querySelectorAll<HTMLLinkElement>("link[data-menu-icons]")].some((link) => link.getAttribute("href") === href);
  if (existing) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  link.dataset.menuIcons = "true";
  document.head.appendChild(link);
}

/** Fetches the icon resource once per URL and injects its css; null when there is none or it fails. */
export function loadMenuIconFont(resourceUrl: string): Promise<MenuIconFont | null> {
  const url = safeHttpUrl(resourceUrl);
  if (!url) return Promise.resolve(null);
  let entry = resources.get(url);
  if (!entry) {
    // Absolute, so the same code runs in the browser and under jsdom (whose fetch needs a base).
    entry = fetch(new URL(url, window.location.href).href, { credentials: "same-origin", headers: { accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : null))
      .then((json: unknown) => {
        const read = readIconResource(json, url);
        if (!read) return null;
        injectCss(read.css);
        return read.font;
      })
      .catch(() => null);
    resources.set(url, entry);
  }
  return entry;
}

/** The icon font for the scene params, once loaded (client only); null means antd icons. */
export function useMenuIconFont(show: boolean, resourceUrl: string): MenuIconFont | null {
  const [font, setFont] = useState<{ url: string; font: MenuIconFont | null } | null>(null);
  useEffect(() => {
    if (!show || !resourceUrl) return;
    let cancelled = false;
    void loadMenuIconFont(resourceUrl).then((loaded) => {
      if (!cancelled) setFont({ url: resourceUrl, font: loaded });
    });
    return () => {
      cancelled = true;
    };
  }, [show, resourceUrl]);
  return show && font?.url === resourceUrl ? font.font : null;
}

const ICON_CLASS_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

/** One menu's icon: the font's glyph for its iconClass, else an antd icon by kind. Decorative (aria-hidden). */
export function MenuIcon({ menu, font }: { menu: Pick<MenuNode, "iconClass" | "sourceType" | "level">; font: MenuIconFont | null }) {
  const iconClass = typeof menu.iconClass === "string" && ICON_CLASS_PATTERN.test(menu.iconClass) ? menu.iconClass : null;
  if (font && iconClass && (font.classes === null || font.classes.has(iconClass))) {
    return <i className={`${font.family} ${iconClass}`} aria-hidden="true" data-icon-font={iconClass} style={{ fontStyle: "normal", width: 16, display: "inline-block", textAlign: "center" }} />;
  }
  const style = { fontSize: 16 };
  if (menu.sourceType === "app-category") return <ProductOutlined aria-hidden style={style} />;
  if (menu.sourceType === "app") return <AppstoreOutlined aria-hidden style={style} />;
  if (menu.sourceType === "dir") return <FolderOutlined aria-hidden style={style} />;
  return <FileTextOutlined aria-hidden style={style} />;
}
