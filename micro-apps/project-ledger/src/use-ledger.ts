import { useEffect, useRef, useState } from "react";
import type { BridgeContext, ShellBridge } from "../../shared/bridge";
import type { AppLocale } from "../../shared/locale";
import { isAbort, UnauthorizedError } from "../../shared/platform-api";
import { listProjects, projectStatusLabels, PROJECT_TYPES, readOrg, type ProjectList } from "../../shared/projects";

/** The most projects the ledger lists (the platform pages them by 100). */
export const LEDGER_PROJECTS_MAX = 200;

/** The bridge's context, kept current through its context-change events (unsubscribed on unmount). */
export function useBridgeContext(bridge: ShellBridge | null): BridgeContext | null {
  const [context, setContext] = useState<BridgeContext | null>(() => bridge?.context ?? null);
  useEffect(() => {
    if (!bridge) {
      setContext(null);
      return;
    }
    setContext(bridge.context);
    return bridge.onContextChange((next) => setContext(next));
  }, [bridge]);
  return context;
}

export type ProjectsState =
  | { status: "loading" }
  | { status: "ready"; list: ProjectList; statuses: ReadonlyMap<string, string> }
  | { status: "error"; unauthorized: boolean; message: string };

type Org = BridgeContext["org"];

/**
 * The org's projects and the status labels in the locale, loaded again when the org or the
 * locale changes or `attempt` grows (retry). An org that is itself a project comes first.
 * A call still under way when they change, or when the app unmounts, is aborted.
 */
export function useProjects(org: Org, locale: AppLocale, attempt: number, onUnauthorized: () => void): ProjectsState {
  const [state, setState] = useState<ProjectsState>({ status: "loading" });
  const orgId = org?.id ?? null;
  const orgIsProject = !!org && PROJECT_TYPES.includes(org.type);
  const reportUnauthorized = useRef(onUnauthorized);
  useEffect(() => {
    reportUnauthorized.current = onUnauthorized;
  }, [onUnauthorized]);
  useEffect(() => {
    const abort = new AbortController();
    const { signal } = abort;
    setState({ status: "loading" });
    Promise.all([
      listProjects(orgId, { signal, maxProjects: LEDGER_PROJECTS_MAX }),
      projectStatusLabels(locale, signal),
      orgId && orgIsProject ? readOrg(orgId, signal).catch((error: unknown) => (isAbort(error) ? Promise.reject(error) : null)) : null,
    ]).then(
      ([list, statuses, self]) => {
        if (signal.aborted) return;
        const projects = self && !list.projects.some((p) => p.id === self.id) ? [self, ...list.projects] : list.projects;
        setState({ status: "ready", list: { projects, total: list.total + (projects.length - list.projects.length) }, statuses });
      },
      (error: unknown) => {
        if (signal.aborted || isAbort(error)) return;
        const unauthorized = error instanceof UnauthorizedError;
        if (unauthorized) reportUnauthorized.current();
        setState({ status: "error", unauthorized, message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => abort.abort();
  }, [orgId, orgIsProject, locale, attempt]);
  return state;
}
