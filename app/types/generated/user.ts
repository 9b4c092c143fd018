/* eslint-disable */
// generated from schemas/user.schema.json by npm run gen:types; do not edit

/**
 * Signed-in user (SPEC §3 User info, account info). Tokens never cross to the browser.
 */
export interface User {
  id: string;
  localId?: string;
  nickname?: string;
  accountName: string;
  /**
   * Account type; the security-log menu shows only when not above 0.
   */
  accountType?: number;
  hasExtendContext?: boolean;
  /**
   * Administrator of the current tenant.
   */
  tenantAdmin?: boolean;
  tenantId?: string;
  mobile?: string;
  username?: string;
  passwordMobile?: string;
  /**
   * Avatar image paths.
   */
  avatarPath?: string[];
  [k: string]: unknown;
}
