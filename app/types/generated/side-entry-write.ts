/* eslint-disable */
// generated from schemas/side-entry-write.schema.json by npm run gen:types; do not edit

export type Name = string;
/**
 * An http(s) URL or a path on the portal's own origin starting with one "/"; no quotes, parentheses, angle brackets, backslashes or whitespace (javascript:, data: and other schemes are refused).
 */
export type Link = string;

/**
 * The body of POST and PUT workbench/v4/admin/entries/side-entries[/{id}] (SPEC §3 Side entry; ADR 023). linkType 2 injects the script at source; otherwise contentUrl is opened.
 */
export interface SideEntryWrite {
  nameAllLang: SideEntryNames;
  /**
   * One icon class name, or empty for none.
   */
  iconClass?: string;
  /**
   * 2: source is a script to inject; 1: contentUrl is opened.
   */
  linkType: 1 | 2;
  /**
   * The script's URL when linkType is 2.
   */
  source?: Link | "";
  /**
   * The page's URL when linkType is 1.
   */
  contentUrl?: Link | "";
  /**
   * 1 new window, 0 dialog iframe.
   */
  openType?: 0 | 1;
}
/**
 * The name in every portal language (SPEC §1, §3 nameAllLang).
 */
export interface SideEntryNames {
  "zh-CN": Name;
  en: Name;
  "sv-SE": Name;
}
