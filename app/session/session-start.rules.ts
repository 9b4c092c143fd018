import { STORAGE_INTRANET_FLAG, STORAGE_SEARCH_FLAG } from "../kit/constants.ts";

/**
 * SPEC §4 Session start: with a token and the cloud access cookie both present, the
 * token is used as bearer authorization; otherwise the user goes to the central login.
 */
export function sessionStartDecision(input: { hasToken: boolean; hasCloudCookie: boolean }): "useBearerToken" | "redirectToLogin" {
  return input.hasToken && input.hasCloudCookie ? "useBearerToken" : "redirectToLogin";
}

/**
 * SPEC §4 Session start: a local_token query value replaces the stored token and also
 * becomes the login token (`replaceToken`). If it differs from the stored one and the
 * page is not a reload, the saved identity type and identity id are cleared
 * (`clearIdentity`). A blank local_token is ignored.
 */
export function localTokenEffect(input: {
  localToken: string | null | undefined;
  storedToken: string | null | undefined;
  isReload: boolean;
}): { replaceToken: boolean; clearIdentity: boolean } {
  const token = typeof input.localToken === "string" ? input.localToken.trim() : "";
  if (token.length === 0) return { replaceToken: false, clearIdentity: false };
  return { replaceToken: true, clearIdentity: token !== input.storedToken && !input.isReload };
}

/** Storage keys that survive the login redirect (SPEC §4 Session start). */
export const KEPT_ON_LOGIN_REDIRECT: readonly string[] = [STORAGE_INTRANET_FLAG, STORAGE_SEARCH_FLAG];

/**
 * SPEC §4 Session start: before the login redirect previous storage is cleared, and the
 * intranet and search flags are kept. Takes the storage's keys; returns the keys to
 * remove, in the given order, each once.
 */
export function clearOnLoginRedirect(storageKeys: Iterable<string>, keep: readonly string[] = KEPT_ON_LOGIN_REDIRECT): string[] {
  const kept = new Set(keep);
  return [...new Set(storageKeys)].filter((key) => !kept.has(key));
}
