/* eslint-disable */
// generated from schemas/bridge-message.schema.json by npm run gen:types; do not edit
import type { BridgeAppMessage, BridgeContextPayload, BridgeMessage, BridgeParentMessage, BridgeShellMessage } from "../bridge-message";

/** Checks a value against schemas/bridge-message.schema.json (formats not checked); `errors` holds the faults of the last call that failed. */
export declare const validateBridgeMessage: {
  (data: unknown): data is BridgeMessage;
  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
};

/** Checks a value against schemas/bridge-message.schema.json#/$defs/appMessage (formats not checked); `errors` holds the faults of the last call that failed. */
export declare const validateBridgeAppMessage: {
  (data: unknown): data is BridgeAppMessage;
  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
};

/** Checks a value against schemas/bridge-message.schema.json#/$defs/shellMessage (formats not checked); `errors` holds the faults of the last call that failed. */
export declare const validateBridgeShellMessage: {
  (data: unknown): data is BridgeShellMessage;
  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
};

/** Checks a value against schemas/bridge-message.schema.json#/$defs/parentMessage (formats not checked); `errors` holds the faults of the last call that failed. */
export declare const validateBridgeParentMessage: {
  (data: unknown): data is BridgeParentMessage;
  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
};

/** Checks a value against schemas/bridge-message.schema.json#/$defs/context (formats not checked); `errors` holds the faults of the last call that failed. */
export declare const validateBridgeContext: {
  (data: unknown): data is BridgeContextPayload;
  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
};
