/* eslint-disable */
// generated from schemas/micro-app-write.schema.json by npm run gen:types; do not edit
import type { MicroAppWrite } from "../micro-app-write";

/** Checks a value against schemas/micro-app-write.schema.json (formats not checked); `errors` holds the faults of the last call that failed. */
export declare const validateMicroAppWrite: {
  (data: unknown): data is MicroAppWrite;
  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
};
