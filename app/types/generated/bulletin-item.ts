/* eslint-disable */
// generated from schemas/bulletin-item.schema.json by npm run gen:types; do not edit

/**
 * A notice on the project bulletin board of an org.
 */
export interface BulletinItem {
  id: string;
  title: string;
  /**
   * Titles by locale (zh-CN, en, sv-SE); title is the fallback.
   */
  titleAllLang?: {
    [k: string]: string;
  };
  content?: string;
  /**
   * Texts by locale (zh-CN, en, sv-SE); content is the fallback.
   */
  contentAllLang?: {
    [k: string]: string;
  };
  publishTime: string;
  level: "normal" | "important" | "urgent";
  publisher?: string;
  /**
   * Publishers by locale (zh-CN, en, sv-SE); publisher is the fallback.
   */
  publisherAllLang?: {
    [k: string]: string;
  };
  orgId?: string;
  orgName?: string;
  [k: string]: unknown;
}
