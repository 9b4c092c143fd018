import { exactOrigin } from "./content-security-policy";

/** Keys whose value is an image's address in tenant config and menus (systemLogoUrl, headerBgImgUrl, bgImageUrl, iconUrl, icon, avatar…); a logo's jump link is not one. */
const IMAGE_KEY = /(?:img|image|logo|icon|avatar)(?:url|src)?$/i;
const MAX_DEPTH = 12;
const MAX_ORIGINS = 64;

/**
 * The origins of the images a page's data points at (ARCHITECTURE §8 "the tenant's asset
 * host"; ADR 028): the `img-src` of its CSP, instead of any http(s) host. Each is an exact
 * origin (content-security-policy.ts); same-origin paths need none.
 */
export function imageOrigins(data: unknown): string[] {
  const found = new Set<string>();
  const walk = (value: unknown, key: string, depth: number): void => {
    if (found.size >= MAX_ORIGINS || depth > MAX_DEPTH) return;
    if (typeof value === "string") {
      if (IMAGE_KEY.test(key) && /^https?:\/\//i.test(value)) {
        const origin = exactOrigin(value);
        if (origin) found.add(origin);
      }
      return;
    }
    if (Array.isArray(value)) for (const item of value) walk(item, key, depth + 1);
    else if (value && typeof value === "object") for (const [name, item] of Object.entries(value)) walk(item, name, depth + 1);
  };
  walk(data, "", 0);
  return [...found];
}
