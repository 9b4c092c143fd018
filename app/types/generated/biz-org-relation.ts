/* eslint-disable */
// generated from schemas/biz-org-relation.schema.json by npm run gen:types; do not edit

/**
 * A business-org relation (SPEC §3; list filtered by status 1, SPEC §9). bizOrgCode is sent as x-biz-org-code.
 */
export interface BizOrgRelation {
  relCode: string;
  bizOrgCode: string;
  [k: string]: unknown;
}
