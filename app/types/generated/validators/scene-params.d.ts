/* eslint-disable */
// generated from schemas/scene-params.schema.json by npm run gen:types; do not edit
import type { SceneParams } from "../scene-params";

/** Checks a value against schemas/scene-params.schema.json (formats not checked); `errors` holds the faults of the last call that failed. */
export declare const validateSceneParams: {
  (data: unknown): data is SceneParams;
  errors?: { instancePath: string; schemaPath: string; keyword: string; params: Record<string, unknown>; message?: string }[] | null;
};
