/* eslint-disable */
// generated from schemas/identity.schema.json by npm run gen:types; do not edit

/**
 * A business identity the user may act as (SPEC §3 Identity). Code 'Default' restores all menus (SPEC §4 Identity switch).
 */
export interface Identity {
  code: string;
  name: string;
  /**
   * The identity currently in use.
   */
  selected?: boolean;
  [k: string]: unknown;
}
