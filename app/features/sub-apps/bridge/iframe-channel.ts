/**
 * The shell's side of the bridge with one iframe app (ADR 012). A message is acted on only
 * when it comes from the frame's own window, from the exact origin of the frame's URL, and
 * is one of the protocol's requests by schema; anything else is counted and logged at debug,
 * never thrown. The shell posts only to that exact origin, never to '*'.
 */
import { deliverRequest } from "../../../../packages/bridge/src/dispatch.ts";
import { BRIDGE_PROTOCOL, type BridgeContext, type ShellBridge, type ShellMessage } from "../../../../packages/bridge/src/protocol.ts";
import { checkAppMessage, checkShellMessage } from "./validate.ts";

/** Why a message was not acted on. */
export type IgnoredReason = "source" | "origin" | "shape";

/** Why a frame cannot have a channel. */
export type RefusedReason = "opaque-origin" | "not-http";

export class IframeChannelRefused extends Error {
  readonly reason: RefusedReason;

  constructor(reason: RefusedReason, message: string) {
    super(message);
    this.name = "IframeChannelRefused";
    this.reason = reason;
  }
}

export interface IframeChannelOptions {
  /** Where ignored messages and failed requests are told (default console.debug / console.warn). */
  log?: {
    debug(message: string, detail?: unknown): void;
    warn(message: string, detail?: unknown): void;
  };
}

export interface IframeChannel {
  /** The exact origin the channel speaks with. */
  readonly origin: string;
  /** Messages not acted on so far, by reason. */
  readonly ignored: Readonly<Record<IgnoredReason, number>>;
  /** Sends `context-change` when `context` differs from what the frame was last given. */
  sendContext(context: BridgeContext): void;
  /** Stops listening and sending. */
  close(): void;
}

/**
 * The origin the shell may speak with in a frame showing `frameUrl`. Throws
 * `IframeChannelRefused`: "not-http" for a URL that is not http(s) (data:, javascript:, …),
 * "opaque-origin" when the frame is sandboxed without allow-same-origin — its origin is then
 * "null", and a message can be addressed to such a frame only with '*', which the shell never
 * uses.
 */
export function frameOrigin(frame: HTMLIFrameElement, frameUrl: string): string {
  let url: URL;
  try {
    url = new URL(frameUrl, frame.ownerDocument.baseURI);
  } catch {
    throw new IframeChannelRefused("not-http", `The app's address ${JSON.stringify(frameUrl)} is not a URL.`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new IframeChannelRefused("not-http", `The app's address uses ${url.protocol}; the bridge speaks only with http(s) pages.`);
  }
  const sandbox = frame.getAttribute("sandbox");
  if (sandbox !== null && !sandbox.toLowerCase().split(/\s+/).includes("allow-same-origin")) {
    throw new IframeChannelRefused(
      "opaque-origin",
      "The frame is sandboxed without allow-same-origin, so its origin is opaque (\"null\"); the shell never posts to '*', so it cannot speak with it.",
    );
  }
  return url.origin;
}

/**
 * Opens the bridge with the app in `frame`, whose address is `frameUrl`. On `ready` the frame
 * gets the bridge's context; each request calls the `bridge` method it names; a change of the
 * bridge's context is sent as `context-change`. Throws `IframeChannelRefused` (see
 * `frameOrigin`) when the frame cannot be spoken with; never throws for a message.
 */
export function openIframeChannel(frame: HTMLIFrameElement, frameUrl: string, bridge: ShellBridge, options: IframeChannelOptions = {}): IframeChannel {
  const origin = frameOrigin(frame, frameUrl);
  const log = options.log ?? { debug: (message, detail) => console.debug(message, detail), warn: (message, detail) => console.warn(message, detail) };
  const host = frame.ownerDocument.defaultView ?? window;
  const ignored: Record<IgnoredReason, number> = { source: 0, origin: 0, shape: 0 };
  let lastSent: string | null = null;
  let closed = false;

  const ignore = (reason: IgnoredReason, detail: unknown) => {
    ignored[reason] += 1;
    log.debug(`bridge: message ignored (${reason})`, detail);
  };

  const post = (type: ShellMessage["type"], context: BridgeContext) => {
    const target = frame.contentWindow;
    if (!target) return;
    const checked = checkShellMessage({ bridge: BRIDGE_PROTOCOL, type, payload: context });
    if (!checked.ok) {
      log.warn("bridge: the shell's context breaks the protocol and is not sent", checked.problems);
      return;
    }
    lastSent = JSON.stringify(context);
    target.postMessage(checked.message, origin);
  };

  const onMessage = (event: MessageEvent) => {
    const target = frame.contentWindow;
    if (!target || event.source !== target) return ignore("source", { origin: event.origin });
    if (event.origin !== origin) return ignore("origin", { origin: event.origin, expected: origin });
    const checked = checkAppMessage(event.data);
    if (!checked.ok) return ignore("shape", checked.problems);
    const message = checked.message;
    if (message.type === "ready") {
      // A frame that loads (again) starts from the whole context.
      post("context", bridge.context);
      return;
    }
    try {
      deliverRequest(bridge, message);
    } catch (error) {
      log.warn(`bridge: the shell failed the app's ${message.type} request`, error);
    }
  };

  const sendContext = (context: BridgeContext) => {
    if (closed || JSON.stringify(context) === lastSent) return;
    // Also before this channel heard `ready`: a kept frame's document outlives a channel opened again
    // on it (its viewport drawn anew), and says `ready` only once; a frame not yet ready drops it.
    post("context-change", context);
  };

  host.addEventListener("message", onMessage);
  const unsubscribe = bridge.onContextChange(sendContext);

  return {
    origin,
    ignored,
    sendContext,
    close() {
      if (closed) return;
      closed = true;
      host.removeEventListener("message", onMessage);
      unsubscribe();
    },
  };
}
