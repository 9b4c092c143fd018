/* eslint-disable */
// generated from schemas/header-theme.schema.json by npm run gen:types; do not edit
import type { HeaderTheme } from "../header-theme";

/** Checks a value against schemas/header-theme.schema.json (formats not checked); `errors` holds the faults of the last call that failed. */
export declare const validateHeaderTheme: {
  (data: unknown): data is HeaderTheme;
  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
};
