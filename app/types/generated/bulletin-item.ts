/* eslint-disable */
// generated from schemas/bulletin-item.schema.json by npm run gen:types; do not edit

/**
 * A notice on the project bulletin board of an org.
 */
export interface BulletinItem {
  id: string;
  title: string;
  content?: string;
  publishTime: string;
  level: "normal" | "important" | "urgent";
  publisher?: string;
  orgId?: string;
  orgName?: string;
  [k: string]: unknown;
}
