/* eslint-disable */
// generated from schemas/help-url-write.schema.json by npm run gen:types; do not edit

export type Name = string;
/**
 * An http(s) URL or a path on the portal's own origin starting with one "/"; no quotes, parentheses, angle brackets, backslashes or whitespace (javascript:, data: and other schemes are refused).
 */
export type Link = string;

/**
 * The body of POST and PUT workbench/v4/admin/entries/help-urls[/{id}] (SPEC §3 Help item; ADR 023): a help link of a product, shown to the tenant's users beside the product's shared ones.
 */
export interface HelpUrlWrite {
  nameAllLang: HelpUrlNames;
  url: Link;
  /**
   * The product whose help icon lists the link.
   */
  productCode: string;
  /**
   * 1 opens a new window, 0 a dialog iframe.
   */
  integrateType?: 0 | 1;
}
/**
 * The name in every portal language (SPEC §1, §3 nameAllLang).
 */
export interface HelpUrlNames {
  "zh-CN": Name;
  en: Name;
  "sv-SE": Name;
}
