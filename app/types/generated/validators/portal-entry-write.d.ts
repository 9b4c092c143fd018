/* eslint-disable */
// generated from schemas/portal-entry-write.schema.json by npm run gen:types; do not edit
import type { PortalEntryWrite } from "../portal-entry-write";

/** Checks a value against schemas/portal-entry-write.schema.json (formats not checked); `errors` holds the faults of the last call that failed. */
export declare const validatePortalEntryWrite: {
  (data: unknown): data is PortalEntryWrite;
  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
};
