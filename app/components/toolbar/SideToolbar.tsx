import { useTranslation } from "react-i18next";
import { PlacedItem } from "#app/components/registry";
import { usePortal } from "#app/portal/portal-context";

/**
 * SPEC §2 side toolbar: a column at the right edge with the items the layout plan puts in
 * the toolbar region (side entries, customer service, user guide). Empty items take no room.
 */
export function SideToolbar() {
  const { plan } = usePortal();
  const { t } = useTranslation();
  if (!plan.toolbar.visible || plan.toolbar.items.length === 0) return null;
  return (
    <aside
      aria-label={t("header.toolbar.label")}
      data-region="toolbar"
      style={{ position: "fixed", right: 16, bottom: 96, zIndex: 20, display: "flex", flexDirection: "column", gap: 12, alignItems: "center" }}
    >
      {plan.toolbar.items.map((item) => (
        <PlacedItem key={item.id} item={item} region="toolbar" />
      ))}
    </aside>
  );
}
