/**
 * The bridge for a qiankun micro-app: the shell hands a `ShellBridge` in the lifecycle props
 * (`bootstrap/mount/update/unmount(props)`); `bridgeFromProps(props)` checks it is one and
 * returns it with the same argument checks the iframe SDK applies.
 */
import { contextProblem } from "./checks.ts";
import { deliverRequest } from "./dispatch.ts";
import { BridgeError } from "./errors.ts";
import { SHELL_BRIDGE_METHODS, type ShellBridge } from "./protocol.ts";
import { bridgeRequests } from "./requests.ts";

/**
 * The shell's bridge from a micro-app's lifecycle props. Throws a `BridgeError`
 * ("invalid-props") naming what is missing when `props.bridge` lacks a method or a valid
 * context (e.g. the app was mounted by something that is not the portal).
 */
export function bridgeFromProps(props: unknown): ShellBridge {
  if (typeof props !== "object" || props === null) {
    throw new BridgeError("invalid-props", "portal bridge: the micro-app's props must be an object carrying `bridge`; is it mounted by the portal?");
  }
  const shell = (props as { bridge?: unknown }).bridge;
  if (typeof shell !== "object" || shell === null) {
    throw new BridgeError("invalid-props", "portal bridge: props.bridge is missing; is the micro-app mounted by the portal?");
  }
  const methods = shell as Record<string, unknown>;
  const missing = SHELL_BRIDGE_METHODS.filter((name) => typeof methods[name] !== "function");
  if (missing.length > 0) {
    throw new BridgeError("invalid-props", `portal bridge: props.bridge lacks ${missing.join(", ")}`);
  }
  const bridge = shell as ShellBridge;
  const problem = contextProblem(bridge.context);
  if (problem) throw new BridgeError("invalid-props", `portal bridge: props.bridge.context is not a bridge context: ${problem}`);
  return {
    get context() {
      return bridge.context;
    },
    onContextChange: (listener) => bridge.onContextChange(listener),
    ...bridgeRequests((message) => deliverRequest(bridge, message)),
  };
}
