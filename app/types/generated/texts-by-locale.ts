/* eslint-disable */
// generated from schemas/texts-by-locale.schema.json by npm run gen:types; do not edit

/**
 * A text per locale (SPEC §3 nameAllLang and its kin: titleAllLang, contentAllLang, publisherAllLang), keyed by locale (zh-CN, en, sv-SE); the plain field beside it is the fallback, and so is an empty text. The same shape as those properties in the other schemas.
 */
export interface TextsByLocale {
  [k: string]: string;
}
