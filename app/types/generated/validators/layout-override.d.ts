/* eslint-disable */
// generated from schemas/layout-override.schema.json by npm run gen:types; do not edit
import type { LayoutOverride } from "../layout-override";

/** Checks a value against schemas/layout-override.schema.json (formats not checked); `errors` holds the faults of the last call that failed. */
export declare const validateLayoutOverride: {
  (data: unknown): data is LayoutOverride;
  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
};
