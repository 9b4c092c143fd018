import { validateLayoutOverride } from "#app/types/generated/validators/layout-override.js";
import { faultsFromAjv, type FieldFault } from "../schema-form/field-errors.rules";
import type { ConfigValue } from "../schema-form/SchemaForm";
import { unknownComponentPointers } from "./layout-override.rules";

/** What the section edits: a tenant that has stored nothing has no entries yet. */
export function layoutOverrideOf(value: ConfigValue): ConfigValue {
  return Object.keys(value).length === 0 ? { layouts: [] } : value;
}

/**
 * The faults of a layout override in the browser: schemas/layout-override.schema.json (its
 * generated standalone validator, no eval), then the names the registry does not have, as the
 * platform refuses them.
 */
export function checkLayoutOverride(raw: ConfigValue): FieldFault[] {
  const value = layoutOverrideOf(raw);
  if (!validateLayoutOverride(value)) return faultsFromAjv(validateLayoutOverride.errors ?? []);
  return unknownComponentPointers(value).map(({ pointer, name }) => ({
    pointer,
    messageKey: "adminConsole.layout.unknownComponent",
    params: { name },
    message: `names no registered component (${name})`,
  }));
}
