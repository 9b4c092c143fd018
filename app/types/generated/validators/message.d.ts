/* eslint-disable */
// generated from schemas/message.schema.json by npm run gen:types; do not edit
import type { Message } from "../message";

/** Checks a value against schemas/message.schema.json (formats not checked); `errors` holds the faults of the last call that failed. */
export declare const validateMessage: {
  (data: unknown): data is Message;
  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
};
