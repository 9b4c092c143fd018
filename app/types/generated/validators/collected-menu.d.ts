/* eslint-disable */
// generated from schemas/collected-menu.schema.json by npm run gen:types; do not edit
import type { CollectedMenu } from "../collected-menu";

/** Checks a value against schemas/collected-menu.schema.json (formats not checked); `errors` holds the faults of the last call that failed. */
export declare const validateCollectedMenu: {
  (data: unknown): data is CollectedMenu;
  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
};
