import type { Request, Response } from "express";
import { badRequest, ok } from "./envelope.ts";
import { anyVersionRefused } from "./if-match.ts";

export function configEtag(tenantId: string, version: number): string {
  return `"${tenantId}-${version}"`;
}

/** True when an If-None-Match header (a list, possibly weak tags or `*`) matches the tag. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((t) => t.trim().replace(/^W\//, ""))
    .some((t) => t === etag || t === "*");
}

/** Sends a tenant config with its ETag, or 304 when the client already has this version. */
export function sendConfig(req: Request, res: Response, tenantId: string, version: number, data: unknown): void {
  const etag = configEtag(tenantId, version);
  res.set("ETag", etag);
  res.set("Cache-Control", "private, no-cache");
  if (etagMatches(req.get("if-none-match"), etag)) {
    res.status(304).end();
    return;
  }
  ok(res, data);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The version an If-Match header names for a tenant config: `"<tenantId>-<version>"` (the ETag
 * its GET answered), weak or not. null when there is none (the write is based on whatever is
 * published). 428 for `*`, which names no version (ADR 048); 400 for a tag of another tenant or
 * one that is not such a tag.
 */
export function basedOnFromIfMatch(header: string | undefined, tenantId: string): number | null {
  if (header === undefined || header.trim() === "") return null;
  const tags = header.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
  if (tags.includes("*")) throw anyVersionRefused("this config");
  if (tags.length !== 1) throw badRequest("If-Match must name one version of this config");
  const match = /^"([^"-]+)-(\d{1,9})"$/.exec(tags[0] ?? "");
  if (!match) throw badRequest('If-Match must be the ETag of this config, "<tenantId>-<version>"');
  if (match[1] !== tenantId) throw badRequest("If-Match names another tenant's config");
  return Number(match[2]);
}
