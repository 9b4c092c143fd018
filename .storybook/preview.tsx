import type { Preview } from "@storybook/react";
import { SHELL_CHOICE_GLOBAL_TYPES, ShellChoiceProvider, shellChoiceOf } from "../stories/fixtures/shell-choice";
import { App as AntdApp, ConfigProvider } from "antd";
import { I18nextProvider } from "react-i18next";
import { antdLocale } from "#app/kit/i18n/antd-locale";
import { DEFAULT_LOCALE, normaliseLocale } from "#app/kit/i18n/config";
import { createI18n } from "#app/kit/i18n/create-i18n";
import { BASE_BUTTON, BASE_THEME } from "#app/kit/styles/base-theme";
import { FOCUS_VISIBLE_CSS } from "#app/kit/styles/focus-visible";
import { REDUCED_MOTION_CSS } from "#app/kit/styles/reduced-motion";
import { PORTAL_VIEWPORTS } from "./viewports";

// Stories move as the portal does for a person who asks for reduced motion (ADR 041): the rule of
// the portal's antd sheet, once per page, outside every story's React tree.
if (!document.querySelector("style[data-portal-motion]")) {
  const style = document.createElement("style");
  style.dataset.portalMotion = "reduced";
  // The portal's keyboard focus ring too (WCAG 2.4.7), as the antd sheet carries it.
  style.textContent = REDUCED_MOTION_CSS + FOCUS_VISIBLE_CSS;
  document.head.append(style);
}

/** Every story renders in the active locale (toolbar) inside antd's providers, as the portal does. */
const preview: Preview = {
  globalTypes: {
    locale: {
      description: "Locale",
      toolbar: { icon: "globe", items: ["zh-CN", "en", "sv-SE"], dynamicTitle: true },
    },
    // Tenant, portal type and view mode for every story that draws the portal (ADR 037).
    ...SHELL_CHOICE_GLOBAL_TYPES,
  },
  initialGlobals: { locale: DEFAULT_LOCALE },
  // axe runs on every story (the a11y addon); in the Vitest run a serious or critical violation
  // fails the story (ADR 036). `impactLevels` is read by the addon's toHaveNoViolations matcher.
  // The viewport toolbar offers the portal's screens (./viewports), 1920 to 390 px.
  parameters: { a11y: { test: "error", options: { impactLevels: ["serious", "critical"] } }, viewport: { options: PORTAL_VIEWPORTS } },
  decorators: [
    (Story, context) => {
      const locale = normaliseLocale(context.globals.locale) ?? DEFAULT_LOCALE;
      // The page's language is the story's, as the portal's root writes it on <html lang>: what reads
      // it outside React — the customer-service widget of a side entry's script — speaks it too (ADR 061).
      if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
      return (
        <I18nextProvider i18n={createI18n(locale)}>
          <ConfigProvider theme={BASE_THEME} button={BASE_BUTTON} locale={antdLocale(locale)}>
            <AntdApp>
              <ShellChoiceProvider value={shellChoiceOf(context.globals)}>
                <Story />
              </ShellChoiceProvider>
            </AntdApp>
          </ConfigProvider>
        </I18nextProvider>
      );
    },
  ],
};
export default preview;
