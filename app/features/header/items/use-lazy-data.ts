import { createContext, createElement, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { apiGet } from "#app/platform-api/client";
import { usePreviewRefresh } from "#app/platform-api/preview-reads";

/** Data a header item fetches after hydration: nothing is shown until it is ready. */
export type LazyData<T> = { status: "loading" } | { status: "ready"; data: T } | { status: "failed" };

/**
 * Answers given in advance by path (`workbench/v4/dashboards/list?orgId=1` → its data), used
 * instead of the platform: Storybook shows header items with the demo data this way.
 */
const PresetData = createContext<Readonly<Record<string, unknown>> | null>(null);

export function PresetDataProvider({ data, children }: { data: Readonly<Record<string, unknown>>; children: ReactNode }) {
  return createElement(PresetData.Provider, { value: data }, children);
}

/**
 * GETs `/api/<path>` once the page has hydrated (never during the server render, which
 * stays fast) and reads the answer with `read`, again on a preview page's refresh
 * (preview-reads.ts). `null` fetches nothing. A failure is
 * `failed`, not an error on screen: header items then show nothing. A 401 is reported
 * by the API client to the shell (re-login), as for every call.
 */
export function useLazyData<T>(path: string | null, read: (raw: unknown) => T): LazyData<T> {
  const preset = useContext(PresetData);
  const given = path !== null && preset !== null && Object.hasOwn(preset, path);
  const [state, setState] = useState<LazyData<T>>({ status: "loading" });
  const refresh = usePreviewRefresh();
  const shownPath = useRef<string | null>(null);
  useEffect(() => {
    if (path === null || given) return;
    let live = true;
    // Another path starts from nothing; a preview's refresh keeps what is shown until its answer.
    if (shownPath.current !== path) setState({ status: "loading" });
    shownPath.current = path;
    apiGet<unknown>(path).then(
      (raw) => {
        if (live) setState({ status: "ready", data: read(raw) });
      },
      () => {
        if (live) setState({ status: "failed" });
      },
    );
    return () => {
      live = false;
    };
  }, [path, read, given, refresh]);
  if (given) return { status: "ready", data: read(preset[path]) };
  return path === null ? { status: "loading" } : state;
}

/** The data when ready, else `fallback` (loading and failures look the same: nothing). */
export function readyOr<T>(state: LazyData<T>, fallback: T): T {
  return state.status === "ready" ? state.data : fallback;
}
