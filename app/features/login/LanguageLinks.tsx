import { Space } from "antd";
import { useTranslation } from "react-i18next";
import { withLang } from "#app/features/header/LanguageSwitch";
import { SUPPORTED_LOCALES, normaliseLocale } from "#app/kit/i18n/config";

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
