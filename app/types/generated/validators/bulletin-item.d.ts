/* eslint-disable */
// generated from schemas/bulletin-item.schema.json by npm run gen:types; do not edit
import type { BulletinItem } from "../bulletin-item";

/** Checks a value against schemas/bulletin-item.schema.json (formats not checked); `errors` holds the faults of the last call that failed. */
export declare const validateBulletinItem: {
  (data: unknown): data is BulletinItem;
  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
};
