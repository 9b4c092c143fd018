import { bridgeRequests } from "../../../packages/bridge/src/requests";
import type { AppMessage, BridgeContext, ShellBridge } from "../../../packages/bridge/src/protocol";
import { deliverRequest } from "../../../packages/bridge/src/dispatch";

/** What the shell does for each bridge request of one hosted app (its tab, its menu). */
export type ShellActions = Omit<ShellBridge, "context" | "onContextChange">;

export interface HostedBridge extends ShellBridge {
  /** The shell's context changed: listeners hear it when it differs from the last one. */
  update(context: BridgeContext): void;
  /** Listeners dropped (the app is gone). */
  dispose(): void;
}

/**
 * The bridge a micro-app gets in its props (ADR 012, packages/bridge/README.md). Every
 * request is checked by the protocol's rules before the shell acts on it (a micro-app may
 * call its props directly, without the SDK): a bad argument throws a BridgeError at the call,
 * and nothing happens. `actions` is read at each call, so the shell can swap what it does
 * (a new render's callbacks) without giving the app a new object.
 */
export function createShellBridge(initial: BridgeContext, actions: () => ShellActions): HostedBridge {
  let context = initial;
  let shown = JSON.stringify(initial);
  const listeners = new Set<(context: BridgeContext) => void>();
  const target: ShellBridge = {
    get context() {
      return context;
    },
    onContextChange: () => () => undefined,
    ...actionsOf(actions),
  };
  const requests = bridgeRequests((message: AppMessage) => deliverRequest(target, message));
  return {
    get context() {
      return context;
    },
    onContextChange(listener) {
      if (typeof listener !== "function") throw new TypeError("onContextChange needs a function");
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ...requests,
    update(next) {
      const text = JSON.stringify(next);
      if (text === shown) return;
      context = next;
      shown = text;
      for (const listener of [...listeners]) {
        try {
          listener(next);
        } catch (error) {
          console.warn("portal bridge: a context listener failed", error);
        }
      }
    },
    dispose() {
      listeners.clear();
    },
  };
}

function actionsOf(actions: () => ShellActions): ShellActions {
  return {
    navigate: (path) => actions().navigate(path),
    openMenu: (target) => actions().openMenu(target),
    closeTab: () => actions().closeTab(),
    retitleTab: (title) => actions().retitleTab(title),
    reportActivity: () => actions().reportActivity(),
    openSearch: () => actions().openSearch(),
    track: (event) => actions().track(event),
    reportUnauthorized: () => actions().reportUnauthorized(),
    showMessage: (level, text) => actions().showMessage(level, text),
  };
}
