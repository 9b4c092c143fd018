/* eslint-disable */
// generated from schemas/message.schema.json by npm run gen:types; do not edit

/**
 * A station message of the message centre (SPEC §3 Message, §4 Messages, §7 message/v4/messages). Alert-type messages show as persistent notifications while the platform returns them.
 */
export interface Message {
  /**
   * The message id, a whole number as text.
   */
  id: string;
  title: string;
  /**
   * Titles by locale (zh-CN, en, sv-SE); title is the fallback.
   */
  titleAllLang?: {
    [k: string]: string;
  };
  /**
   * Plain text; never markup.
   */
  content?: string;
  /**
   * Texts by locale (zh-CN, en, sv-SE); content is the fallback.
   */
  contentAllLang?: {
    [k: string]: string;
  };
  type: "normal" | "alert";
  /**
   * How pressing an alert is (ADR 057): the shell draws an important or an urgent alert in its level's colour and icon. Absent for a normal one.
   */
  level?: "important" | "urgent";
  /**
   * The product the message belongs to (the page call filters by it).
   */
  productCode?: string | null;
  tenantId?: string;
  createTime: string;
  read: boolean;
  readTime?: string | null;
  /**
   * Whether the message leads somewhere (webContentUrl is set).
   */
  businessJump?: boolean;
  /**
   * Where the message leads: a portal menu (by product and menu code, optionally in another org) or a same-origin path; null when it leads nowhere.
   */
  webContentUrl?: null | MessageMenuLink | MessageUrlLink;
  [k: string]: unknown;
}
export interface MessageMenuLink {
  type: "menu";
  productCode: string;
  /**
   * The code of the menu to open (SPEC §5 menuCode).
   */
  moduleCode: string;
  applicationCode?: string;
  /**
   * The org to open the menu in; absent: the current org.
   */
  orgId?: string;
  /**
   * A same-origin path inside the menu's app.
   */
  url?: string;
  /**
   * Extra query values for the menu's page.
   */
  extendParamers?: {
    [k: string]: string;
  };
}
export interface MessageUrlLink {
  type: "url";
  /**
   * A same-origin path of the portal.
   */
  url: string;
}
