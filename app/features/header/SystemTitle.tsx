import { useTranslation } from "react-i18next";
import { usePlan } from "#app/shell/stores";

/** The system name from the header theme (or the systemName query parameter). */
export function SystemTitle() {
  const { plan } = usePlan();
  const { t } = useTranslation();
  return (
    <span data-testid="system-title" style={{ fontSize: 18, fontWeight: 600, whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis", maxWidth: 480 }}>
      {plan.header.title || t("app.productName")}
    </span>
  );
}
