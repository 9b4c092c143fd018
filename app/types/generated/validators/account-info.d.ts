/* eslint-disable */
// generated from schemas/account-info.schema.json by npm run gen:types; do not edit
import type { AccountInfo } from "../account-info";

/** Checks a value against schemas/account-info.schema.json (formats not checked); `errors` holds the faults of the last call that failed. */
export declare const validateAccountInfo: {
  (data: unknown): data is AccountInfo;
  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
};
