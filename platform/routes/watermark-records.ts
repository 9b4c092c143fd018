import type { Selectable } from "kysely";
import { WATERMARK_DEFAULTS } from "../config-defaults.ts";
import type { WatermarksTable } from "../db/schema.ts";
import { fieldErrors, type FieldError } from "../http/envelope.ts";
import { schemaFieldErrors } from "../http/schema-validation.ts";
import { isPlainObject } from "../http/tenant-config.ts";

/**
 * Watermark templates (SPEC §3 Watermark, defaults SPEC §9): how a write body is read
 * (schemas/watermark.schema.json and the checks a schema cannot make) and how a row is answered
 * (the same schema). Pure.
 */

export type WatermarkRow = Selectable<WatermarksTable>;
export const WATERMARK_SCHEMA = "watermark.schema.json";
/** A write body larger than this (as JSON) is refused: every field together fits well within it. */
export const MAX_WATERMARK_BODY_BYTES = 16 * 1024;
/** Ids are whole numbers written as text (the portal reads a watermarkTemplate of digits as an id). */
const WATERMARK_ID = /^[0-9]{1,19}$/;

export type WatermarkType = "TEXT" | "PICTURE";

/** The writable fields of a template, read, checked and with the SPEC §9 defaults filled in. */
export interface WatermarkInput {
  name: string;
  code: string | null;
  type: WatermarkType;
  picturePath: string | null;
  pictureName: string | null;
  spacing: number;
  staggerDistance: number;
  scale: number;
  transparency: number;
  rotationAngle: number;
  text: string | null;
  fontSize: number;
  repeat: boolean;
  fontColor: string;
  status: 0 | 1;
  position: string;
}

