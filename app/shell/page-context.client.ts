import { CONTEXT_CHANGED_EVENT, CONTEXT_CHANGED_HEADER, PAGE_CONTEXT_HEADER, PAGE_CONTEXT_META, PAGE_CONTEXT_PATTERN } from "#app/kit/page-context";

/**
 * ADR 033, on the page's side: every same-origin call the page makes (its platform calls
 * through the BFF, Remix's `.data` loads and its actions) carries the context the page was
 * drawn for. Remix 2 has no hook for the headers of its own data requests, so the page's
 * fetch is wrapped once, before hydration. A call refused because the session's context
 * changed in another tab never settles: the page announces CONTEXT_CHANGED_EVENT (the dialog
 * reloads it) and nothing acts on an answer meant for another context. An answer that moved
 * this tab's own session on (its tenant, identity or org change) names the new context, which
 * the page then sends.
 */
let context: string | null = null;

/** The context the page sends now (null before install, or on a page without a session). */
export function currentPageContext(): string | null {
  return context;
}

/** The path of a same-origin address; null for another origin or an address that does not parse. */
function sameOriginPath(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.origin === window.location.origin ? parsed.pathname : null;
  } catch {
    return null;
  }
}

const READS = new Set(["GET", "HEAD"]);

function methodOf(input: RequestInfo | URL, init?: RequestInit): string {
  return (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
}

/** The portal's own actions that move the session to another context: tenant, identity, re-login (app/routes/portal.session.*). */
const CONTEXT_MOVING_PATH = /^\/portal\/session\//;

function movesContext(url: string): boolean {
  return CONTEXT_MOVING_PATH.test(sameOriginPath(url) ?? "");
}

/** A controller of this module's own that also follows the caller's signal, if the call has one. */
function controllerFollowing(callers: AbortSignal | null | undefined): AbortController {
  const controller = new AbortController();
  if (callers?.aborted) controller.abort(callers.reason);
  else callers?.addEventListener("abort", () => controller.abort(callers.reason), { once: true });
  return controller;
}

/** A read on its way: stopped (and sent again after) when this tab moves its context meanwhile. */
interface ReadInFlight {
  controller: AbortController;
  stoppedByUs: boolean;
}

let leavePage: () => void = () => undefined;

/**
 * The page is being replaced by a document form that moves the session to another context (a
 * tenant switch, ADR 047): the same-origin calls on their way are stopped and the later ones not
 * sent. None of them settles: their answers would be meant for the context the page leaves, and
 * a refusal of one would show in the console as an error the user caused by nothing.
 */
export function leavingForAnotherContext(): void {
  leavePage();
}

/**
 * Wraps window.fetch once; reads the page's context from its meta element.
 *
 * This tab's own change of context (a tenant, identity or org chosen here) is a write whose
 * answer names the new context. While it is on its way, the reads the page makes wait for it,
 * and those already on their way are stopped and sent again after it, in the new context: no
 * read crosses the change and comes back refused.
 *
 * A 409 can still come from this tab's own change (a write to the platform that moved it): a
 * refused call first waits for this tab's writes then under way; if the page's context moved on
 * since the call was sent, the change was this tab's own: a read is sent again in the new
 * context, a write is answered with the refusal (nothing was written) for its caller to report.
 * Only a refusal of the context the page still holds means another tab moved the session.
 */
export function installPageContext(): void {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_CONTEXT_META}"]`)?.content ?? "";
  context = PAGE_CONTEXT_PATTERN.test(meta) ? meta : null;
  const original = window.fetch.bind(window);
  const writesUnderWay = new Set<Promise<unknown>>();
  const movesUnderWay = new Set<Promise<unknown>>();
  const readsInFlight = new Set<ReadInFlight>();
  let leaving = false;
  const never = () => new Promise<Response>(() => undefined);

  const stopReadsInFlight = () => {
    for (const read of readsInFlight) {
      read.stoppedByUs = true;
      read.controller.abort();
    }
  };
  leavePage = () => {
    leaving = true;
    stopReadsInFlight();
  };

  const send = (input: RequestInfo | URL, init: RequestInit | undefined, sent: string, signal: AbortSignal | undefined): Promise<Response> => {
    if (input instanceof Request && init === undefined) {
      const headers = new Headers(input.headers);
      headers.set(PAGE_CONTEXT_HEADER, sent);
      return original(new Request(input, signal ? { headers, signal } : { headers }));
    }
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set(PAGE_CONTEXT_HEADER, sent);
    return original(input, { ...init, headers, ...(signal ? { signal } : {}) });
  };

  const call = async (input: RequestInfo | URL, init: RequestInit | undefined, retried: boolean): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    const write = !READS.has(methodOf(input, init));
    if (!write && movesUnderWay.size > 0) await Promise.allSettled([...movesUnderWay]);
    if (leaving) return never();
    const sent = context!;
    const moves = write && movesContext(url);
    if (moves) stopReadsInFlight();
    const callers = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    const read: ReadInFlight | null = write ? null : { controller: controllerFollowing(callers), stoppedByUs: false };
    // A read may be sent twice: keep the first body-less Request intact for the second.
    const pending = send(write || retried || !(input instanceof Request) ? input : input.clone(), init, sent, read?.controller.signal);
    if (read) readsInFlight.add(read);
    if (write) {
      writesUnderWay.add(pending);
      if (moves) movesUnderWay.add(pending);
      const done = () => {
        writesUnderWay.delete(pending);
        movesUnderWay.delete(pending);
      };
      void pending.then(done, done);
    }
    let response: Response;
    try {
      response = await pending;
    } catch (error) {
      if (!read?.stoppedByUs) throw error;
      // Stopped for this tab's own change: sent again once it is done, in the context it leaves.
      return leaving ? never() : call(input, init, retried);
    } finally {
      if (read) readsInFlight.delete(read);
    }
    const next = response.headers.get(PAGE_CONTEXT_HEADER);
    if (next && PAGE_CONTEXT_PATTERN.test(next)) context = next;
    if (response.status !== 409 || response.headers.get(CONTEXT_CHANGED_HEADER) !== "1") return response;
    const others = [...writesUnderWay].filter((other) => other !== pending);
    if (others.length > 0) await Promise.allSettled(others);
    if (context !== sent && (write || retried)) return response;
    // A refusal no caller reads is read to its end here: left unread, the browser keeps its load open.
    void response.arrayBuffer().catch(() => undefined);
    if (context !== sent) return call(input, init, true);
    window.dispatchEvent(new CustomEvent(CONTEXT_CHANGED_EVENT));
    return never();
  };

  window.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    if (!context || sameOriginPath(url) === null) return original(input, init);
    if (leaving) return never();
    return call(input, init, false);
  };
}
