import { AppstoreOutlined } from "@ant-design/icons";
import { Drawer, Empty } from "antd";
import { useTranslation } from "react-i18next";
import { usePlan } from "#app/shell/stores";
import { menuPermission } from "#app/features/menus/menu-permissions.rules";
import { menuName } from "#app/features/menus/menu-tree.rules";
import { safeHttpUrl } from "#app/kit/security/url-safety";
import type { MenuNode } from "#app/types/generated/menu-node";

/** SPEC §9: 6 application items per row. */
export const APPS_PER_ROW = 6;
/** SPEC §9: drawer 80 %. */
const DRAWER_SIZE = "80%";

/** The app's own icon (SPEC §3 iconOrigin 1 uses iconDownloadUrl), else productIconFileUrl, else a generic one. */
function AppIcon({ app }: { app: MenuNode }) {
  const src = safeHttpUrl(app.iconOrigin === 1 ? app.iconDownloadUrl : null) ?? safeHttpUrl(app.productIconFileUrl);
  if (src) return <img src={src} alt="" width={40} height={40} style={{ borderRadius: 8 }} />;
  return <AppstoreOutlined aria-hidden style={{ fontSize: 32 }} />;
}

interface Props {
  open: boolean;
  onClose: () => void;
  /** The org's apps grouped by category (the sidebar's categories). */
  categories: MenuNode[];
  /** Ids on the path of the current menu: the current app is marked. */
  active: ReadonlySet<string>;
  onPick: (app: MenuNode) => void;
}

/** The drawer of the application switch (SPEC §2 "80% size, 6 items per row"), loaded when first opened. */
export function AppSwitchDrawer({ open, onClose, categories, active, onPick }: Props) {
  const { plan, locale } = usePlan();
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} placement="left" width={DRAWER_SIZE} title={t("sidebar.apps.title")} destroyOnHidden>
      {categories.length === 0 ? (
        <Empty description={t("sidebar.apps.empty")} />
      ) : (
        categories.map((category) => {
          const headingId = `app-switch-${category.id}`;
          return (
            <section key={category.id} aria-labelledby={headingId} style={{ marginBottom: 24 }}>
              <h3 id={headingId} style={{ fontSize: 14, fontWeight: 600, margin: "0 0 12px" }}>
                {menuName(category, locale)}
              </h3>
              <ul role="list" data-testid="app-grid" style={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gridTemplateColumns: `repeat(${APPS_PER_ROW}, minmax(0, 1fr))`, gap: 12 }}>
                {(category.children ?? []).map((app) => {
                  const current = active.has(app.id);
                  const disabled = app.disabled === true || menuPermission(app) === "disabled";
                  return (
                    <li key={app.id}>
                      <button
                        type="button"
                        disabled={disabled}
                        aria-current={current ? "true" : undefined}
                        onClick={() => onPick(app)}
                        style={{
                          display: "flex",
                          flexDirection: "column",
                          alignItems: "center",
                          gap: 8,
                          width: "100%",
                          padding: "16px 8px",
                          border: `1px solid ${current ? plan.tokens.colorPrimary : "rgba(0, 0, 0, 0.06)"}`,
                          borderRadius: 8,
                          background: current ? plan.sidebar.colors.activeBg : "transparent",
                          cursor: disabled ? "not-allowed" : "pointer",
                          opacity: disabled ? 0.5 : 1,
                          font: "inherit",
                        }}
                      >
                        <AppIcon app={app} />
                        <span style={{ maxWidth: "100%", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>{menuName(app, locale)}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })
      )}
    </Drawer>
  );
}
