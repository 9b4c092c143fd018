/* eslint-disable */
// generated from schemas/side-entry.schema.json by npm run gen:types; do not edit

/**
 * An entry of the side toolbar (SPEC §3 Side entry).
 */
export interface SideEntry {
  id?: string;
  name?: string;
  /**
   * Names by locale (zh-CN, en, sv-SE); name is the fallback.
   */
  nameAllLang?: {
    [k: string]: string;
  };
  iconClass?: string;
  /**
   * 2: source is a script to inject; otherwise contentUrl is opened.
   */
  linkType: number;
  /**
   * Script URL when linkType is 2.
   */
  source?: string;
  /**
   * Page URL when linkType is not 2.
   */
  contentUrl?: string;
  /**
   * 1 new window, 0 dialog iframe.
   */
  openType?: number;
  [k: string]: unknown;
}
