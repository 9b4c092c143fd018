import { GlobalOutlined } from "@ant-design/icons";
import { Dropdown, Space } from "antd";
import { useTranslation } from "react-i18next";
import { SUPPORTED_LOCALES, normaliseLocale, type Locale } from "#app/i18n/config";

/** The same path and query with `lang` set: the locale is chosen by query and remembered. */
export function withLang(currentPath: string, locale: Locale): string {
  const url = new URL(currentPath, "http://portal.invalid");
  url.searchParams.set("lang", locale);
  return url.pathname + url.search;
}

function currentLocation(): string {
  return typeof window === "undefined" ? "/" : window.location.pathname + window.location.search;
}

/** A row of language links (login page). */
export function LanguageLinks({ currentPath }: { currentPath?: string }) {
  const { t, i18n } = useTranslation();
  const path = currentPath ?? currentLocation();
  const active = normaliseLocale(i18n.language);
  return (
    <nav aria-label={t("language.label")}>
      <Space size="middle">
        {SUPPORTED_LOCALES.map((locale) => (
          <a key={locale} href={withLang(path, locale)} lang={locale} aria-current={locale === active ? "true" : undefined} style={{ fontWeight: locale === active ? 600 : 400 }}>
            {t(`language.${locale}`)}
          </a>
        ))}
      </Space>
    </nav>
  );
}

/** Header language switch (SPEC §6 languageSwitch flag decides whether the plan has it). */
export function LanguageSwitch({ currentPath, color }: { currentPath: string; color?: string }) {
  const { t, i18n } = useTranslation();
  const active = normaliseLocale(i18n.language);
  return (
    <Dropdown
      trigger={["click"]}
      menu={{
        selectable: true,
        selectedKeys: active ? [active] : [],
        items: SUPPORTED_LOCALES.map((locale) => ({
          key: locale,
          label: (
            <a href={withLang(currentPath, locale)} lang={locale}>
              {t(`language.${locale}`)}
            </a>
          ),
        })),
      }}
    >
      <button type="button" aria-label={t("language.label")} style={{ background: "none", border: 0, color: color ?? "inherit", cursor: "pointer", fontSize: 14, padding: "0 8px", height: "100%", whiteSpace: "nowrap", flexShrink: 0 }}>
        <GlobalOutlined /> {active ? t(`language.${active}`) : null}
      </button>
    </Dropdown>
  );
}
