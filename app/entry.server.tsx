import { createCache, extractStyle, StyleProvider } from "@ant-design/cssinjs";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { NonceContext } from "#app/security/nonce";

/**
 * Renders the whole document on the server with antd's styles extracted into
 * the head, so the first paint is styled (no flash of unstyled content).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = typeof loadContext.cspNonce === "string" ? loadContext.cspNonce : undefined;
  const cache = createCache();
  const markup = renderToString(
    <NonceContext.Provider value={nonce}>
      <StyleProvider cache={cache}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </StyleProvider>
    </NonceContext.Provider>,
  );
  const styles = extractStyle(cache).replace(/<style /g, nonce ? `<style nonce="${nonce}" ` : "<style ");
  const html = `<!DOCTYPE html>${markup.replace("</head>", `${styles}</head>`)}`;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html, { status: responseStatusCode, headers: responseHeaders });
}

declare module "@remix-run/node" {
  interface AppLoadContext {
    cspNonce?: string;
  }
}
