import { apiGet } from "#app/platform-api/client";
import type { WeakPassword } from "#app/types/generated/weak-password";

/**
 * The uaa service of SPEC §7 User as the browser calls it, through the BFF, for the first-visit
 * tips: GET uaa/user/weakWord?userId. (The personal centre's uaa calls are in personal.ts.)
 * The one place this path is written on the client (ADR 019).
 */

/** GET uaa/user/weakWord?userId: whether the user's password is weak. */
export function weakPassword(userId: string): Promise<WeakPassword | null> {
  return apiGet<WeakPassword | null>(`uaa/user/weakWord?userId=${encodeURIComponent(userId)}`);
}
