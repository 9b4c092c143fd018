/* eslint-disable */
// generated from schemas/dashboard.schema.json by npm run gen:types; do not edit

/**
 * A dashboard of the org (SPEC §3 Dashboard). A relative contentUrl is made absolute by the portal, which also adds orgId.
 */
export interface Dashboard {
  id?: string;
  name: string;
  /**
   * Names by locale (zh-CN, en, sv-SE); name is the fallback.
   */
  nameAllLang?: {
    [k: string]: string;
  };
  /**
   * Icon class or image path.
   */
  icon?: string;
  /**
   * Relative path or absolute http(s) URL.
   */
  contentUrl: string;
  [k: string]: unknown;
}
