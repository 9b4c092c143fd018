/* eslint-disable */
// generated from schemas/page.schema.json by npm run gen:types; do not edit
import type { Page } from "../page";

/** Checks a value against schemas/page.schema.json (formats not checked); `errors` holds the faults of the last call that failed. */
export declare const validatePage: {
  (data: unknown): data is Page;
  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
};
