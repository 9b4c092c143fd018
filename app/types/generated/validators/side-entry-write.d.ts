/* eslint-disable */
// generated from schemas/side-entry-write.schema.json by npm run gen:types; do not edit
import type { SideEntryWrite } from "../side-entry-write";

/** Checks a value against schemas/side-entry-write.schema.json (formats not checked); `errors` holds the faults of the last call that failed. */
export declare const validateSideEntryWrite: {
  (data: unknown): data is SideEntryWrite;
  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
};
