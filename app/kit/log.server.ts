/**
 * Structured log lines (one JSON object per line) for the portal server.
 * LOG_LEVEL=silent mutes them (tests that provoke faults on purpose);
 * LOG_LEVEL=warn keeps warnings and errors only.
 */
export type LogLevel = "info" | "warn" | "error";

export function log(level: LogLevel, message: string, extra: Record<string, unknown> = {}): void {
  const threshold = process.env.LOG_LEVEL;
  if (threshold === "silent" || (threshold === "warn" && level === "info") || (threshold === "error" && level !== "error")) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...extra });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}
