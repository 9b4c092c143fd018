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

/** Wraps window.fetch once; reads the page's context from its meta element. */
export function installPageContext(): void {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_CONTEXT_META}"]`)?.content ?? "";
  context = PAGE_CONTEXT_PATTERN.test(meta) ? meta : null;
  const original = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    if (!context || !sameOrigin(url)) return original(input, init);
    let response: Response;
    if (input instanceof Request && init === undefined) {
      const headers = new Headers(input.headers);
      headers.set(PAGE_CONTEXT_HEADER, context);
      response = await original(new Request(input, { headers }));
    } else {
      const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
      headers.set(PAGE_CONTEXT_HEADER, context);
      response = await original(input, { ...init, headers });
    }
    if (response.status === 409 && response.headers.get(CONTEXT_CHANGED_HEADER) === "1") {
      window.dispatchEvent(new CustomEvent(CONTEXT_CHANGED_EVENT));
      return new Promise<Response>(() => undefined);
    }
    const next = response.headers.get(PAGE_CONTEXT_HEADER);
    if (next && PAGE_CONTEXT_PATTERN.test(next)) context = next;
    return response;
  };
}
