/* eslint-disable */
// generated from schemas/texts-by-locale.schema.json by npm run gen:types; do not edit
import type { TextsByLocale } from "../texts-by-locale";

/** Checks a value against schemas/texts-by-locale.schema.json (formats not checked); `errors` holds the faults of the last call that failed. */
export declare const validateTextsByLocale: {
  (data: unknown): data is TextsByLocale;
  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
};
