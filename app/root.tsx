import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { App as AntdApp, ConfigProvider, Result } from "antd";
import { useMemo, type ReactNode } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { antdLocale } from "#app/i18n/antd-locale";
import { DEFAULT_LOCALE, type Locale } from "#app/i18n/config";
import { createI18n } from "#app/i18n/create-i18n";
import { resolveLocale } from "#app/i18n/locale.server";
import { useNonce } from "#app/security/nonce";

export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, setCookie } = resolveLocale(request);
  return data({ locale }, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

export const meta: MetaFunction = () => [{ title: "Portal" }];

export const links = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  return (
    <html lang={rootData?.locale ?? DEFAULT_LOCALE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body style={{ margin: 0 }}>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function LocaleProviders({ locale, children }: { locale: Locale; children: ReactNode }) {
  const i18n = useMemo(() => createI18n(locale), [locale]);
  const nonce = useNonce();
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={antdLocale(locale)} csp={nonce ? { nonce } : undefined}>
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
    </LocaleProviders>
  );
}

function ErrorView() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Result
      status={notFound ? "404" : "error"}
      title={notFound ? t("errors.notFound") : t("errors.pageError")}
      extra={<a href="/portal/1/">{t("errors.backHome")}</a>}
    />
  );
}

export function ErrorBoundary() {
  const rootData = useRouteLoaderData<typeof loader>("root");
  return (
    <LocaleProviders locale={rootData?.locale ?? DEFAULT_LOCALE}>
      <ErrorView />
    </LocaleProviders>
  );
}
