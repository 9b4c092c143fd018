import type { Request } from "express";
import { badRequest, fieldErrors } from "./envelope.ts";

/** Input readers: each throws a 400 naming the field, so bad input never becomes a 500. */

const ID_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

/** 400 for any query parameter of a call that takes none: a misspelt filter is never ignored. */
export function noQueryParams(req: Request): void {
  const name = Object.keys(req.query)[0];
  if (name !== undefined) throw badRequest(`Unknown parameter: ${name.slice(0, 64)}`);
}

export function bodyObject(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== "object" || Array.isArray(body)) throw badRequest("Request body must be a JSON object");
  return body as Record<string, unknown>;
}

/** An id given as a string or a whole number; ids are strings in answers. */
export function idValue(value: unknown, field: string): string {
  const id = typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? String(value) : value;
  if (typeof id !== "string" || !ID_PATTERN.test(id)) throw badRequest(`${field} must be an id`);
  return id;
}

export function optionalId(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  return idValue(value, field);
}

export function idList(value: unknown, field: string, max = 500): string[] {
  if (!Array.isArray(value)) throw badRequest(`${field} must be an array of ids`);
  if (value.length > max) throw badRequest(`${field} may hold at most ${max} ids`);
  return [...new Set(value.map((v, i) => idValue(v, `${field}[${i}]`)))];
}

export function optionalString(value: unknown, field: string, maxLength = 200): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") throw badRequest(`${field} must be a string`);
  if (value.length > maxLength) throw badRequest(`${field} is longer than ${maxLength} characters`);
  return value;
}

export function optionalBoolean(value: unknown, field: string): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "boolean") throw badRequest(`${field} must be true or false`);
  return value;
}

export function optionalStringList(value: unknown, field: string, max = 50): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((v) => typeof v !== "string" || v.length > 64)) {
    throw badRequest(`${field} must be an array of strings`);
  }
  if (value.length > max) throw badRequest(`${field} may hold at most ${max} items`);
  return value as string[];
}

/** A whole number from JSON (number or digit string), within [min, max]. */
export function intValue(value: unknown, field: string, min: number, max: number, fallback?: number): number {
  if ((value === undefined || value === null) && fallback !== undefined) return fallback;
  const n = typeof value === "string" && /^-?\d{1,9}$/.test(value) ? Number(value) : value;
  if (typeof n !== "number" || !Number.isInteger(n) || n < min || n > max) {
    throw badRequest(`${field} must be a whole number from ${min} to ${max}`);
  }
  return n;
}

/** A query parameter given once as a string. */
export function queryString(req: Request, name: string): string | undefined {
  const value = req.query[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw badRequest(`${name} must be given once`);
  return value;
}

export function requiredQueryId(req: Request, name: string): string {
  const value = queryString(req, name);
  if (value === undefined || value === "") throw badRequest(`${name} is required`);
  return idValue(value, name);
}

/** Path ids: same rule as body ids. */
export function pathId(req: Request, name = "id"): string {
  return idValue(req.params[name], name);
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const HOSTILE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** A key as a segment of a field path (JSON Pointer, RFC 6901, as ajv's), kept short. */
function pathSegment(key: string): string {
  return key.slice(0, 64).replace(/~/g, "~0").replace(/\//g, "~1");
}

/**
 * 400 naming the field for a JSON body that could reach an object's prototype or nests deeper
 * than `maxDepth` levels of objects and arrays: a key `__proto__`, `constructor` or `prototype`
 * anywhere (`props/__proto__`). JSON.parse makes `__proto__` an own key, which a spread, a merge
 * or a copy would take as the prototype, so it is refused, never dropped. Checked before any
 * merge or validation.
 */
export function rejectHostileShape(value: unknown, maxDepth = 8): void {
  const visit = (node: unknown, depth: number, at: string): void => {
    if (typeof node !== "object" || node === null) return;
    if (depth > maxDepth) throw fieldErrors([{ path: at, message: `nests deeper than ${maxDepth} levels` }]);
    for (const key of Object.keys(node)) {
      const path = at === "" ? pathSegment(key) : `${at}/${pathSegment(key)}`;
      if (HOSTILE_KEYS.has(key)) throw fieldErrors([{ path, message: `is a key the platform refuses: ${key} could reach an object's prototype` }]);
      visit((node as Record<string, unknown>)[key], depth + 1, path);
    }
  };
  visit(value, 1, "");
}
