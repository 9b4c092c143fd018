/* eslint-disable */
// generated from schemas/portal-entry-write.schema.json by npm run gen:types; do not edit

export type Name = string;
/**
 * An http(s) URL or a path on the portal's own origin starting with one "/"; no quotes, parentheses, angle brackets, backslashes or whitespace (javascript:, data: and other schemes are refused).
 */
export type Link = string;

/**
 * The body of POST and PUT workbench/v4/admin/entries/{quick-entries|extend-entries}[/{id}] (SPEC §3 Quick entry / extend entry; ADR 023): the writable fields of one top-level entry. A PUT replaces them all; the entry's children are kept.
 */
export interface PortalEntryWrite {
  /**
   * Unique in the list: letters, digits, ".", "_", ":" or "-".
   */
  code: string;
  nameAllLang: PortalEntryNames;
  /**
   * What the entry opens.
   */
  url: string;
  /**
   * 1 new window, 0 inside the portal.
   */
  openType?: 0 | 1;
  thumbnailType?: "ICON" | "IMAGE";
  /**
   * One icon class name, or empty for none.
   */
  iconClass?: string;
  /**
   * The picture of an IMAGE entry (its ICON image).
   */
  imageUrl?: Link | "";
  /**
   * A CSS colour (#rgb, #rrggbb, rgb(), rgba()), or empty for the header's own.
   */
  textColor?: string;
  /**
   * A CSS colour (#rgb, #rrggbb, rgb(), rgba()), or empty for the header's own.
   */
  textHoverColor?: string;
  /**
   * The name shows beside the thumbnail.
   */
  showName?: boolean;
}
/**
 * The name in every portal language (SPEC §1, §3 nameAllLang).
 */
export interface PortalEntryNames {
  "zh-CN": Name;
  en: Name;
  "sv-SE": Name;
}
