import { GlobalOutlined } from "@ant-design/icons";
import { Dropdown } from "antd";
import { useTranslation } from "react-i18next";
import { SUPPORTED_LOCALES, normaliseLocale, type Locale } from "#app/kit/i18n/config";

/** The same path and query with `lang` set: the locale is chosen by query and remembered. */
export function withLang(currentPath: string, locale: Locale): string {
  const url = new URL(currentPath, "http://portal.invalid");
  url.searchParams.set("lang", locale);
  return url.pathname + url.search;
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
      {/* Its name holds the language it shows (WCAG 2.5.3: a visible label is part of the name). */}
      <button type="button" aria-label={active ? t("language.current", { name: t(`language.${active}`) }) : t("language.label")} style={{ background: "none", border: 0, color: color ?? "inherit", cursor: "pointer", fontSize: 14, padding: "0 8px", height: "100%", whiteSpace: "nowrap", flexShrink: 0 }}>
        <GlobalOutlined aria-hidden /> {active ? t(`language.${active}`) : null}
      </button>
    </Dropdown>
  );
}
