import { useCallback, useEffect, useRef, useState } from "react";
import { usePreviewRefresh } from "#app/platform-api/preview-reads";

/** One asynchronous read of a page section: loading, its data, or the error it failed with. */
export type LoadState<T> = ({ status: "loading" } | { status: "ready"; data: T } | { status: "error"; error: unknown }) & {
  /** Reads again (the retry button of a failed section). */
  reload(): void;
};

/**
 * Runs `load` on mount, again whenever `key` changes, on `reload()` and on a preview page's
 * refresh (preview-reads.ts; both keep the data shown until the new answer). An answer that
 * arrives after the key changed (or after unmount) is dropped, so a slow answer for the
 * previous org never overwrites the current one. `seeded`, the data the page's document
 * brought for this key (workbench-seed.tsx), is shown from the first render, and the mount
 * makes no read of its own.
 */
export function useLoad<T>(key: string, load: () => Promise<T>, seeded?: T): LoadState<T> {
  const [state, setState] = useState<{ status: "loading" } | { status: "ready"; data: T } | { status: "error"; error: unknown }>(() =>
    seeded === undefined ? { status: "loading" } : { status: "ready", data: seeded },
  );
  const [attempt, setAttempt] = useState(0);
  const refresh = usePreviewRefresh();
  const loadRef = useRef(load);
  loadRef.current = load;
  const keyRef = useRef<string | null>(null);
  const seededKey = useRef(seeded === undefined ? null : key);
  useEffect(() => {
    let live = true;
    // Another key starts from a skeleton; a reload of the same key keeps what is shown until its answer.
    const sameKey = keyRef.current === key;
    keyRef.current = key;
    if (seededKey.current === key) {
      seededKey.current = null;
      return;
    }
    setState((previous) => (sameKey && previous.status === "ready" ? previous : { status: "loading" }));
    loadRef.current().then(
      (data) => {
        if (live) setState({ status: "ready", data });
      },
      (error: unknown) => {
        if (live) setState({ status: "error", error });
      }
    );
    return () => {
      live = false;
    };
  }, [key, attempt, refresh]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
