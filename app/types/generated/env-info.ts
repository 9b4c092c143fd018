/* eslint-disable */
// generated from schemas/env-info.schema.json by npm run gen:types; do not edit

/**
 * Environment information of the platform deployment.
 */
export interface EnvInfo {
  /**
   * International environment.
   */
  isI18nEnv?: boolean;
  /**
   * Intranet deployment.
   */
  intranet?: boolean;
  defaultLocale?: string;
  /**
   * Supported locales.
   */
  locales?: string[];
  enterprisePortalEnable?: boolean;
  hideHelpIcon?: boolean;
  showCollectCenter?: boolean;
  /**
   * Experience centre is offered.
   */
  allowedFreeLicense?: boolean;
  logoutUrl?: string;
  loginServiceUrl?: string;
  aiAssistantIframeUrl?: string;
  /**
   * Token-check setting: on an invalid token, confirm and go to the login page instead of the re-login dialog (SPEC §4).
   */
  tokenCheck?: boolean;
  aiBotUrl?: string;
  [k: string]: unknown;
}
