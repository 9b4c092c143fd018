/** SQLSTATE codes the API turns into answers instead of a 500. */
export const UNIQUE_VIOLATION = "23505";
export const FOREIGN_KEY_VIOLATION = "23503";

/**
 * The SQLSTATE of a database error (pg and PGlite both carry it as `code`), else undefined.
 * Used where a concurrent write can break a constraint between a check and the write.
 */
export function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}
