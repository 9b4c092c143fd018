import { createContext, createElement, useContext, useRef, type ReactNode } from "react";
import { proxy } from "valtio";

/**
 * Whether the sidebar is open as a drawer on a phone (SPEC §2 Left side, below 768 px): the
 * header's app menu button (AppMenuButton) opens it, the sidebar (Sidebar) draws it. The two are
 * placed apart by the layout engine, so they share this one state, made per page (never per
 * module: the server draws many pages). It is only ever opened by a tap, after hydration, so
 * the server's first paint never depends on it.
 */
export interface AppMenuDrawer {
  open: boolean;
}

const AppMenuDrawerContext = createContext<AppMenuDrawer | null>(null);

/** One drawer state for the page's header button and sidebar. */
export function AppMenuDrawerProvider({ children }: { children: ReactNode }) {
  const ref = useRef<AppMenuDrawer | null>(null);
  ref.current ??= proxy({ open: false });
  return createElement(AppMenuDrawerContext.Provider, { value: ref.current }, children);
}

/** The page's drawer state; outside a provider (a story of one piece) a state of the caller's own. */
export function useAppMenuDrawer(): AppMenuDrawer {
  const shared = useContext(AppMenuDrawerContext);
  const own = useRef<AppMenuDrawer | null>(null);
  if (shared) return shared;
  own.current ??= proxy({ open: false });
  return own.current;
}

export function openAppMenuDrawer(drawer: AppMenuDrawer): void {
  drawer.open = true;
}

export function closeAppMenuDrawer(drawer: AppMenuDrawer): void {
  drawer.open = false;
}
