import { ApiError } from "./envelope.ts";

/** The ETag of a record that carries a version: `"<version>"`. */
export function versionEtag(version: number): string {
  return `"${version}"`;
}

const tagsOf = (header: string) => header.split(",").map((tag) => tag.trim().replace(/^W\//, "").replace(/^"(.*)"$/, "$1"));

/**
 * Whether an If-Match header lets a write go ahead on a record at `version`: no header (or an
 * empty one), or a list naming the version as `"3"`, `W/"3"` or `3`. `*` names no version and
 * allows nothing (ADR 048).
 */
export function ifMatchAllows(header: string | undefined, version: number): boolean {
  if (header === undefined || header.trim() === "") return true;
  return tagsOf(header).some((tag) => tag === String(version));
}

/**
 * The 428 of an admin write sent with `If-Match: *` (ADR 048): "any version" would let a change
 * made on a stale read overwrite the newer one unseen, which is what If-Match is there to stop.
 */
export function anyVersionRefused(what: string): ApiError {
  return new ApiError(428, `If-Match: * is refused: a change to ${what} must name the version it was made on (the ETag read with it), so that a change made meanwhile is not overwritten`, "428");
}

/**
 * 428 for `If-Match: *`, 412 unless If-Match allows the write: two admins editing the same
 * record do not overwrite each other silently; the one who is late reloads and applies the
 * change again.
 */
export function requireIfMatch(header: string | undefined, version: number, what: string): void {
  if (header !== undefined && tagsOf(header).includes("*")) throw anyVersionRefused(what);
  if (!ifMatchAllows(header, version)) {
    throw new ApiError(412, `${what} is at version ${version}, not the one named in If-Match: someone changed it meanwhile; reload it and make the change again`, "412");
  }
}
