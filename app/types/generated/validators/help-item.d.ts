/* eslint-disable */
// generated from schemas/help-item.schema.json by npm run gen:types; do not edit
import type { HelpItem } from "../help-item";

/** Checks a value against schemas/help-item.schema.json (formats not checked); `errors` holds the faults of the last call that failed. */
export declare const validateHelpItem: {
  (data: unknown): data is HelpItem;
  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
};
