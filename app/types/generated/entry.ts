/* eslint-disable */
// generated from schemas/entry.schema.json by npm run gen:types; do not edit

/**
 * A quick entry or extend entry (SPEC §3), with ICON or IMAGE thumbnail and optional children.
 */
export interface Entry {
  id?: string;
  code: string;
  name: string;
  /**
   * Names by locale (zh-CN, en, sv-SE); name is the fallback.
   */
  nameAllLang?: {
    [k: string]: string;
  };
  /**
   * What the entry opens: a same-origin path or an http(s) URL; '' for a group.
   */
  url?: string;
  /**
   * 1 new window, 0 inside the portal.
   */
  openType?: number;
  thumbnailType?: "ICON" | "IMAGE";
  /**
   * Icon font class, for thumbnailType ICON.
   */
  iconClass?: string;
  /**
   * Images for thumbnailType IMAGE.
   */
  images?: {
    imageType: "ICON" | "UNSELECT-ICON" | "SELECT-ICON";
    iconUrl: string;
    [k: string]: unknown;
  }[];
  textColor?: string;
  textHoverColor?: string;
  /**
   * The name shows beside the thumbnail.
   */
  showName?: boolean;
  /**
   * The children show in a popover.
   */
  popover?: boolean;
  children?: Entry[];
  [k: string]: unknown;
}
