import { Writable } from "node:stream";
import { StyleProvider } from "@ant-design/cssinjs";
import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { provideLocaleBundles } from "#app/kit/i18n/locale-bundle";
import { bundles } from "#app/kit/i18n/resources";
import { DrawnPiecesContext, drawnPiecesMeta, LATER_PIECES_META, piecesDrawnLater, preloadAllPieces } from "#app/kit/lazy/lazy-piece";
import { laterModulesMeta, laterModulesScript, modulePreloadLinks } from "#app/kit/lazy/preload-links.server";
import { laterClicksScript } from "#app/kit/lazy/later-clicks";
import { cachedBody, keepDocument, renderKey, type CachedBody } from "#app/shell/render-cache.server";
import { NonceContext } from "#app/kit/security/nonce";
import { documentMarkup } from "#app/shell/document-markup.server";
import { log } from "#app/kit/log.server";
import { countCacheLookup } from "#app/kit/observability/metrics.server";
import { documentTheme, styleCacheFor, stylesBesidesSheet } from "#app/shell/ssr-style-cache.server";
import { antdSheet } from "#app/kit/styles/antd-sheet.server";

const ABORT_DELAY_MS = 10_000;

// The server renders any locale a request asks for; the browser loads only the page's own.
provideLocaleBundles(bundles);

/**
 * Renders the whole document on the server with its antd styles linked from the
 * head (the theme's stylesheet, ADR 011), so the first paint is styled (no flash of
 * unstyled content). The document is rendered completely (onAllReady) before it is
 * sent: the styles the sheet lacks are known only then, and Remix's single-fetch data
 * scripts arrive through Suspense, which a plain renderToString would drop.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = typeof loadContext.cspNonce === "string" ? loadContext.cspNonce : undefined;
  const key = renderKey(request.url, responseStatusCode, remixContext, nonce !== undefined);
  const cached = cachedBody(key, nonce, request.headers.get("accept-encoding"));
  if (key !== null) countCacheLookup("rendered-documents", cached !== null);
  if (cached !== null) return Promise.resolve(documentResponse(cached, responseStatusCode, responseHeaders));
  const theme = documentTheme(remixContext);
  const cache = styleCacheFor(theme);
  const pieces = new Set<string>();
  let status = responseStatusCode;
  // Every lazy piece is at hand before rendering: the render never waits on one, nor does hydration.
  return preloadAllPieces().then(() => new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <DrawnPiecesContext.Provider value={pieces}>
          <StyleProvider cache={cache}>
            <RemixServer context={remixContext} url={request.url} nonce={nonce} abortDelay={ABORT_DELAY_MS} />
          </StyleProvider>
        </DrawnPiecesContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer | string, _encoding, done) {
              chunks.push(Buffer.from(chunk));
              done();
            },
            final(done) {
              const markup = documentMarkup(chunks);
              const styles = documentStyles(cache, theme, nonce);
              const html = markup.startsWith("<!DOCTYPE") ? markup : `<!DOCTYPE html>${markup}`;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              // The lazy pieces drawn are listed, so the browser loads them before hydrating; they and
              // the page's locale bundle are preloaded with the page's own modules. Those drawn later
              // (ADR 045) are listed apart: the browser loads them after the load event. A page drawn
              // later (the portal) is hydrated after its load event: nothing is preloaded for it, so its
              // first paint waits for its HTML and its stylesheet alone (ADR 064).
              const locale = /<html[^>]*\slang="([\w-]+)"/.exec(html)?.[1] ?? "";
              const later = piecesDrawnLater(pieces);
              const hydratedAfterLoad = later.size > 0;
              const head = `${drawnPiecesMeta(pieces)}${drawnPiecesMeta(later, LATER_PIECES_META)}${laterModulesMeta(later, locale)}${hydratedAfterLoad ? `${laterClicksScript(nonce)}${laterModulesScript(nonce)}` : modulePreloadLinks(locale, pieces)}${styles}`;
              const document = (hydratedAfterLoad ? withoutModulePreloads(html) : html).replace("</head>", `${head}</head>`);
              if (status === responseStatusCode) keepDocument(key, document, nonce);
              const kept = status === responseStatusCode ? cachedBody(key, nonce, request.headers.get("accept-encoding")) : null;
              resolve(kept ? documentResponse(kept, status, responseHeaders) : new Response(document, { status, headers: responseHeaders }));
              done();
            },
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          log("error", "render error", { path: new URL(request.url).pathname, detail: error instanceof Error ? (error.stack ?? error.message) : String(error) });
        },
      },
    );
    setTimeout(abort, ABORT_DELAY_MS + 1000);
  }));
}

/**
 * The document with the `<link rel="modulepreload">` tags Remix's Scripts writes made inert: its
 * module script asks for the same files itself, after what the first paint needs (ADR 064). The
 * elements stay, without their `rel`, so that the root hydrates over the markup React expects
 * (React 18 keeps a hydrated element's attributes as sent); Scripts drops them once hydrated.
 */
function withoutModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload" (href="[^"]*"\/?>)/g, "<link data-preload-dropped=\"\" $1");
}

const reported = new Set<string>();

/**
 * The document's antd styles (ADR 011): its theme's stylesheet, render-blocking so the first
 * paint is styled, and inline only what the sheet does not hold.
 */
function documentStyles(cache: ReturnType<typeof styleCacheFor>, theme: ReturnType<typeof documentTheme>, nonce: string | undefined): string {
  const sheet = antdSheet(theme);
  const besides = stylesBesidesSheet(cache, sheet);
  const missing = besides.keys.join(" ");
  if (missing && !reported.has(missing) && reported.size < 100) {
    reported.add(missing);
    log("warn", "antd styles drawn on the server are not in the stylesheet's catalogue (app/kit/styles/antd-catalogue.server.tsx); the page carries them inline", { styles: besides.keys });
  }
  const inline = besides.text.replace(/<style /g, nonce ? `<style nonce="${nonce}" ` : "<style ");
  return `<link rel="stylesheet" href="${sheet.href}" data-antd-sheet="">${inline}`;
}

/** A kept document's response; a gzip body says so, and the server's compression leaves it as it is. */
function documentResponse(cached: CachedBody, status: number, headers: Headers): Response {
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.append("Vary", "Accept-Encoding");
  if (cached.encoding) headers.set("Content-Encoding", cached.encoding);
  // A Buffer from Buffer.concat is backed by a plain ArrayBuffer.
  return new Response(cached.body as Uint8Array<ArrayBuffer>, { status, headers });
}

declare module "@remix-run/node" {
  interface AppLoadContext {
    cspNonce?: string;
  }
}

/**
 * Server errors, one log line each. A request the server does not take — a path that matches
 * no route (the catch-all pages answer it), a method a route has no handler for, a retired
 * request form — is one warning with its path and status, without a stack (ADR 032). An aborted
 * request (the browser left) is not an error. Anything else is logged with its stack.
 */
export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs): void {
  if (request.signal.aborted) return;
  const path = new URL(request.url).pathname;
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) {
    log("warn", error.status === 404 ? "not found" : "request refused", { method: request.method, path, status: error.status });
    return;
  }
  if (error instanceof Error && error.message.startsWith("Warning: ")) {
    log("warn", error.message.slice("Warning: ".length), { method: request.method, path });
    return;
  }
  const cause = isRouteErrorResponse(error) && (error as { error?: unknown }).error ? (error as { error?: unknown }).error : error;
  log("error", "server error", { path, detail: cause instanceof Error ? (cause.stack ?? cause.message) : String(cause) });
}
