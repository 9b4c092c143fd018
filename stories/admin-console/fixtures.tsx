import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { createI18nWith } from "#app/kit/i18n/i18n-instance";
import { DEFAULT_LOCALE, normaliseLocale, type Locale } from "#app/kit/i18n/config";
import { consoleStrings } from "#app/features/admin-console/console-strings";
import { ConsoleI18n } from "#app/features/admin-console/ConsoleI18n";
import { FakeTenantConfig, fakeTenantConfigFetch, type TenantConfigSeed } from "#tests/mocks/tenant-config";
import { DEMO_TENANTS, type DemoTenantKey } from "../fixtures/portal";

/**
 * The tenant admin console's stories per demo tenant (platform/db/seed.ts's branding): each
 * tenant's config history as the platform's tenant-config calls answer it (ADR 020).
 */

export const CONSOLE_TENANTS = Object.keys(DEMO_TENANTS) as DemoTenantKey[];

/** Each demo tenant's versions and drafts: 中建智造 has a draft, Acme a rollback, Nordbygg a stored version that does not validate. */
export function consoleSeed(tenant: DemoTenantKey): TenantConfigSeed {
  const theme = DEMO_TENANTS[tenant].theme;
  const name = theme.systemName;
  const entries = [{ code: "bim", name: tenant === "zhongjian" ? "BIM 中心" : "BIM", url: "https://bim.example.com/", thumbnailType: "ICON", showName: true }];
  if (tenant === "zhongjian")
    return {
      versions: {
        "header-theme": [
          { value: { ...theme, themeColor: "#1677FF" }, actorAccount: "system", at: "2026-11-01T08:00:00Z" },
          { value: theme, actorAccount: "admin", at: "2026-11-18T09:30:00Z" },
        ],
        "nav-logo-and-name": [{ value: { systemName: name, systemLogoUrl: theme.systemLogoUrl, browserTitle: "中建智造" }, actorAccount: "system", at: "2026-11-01T08:00:00Z" }],
        "scene-params": [
          { value: { helpCenterShow: true, collectCenterShow: true, headerExtendEntryEnable: true, headerExtendEntrys: entries }, actorAccount: "system", at: "2026-11-01T08:00:00Z" },
          { value: { helpCenterShow: true, collectCenterShow: true, headerExtendEntryEnable: true, headerExtendEntrys: entries, showFullscreen: false }, actorAccount: "admin", at: "2026-11-19T10:00:00Z" },
        ],
      },
      drafts: { "header-theme": { value: { ...theme, themeColor: "#0B5CAD", watermarkSwitch: 1 }, basedOn: 2, updatedAt: "2026-11-25T16:05:00Z" } },
    };
  if (tenant === "acme")
    return {
      versions: {
        "header-theme": [
          { value: theme, actorAccount: "system", at: "2026-11-01T08:00:00Z" },
          { value: { ...theme, headerBgColor: "#000000" }, actorAccount: "admin", at: "2026-11-10T12:00:00Z" },
          { value: theme, actorAccount: "admin", at: "2026-11-10T12:05:00Z", action: "rollback" },
        ],
        "nav-logo-and-name": [{ value: { systemName: name, browserTitle: "Acme" }, actorAccount: "system", at: "2026-11-01T08:00:00Z" }],
        "scene-params": [{ value: { orgTreeShow: false, uniqueOpened: true }, actorAccount: "system", at: "2026-11-01T08:00:00Z" }],
      },
    };
  return {
    versions: {
      "header-theme": [
        { value: theme, actorAccount: "system", at: "2026-11-01T08:00:00Z" },
        { value: { ...theme, headerBgColor: "nordic blue" }, actorAccount: "import", at: "2026-11-21T07:45:00Z" },
      ],
      "nav-logo-and-name": [{ value: { systemName: name, browserTitle: "Nordbygg" }, actorAccount: "system", at: "2026-11-01T08:00:00Z" }],
      "scene-params": [{ value: { subAppKeepAliveMax: 3, disableAppSwitch: true }, actorAccount: "system", at: "2026-11-01T08:00:00Z" }],
    },
  };
}

/** Answers the console's platform calls from the tenant's fixtures until the story ends (its cleanup puts fetch back). */
export function withFakePlatform(tenant: DemoTenantKey): () => void {
  const original = globalThis.fetch;
  const fake = new FakeTenantConfig(consoleSeed(tenant));
  globalThis.fetch = fakeTenantConfigFetch(fake, original);
  return () => {
    globalThis.fetch = original;
  };
}

/** The console's frame around a story: its strings and a router for its links. */
export function ConsoleFrame({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={["/portal-admin/branding/"]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <ConsoleI18n>{children}</ConsoleI18n>
    </MemoryRouter>
  );
}

/** The console's text of `key` in the story's locale (the toolbar's), for play checks. */
export function consoleText(globals: Record<string, unknown>, key: string, params?: Record<string, unknown>): string {
  const locale: Locale = normaliseLocale(globals.locale) ?? DEFAULT_LOCALE;
  return createI18nWith(locale, { [locale]: { translation: { adminConsole: consoleStrings[locale] } } }).t(`adminConsole.${key}`, params);
}
