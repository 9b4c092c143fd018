import type { NextFunction, Request, Response } from "express";
import { badRequest, fieldErrors } from "./envelope.ts";

const NUL = "\u0000";
const FAULT = "must not contain the NUL character (U+0000)";

/** A key as a JSON Pointer segment (RFC 6901), the NUL written as its escape and kept short. */
function segment(key: string): string {
  return key.slice(0, 64).replace(/~/g, "~0").replace(/\//g, "~1").replace(/\u0000/g, "\\u0000");
}

/**
 * Where the first NUL of a parsed JSON value or query is, as a field path (`items/0/title`,
 * as the platform's other field errors), or null when there is none. Walked with a list, not
 * by recursion: a body may nest as deep as its megabyte allows.
 */
function firstNul(root: unknown): string | null {
  // Each item: a value, its path, and whether the key that names it holds a NUL itself.
  const pending: [value: unknown, path: string, badKey: boolean][] = [[root, "", false]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, path, badKey] = next;
    if (badKey || (typeof value === "string" && value.includes(NUL))) return path;
    if (typeof value !== "object" || value === null) continue;
    const entries = Object.entries(value);
    // Pushed last to first, so that the first field of the body is the first one found.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      pending.push([child, path === "" ? segment(key) : `${path}/${segment(key)}`, key.includes(NUL)]);
    }
  }
  return null;
}

/**
 * Refuses a call whose path, query or JSON body holds a NUL character: PostgreSQL text cannot
 * hold one, so it would reach the database as a fault (a 500) instead of being bad input (a 400
 * naming where it is). Mounted once after the body is parsed, ahead of every route.
 */
export function refuseNulCharacters(req: Request, _res: Response, next: NextFunction): void {
  // A NUL can come only percent-encoded in a request line; Express decodes it into path parameters.
  if (/%00/.test(req.path)) return next(badRequest(`The path ${FAULT}`));
  const inQuery = firstNul(req.query);
  if (inQuery !== null) return next(badRequest(`Query parameter ${inQuery} ${FAULT}`));
  const inBody = firstNul(req.body);
  if (inBody !== null) return next(fieldErrors([{ path: inBody, message: FAULT }]));
  next();
}
