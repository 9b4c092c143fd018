/**
 * @portal/bridge: what a hosted app (qiankun micro-app or iframe) may ask of the portal shell,
 * and the SDK to ask it. See ../README.md and docs/decisions/012-bridge-protocol.md.
 */
export * from "./protocol.ts";
export { BridgeError, type BridgeErrorCode } from "./errors.ts";
export {
  appMessageProblem,
  contextProblem,
  isAppMessage,
  isBridgeContext,
  isShellMessage,
  messageTextProblem,
  portalPathProblem,
  shellMessageProblem,
  titleProblem,
  type Problem,
} from "./checks.ts";
export { bridgeRequests, requestMessage, type BridgeRequests } from "./requests.ts";
export { deliverRequest } from "./dispatch.ts";
export {
  connectToShell,
  connectToShellFrom,
  resolveShellOrigin,
  DEFAULT_CONNECT_TIMEOUT_MS,
  READY_RETRY_MS,
  type ConnectOptions,
  type ConnectedShellBridge,
} from "./iframe.ts";
export { bridgeFromProps } from "./micro-app.ts";
export { watchActivity, ACTIVITY_EVENTS, DEFAULT_ACTIVITY_SECONDS, type ActivityOptions } from "./activity.ts";
export { watchShortcuts, isSearchShortcut, isTextField, SEARCH_SHORTCUT_KEYS, type ShortcutKey } from "./shortcuts.ts";
