/**
 * The request half of a `ShellBridge` built over a sender: each method checks its arguments
 * by the protocol's rules and hands one message to `send`. Used by the iframe SDK (the sender
 * posts to the shell) and by `bridgeFromProps` (the sender calls the shell's own bridge), so a
 * bad argument fails the same way, at the call, in both.
 */
import { appMessageProblem } from "./checks.ts";
import { BridgeError } from "./errors.ts";
import { BRIDGE_PROTOCOL, type AppMessage, type AppToShell, type ShellBridge } from "./protocol.ts";

export type BridgeRequests = Omit<ShellBridge, "context" | "onContextChange">;

/**
 * The message of a request, checked. Returns it, or throws a `BridgeError` ("invalid-request")
 * that says which argument is wrong.
 */
export function requestMessage<K extends keyof AppToShell>(type: K, payload: AppToShell[K]): AppMessage {
  // A field left undefined is no field: the message is the same whether it is cloned or checked.
  const defined =
    typeof payload === "object" && payload !== null && !Array.isArray(payload)
      ? Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined))
      : payload;
  const message = { bridge: BRIDGE_PROTOCOL, type, payload: defined } as AppMessage;
  const problem = appMessageProblem(message);
  if (problem) throw new BridgeError("invalid-request", `portal bridge: ${type}: ${problem}`);
  return message;
}

/** The request methods of a `ShellBridge` that send each checked request through `send`. */
export function bridgeRequests(send: (message: AppMessage) => void): BridgeRequests {
  return {
    navigate: (path) => send(requestMessage("navigate", { path })),
    openMenu: (target) => send(requestMessage("open-menu", target)),
    closeTab: () => send(requestMessage("close-tab", {})),
    retitleTab: (title) => send(requestMessage("retitle-tab", { title })),
    reportActivity: () => send(requestMessage("activity", {})),
    openSearch: () => send(requestMessage("open-search", {})),
    track: (event) => send(requestMessage("track", event)),
    reportUnauthorized: () => send(requestMessage("unauthorized", {})),
    showMessage: (level, text) => send(requestMessage("message", { level, text })),
  };
}
