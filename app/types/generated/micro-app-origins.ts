/* eslint-disable */
// generated from schemas/micro-app-origins.schema.json by npm run gen:types; do not edit

/**
 * What GET product/v4/micro-apps/origins answers to any member of the tenant: the origins of its registered apps, from which the portal writes its Content-Security-Policy (ARCHITECTURE §8). The answer's ETag is "<tenantId>-<version>".
 */
export interface MicroAppOrigins {
  /**
   * Goes up on every create, update and delete of an app of the tenant; 0 before the first.
   */
  version: number;
  apps: MicroAppOrigin[];
}
export interface MicroAppOrigin {
  id: string;
  /**
   * microApp: run in the portal's page (sourceIntegrateType 0); iframe: framed (1); window: a detached browser window (2).
   */
  kind: "microApp" | "iframe" | "window";
  /**
   * The entry's origin; null when the entry is a path on the portal's own origin.
   */
  origin: string | null;
  allowedOrigins: string[];
}
