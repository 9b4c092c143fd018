import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

/**
 * The request a piece of server code runs for (ADR 032): its id travels with the async work
 * of the request, so log lines and platform calls carry it without being handed it.
 *
 * server/app.ts and the Remix build are two module graphs (see env.server.ts); the storage is
 * one slot on globalThis so that both see the same request.
 */
export interface RequestContext {
  requestId: string;
}

export const REQUEST_ID_HEADER = "x-request-id";

const SLOT = Symbol.for("portal.request-context");
type Slot = { [SLOT]?: AsyncLocalStorage<RequestContext> };
const storage = ((globalThis as Slot)[SLOT] ??= new AsyncLocalStorage<RequestContext>());

/** A request id a proxy or a caller may hand in: short, printable, no separators a log reader would trip on. */
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The incoming id when it is sane, else a new one. */
export function requestIdFrom(incoming: string | string[] | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value !== undefined && SANE_ID.test(value) ? value : randomUUID();
}

/** Runs `fn` (and everything it starts) as part of the request `context`. */
export function runInRequest<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The id of the request this code runs for; undefined outside a request (start, timers). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
