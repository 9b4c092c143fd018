/**
 * Loading with a time limit, and what a failure is (SPEC §8 ChunkLoadError; ADR 013 §7): the
 * host's fetch of an app's files fails as a `ChunkLoadError` saying why (no answer, none in time,
 * an HTTP error) instead of hanging or answering with an error page; any step of a mount can be
 * given a time limit (`withTimeout`); and `errorOf` names each failure by the kind the app's
 * viewport shows a message for (`SubAppErrorKind`), from the error and the phase it came in.
 */

/** Why a file could not be had: no answer (network, CORS, CSP), no answer in time, or an HTTP error. */
export type ChunkLoadReason = "network" | "timeout" | "http";

/** An error whose name marks a chunk (code) load failure (SPEC §8 ChunkLoadError). */
export class ChunkLoadError extends Error {
  override name = "ChunkLoadError";
  /** Why it failed, when the host's own fetch knows (another bundler's ChunkLoadError does not say). */
  readonly reason: ChunkLoadReason | null;
  /** The HTTP status of an HTTP error. */
  readonly status: number | null;

  constructor(message: string, reason: ChunkLoadReason | null = null, status: number | null = null) {
    super(message);
    this.reason = reason;
    this.status = status;
  }
}

/** The app's own code threw while it was evaluated (its entry script, or qiankun reading its lifecycles). */
export class AppScriptError extends Error {
  override name = "AppScriptError";
}

/**
 * Why an app is not shown, each with its own message (subApps.error.*):
 * - `refused`: the page's CSP refused the app's origin (a `securitypolicyviolation` for it);
 * - `network`: no answer (a fetch TypeError: offline, CORS, DNS), or none in time;
 * - `http`: the server answered with an HTTP error (its status is shown);
 * - `script`: the app's code threw while it was evaluated; `mount`: while bootstrapping or mounting;
 * - `timeout`: the app did not finish starting in time;
 * - `chunk`: a code load failed for a reason the host's fetch did not see (another bundler's
 *   ChunkLoadError, the loader as a whole timing out); `load`: anything else while loading;
 * - `unsafe`: its address is not allowed.
 */
export type SubAppErrorKind = "chunk" | "load" | "mount" | "timeout" | "unsafe" | "refused" | "network" | "http" | "script";

/** A failure as the app's viewport shows it: its kind, the detail, and an HTTP error's status. */
export interface SubAppError {
  kind: SubAppErrorKind;
  message: string;
  status?: number;
}

/** A signal that aborts when either does, with its reason. */
function eitherSignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === "function") return AbortSignal.any([a, b]);
  const controller = new AbortController();
  for (const signal of [a, b]) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener("abort", () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

/** The address a fetch was asked for, as written. */
export function urlOf(input: RequestInfo | URL): string {
  return typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
}

/** A fetch that fails as a ChunkLoadError when the answer has not come within `timeoutMs`, or is not ok. The caller's own signal still cancels it. */
export function timedFetch(timeoutMs: number, base: typeof fetch = (...args) => fetch(...args)): typeof fetch {
  return async (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    // The caller's own signal still cancels (the app closed while it loads, say).
    const signal = init?.signal ? eitherSignal(init.signal, timeout) : timeout;
    const url = urlOf(input);
    let response: Response;
    try {
      response = await base(input, { ...init, signal });
    } catch (error) {
      // Cancelled by the caller: theirs to handle, not a failed load.
      if (init?.signal?.aborted) throw error;
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      if (timedOut) throw new ChunkLoadError(`Loading ${url} timed out after ${Math.round(timeoutMs / 1000)} s`, "timeout");
      throw new ChunkLoadError(`Loading ${url} failed`, "network");
    }
    if (!response.ok) throw new ChunkLoadError(`Loading ${url} failed: HTTP ${response.status}`, "http", response.status);
    return response;
  };
}

/** `promise`, or the error `error()` makes when it has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, error: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(error()), ms);
    }),
  ]);
}

/** What an error says, for the viewport and the logs. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === "string" ? error : "Unknown error";
}

/** What a failure is (SubAppErrorKind), from the error and the phase it came in. */
export function errorOf(error: unknown, phase: "loading" | "starting", message: string): SubAppError {
  const name = error instanceof Error ? error.name : "";
  if (error instanceof ChunkLoadError && error.reason === "http") return { kind: "http", message, ...(error.status !== null ? { status: error.status } : {}) };
  if (error instanceof ChunkLoadError && (error.reason === "network" || error.reason === "timeout")) return { kind: "network", message };
  if (name === "ChunkLoadError") return { kind: "chunk", message };
  if (name === "AppScriptError") return { kind: "script", message };
  if (name === "MountTimeout") return { kind: "timeout", message };
  return { kind: phase === "loading" ? "load" : "mount", message };
}
