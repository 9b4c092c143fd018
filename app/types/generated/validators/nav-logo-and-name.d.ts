/* eslint-disable */
// generated from schemas/nav-logo-and-name.schema.json by npm run gen:types; do not edit
import type { NavLogoAndName } from "../nav-logo-and-name";

/** Checks a value against schemas/nav-logo-and-name.schema.json (formats not checked); `errors` holds the faults of the last call that failed. */
export declare const validateNavLogoAndName: {
  (data: unknown): data is NavLogoAndName;
  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
};
