/* eslint-disable */
// generated from schemas/workbench-config.schema.json by npm run gen:types; do not edit

/**
 * Which workbench the org shows (SPEC §3 Workbench config).
 */
export interface WorkbenchConfig {
  /**
   * The tenant has a custom portal page.
   */
  hasCustomPortal: boolean;
  /**
   * The tenant publishes a portal workbench.
   */
  hasPortalWorkbench: boolean;
  /**
   * Users may arrange their own workbench.
   */
  hasUserWorkbench: boolean;
  /**
   * What the portal opens as home: 0 home page, 1 workbench, 2 custom portal.
   */
  portalHomeType: number;
  [k: string]: unknown;
}
