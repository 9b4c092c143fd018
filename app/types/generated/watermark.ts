/* eslint-disable */
// generated from schemas/watermark.schema.json by npm run gen:types; do not edit

/**
 * A watermark template of a tenant (SPEC §3 Watermark, defaults SPEC §9), as GET report-center/v4/mark/{id}/detail answers it and as a tenant admin writes it (POST report-center/v4/mark, PUT report-center/v4/mark/{id}). A write leaves out id, version, createdAt and updatedAt (the platform sets them; a PUT may repeat what it read). A TEXT template needs text, a PICTURE template needs picturePath.
 */
export type Watermark = {
  [k: string]: unknown;
} & {
  /**
   * Set by the platform: a whole number written as text. The header theme's watermarkTemplate names it.
   */
  id?: string;
  /**
   * The name the tenant admin console lists the template under.
   */
  name: string;
  /**
   * A short code for the template: letters, digits, '.', '_' or '-'.
   */
  code?: string;
  /**
   * TEXT draws the text, PICTURE draws the picture at picturePath.
   */
  type?: "TEXT" | "PICTURE";
  /**
   * The picture of a PICTURE template: an absolute http(s) URL, or a path on the portal's own origin starting with a single '/' (such as the url answered by POST file/v4/images). No quotes, parentheses, backslashes, white space or control characters.
   */
  picturePath?: string;
  /**
   * The picture's file name as uploaded, for the console.
   */
  pictureName?: string;
  /**
   * Space between two marks, in px.
   */
  spacing?: number;
  /**
   * How far every second row of marks is shifted sideways, in px.
   */
  staggerDistance?: number;
  /**
   * Size in percent: 100 is the picture's natural size, or the font size as given.
   */
  scale?: number;
  /**
   * Transparency in percent: 0 is the watermark's full (faint) strength, 100 invisible.
   */
  transparency?: number;
  /**
   * Rotation of each mark in degrees, clockwise.
   */
  rotationAngle?: number;
  /**
   * The text of a TEXT template, with the placeholders {name}, {loginAccount}, {tenantName} and {systemDate} (also written ${name} or {{name}}).
   */
  text?: string;
  /**
   * Font size of a TEXT template, in px.
   */
  fontSize?: number;
  /**
   * true tiles the mark over the page; false draws it once, at position.
   */
  repeat?: boolean;
  /**
   * Text colour of a TEXT template: a CSS hex colour (#rgb, #rgba, #rrggbb or #rrggbbaa).
   */
  fontColor?: string;
  /**
   * 1 in use; 0 switched off (the portal draws no watermark for it).
   */
  status?: 0 | 1;
  /**
   * Where the marks start (a single mark sits there): one vertical word, one horizontal word, or both joined by '_'.
   */
  position?:
    | "MIDDLE"
    | "UP"
    | "DOWN"
    | "LEFT"
    | "RIGHT"
    | "UP_LEFT"
    | "UP_RIGHT"
    | "DOWN_LEFT"
    | "DOWN_RIGHT";
  /**
   * Set by the platform; raised by every PUT. Sent back in If-Match so a stale write is refused (412).
   */
  version?: number;
  /**
   * Set by the platform: when the template was made (ISO 8601).
   */
  createdAt?: string;
  /**
   * Set by the platform: when the template was last changed (ISO 8601).
   */
  updatedAt?: string;
};
