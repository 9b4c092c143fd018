import { startTransition, useEffect, useState } from "react";

/** Longest wait for an idle moment before the work is done anyway, ms. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * False until the browser first reports an idle moment after mount, then true.
 * The switch is a transition, so the work it starts yields to the user's input.
 */
export function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(done, 200);
    return () => window.clearTimeout(handle);
  }, []);
  return idle;
}
