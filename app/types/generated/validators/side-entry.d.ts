/* eslint-disable */
// generated from schemas/side-entry.schema.json by npm run gen:types; do not edit
import type { SideEntry } from "../side-entry";

/** Checks a value against schemas/side-entry.schema.json (formats not checked); `errors` holds the faults of the last call that failed. */
export declare const validateSideEntry: {
  (data: unknown): data is SideEntry;
  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
};
