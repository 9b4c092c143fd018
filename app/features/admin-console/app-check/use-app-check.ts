import { useCallback, useRef, useState } from "react";
import { checkAppEntry } from "./app-check.client";
import type { AppCheckState } from "./AppCheckFindings";

/** What the app form asks of a check: run it (once per entry and kind unless forced), clear it, and the entry and kind it shows. */
export interface AppCheck {
  state: AppCheckState;
  /** The `kind entry` the state is about, or null. */
  shownKey: string | null;
  check(entry: string, kind: string, force?: boolean): Promise<AppCheckState>;
  clear(): void;
}

/** The key of one check: the same entry and kind answer the same findings. */
export const checkKey = (entry: string, kind: string): string => `${kind} ${entry}`;

/** An entry worth asking about: an http(s) address or a portal path (the form's own check says what is wrong with anything else). */
export const isCheckableEntry = (entry: string): boolean => /^https?:\/\/[^/?#\s]+/i.test(entry) || /^\/(?![/\\])/.test(entry);

/**
 * The app form's check of its entry (ADR 060): one check per entry and kind, its answer kept so
 * a save right after a blur awaits the same check; a failed check is asked again next time.
 */
export function useAppCheck(): AppCheck {
  const [state, setState] = useState<AppCheckState>({ status: "idle" });
  const [shownKey, setShownKey] = useState<string | null>(null);
  const last = useRef<{ key: string; promise: Promise<AppCheckState> } | null>(null);

  const check = useCallback((entry: string, kind: string, force = false): Promise<AppCheckState> => {
    const key = checkKey(entry, kind);
    if (!force && last.current?.key === key) return last.current.promise;
    setState({ status: "checking" });
    setShownKey(key);
    const mine: { key: string; promise: Promise<AppCheckState> } = { key, promise: Promise.resolve<AppCheckState>({ status: "idle" }) };
    mine.promise = checkAppEntry(entry, kind)
      .then<AppCheckState, AppCheckState>(
        (answer) => ({ status: "done", answer }),
        (error: unknown) => ({ status: "failed", message: error instanceof Error ? error.message : String(error) }),
      )
      .then((next) => {
        if (last.current === mine) {
          setState(next);
          if (next.status === "failed") last.current = null;
        }
        return next;
      });
    last.current = mine;
    return mine.promise;
  }, []);

  const clear = useCallback(() => {
    last.current = null;
    setState({ status: "idle" });
    setShownKey(null);
  }, []);

  return { state, shownKey, check, clear };
}
