/* eslint-disable */
// generated from schemas/help-url-write.schema.json by npm run gen:types; do not edit
import type { HelpUrlWrite } from "../help-url-write";

/** Checks a value against schemas/help-url-write.schema.json (formats not checked); `errors` holds the faults of the last call that failed. */
export declare const validateHelpUrlWrite: {
  (data: unknown): data is HelpUrlWrite;
  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
};
