/* eslint-disable */
// generated from schemas/recent-visit.schema.json by npm run gen:types; do not edit
import type { RecentVisit } from "../recent-visit";

/** Checks a value against schemas/recent-visit.schema.json (formats not checked); `errors` holds the faults of the last call that failed. */
export declare const validateRecentVisit: {
  (data: unknown): data is RecentVisit;
  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
};
