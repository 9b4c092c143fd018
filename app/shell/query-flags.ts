/**
 * Query flags the layout engine reads (SPEC §2 "Query parameters read").
 * Values are parsed strictly; anything else is ignored (safe default).
 */
import type { QueryFlags } from "#app/layout/types";

export interface ParsedQuery {
  viewMode: string | null;
  flags: QueryFlags;
}

function bool(value: string | null): boolean | undefined {
  if (value === "true" || value === "1") return true;
  if (value === "false" || value === "0") return false;
  return undefined;
}

function text(value: string | null, max: number): string | undefined {
  if (value === null) return undefined;
  const trimmed = value.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return trimmed.length > 0 && trimmed.length <= max ? trimmed : undefined;
}

export function parseQueryFlags(search: URLSearchParams): ParsedQuery {
  const flags: ParsedQuery["flags"] = {};
  const entries: [keyof ParsedQuery["flags"], unknown][] = [
    ["brandLogoShow", bool(search.get("brandLogoShow"))],
    ["userInfoShow", bool(search.get("userInfoShow"))],
    ["noPadding", bool(search.get("noPadding"))],
    ["disableRobot", bool(search.get("disableRobot"))],
    ["userGuide", bool(search.get("userGuide"))],
    ["systemName", text(search.get("systemName"), 64)],
    ["scene", text(search.get("scene"), 64)],
  ];
  for (const [key, value] of entries) if (value !== undefined) (flags as Record<string, unknown>)[key] = value;
  return {
    viewMode: text(search.get("viewMode"), 32) ?? null,
    flags,
  };
}
