/* eslint-disable */
// generated from schemas/recent-visit.schema.json by npm run gen:types; do not edit

/**
 * A menu the user opened lately (SPEC §3 Recent visit). One per menu id and org (orgFullId); newest first.
 */
export interface RecentVisit {
  /**
   * Menu id.
   */
  id: string;
  code?: string;
  name?: string;
  menuName?: string;
  productCode?: string;
  appCode?: string;
  menuAuthCode?: string;
  /**
   * Name per locale (zh-CN, en, sv-SE).
   */
  menuNameAllLang?: {
    [k: string]: string;
  } | null;
  bizType?: string | null;
  iconUrl?: string;
  orgName?: string;
  /**
   * Full id path of the org the menu was opened in; '' without one.
   */
  orgFullId?: string;
  /**
   * When it was last opened (ISO 8601).
   */
  visitTime?: string;
  [k: string]: unknown;
}
