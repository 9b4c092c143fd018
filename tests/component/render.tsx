import { render, type RenderResult } from "@testing-library/react";
import { App as AntdApp, ConfigProvider } from "antd";
import type { ReactElement } from "react";
import { I18nextProvider } from "react-i18next";
import { antdLocale } from "#app/kit/i18n/antd-locale";
import type { Locale } from "#app/kit/i18n/config";
import { createI18n } from "#app/kit/i18n/create-i18n";

/** Renders inside the providers the portal uses (i18n, antd locale), as Storybook's preview does. */
export function renderInPortal(ui: ReactElement, locale: Locale = "en"): RenderResult {
  return render(
    <I18nextProvider i18n={createI18n(locale)}>
      <ConfigProvider locale={antdLocale(locale)}>
        <AntdApp>{ui}</AntdApp>
      </ConfigProvider>
    </I18nextProvider>,
  );
}
