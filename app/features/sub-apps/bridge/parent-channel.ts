/**
 * The shell embedded in an outer page (SPEC §1) speaks the bridge protocol to that page: it
 * tells it about a logout (SPEC §4 Invalid token: "embedded in an outer page: log out and
 * notify the parent"). Only to the parent's exact origin, and only when that origin is one
 * the portal allows to frame it (FRAME_ANCESTORS); never to '*' (ADR 012).
 */
import { BRIDGE_PROTOCOL, type ParentMessage } from "../../../../packages/bridge/src/protocol.ts";

/** What `notifyParentLogout` did. */
export type ParentNotice =
  /** Posted to the parent's origin. */
  | "sent"
  /** The shell is not in a frame: nobody to tell. */
  | "not-embedded"
  /** The parent's origin cannot be known (no ancestorOrigins, no referrer). */
  | "unknown-parent"
  /** The parent's origin is not in the allowlist. */
  | "not-allowed"
  /** The browser refused the post. */
  | "failed";

export interface ParentNoticeOptions {
  /** Also allow a parent of the shell's own origin (CSP frame-ancestors 'self'); default true. */
  allowSameOrigin?: boolean;
}

/** True when the shell runs inside another page's frame. */
export function isEmbedded(win: Window = window): boolean {
  try {
    return win.parent !== win;
  } catch {
    return true;
  }
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origin of the page that frames the shell: `location.ancestorOrigins[0]` where the browser
 * has it (it cannot be out of date), else the origin of `document.referrer`; null when neither
 * gives an http(s) origin.
 */
export function parentOrigin(win: Window = window): string | null {
  const ancestor = win.location.ancestorOrigins?.[0];
  if (ancestor) return originOf(ancestor);
  return win.document.referrer ? originOf(win.document.referrer) : null;
}

/**
 * Tells the outer page that the user logged out: posts `logout` to the parent's exact origin
 * when it is in `allowedOrigins` (exact http(s) origins, e.g. the FRAME_ANCESTORS list; '*'
 * and malformed entries never match). Returns what it did; never throws.
 */
export function notifyParentLogout(allowedOrigins: readonly string[], win: Window = window, options: ParentNoticeOptions = {}): ParentNotice {
  if (!isEmbedded(win)) return "not-embedded";
  const origin = parentOrigin(win);
  if (!origin) return "unknown-parent";
  const allowed = new Set(allowedOrigins.filter((entry) => originOf(entry) === entry.replace(/\/$/, "")).map((entry) => entry.replace(/\/$/, "")));
  if (options.allowSameOrigin ?? true) allowed.add(win.location.origin);
  if (!allowed.has(origin)) return "not-allowed";
  const message: ParentMessage = { bridge: BRIDGE_PROTOCOL, type: "logout", payload: {} };
  try {
    win.parent.postMessage(message, origin);
    return "sent";
  } catch {
    return "failed";
  }
}
