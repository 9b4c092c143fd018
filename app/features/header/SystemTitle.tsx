import { useTranslation } from "react-i18next";
import { usePortal } from "#app/shell/portal-context";

/** The system name from the header theme (or the systemName query parameter). */
export function SystemTitle() {
  const { plan } = usePortal();
  const { t } = useTranslation();
  return (
    <span data-testid="system-title" style={{ fontSize: 18, fontWeight: 600, whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis", maxWidth: 480 }}>
      {plan.header.title || t("app.productName")}
    </span>
  );
}
