/* eslint-disable */
// generated from schemas/nav-logo-and-name.schema.json by npm run gen:types; do not edit

/**
 * Navigation logo and name of the tenant.
 */
export interface NavLogoAndName {
  /**
   * System title.
   */
  systemName?: string;
  /**
   * Logo URL.
   */
  systemLogoUrl?: string;
  /**
   * Where a click on the logo goes.
   */
  systemLogoJumpUrl?: string;
  /**
   * Document title.
   */
  browserTitle?: string;
  [k: string]: unknown;
}
