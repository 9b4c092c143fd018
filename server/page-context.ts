import type express from "express";
import { PAGE_CONTEXT_HEADER } from "#app/kit/page-context";
import { contextChangedResponse, contextOfSetCookies, isStaleContext } from "#app/session/page-context.server";

/** The Fetch Request of an Express request, with what the page-context rule reads: its address and its headers. */
function fetchRequestOf(req: express.Request): Request {
  const headers = new Headers();
  for (const name of ["cookie", PAGE_CONTEXT_HEADER]) {
    const value = req.get(name);
    if (value) headers.set(name, value);
  }
  return new Request(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`, { headers });
}

/**
 * ADR 033: the page-context rule (app/session/page-context.server.ts) for the portal's own
 * routes. A loader (`.data`), action or resource-route call from a page drawn for another
 * context than the session's is answered 409 before Remix runs it; `/api/*` is checked by the
 * BFF itself (app/platform-api/bff/forward.server.ts). An answer that stores a new session
 * tells the page the context it is in now (the `x-portal-context` answer header), so a tab's
 * own tenant, identity or org change carries on in that tab.
 */
export function pageContextGuard(): express.RequestHandler {
  return (req, res, next) => {
    const request = fetchRequestOf(req);
    if (!req.path.startsWith("/api/") && isStaleContext(request)) {
      const refusal = contextChangedResponse();
      res.status(refusal.status);
      refusal.headers.forEach((value, name) => res.setHeader(name, value));
      void refusal.text().then((body) => res.send(body));
      return;
    }
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => express.Response;
    res.writeHead = ((...args: unknown[]) => {
      const stored = res.getHeader("set-cookie");
      const cookies = stored === undefined ? [] : Array.isArray(stored) ? stored : [String(stored)];
      const context = cookies.length > 0 ? contextOfSetCookies(request, cookies) : null;
      if (context && !res.headersSent) res.setHeader(PAGE_CONTEXT_HEADER, context);
      return writeHead(...args);
    }) as typeof res.writeHead;
    next();
  };
}
