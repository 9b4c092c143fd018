/* eslint-disable */
// generated from schemas/dashboard.schema.json by npm run gen:types; do not edit
import type { Dashboard } from "../dashboard";

/** Checks a value against schemas/dashboard.schema.json (formats not checked); `errors` holds the faults of the last call that failed. */
export declare const validateDashboard: {
  (data: unknown): data is Dashboard;
  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
};
