/* eslint-disable */
// generated from schemas/portal-type-setting.schema.json by npm run gen:types; do not edit

/**
 * The user's navigation theme per tenant (SPEC §4: switchable between Classic and Simple).
 */
export interface PortalTypeSetting {
  enableType: "Classic" | "Simple";
  [k: string]: unknown;
}
