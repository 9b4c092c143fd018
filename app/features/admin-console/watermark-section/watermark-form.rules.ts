import watermarkSchema from "../../../../schemas/watermark.schema.json";
import type { WatermarkInput, WatermarkTemplate } from "#app/platform-api/watermark-admin";
import { validateWatermark } from "#app/types/generated/validators/watermark.js";
import { faultsFromAjv, faultsFromPlatform, type FieldFault } from "../schema-form/field-errors.rules";

/**
 * The Watermark section's form over schemas/watermark.schema.json (SPEC §3 Watermark, defaults
 * SPEC §9): what a new template starts with, what a template read becomes in the form and what
 * the form sends, and its faults by field from the schema's generated validator (no eval). Pure.
 */

interface PropertySchema {
  type?: string;
  enum?: readonly (string | number)[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  default?: unknown;
  readOnly?: boolean;
}

const PROPERTIES = watermarkSchema.properties as Record<string, PropertySchema>;

/** The fields a tenant admin writes, in the form's order (the schema's, without what the platform sets). */
export const WATERMARK_FIELDS = Object.keys(PROPERTIES).filter((name) => PROPERTIES[name]?.readOnly !== true) as (keyof WatermarkInput)[];

/** SPEC §3: the text placeholders a TEXT template may hold. */
export const TEXT_PLACEHOLDERS = ["name", "loginAccount", "tenantName", "systemDate"] as const;

/** SPEC §3 position: the values the schema allows, in its order. */
export const POSITIONS = (PROPERTIES["position"]?.enum ?? []) as readonly string[];

/** A number field's bounds, from the schema. */
export function boundsOf(field: keyof WatermarkInput): { min?: number; max?: number } {
  const property = PROPERTIES[field];
  return { min: property?.minimum, max: property?.maximum };
}

/** The schema's longest text for a field. */
export function maxLengthOf(field: keyof WatermarkInput): number | undefined {
  return PROPERTIES[field]?.maxLength;
}

/** What a new template's form starts with: the SPEC §9 defaults (the schema's `default` keywords). */
export function newWatermark(): WatermarkInput {
  const value: Record<string, unknown> = { name: "" };
  for (const field of WATERMARK_FIELDS) {
    const fallback = PROPERTIES[field]?.default;
    if (fallback !== undefined) value[field] = fallback;
  }
  return value as unknown as WatermarkInput;
}

/** A template read, as the form edits it: the writable fields only. */
export function formValueOf(template: WatermarkTemplate): WatermarkInput {
  const value: Record<string, unknown> = {};
  for (const field of WATERMARK_FIELDS) if (template[field] !== undefined) value[field] = template[field];
  return value as unknown as WatermarkInput;
}

/**
 * What a save sends: the form's value without empty texts (an absent field takes its default;
 * an empty code or picture is no code or picture) and without the fields of the other type's
 * mark it does not draw (a PICTURE template keeps no text, a TEXT one no picture).
 */
export function writeBody(value: WatermarkInput): WatermarkInput {
  const out: Record<string, unknown> = {};
  for (const [field, item] of Object.entries(value)) {
    if (item === undefined || item === null) continue;
    if (typeof item === "string" && item === "" && field !== "name" && field !== "text") continue;
    out[field] = item;
  }
  if (out["type"] === "PICTURE") delete out["text"];
  else {
    delete out["picturePath"];
    delete out["pictureName"];
  }
  return out as unknown as WatermarkInput;
}

/** The faults of the form's value, by field pointer: the schema's (its generated validator), the platform's words for a colour. */
export function watermarkFaults(value: WatermarkInput): FieldFault[] {
  const body = writeBody(value);
  if (validateWatermark(body)) return [];
  return faultsFromAjv((validateWatermark.errors ?? []).filter((fault) => fault.keyword !== "if")).map((fault) =>
    fault.pointer === "/fontColor" && fault.messageKey === "adminConsole.errors.pattern" ? { ...fault, messageKey: "adminConsole.watermark.errors.fontColor" } : fault
  );
}

/** A refused write's faults (400 `data.errors`, paths such as `picturePath`) as field faults. */
export function platformFaults(errors: readonly { path: string; message: string }[]): FieldFault[] {
  return faultsFromPlatform(errors);
}
