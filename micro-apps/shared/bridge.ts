import { bridgeFromProps } from "../../packages/bridge/src/micro-app";
import type { BridgeContext, ShellBridge } from "../../packages/bridge/src/protocol";

/** What qiankun gives a micro-app's lifecycles: its container and the shell's props. */
export interface MicroAppProps {
  /** qiankun's wrapper of the app (a shadow root under strict style isolation). */
  container?: Element | ShadowRoot;
  bridge?: unknown;
  [prop: string]: unknown;
}

/**
 * The shell's bridge from the mount props (the bridge SDK's `bridgeFromProps`: checked, and
 * with the SDK's argument checks on every request), or null when the props carry none — the
 * app then runs as if opened alone. A bridge that is not one throws (the SDK's BridgeError),
 * so the host shows the failed mount in the app's viewport.
 */
export function bridgeOf(props: MicroAppProps | undefined): ShellBridge | null {
  if (props?.bridge === undefined || props.bridge === null) return null;
  return bridgeFromProps(props);
}

/** The element qiankun mounts the app into; throws when the props have none (the host's mistake, shown in its viewport). */
export function containerOf(props: MicroAppProps | undefined, app: string): Element | ShadowRoot {
  const container = props?.container;
  if (container && typeof container === "object" && typeof (container as Node).appendChild === "function") return container;
  throw new Error(`${app}: mount props have no container element`);
}

export type { BridgeContext, ShellBridge };
