/* eslint-disable */
// generated from schemas/password-rules.schema.json by npm run gen:types; do not edit
import type { PasswordRules } from "../password-rules";

/** Checks a value against schemas/password-rules.schema.json (formats not checked); `errors` holds the faults of the last call that failed. */
export declare const validatePasswordRules: {
  (data: unknown): data is PasswordRules;
  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
};
