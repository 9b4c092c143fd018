import { useSyncExternalStore } from "react";

/**
 * The reads of a preview page follow the admin's drafts (ADR 020 "Preview", ADR 057): when the
 * console says a draft was saved, the page's loader data is revalidated and every read made
 * after hydration (header entries, side entries, workbench sections) is made again. This is
 * the count of such refreshes: a read that uses it in its dependencies reads again, keeping
 * what it shows until the new answer. Outside a preview page it stays 0.
 */
let generation = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks every read that follows the preview to read again. */
export function refreshPreviewReads(): void {
  generation += 1;
  for (const listener of listeners) listener();
}

/** The number of refreshes asked so far (0 on the server and before any). */
export function usePreviewRefresh(): number {
  return useSyncExternalStore(
    subscribe,
    () => generation,
    () => 0,
  );
}
