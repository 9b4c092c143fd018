/* eslint-disable */
// generated from schemas/help-item.schema.json by npm run gen:types; do not edit

/**
 * A help link of a product (SPEC §3 Help item); the help icon shows only when a product has some.
 */
export interface HelpItem {
  name: string;
  /**
   * Names by locale (zh-CN, en, sv-SE); name is the fallback.
   */
  nameAllLang?: {
    [k: string]: string;
  };
  url: string;
  productCode: string;
  /**
   * 1 opens a new window, otherwise a dialog iframe.
   */
  integrateType?: number;
  [k: string]: unknown;
}
