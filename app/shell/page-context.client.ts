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

function sameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

const READS = new Set(["GET", "HEAD"]);

function methodOf(input: RequestInfo | URL, init?: RequestInit): string {
  return (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
}

/**
 * Wraps window.fetch once; reads the page's context from its meta element.
 *
 * A 409 is not always news from another tab: this tab's own change (a tenant, identity or org
 * chosen here) is a write whose answer names the new context, and a call sent just before that
 * answer came back still carries the old one. So a refused call first waits for this tab's
 * writes then under way; if the page's context moved on since the call was sent, the change
 * was this tab's own: a read is sent again in the new context, a write is answered with the
 * refusal (nothing was written) for its caller to report. Only a refusal of the context the page
 * still holds means another tab moved the session.
 */
export function installPageContext(): void {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_CONTEXT_META}"]`)?.content ?? "";
  context = PAGE_CONTEXT_PATTERN.test(meta) ? meta : null;
  const original = window.fetch.bind(window);
  const writesUnderWay = new Set<Promise<unknown>>();

  const send = (input: RequestInfo | URL, init: RequestInit | undefined, sent: string): Promise<Response> => {
    if (input instanceof Request && init === undefined) {
      const headers = new Headers(input.headers);
      headers.set(PAGE_CONTEXT_HEADER, sent);
      return original(new Request(input, { headers }));
    }
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set(PAGE_CONTEXT_HEADER, sent);
    return original(input, { ...init, headers });
  };

  const call = async (input: RequestInfo | URL, init: RequestInit | undefined, retried: boolean): Promise<Response> => {
    const sent = context!;
    const write = !READS.has(methodOf(input, init));
    // A read may be sent twice: keep the first body-less Request intact for the second.
    const pending = send(write || retried || !(input instanceof Request) ? input : input.clone(), init, sent);
    if (write) {
      writesUnderWay.add(pending);
      void pending.then(
        () => writesUnderWay.delete(pending),
        () => writesUnderWay.delete(pending),
      );
    }
    const response = await pending;
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
    return new Promise<Response>(() => undefined);
  };

  window.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    if (!context || !sameOrigin(url)) return original(input, init);
    return call(input, init, false);
  };
}
