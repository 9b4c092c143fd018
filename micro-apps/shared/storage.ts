/**
 * The browser's localStorage when it allows it (a sandboxed frame or a private window may
 * throw on any access). Never throws: a refused read gives null, a refused write false.
 */
function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readStored(key: string): string | null {
  try {
    return local()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): boolean {
  const s = local();
  if (!s) return false;
  try {
    s.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Whether a write would be kept (tried once with a probe key). */
export function canStore(): boolean {
  const probe = "portal-demo-apps:probe";
  if (!writeStored(probe, "1")) return false;
  try {
    local()?.removeItem(probe);
  } catch {
    // The probe stays; it holds nothing.
  }
  return true;
}
