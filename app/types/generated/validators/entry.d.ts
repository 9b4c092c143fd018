/* eslint-disable */
// generated from schemas/entry.schema.json by npm run gen:types; do not edit
import type { Entry } from "../entry";

/** Checks a value against schemas/entry.schema.json (formats not checked); `errors` holds the faults of the last call that failed. */
export declare const validateEntry: {
  (data: unknown): data is Entry;
  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
};
