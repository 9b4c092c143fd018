import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { DEFAULT_LOCALE, normaliseLocale } from "#app/i18n/config";
import { loadLocaleBundle } from "#app/i18n/locale-bundle";
import { drawnPieceNames, preloadPieces } from "#app/lazy/lazy-piece";

/**
 * Before hydrating, the page's own strings and the lazy pieces the server drew are loaded,
 * so the first client render draws exactly what the server sent. A failed load still
 * hydrates: the strings load again on the first render, a piece shows its retry.
 */
const locale = normaliseLocale(document.documentElement.lang) ?? DEFAULT_LOCALE;
void Promise.all([loadLocaleBundle(locale).catch(() => undefined), preloadPieces(drawnPieceNames(document))]).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
});
