import { AppstoreOutlined } from "@ant-design/icons";
import { Button, Drawer, Empty } from "antd";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { sidebarCategories } from "#app/components/sidebar/Sidebar";
import { useOpenMenu } from "#app/components/sidebar/open-menu";
import type { PortalMenus } from "#app/menus/portal-menus";
import { useFullMenus } from "#app/menus/use-full-menus";
import { usePortal } from "#app/portal/portal-context";
import { menuPermission } from "#app/rules/menu-permissions";
import { menuName } from "#app/rules/menu-tree";
import { safeHttpUrl } from "#app/security/url-safety";
import type { MenuNode } from "#app/types/generated/menu-node";

/** SPEC §9: app-switch clicks closer than this are ignored. */
export const APP_SWITCH_THROTTLE_MS = 700;
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

/**
 * The application switch (SPEC §2 header "application-switch drawer (80% size, 6 items per
 * row)", §9 700 ms click throttle): a header button opening a drawer with every app of the
 * org grouped by category. Picking an app opens its first openable menu, or its url in a new
 * window; the current app is marked. Buttons all the way, so the keyboard works as is.
 */
export function AppSwitcher() {
  const { menus } = usePortal();
  return menus ? <AppSwitchDrawer menus={menus} /> : null;
}

function AppSwitchDrawer({ menus }: { menus: PortalMenus }) {
  const { org, plan, locale } = usePortal();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const lastClick = useRef(0);
  const full = useFullMenus(menus, org?.fullId);
  const { openApp } = useOpenMenu(full.tree);
  const categories = useMemo(() => sidebarCategories(full.tree), [full.tree]);
  const active = new Set(menus.activePath);

  function pick(app: MenuNode) {
    const now = Date.now();
    if (now - lastClick.current < APP_SWITCH_THROTTLE_MS) return;
    lastClick.current = now;
    setOpen(false);
    void openApp(app);
  }

  return (
    <>
      <Button
        type="text"
        aria-label={t("sidebar.apps.button")}
        title={t("sidebar.apps.button")}
        aria-haspopup="dialog"
        aria-expanded={open}
        icon={<AppstoreOutlined aria-hidden />}
        style={{ color: plan.header.colors.text, flexShrink: 0 }}
        onClick={() => setOpen(true)}
      />
      <Drawer open={open} onClose={() => setOpen(false)} placement="left" width={DRAWER_SIZE} title={t("sidebar.apps.title")} destroyOnHidden>
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
                          onClick={() => pick(app)}
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
    </>
  );
}
