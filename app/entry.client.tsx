import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { DEFAULT_LOCALE, normaliseLocale } from "#app/kit/i18n/config";
import { loadLocaleBundle } from "#app/kit/i18n/locale-bundle";
import { drawnPieceNames, preloadPieces } from "#app/kit/lazy/lazy-piece";
import { registerServiceWorker } from "#app/shell/service-worker";
import { installPageContext } from "#app/shell/page-context.client";

/** How long hydration waits for the antd stylesheet at most. */
const SHEET_WAIT_MS = 3000;

/**
 * The page's antd stylesheet, applied (ADR 011): antd reads the map of the styles it holds
 * on its first render, and injects only the others. The scripts are async, so they may run
 * before the sheet is in; a sheet that failed, or is slower than SHEET_WAIT_MS, lets
 * hydration go on (antd then injects every style itself).
 */
function antdSheetApplied(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>("link[data-antd-sheet]");
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
    setTimeout(resolve, SHEET_WAIT_MS);
  });
}

/**
 * Before hydrating, the page's own strings and the lazy pieces the server drew are loaded,
 * so the first client render draws exactly what the server sent (a later piece and the pieces
 * inside it are left as sent, and load after the load event: ADR 045). A failed load still
 * hydrates: the strings load again on the first render, a piece shows its retry.
 */
// ADR 033: from here on every call of the page names the context it was drawn for.
installPageContext();
const locale = normaliseLocale(document.documentElement.lang) ?? DEFAULT_LOCALE;
void Promise.all([loadLocaleBundle(locale).catch(() => undefined), preloadPieces(drawnPieceNames(document)), antdSheetApplied()]).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
});

// SPEC §7: the service worker caches static assets; on portal pages, once the page is up.
if (import.meta.env.PROD && window.location.pathname.startsWith("/portal/")) {
  if (document.readyState === "complete") void registerServiceWorker();
  else window.addEventListener("load", () => void registerServiceWorker(), { once: true });
}
