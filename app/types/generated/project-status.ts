/* eslint-disable */
// generated from schemas/project-status.schema.json by npm run gen:types; do not edit

/**
 * A project status dictionary item (SPEC §3; dictionary pmpp.xmztdict, SPEC §9). xmzt is the default label, localised as xmzt_{lang}.
 */
export interface ProjectStatus {
  id: string;
  code: string;
  xmzt: string;
  "xmzt_zh-CN"?: string;
  xmzt_en?: string;
  "xmzt_sv-SE"?: string;
  [k: string]: unknown;
}
