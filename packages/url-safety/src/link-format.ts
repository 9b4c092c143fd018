import { safeHttpUrl } from "./url-safety.ts";

/**
 * The JSON Schema `format` of a link field (schemas/*-write.schema.json, the tenant config's
 * URLs). A schema's pattern keeps out what could end a CSS `url()` or an attribute; what only a
 * URL parser sees (a user name, a control character, an encoded backslash) is this format's.
 * Every ajv that validates the schemas registers it, so the portal and the platform agree.
 */
export const LINK_FORMAT = "portal-link";

/**
 * True when `value` is an http(s) URL or same-origin path that `safeHttpUrl` takes, or empty
 * (whether a link may be empty is the schema's to say, with `minLength` or its pattern).
 */
export function isPortalLink(value: string): boolean {
  return value === "" || safeHttpUrl(value) !== null;
}
