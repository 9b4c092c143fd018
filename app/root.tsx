import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useRouteLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { App as AntdApp, ConfigProvider, theme } from "antd";
import { useEffect, useMemo, useReducer, useRef, type ReactNode } from "react";
import type { i18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import { BASE_BUTTON, BASE_THEME } from "#app/kit/styles/base-theme";
import { DEFAULT_LOCALE, type Locale } from "#app/kit/i18n/config";
import { createI18nWith } from "#app/kit/i18n/i18n-instance";
import { loadedLocaleBundle, loadLocaleBundle, type LocaleBundle } from "#app/kit/i18n/locale-bundle";
import { lazyPiece } from "#app/kit/lazy/lazy-piece";
import { resolveLocale } from "#app/kit/i18n/locale.server";
import { useNonce } from "#app/kit/security/nonce";
import { FRAME_ANCESTORS_META } from "#app/session/frame-ancestors";
import { TRUSTED_CODE_META } from "#app/kit/security/code-trust";
import { TrustedCodeProvider } from "#app/kit/security/trusted-code-context";
import { isMenuSwitch } from "#app/features/menus/menu-switch";
import { getEnv } from "#app/kit/env.server";
import { PAGE_CONTEXT_META } from "#app/kit/page-context";
import { getSession } from "#app/session/session.server";
import { pageContextOf } from "#app/session/page-context.server";
import { ContextChangedNotice } from "#app/shell/ContextChangedNotice";

export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, setCookie } = resolveLocale(request);
  // The outer pages allowed to frame the portal (FRAME_ANCESTORS): the only ones told of a logout (ADR 012).
  // ADR 033: the context the page is drawn for, sent back with each of its calls.
  const session = getSession(request);
  const pageContext = session ? pageContextOf(session) : null;
  return data({ locale, frameAncestors: getEnv().frameAncestors, trustedCode: getEnv().trustedCodeOrigins, pageContext }, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

/** The locale and the allowed outer pages do not change with the menu (ADR 015). */
export const shouldRevalidate: ShouldRevalidateFunction = (args) => (isMenuSwitch(args) ? false : args.defaultShouldRevalidate);

export const meta: MetaFunction = () => [{ title: "Portal" }];

export const links = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/**
 * The page's font is antd's: what the portal draws itself (the org tree, its tabs, the sidebar)
 * reads the same as the antd controls beside it, not the browser's default serif.
 */
const PAGE_FONT = { fontFamily: theme.getDesignToken().fontFamily } as const;

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  return (
    <html lang={rootData?.locale ?? DEFAULT_LOCALE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <meta name={FRAME_ANCESTORS_META} content={(rootData?.frameAncestors ?? []).join(" ")} />
        {/* ADR 047: the operator's trusted code origins, for the page's own choice of how to host an app or load a script. */}
        <meta name={TRUSTED_CODE_META} content={(rootData?.trustedCode ?? []).join(" ")} />
        {rootData?.pageContext ? <meta name={PAGE_CONTEXT_META} content={rootData.pageContext} /> : null}
        <Links />
      </head>
      <body style={{ margin: 0, ...PAGE_FONT }}>
        <TrustedCodeProvider origins={rootData?.trustedCode ?? []}>{children}</TrustedCodeProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The strings of the active locale. The server has every locale; the browser loads the
 * page's own before hydrating (entry.client), and another one when the locale changes,
 * showing the previous strings until it is in.
 */
function useLocaleBundle(locale: Locale): { locale: Locale; bundle: LocaleBundle | undefined } {
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const bundle = loadedLocaleBundle(locale);
  const shown = useRef<{ locale: Locale; bundle: LocaleBundle | undefined }>({ locale, bundle });
  if (bundle) shown.current = { locale, bundle };
  useEffect(() => {
    if (loadedLocaleBundle(locale)) return;
    let live = true;
    loadLocaleBundle(locale).then(
      () => live && loaded(),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale]);
  return bundle ? { locale, bundle } : shown.current;
}

/**
 * One i18next instance per locale bundle, made on first use: the server renders every page of a
 * locale from the same bundle, so its instance is not made (the bundle walked, the instance
 * initialised) again for each request. Nothing adds strings to it or changes its language (the
 * admin console makes its own instance), so what one page reads another may share.
 */
const bundleInstances = new WeakMap<LocaleBundle, i18n>();
function i18nOf(locale: Locale, bundle: LocaleBundle | undefined): i18n {
  if (!bundle) return createI18nWith(locale, {});
  let instance = bundleInstances.get(bundle);
  if (instance?.language !== locale) {
    instance = createI18nWith(locale, { [locale]: { translation: bundle.translation } });
    bundleInstances.set(bundle, instance);
  }
  return instance;
}

function LocaleProviders({ locale: wanted, children }: { locale: Locale; children: ReactNode }) {
  const { locale, bundle } = useLocaleBundle(wanted);
  const i18n = useMemo(() => i18nOf(locale, bundle), [locale, bundle]);
  const nonce = useNonce();
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider theme={BASE_THEME} button={BASE_BUTTON} locale={bundle?.antd} csp={nonce ? { nonce } : undefined}>
        <AntdApp>{children}</AntdApp>
      </ConfigProvider>
    </I18nextProvider>
  );
}

export default function App() {
  const { locale } = useLoaderData<typeof loader>();
  return (
    <LocaleProviders locale={locale}>
      <Outlet />
      <ContextChangedNotice />
    </LocaleProviders>
  );
}

// The error page's code loads only when a page fails.
const ErrorView = lazyPiece("features/content/pages/ErrorView", () => import("#app/features/content/pages/ErrorView").then((m) => m.ErrorView));

export function ErrorBoundary() {
  const rootData = useRouteLoaderData<typeof loader>("root");
  return (
    <LocaleProviders locale={rootData?.locale ?? DEFAULT_LOCALE}>
      <ErrorView />
    </LocaleProviders>
  );
}
