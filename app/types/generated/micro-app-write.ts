/* eslint-disable */
// generated from schemas/micro-app-write.schema.json by npm run gen:types; do not edit

export type Name = string;
/**
 * An absolute http(s) URL (another origin, served with CORS), or a path on the portal's own origin starting with /. No quotes, angle brackets, backticks, backslashes, whitespace or control characters (no URL needs them, and they could end an attribute or a string the entry is written into), no user name or password.
 */
export type Entry = string;
/**
 * microApp: run in the portal's page (sourceIntegrateType 0); iframe: framed (1); window: a detached browser window (2).
 */
export type Kind = "microApp" | "iframe" | "window";
export type Origin = string;
export type SandboxToken =
  | "allow-scripts"
  | "allow-same-origin"
  | "allow-forms"
  | "allow-popups"
  | "allow-downloads"
  | "allow-modals";

/**
 * The body of POST and PUT product/v4/micro-apps (SPEC §3 Registered micro-app; ARCHITECTURE §8): the writable fields of a registered app. A PUT replaces them all: a field left out is its default again. props may be at most 16 KB written as JSON (checked by the platform).
 */
export interface MicroAppWrite {
  /**
   * Unique in the tenant. POST: made from the English name when left out. PUT: the id in the path (may be left out).
   */
  id?: string;
  nameAllLang: MicroAppNames;
  entry: Entry;
  kind: Kind;
  /**
   * The portal route the app lives under (a path); null: the route of the menu that opens it. No query or fragment, no "." or ".." segments (%2e and %2E are dots too), no "//", no backslash or encoded slash or backslash (%2F, %5C), no quotes, angle brackets, backticks, whitespace or control characters: a router or server that resolves such a path would take the app out from under its route.
   */
  routePath?: string | null;
  /**
   * Kept mounted when its tab is left; null: the SPEC §9 cache rule decides.
   */
  cache?: boolean | null;
  /**
   * Given to the app when it is mounted (micro-apps) as props.
   */
  props?: Record<string, unknown>;
  /**
   * Exact origins (scheme://host[:port], no path) the app talks to: the portal's CSP lets its pages connect to them.
   *
   * @maxItems 20
   */
  allowedOrigins?:
    | []
    | [Origin]
    | [Origin, Origin]
    | [Origin, Origin, Origin]
    | [Origin, Origin, Origin, Origin]
    | [Origin, Origin, Origin, Origin, Origin]
    | [Origin, Origin, Origin, Origin, Origin, Origin]
    | [Origin, Origin, Origin, Origin, Origin, Origin, Origin]
    | [Origin, Origin, Origin, Origin, Origin, Origin, Origin, Origin]
    | [Origin, Origin, Origin, Origin, Origin, Origin, Origin, Origin, Origin]
    | [Origin, Origin, Origin, Origin, Origin, Origin, Origin, Origin, Origin, Origin]
    | [Origin, Origin, Origin, Origin, Origin, Origin, Origin, Origin, Origin, Origin, Origin]
    | [
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
      ]
    | [
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
      ]
    | [
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
      ]
    | [
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
      ]
    | [
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
      ]
    | [
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
      ]
    | [
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
      ]
    | [
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
      ]
    | [
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
        Origin,
      ];
  /**
   * The iframe sandbox tokens of a framed app; null: every SPEC §9 token.
   */
  sandbox?: SandboxToken[] | null;
}
/**
 * The name in every portal language (SPEC §1).
 */
export interface MicroAppNames {
  "zh-CN": Name;
  en: Name;
  "sv-SE": Name;
}
