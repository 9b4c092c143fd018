/**
 * The bridge for an app the portal shows in an iframe: `connectToShell()` speaks the protocol
 * over postMessage with the shell that framed the page (ADR 012). It posts only to the shell's
 * exact origin, never to '*', and listens only to messages from the parent window, from that
 * origin, of the protocol's shape.
 */
import { isShellMessage } from "./checks.ts";
import { BridgeError } from "./errors.ts";
import { BRIDGE_PROTOCOL, type AppMessage, type BridgeContext, type ShellBridge } from "./protocol.ts";
import { bridgeRequests } from "./requests.ts";

export interface ConnectOptions {
  /**
   * The shell's exact origin, e.g. "https://portal.example.com". Default: the parent page's
   * origin, from `location.ancestorOrigins` where the browser has it, else `document.referrer`.
   */
  shellOrigin?: string;
  /** How long to wait for the shell's answer, in milliseconds (default 8000). */
  timeoutMs?: number;
}

/** A `ShellBridge` over postMessage, with the origin it speaks to and a way to stop. */
export interface ConnectedShellBridge extends ShellBridge {
  readonly shellOrigin: string;
  /** Stops listening to the shell; later requests throw. */
  disconnect(): void;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 8000;
/** `ready` is posted again at this interval until the shell answers, in case the shell began to listen late. */
export const READY_RETRY_MS = 500;

/** The origin of a URL, or null when it has none a message could be addressed to. */
function httpOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * The exact origin to speak to: the option (which must be an http(s) origin, not '*'), else the
 * parent page's origin. Throws a `BridgeError` when there is none.
 */
export function resolveShellOrigin(self: Window, option?: string): string {
  if (option !== undefined) {
    const origin = httpOrigin(option);
    if (!origin || origin !== option.replace(/\/$/, "")) {
      throw new BridgeError("no-shell-origin", `portal bridge: shellOrigin must be an exact http(s) origin such as "https://portal.example.com", not ${JSON.stringify(option)}`);
    }
    return origin;
  }
  const ancestor = self.location.ancestorOrigins?.[0];
  const origin = (ancestor ? httpOrigin(ancestor) : null) ?? (self.document.referrer ? httpOrigin(self.document.referrer) : null);
  if (!origin) {
    throw new BridgeError("no-shell-origin", "portal bridge: the portal's origin is unknown (no referrer); pass connectToShell({ shellOrigin })");
  }
  return origin;
}

/**
 * Connects to the shell that framed this page: posts `ready` to the shell's exact origin and
 * resolves with the bridge on the shell's first `context`. Rejects with a `BridgeError`:
 * "standalone" when the page is not in a frame, "no-shell-origin" when no origin is known,
 * "timeout" when the shell does not answer within `timeoutMs` (e.g. the page was framed by
 * something that is not the portal).
 */
export function connectToShell(options: ConnectOptions = {}): Promise<ConnectedShellBridge> {
  return connectToShellFrom(window, options);
}

/** `connectToShell` for the page of `self` (a frame's window); the same rules. */
export function connectToShellFrom(self: Window, options: ConnectOptions = {}): Promise<ConnectedShellBridge> {
  return new Promise((resolve, reject) => {
    if (self.parent === self) {
      reject(new BridgeError("standalone", "portal bridge: this page is not inside the portal (it has no parent frame)"));
      return;
    }
    let shellOrigin: string;
    try {
      shellOrigin = resolveShellOrigin(self, options.shellOrigin);
    } catch (error) {
      reject(error);
      return;
    }
    const timeoutMs = options.timeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) {
      reject(new RangeError(`portal bridge: timeoutMs must be a positive number of milliseconds, not ${String(options.timeoutMs)}`));
      return;
    }
    const parent = self.parent;
    let context: BridgeContext | null = null;
    let contextJson = "";
    let connected = false;
    let stopped = false;
    let retry = 0;
    let timer = 0;
    const listeners = new Set<(context: BridgeContext) => void>();

    const post = (message: AppMessage) => {
      if (stopped) throw new BridgeError("invalid-request", "portal bridge: the bridge is disconnected");
      parent.postMessage(message, shellOrigin);
    };

    const stop = () => {
      stopped = true;
      self.clearInterval(retry);
      self.clearTimeout(timer);
      self.removeEventListener("message", onMessage);
      listeners.clear();
    };

    const bridge: ConnectedShellBridge = {
      shellOrigin,
      get context(): BridgeContext {
        // Set before the bridge is handed out.
        return context as BridgeContext;
      },
      onContextChange(listener) {
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
      ...bridgeRequests(post),
      disconnect: stop,
    };

    function onMessage(event: MessageEvent) {
      if (event.source !== parent || event.origin !== shellOrigin || !isShellMessage(event.data)) return;
      const next = event.data.payload;
      const nextJson = JSON.stringify(next);
      if (!connected) {
        connected = true;
        context = next;
        contextJson = nextJson;
        self.clearInterval(retry);
        self.clearTimeout(timer);
        resolve(bridge);
        return;
      }
      if (nextJson === contextJson) return;
      context = next;
      contextJson = nextJson;
      for (const listener of [...listeners]) {
        try {
          listener(next);
        } catch (error) {
          // One listener's fault must not keep the others from the change.
          self.reportError?.(error);
        }
      }
    }

    const sendReady = () => parent.postMessage({ bridge: BRIDGE_PROTOCOL, type: "ready", payload: {} } satisfies AppMessage, shellOrigin);
    self.addEventListener("message", onMessage);
    retry = self.setInterval(sendReady, READY_RETRY_MS);
    timer = self.setTimeout(() => {
      stop();
      reject(new BridgeError("timeout", `portal bridge: the portal at ${shellOrigin} did not answer within ${timeoutMs} ms; open this page from the portal`));
    }, timeoutMs);
    sendReady();
  });
}
