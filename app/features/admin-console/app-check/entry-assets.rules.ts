import type { CorsMode } from "./app-check.rules";

/** One file an entry's HTML names that qiankun's loader fetches too. */
export interface EntryAsset {
  url: string;
  mode: CorsMode;
}

/** The attributes of one start tag, names lower-cased; a bare attribute has the empty string. */
function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  const body = tag.replace(/^<\s*[a-z]+/i, "").replace(/\/?>$/, "");
  for (const [, name, double, single, bare] of body.matchAll(pattern)) {
    if (name) attributes.set(name.toLowerCase(), double ?? single ?? bare ?? "");
  }
  return attributes;
}

/**
 * The scripts and stylesheets of an entry page, as the host's loader asks for them
 * (app/features/sub-apps/entry-files.ts `codeFiles`: no `ignore`, no `nomodule`; a script marked
 * `crossorigin` is asked for with cookies), resolved against the entry's final address, http(s)
 * only, each once, the first `limit` of them. Comments are skipped. Pure: the server's check
 * reads the HTML as text, without a DOM.
 */
export function entryAssets(html: string, base: string, limit: number): EntryAsset[] {
  const text = html.replace(/<!--[\s\S]*?-->/g, "");
  const found: EntryAsset[] = [];
  const add = (address: string | undefined, mode: CorsMode) => {
    if (!address) return;
    let url: URL;
    try {
      url = new URL(address.trim(), base);
    } catch {
      return;
    }
    if ((url.protocol === "http:" || url.protocol === "https:") && !found.some((asset) => asset.url === url.href)) found.push({ url: url.href, mode });
  };
  for (const [tag, name] of text.matchAll(/<\s*(script|link)\b[^>]*>/gi)) {
    const attributes = attributesOf(tag);
    if (attributes.has("ignore")) continue;
    if (name!.toLowerCase() === "script") {
      if (!attributes.has("nomodule")) add(attributes.get("src"), attributes.has("crossorigin") ? "credentials" : "anonymous");
    } else if ((attributes.get("rel") ?? "").toLowerCase().split(/\s+/).includes("stylesheet")) {
      add(attributes.get("href"), "anonymous");
    }
  }
  return found.slice(0, limit);
}
