import { pino, type DestinationStream, type Logger } from "pino";
import { currentRequestId } from "./observability/request-context.server";

/**
 * The server's log (ADR 032): pino, one JSON object per line, each carrying the id of the
 * request it was written for (`reqId`). server/app.ts adds one access line per request
 * (pino-http) on the same logger.
 *
 * LOG_LEVEL is read on every line, as before: `silent` mutes everything (tests that provoke
 * faults on purpose), `warn` keeps warnings and errors, `error` errors only; unset or `info`
 * keeps all.
 *
 * Secrets never reach a line: tokens, cookies and `authorization` are censored wherever they
 * appear as a field (top level or one level down), and `scrubUrl` censors them in addresses.
 *
 * server/app.ts and the Remix build are two module graphs; the logger is one slot on
 * globalThis so that both write through the same destination.
 */
export type LogLevel = "info" | "warn" | "error";

const SECRET_FIELDS = ["token", "userToken", "loginToken", "tenantToken", "local_token", "authorization", "cookie", "set-cookie", "password"];
export const REDACTED = "[Redacted]";

const LEVEL_VALUES: Record<string, number> = { info: 30, warn: 40, error: 50, silent: Infinity };

/** The lowest level written now (LOG_LEVEL as it is at this moment). */
function threshold(): number {
  return LEVEL_VALUES[process.env.LOG_LEVEL ?? ""] ?? LEVEL_VALUES.info!;
}

interface LogState {
  logger: Logger;
  destination: DestinationStream;
}

const SLOT = Symbol.for("portal.log");
type Slot = { [SLOT]?: LogState };

function createState(): LogState {
  const state: LogState = { destination: pino.destination({ dest: 1, sync: true }), logger: null as unknown as Logger };
  state.logger = pino(
    {
      level: "info",
      base: undefined,
      messageKey: "message",
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: SECRET_FIELDS.flatMap((field) => [`["${field}"]`, `*["${field}"]`]), censor: REDACTED },
      hooks: {
        logMethod(args, method, level) {
          if (level >= threshold()) method.apply(this, args);
        },
      },
    },
    // The destination can be swapped (tests read the lines); the logger writes through this.
    { write: (line: string) => state.destination.write(line) },
  );
  return state;
}

const state = ((globalThis as Slot)[SLOT] ??= createState());

/** The server's pino logger (pino-http's access lines use it). */
export const logger: Logger = state.logger;

/** Sends the log lines to `destination` from now on; returns the one it replaced. */
export function setLogDestination(destination: DestinationStream): DestinationStream {
  const previous = state.destination;
  state.destination = destination;
  return previous;
}

/** One line at `level`, with the current request's id when there is one. */
export function log(level: LogLevel, message: string, extra: Record<string, unknown> = {}): void {
  const reqId = currentRequestId();
  state.logger[level](reqId === undefined ? extra : { reqId, ...extra }, message);
}

const SECRET_PARAM = /token|ticket|password|secret|code_verifier/i;

/** The address with the values of token-like query parameters censored (userToken, local_token, …). */
export function scrubUrl(url: string): string {
  const at = url.indexOf("?");
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  let changed = false;
  for (const name of new Set(params.keys())) {
    if (SECRET_PARAM.test(name)) {
      params.set(name, REDACTED);
      changed = true;
    }
  }
  return changed ? `${url.slice(0, at)}?${params.toString()}` : url;
}
