/* eslint-disable */
// generated from schemas/menu-write.schema.json by npm run gen:types; do not edit
import type { MenuWrite } from "../menu-write";

/** Checks a value against schemas/menu-write.schema.json (formats not checked); `errors` holds the faults of the last call that failed. */
export declare const validateMenuWrite: {
  (data: unknown): data is MenuWrite;
  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
};
