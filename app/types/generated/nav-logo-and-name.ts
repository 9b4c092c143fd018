/* eslint-disable */
// generated from schemas/nav-logo-and-name.schema.json by npm run gen:types; do not edit

/**
 * Navigation logo and name of the tenant. Each property's x-group names its group in the console's form, x-groups their order (ADR 056).
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
