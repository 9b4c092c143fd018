import { isLoopbackHost, runsInPage } from "#app/kit/security/code-trust";

/**
 * ADR 047 at the moment a tenant admin writes: config that names code is refused with a clear
 * field error when the portal would never run it, instead of being saved and silently left out
 * of every member's page. The platform cannot know the deployment's operator list; the portal,
 * which enforces it, says so through the BFF. Pure.
 */

/** A field error in the platform's form (`data.errors` of a 400). */
export interface FieldFault {
  path: string;
  message: string;
}

const SIDE_ENTRY_WRITE = /^workbench\/v4\/admin\/entries\/side-entries(?:\/[^/]+)?$/;
const MICRO_APP_WRITE = /^product\/v4\/micro-apps(?:\/[^/]+)?$/;

/** What the check needs to know of the deployment. */
export interface TrustContext {
  trusted: readonly string[];
  portalOrigin: string;
  production: boolean;
}

function jsonObject(body: Uint8Array): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(body));
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    // Not JSON: the platform's own check answers it.
    return null;
  }
}

/** An absolute http: URL whose host is not this machine, or false. */
function plainHttpOutsideLoopback(value: unknown): boolean {
  if (typeof value !== "string" || !/^http:\/\//i.test(value.trim())) return false;
  try {
    return !isLoopbackHost(new URL(value.trim()).hostname);
  } catch {
    return false;
  }
}

/**
 * The fault of an admin write that names code the portal would not run, or null:
 * - a side entry of link type 2 whose script is neither a path of the portal nor on a trusted origin;
 * - in production, a registered app whose entry is plain http outside this machine (its code,
 *   framed or not, could be changed on the way).
 */
export function untrustedCodeFault(method: string, splat: string, body: Uint8Array, context: TrustContext): FieldFault | null {
  const write = method === "POST" || method === "PUT";
  if (!write || (!SIDE_ENTRY_WRITE.test(splat) && !MICRO_APP_WRITE.test(splat))) return null;
  const input = jsonObject(body);
  if (!input) return null;
  if (SIDE_ENTRY_WRITE.test(splat)) {
    const source = input["source"];
    if (Number(input["linkType"]) !== 2 || typeof source !== "string" || source.trim() === "") return null;
    if (runsInPage(source, context.trusted, context.portalOrigin)) return null;
    const allowed = context.trusted.length > 0 ? context.trusted.join(", ") : "none besides the portal's own paths";
    return { path: "source", message: `a script may come only from a path of the portal or an origin the operator trusts (TRUSTED_CODE_ORIGINS: ${allowed})` };
  }
  if (context.production && plainHttpOutsideLoopback(input["entry"])) return { path: "entry", message: "must be an https URL (plain http is allowed only on this machine)" };
  return null;
}
