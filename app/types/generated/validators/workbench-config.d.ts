/* eslint-disable */
// generated from schemas/workbench-config.schema.json by npm run gen:types; do not edit
import type { WorkbenchConfig } from "../workbench-config";

/** Checks a value against schemas/workbench-config.schema.json (formats not checked); `errors` holds the faults of the last call that failed. */
export declare const validateWorkbenchConfig: {
  (data: unknown): data is WorkbenchConfig;
  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
};
