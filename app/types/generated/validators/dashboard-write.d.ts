/* eslint-disable */
// generated from schemas/dashboard-write.schema.json by npm run gen:types; do not edit
import type { DashboardWrite } from "../dashboard-write";

/** Checks a value against schemas/dashboard-write.schema.json (formats not checked); `errors` holds the faults of the last call that failed. */
export declare const validateDashboardWrite: {
  (data: unknown): data is DashboardWrite;
  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
};
