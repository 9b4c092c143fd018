/* eslint-disable */
// generated from schemas/collected-menu.schema.json by npm run gen:types; do not edit

/**
 * A menu the user starred (SPEC §3 Collected menu). Collect rules (SPEC §5): not level 1, has a code, not 'pmpp.common.about-blank', not noAuth.
 */
export interface CollectedMenu {
  /**
   * Id of the collection (not of the menu).
   */
  id: string;
  menuName: string;
  productCode: string;
  /**
   * Application code; '' when the menu belongs to no application.
   */
  appCode?: string;
  /**
   * The menu's code.
   */
  menuAuthCode: string;
  /**
   * Menu source type; default 'dir'.
   */
  sourceType?: string;
  tenantId?: string;
  userId?: string;
  /**
   * Separate lists per business type (e.g. dcost); null is the default list.
   */
  bizType?: string | null;
  [k: string]: unknown;
}
