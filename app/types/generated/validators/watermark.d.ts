/* eslint-disable */
// generated from schemas/watermark.schema.json by npm run gen:types; do not edit
import type { Watermark } from "../watermark";

/** Checks a value against schemas/watermark.schema.json (formats not checked); `errors` holds the faults of the last call that failed. */
export declare const validateWatermark: {
  (data: unknown): data is Watermark;
  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
};
