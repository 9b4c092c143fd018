/* eslint-disable */
// generated from schemas/security-log-item.schema.json by npm run gen:types; do not edit
import type { SecurityLogItem } from "../security-log-item";

/** Checks a value against schemas/security-log-item.schema.json (formats not checked); `errors` holds the faults of the last call that failed. */
export declare const validateSecurityLogItem: {
  (data: unknown): data is SecurityLogItem;
  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
};
