import { ClosingDropdown } from "#app/kit/react/closing-popups";
import { useState, type ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { currentApp } from "#app/features/menus/portal-menus";
import { helpUrlsPath } from "#app/platform-api/product";
import { usePlan, useMenus } from "#app/shell/stores";
import { textInLocale } from "#app/kit/i18n/texts-by-locale";
import type { HelpItem } from "#app/types/generated/help-item";
import { FrameDialog } from "./FrameDialog";
import { helpOpensWindow, readHelpItems, usesGenericHelpLabel } from "./help";
import { readyOr, useLazyData } from "./use-lazy-data";

/** The product whose help is shown: that of the current application (SPEC §7 help-urls by productCode). */
export function useHelpProduct(): string | null {
  const menus = useMenus();
  const app = menus ? currentApp(menus) : null;
  return app?.sourceProductCode || null;
}

/** SPEC §7: GET product/v4/help-urls?productCode, after hydration; [] while loading or on failure. */
export function useHelpItems(productCode: string | null): HelpItem[] {
  const state = useLazyData(productCode ? helpUrlsPath(productCode) : null, readHelpItems);
  return readyOr(state, []);
}

/**
 * The help items of a product as a menu on `trigger` (SPEC §3 Help item): integrateType 1
 * opens a new window, any other a dialog with the page in a sandboxed iframe. In an
 * international environment some products show the generic 'user guide' label (SPEC §9).
 */
export function HelpMenu({ items, i18nEnv, children }: { items: HelpItem[]; i18nEnv: boolean; children: ReactElement }) {
  const { t } = useTranslation();
  const { locale } = usePlan();
  const [open, setOpen] = useState<{ url: string; title: string } | null>(null);
  const generic = items.filter((item) => usesGenericHelpLabel(item, i18nEnv)).length;
  let genericIndex = 0;
  const labelled = items.map((item) => {
    if (!usesGenericHelpLabel(item, i18nEnv)) return { item, label: textInLocale(item.name, item.nameAllLang, locale) };
    genericIndex += 1;
    return { item, label: generic > 1 ? `${t("header.userGuide")} ${genericIndex}` : t("header.userGuide") };
  });
  return (
    <>
      <ClosingDropdown
        trigger={["click"]}
        menu={{
          onClick: ({ key }) => {
            const entry = labelled[Number(key)];
            if (entry && !helpOpensWindow(entry.item)) setOpen({ url: entry.item.url, title: entry.label });
          },
          items: labelled.map(({ item, label }, index) => ({
            key: String(index),
            label: helpOpensWindow(item) ? (
              <a href={item.url} target="_blank" rel="noopener noreferrer">
                {label}
              </a>
            ) : (
              label
            ),
          })),
        }}
      >
        {children}
      </ClosingDropdown>
      <FrameDialog url={open?.url ?? null} title={open?.title ?? ""} onClose={() => setOpen(null)} />
    </>
  );
}
