/* eslint-disable */
// generated from schemas/micro-app.schema.json by npm run gen:types; do not edit

/**
 * A registered app of a tenant as product/v4/micro-apps answers it (SPEC §3 Registered micro-app; ARCHITECTURE §8). Menus point at it by id; their url and sourceIntegrateType come from its entry and kind.
 */
export interface MicroApp {
  id: string;
  /**
   * The name in zh-CN.
   */
  name: string;
  nameAllLang: MicroAppNames;
  /**
   * An absolute http(s) URL (another origin, served with CORS), or a path on the portal's own origin starting with /. No quotes, angle brackets, backticks, backslashes, whitespace or control characters (no URL needs them, and they could end an attribute or a string the entry is written into), no user name or password.
   */
  entry: string;
  /**
   * microApp: run in the portal's page (sourceIntegrateType 0); iframe: framed (1); window: a detached browser window (2).
   */
  kind: "microApp" | "iframe" | "window";
  /**
   * The portal route the app lives under; null: the route of the menu that opens it.
   */
  routePath: string | null;
  /**
   * Kept mounted when its tab is left; null: the SPEC §9 cache rule decides.
   */
  cache: boolean | null;
  /**
   * Given to the app when it is mounted.
   */
  props: Record<string, unknown>;
  /**
   * Exact origins the app talks to.
   */
  allowedOrigins: string[];
  /**
   * iframe sandbox tokens; null: every SPEC §9 token.
   */
  sandbox:
    | (
        | "allow-scripts"
        | "allow-same-origin"
        | "allow-forms"
        | "allow-popups"
        | "allow-downloads"
        | "allow-modals"
      )[]
    | null;
  /**
   * Goes up by one on every change; a PUT may name it in If-Match.
   */
  version: number;
  /**
   * User id; null for apps the platform seeded.
   */
  createdBy: string | null;
  createdAt: string;
  updatedBy: string | null;
  updatedAt: string;
}
/**
 * The name in every portal language (SPEC §1).
 */
export interface MicroAppNames {
  "zh-CN": string;
  en: string;
  "sv-SE": string;
}
