import type { Preview } from "@storybook/react";
import { App as AntdApp, ConfigProvider } from "antd";
import { I18nextProvider } from "react-i18next";
import { antdLocale } from "#app/kit/i18n/antd-locale";
import { DEFAULT_LOCALE, normaliseLocale } from "#app/kit/i18n/config";
import { createI18n } from "#app/kit/i18n/create-i18n";
import { PORTAL_TYPES, VIEW_MODES } from "#app/layout/types";
import { readShellChoice, ShellChoiceProvider, STORY_OWN, TOOLBAR_TENANTS } from "../stories/fixtures/shell-choice";

/** The toolbar's first entry: the story as it was written. */
const storyOwn = (what: string) => ({ value: STORY_OWN, title: `${what}: as the story sets it` });

// One object per combination, so a story's providers see the same choice until it changes.
const CHOICES = new Map<string, ReturnType<typeof readShellChoice>>();
function shellChoice(tenant: unknown, portalType: unknown, viewMode: unknown) {
  const key = JSON.stringify([tenant, portalType, viewMode]);
  let choice = CHOICES.get(key);
  if (!choice) CHOICES.set(key, (choice = readShellChoice({ tenant, portalType, viewMode })));
  return choice;
}

/**
 * Every story renders in the active locale inside antd's providers, as the portal does, and
 * with the toolbar's tenant, portal type and view mode when one is chosen (ADR 037): every
 * story that draws the portal (stories/fixtures/portal.tsx PortalFrame, the whole shell)
 * follows them; "as the story sets it" leaves each story with its own. A story that must
 * show one of them names it in its `globals`, which locks the toolbar on that story.
 */
const preview: Preview = {
  globalTypes: {
    locale: {
      description: "Locale",
      toolbar: { icon: "globe", items: ["zh-CN", "en", "sv-SE"], dynamicTitle: true },
    },
    tenant: {
      description: "Tenant (the demo tenants, and one whose configuration is malformed)",
      toolbar: { icon: "home", items: [storyOwn("Tenant"), ...TOOLBAR_TENANTS.map((key) => ({ value: key, title: `Tenant: ${key}` }))], dynamicTitle: true },
    },
    portalType: {
      description: "Portal type (SPEC §9 navigation themes)",
      toolbar: { icon: "sidebar", items: [storyOwn("Portal type"), ...PORTAL_TYPES.map((type) => ({ value: type, title: `Portal type: ${type}` }))], dynamicTitle: true },
    },
    viewMode: {
      description: "View mode (SPEC §2 viewMode)",
      toolbar: { icon: "browser", items: [storyOwn("View mode"), ...VIEW_MODES.map((mode) => ({ value: mode, title: `View mode: ${mode}` }))], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: DEFAULT_LOCALE, tenant: STORY_OWN, portalType: STORY_OWN, viewMode: STORY_OWN },
  decorators: [
    (Story, context) => {
      const locale = normaliseLocale(context.globals.locale) ?? DEFAULT_LOCALE;
      const { tenant, portalType, viewMode } = context.globals;
      const choice = shellChoice(tenant, portalType, viewMode);
      return (
        <I18nextProvider i18n={createI18n(locale)}>
          <ConfigProvider locale={antdLocale(locale)}>
            <AntdApp>
              <ShellChoiceProvider value={choice}>
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
