import { GlobalOutlined } from "@ant-design/icons";
import { useInRouterContext, useNavigate } from "@remix-run/react";
import { ClosingDropdown } from "#app/kit/react/closing-popups";
import type { MouseEvent as ReactMouseEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SUPPORTED_LOCALES, normaliseLocale, type Locale } from "#app/kit/i18n/config";
import { HEADER_CLASS } from "./header-css";

/** The same path and query with `lang` set: the locale is chosen by query and remembered. */
export function withLang(currentPath: string, locale: Locale): string {
  const url = new URL(currentPath, "http://portal.invalid");
  url.searchParams.set("lang", locale);
  return url.pathname + url.search;
}

interface LanguageLinkProps {
  currentPath: string;
  locale: Locale;
  current?: boolean;
  children: ReactNode;
}

/** A click the page should leave to the browser: another window or tab, a download. */
function leftToBrowser(event: ReactMouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The link to the page in another language. In the portal it changes the language in place
 * (SPEC §4 "Language change emits the new locale"; the tab list is kept, SPEC §4 Tabs): a
 * navigation of the page's router to the same address with `lang`, so the root loader
 * remembers the locale and answers it, its strings load and the loaders run again for the
 * menus' names; no document is loaded. Outside a router (a story) it is a plain link.
 */
export function LanguageLink(props: LanguageLinkProps) {
  return useInRouterContext() ? <RoutedLanguageLink {...props} /> : <PlainLanguageLink {...props} />;
}

function PlainLanguageLink({ currentPath, locale, current, children, onClick }: LanguageLinkProps & { onClick?: (event: ReactMouseEvent<HTMLAnchorElement>) => void }) {
  return (
    <a href={withLang(currentPath, locale)} lang={locale} aria-current={current ? "true" : undefined} data-language-link={locale} onClick={onClick}>
      {children}
    </a>
  );
}

function RoutedLanguageLink(props: LanguageLinkProps) {
  const navigate = useNavigate();
  const href = withLang(props.currentPath, props.locale);
  return (
    <PlainLanguageLink
      {...props}
      onClick={(event) => {
        if (leftToBrowser(event)) return;
        event.preventDefault();
        navigate(href, { replace: true, preventScrollReset: true });
      }}
    />
  );
}

/**
 * A language entry chosen from the keyboard on its menu item (the focus on the item, not on its
 * link) is followed as a click on its link: the link decides how the language changes.
 */
export function followLanguageLink(domEvent: { type: string; target: EventTarget | null; preventDefault: () => void }): void {
  if (domEvent.type !== "keydown" || !(domEvent.target instanceof Element)) return;
  if (domEvent.target.closest("a[href]")) return;
  const link = domEvent.target.querySelector<HTMLAnchorElement>("a[data-language-link]");
  if (!link) return;
  domEvent.preventDefault();
  link.click();
}

/** Header language switch (SPEC §6 languageSwitch flag decides whether the plan has it). */
export function LanguageSwitch({ currentPath, color }: { currentPath: string; color?: string }) {
  const { t, i18n } = useTranslation();
  const active = normaliseLocale(i18n.language);
  return (
    <ClosingDropdown
      trigger={["click"]}
      menu={{
        selectable: true,
        selectedKeys: active ? [active] : [],
        onClick: ({ domEvent }) => followLanguageLink(domEvent),
        items: SUPPORTED_LOCALES.map((locale) => ({
          key: locale,
          label: (
            <LanguageLink currentPath={currentPath} locale={locale}>
              {t(`language.${locale}`)}
            </LanguageLink>
          ),
        })),
      }}
    >
      {/* Its name holds the language it shows (WCAG 2.5.3: a visible label is part of the name). */}
      <button type="button" aria-label={active ? t("language.current", { name: t(`language.${active}`) }) : t("language.label")} title={active ? t("language.current", { name: t(`language.${active}`) }) : t("language.label")} style={{ background: "none", border: 0, color: color ?? "inherit", cursor: "pointer", fontSize: 14, padding: "0 8px", height: "100%", whiteSpace: "nowrap", flexShrink: 0 }}>
        <GlobalOutlined aria-hidden /> {active ? <span className={HEADER_CLASS.textWide}>{t(`language.${active}`)}</span> : null}
      </button>
    </ClosingDropdown>
  );
}
