import { ApiError } from "./envelope.ts";

/** The ETag of a record that carries a version: `"<version>"`. */
export function versionEtag(version: number): string {
  return `"${version}"`;
}

/**
 * Whether an If-Match header lets a write go ahead on a record at `version`: no header (or an
 * empty one), `*`, or a list naming the version as `"3"`, `W/"3"` or `3`.
 */
export function ifMatchAllows(header: string | undefined, version: number): boolean {
  if (header === undefined || header.trim() === "") return true;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, "").replace(/^"(.*)"$/, "$1"))
    .some((tag) => tag === "*" || tag === String(version));
}

/**
 * 412 unless If-Match allows the write: two admins editing the same record do not overwrite
 * each other silently; the one who is late reloads and applies the change again.
 */
export function requireIfMatch(header: string | undefined, version: number, what: string): void {
  if (!ifMatchAllows(header, version)) {
    throw new ApiError(412, `${what} is at version ${version}, not the one named in If-Match: someone changed it meanwhile; reload it and make the change again`, "412");
  }
}
