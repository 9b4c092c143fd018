/**
 * Platform tokens never reach the browser (ARCHITECTURE §6). These keys are
 * removed from every JSON answer the BFF forwards, at any depth.
 */
const TOKEN_KEYS = new Set(["userToken", "tenantToken", "trustsToken", "loginToken", "accessToken", "token"]);

export function scrubTokens(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== "object") return value;
  // Deeper than any real answer: dropped rather than passed on unscrubbed (fail closed).
  if (depth > 32) return null;
  if (Array.isArray(value)) return value.map((item) => scrubTokens(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (TOKEN_KEYS.has(k)) continue;
    out[k] = scrubTokens(v, depth + 1);
  }
  return out;
}
