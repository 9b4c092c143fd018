import { useTranslation } from "react-i18next";
import { textInLocale } from "#app/kit/i18n/texts-by-locale";
import { usePlan } from "#app/shell/stores";

/**
 * The system name from the header theme (or the systemName query parameter): the one of the
 * active language when the tenant gave one (systemNameAllLang, ADR 056), else the default.
 */
export function SystemTitle() {
  const { plan } = usePlan();
  const { t, i18n } = useTranslation();
  return (
    <span data-testid="system-title" style={{ fontSize: 18, fontWeight: 600, whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis", maxWidth: 480 }}>
      {textInLocale(plan.header.title, plan.header.titleAllLang, i18n.language) || t("app.productName")}
    </span>
  );
}
