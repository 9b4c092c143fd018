/* eslint-disable */
// generated from schemas/tenant.schema.json by npm run gen:types; do not edit

/**
 * A tenant the user belongs to (SPEC §3).
 */
export interface Tenant {
  id: string;
  name: string;
  companyName?: string;
  /**
   * Social credit code.
   */
  creditCode?: string;
  /**
   * Administrator account.
   */
  adminUserCode?: string;
  /**
   * Category codes; 'personal' gets a different icon.
   */
  categoryCodes?: string[];
  disabled?: boolean;
  /**
   * The user administers this tenant.
   */
  tenantAdmin?: boolean;
  isI18nEnv?: boolean;
  /**
   * Custom code used in /portal/custom/{customCode}.
   */
  customCode?: string;
  [k: string]: unknown;
}
