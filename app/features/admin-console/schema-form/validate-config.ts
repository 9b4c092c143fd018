import headerThemeSchema from "../../../../schemas/header-theme.schema.json";
import navLogoAndNameSchema from "../../../../schemas/nav-logo-and-name.schema.json";
import sceneParamsSchema from "../../../../schemas/scene-params.schema.json";
import type { StandaloneValidator } from "#app/kit/schemas/browser-validate";
import { validateHeaderTheme } from "#app/types/generated/validators/header-theme.js";
import { validateNavLogoAndName } from "#app/types/generated/validators/nav-logo-and-name.js";
import { validateSceneParams } from "#app/types/generated/validators/scene-params.js";
import { faultsFromAjv, type FieldFault } from "./field-errors.rules";
import type { FormSchemaName, JsonSchema } from "./schema-fields.rules";

/**
 * The console's schemas and their validators: the very schemas of schemas/ (ARCHITECTURE §4),
 * checked in the browser by the generated ajv standalone code, so no eval is needed
 * (the console's pages have no 'unsafe-eval', server/security-headers.ts).
 */
export const FORM_SCHEMA_JSON: Record<FormSchemaName, JsonSchema> = {
  "header-theme": headerThemeSchema as JsonSchema,
  "nav-logo-and-name": navLogoAndNameSchema as JsonSchema,
  "scene-params": sceneParamsSchema as JsonSchema,
};

const VALIDATORS: Record<FormSchemaName, StandaloneValidator<unknown>> = {
  "header-theme": validateHeaderTheme,
  "nav-logo-and-name": validateNavLogoAndName,
  "scene-params": validateSceneParams,
};

/** The faults of `value` against its schema (none when it validates). */
export function validateConfig(schema: FormSchemaName, value: unknown): FieldFault[] {
  const validate = VALIDATORS[schema];
  return validate(value) ? [] : faultsFromAjv(validate.errors ?? []);
}
