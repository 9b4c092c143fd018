/**
 * SPEC §2 "org: full id path; the last segment is the org id" (and SPEC §3 fullId: ids
 * from the root separated by '/'). Takes any value; returns the last non-empty segment,
 * trimmed, or null when there is none. Never throws.
 */
export function orgIdFromFullId(fullId: unknown): string | null {
  if (typeof fullId !== "string") return null;
  const segments = fullId.split("/");
  for (let i = segments.length - 1; i >= 0; i--) {
    const segment = (segments[i] ?? "").trim();
    if (segment.length > 0) return segment;
  }
  return null;
}

/**
 * SPEC §5 "Org switch needs an org id, else the error 'missing parameter: orgId'".
 * Returns the trimmed id; throws `Error('missing parameter: orgId')` when it is absent,
 * not a string or blank.
 */
export function requireOrgId(id: unknown): string {
  const trimmed = typeof id === "string" || typeof id === "number" ? String(id).trim() : "";
  if (trimmed.length === 0) throw new Error("missing parameter: orgId");
  return trimmed;
}
