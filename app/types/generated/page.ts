/* eslint-disable */
// generated from schemas/page.schema.json by npm run gen:types; do not edit

/**
 * One page of a paged list (ARCHITECTURE §4).
 */
export interface Page {
  /**
   * Items of this page.
   */
  records: unknown[];
  /**
   * Number of items over all pages.
   */
  recordTotal: number;
  /**
   * Number of pages.
   */
  totalPage: number;
  [k: string]: unknown;
}