/** A template as the API answers it (schemas/watermark.schema.json); absent optional fields are left out. */
export interface WatermarkRecord {
  id: string;
  name: string;
  code?: string;
  type: WatermarkType;
  picturePath?: string;
  pictureName?: string;
  spacing: number;
  staggerDistance: number;
  scale: number;
  transparency: number;
  rotationAngle: number;
  text?: string;
  fontSize: number;
  repeat: boolean;
  fontColor: string;
  status: 0 | 1;
  position: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** True for a string that could be a watermark id. */
export function isWatermarkId(value: string): boolean {
  return WATERMARK_ID.test(value);
}

/** Faults of an absolute picturePath the pattern lets through: no URL at all, or a user name or password in it. */
function picturePathFault(path: string): string | null {
  if (path.startsWith("/")) return null;
  let url: URL;
  try {
    url = new URL(path);
  } catch {
    return 'must be an absolute http(s) URL or a path on the portal\'s own origin starting with a single "/"';
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "must be an http(s) URL";
  if (url.username || url.password) return "must not carry a user name or password";
  return null;
}

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);
const numberOr = (value: unknown, fallback: number): number => (typeof value === "number" ? value : fallback);

/**
 * The body of a POST (no `id`) or PUT (`id` left out or the one of the path) as a template's
 * writable fields; a 400 naming every faulty field (`{ errors: [{ path, message }] }`) otherwise.
 * Unknown fields (`__proto__` and `constructor` included) are faults, never merged anywhere.
 */
export function readWatermarkBody(body: unknown, pathId: string | null): WatermarkInput {
  if (!isPlainObject(body)) throw fieldErrors([{ path: "", message: "must be a JSON object" }]);
  if (Buffer.byteLength(JSON.stringify(body), "utf8") > MAX_WATERMARK_BODY_BYTES) {
    throw fieldErrors([{ path: "", message: `must be at most ${MAX_WATERMARK_BODY_BYTES / 1024} KB written as JSON` }]);
  }
  const errors: FieldError[] = schemaFieldErrors(WATERMARK_SCHEMA, body);
  // The schema's `pattern` words: ajv's own message would print the regular expression.
  for (const error of errors) {
    if (error.path === "picturePath" && error.message.startsWith("must match")) {
      error.message = 'must be an absolute http(s) URL or a path on the portal\'s own origin starting with a single "/", without quotes, parentheses, backslashes, spaces or control characters';
    } else if (error.path === "fontColor" && error.message.startsWith("must match")) {
      error.message = "must be a CSS hex colour: #rgb, #rgba, #rrggbb or #rrggbbaa";
    } else if (error.path === "code" && error.message.startsWith("must match")) {
      error.message = 'must be 1 to 64 letters, digits, ".", "_" or "-", starting with a letter or digit';
    } else if (error.path === "name" && error.message.startsWith("must match")) {
      error.message = "must not be blank";
    } else if (error.path === "text" && error.message.startsWith("must match")) {
      error.message = "must not be blank";
    }
  }
  const id = body["id"];
  if (id !== undefined && !errors.some((e) => e.path === "id")) {
    if (pathId === null) errors.push({ path: "id", message: "is set by the platform: leave it out" });
    else if (id !== pathId) errors.push({ path: "id", message: `must be the id in the path (${pathId}) or left out` });
  }
  const picturePath = text(body["picturePath"]);
  if (picturePath !== null && !errors.some((e) => e.path === "picturePath")) {
    const fault = picturePathFault(picturePath);
    if (fault) errors.push({ path: "picturePath", message: fault });
  }
  if (errors.length > 0) throw fieldErrors(errors);
  // version, createdAt and updatedAt are the platform's: a body that repeats them as read is fine, and they are not taken.
  const d = WATERMARK_DEFAULTS;
  return {
    name: body["name"] as string,
    code: text(body["code"]),
    type: body["type"] === "PICTURE" ? "PICTURE" : "TEXT",
    picturePath,
    pictureName: text(body["pictureName"]),
    spacing: numberOr(body["spacing"], d.spacing),
    staggerDistance: numberOr(body["staggerDistance"], d.staggerDistance),
    scale: numberOr(body["scale"], d.scale),
    transparency: numberOr(body["transparency"], d.transparency),
    rotationAngle: numberOr(body["rotationAngle"], d.rotationAngle),
    text: text(body["text"]),
    fontSize: numberOr(body["fontSize"], d.fontSize),
    repeat: typeof body["repeat"] === "boolean" ? body["repeat"] : d.repeat,
    fontColor: text(body["fontColor"]) ?? d.fontColor,
    status: body["status"] === 0 ? 0 : 1,
    position: text(body["position"]) ?? d.position,
  };
}

/** The columns of a template's writable fields. */
export function watermarkColumns(input: WatermarkInput) {
  return {
    name: input.name,
    code: input.code,
    type: input.type,
    picture_path: input.picturePath,
    picture_name: input.pictureName,
    spacing: input.spacing,
    stagger_distance: input.staggerDistance,
    scale: input.scale,
    transparency: input.transparency,
    rotation_angle: input.rotationAngle,
    text: input.text,
    font_size: input.fontSize,
    repeat: input.repeat,
    font_color: input.fontColor,
    status: input.status,
    position: input.position,
  };
}

const iso = (value: Date | string): string => new Date(value).toISOString();

export function watermarkRecord(row: WatermarkRow): WatermarkRecord {
  return {
    id: row.id,
    name: row.name,
    ...(row.code !== null ? { code: row.code } : {}),
    type: row.type,
    ...(row.picture_path !== null ? { picturePath: row.picture_path } : {}),
    ...(row.picture_name !== null ? { pictureName: row.picture_name } : {}),
    spacing: Number(row.spacing),
    staggerDistance: Number(row.stagger_distance),
    scale: Number(row.scale),
    transparency: Number(row.transparency),
    rotationAngle: Number(row.rotation_angle),
    ...(row.text !== null ? { text: row.text } : {}),
    fontSize: Number(row.font_size),
    repeat: row.repeat,
    fontColor: row.font_color,
    status: row.status === 0 ? 0 : 1,
    position: row.position,
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
