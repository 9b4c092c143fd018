import type { BridgeContext, ShellBridge } from "../../packages/bridge/src/protocol";

/** What qiankun gives a micro-app's lifecycles: its container and the shell's props. */
export interface MicroAppProps {
  /** qiankun's wrapper of the app (a shadow root under strict style isolation). */
  container?: Element | ShadowRoot;
  bridge?: unknown;
  [prop: string]: unknown;
}

const METHODS = ["onContextChange", "navigate", "openMenu", "closeTab", "retitleTab", "reportActivity", "track", "reportUnauthorized", "showMessage"] as const;

/** The shell's bridge from the mount props, or null when there is none or it is not one (the app then runs as if alone). */
export function bridgeOf(props: MicroAppProps | undefined): ShellBridge | null {
  const bridge = props?.bridge as Partial<Record<string, unknown>> | null | undefined;
  if (!bridge || typeof bridge !== "object") return null;
  if (!bridge.context || typeof bridge.context !== "object") return null;
  return METHODS.every((m) => typeof bridge[m] === "function") ? (bridge as unknown as ShellBridge) : null;
}

/** The element qiankun mounts the app into; throws when the props have none (the host's mistake, shown in its viewport). */
export function containerOf(props: MicroAppProps | undefined, app: string): Element | ShadowRoot {
  const container = props?.container;
  if (container && typeof container === "object" && typeof (container as Node).appendChild === "function") return container;
  throw new Error(`${app}: mount props have no container element`);
}

export type { BridgeContext, ShellBridge };
