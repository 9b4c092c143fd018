/**
 * The one way the browser keeps portal state (ARCHITECTURE §5, SPEC §3
 * "Client storage"): versioned keys namespaced by user and tenant, in session
 * or persistent scope. Tokens are never stored here. Storage that is disabled,
 * full or holds garbage reads as absent; a failed write returns false.
 */
export type StorageScope = "session" | "local";

export interface StorageNamespace {
  userId?: string | null;
  tenantId?: string | null;
}

const VERSION = "v1";

export function storageKey(name: string, ns: StorageNamespace = {}): string {
  return ["portal", VERSION, ns.userId || "_", ns.tenantId || "_", name].join(":");
}

function store(scope: StorageScope): Storage | null {
  try {
    return typeof window === "undefined" ? null : scope === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored<T>(scope: StorageScope, name: string, ns: StorageNamespace, guard: (value: unknown) => value is T): T | null {
  try {
    const raw = store(scope)?.getItem(storageKey(name, ns));
    if (raw === null || raw === undefined) return null;
    const value: unknown = JSON.parse(raw);
    return guard(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeStored(scope: StorageScope, name: string, ns: StorageNamespace, value: unknown): boolean {
  try {
    const target = store(scope);
    if (!target) return false;
    target.setItem(storageKey(name, ns), JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeStored(scope: StorageScope, name: string, ns: StorageNamespace): void {
  try {
    store(scope)?.removeItem(storageKey(name, ns));
  } catch {
    // nothing to remove
  }
}

export const isTrue = (value: unknown): value is true => value === true;
