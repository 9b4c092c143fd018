import { Spin, theme } from "antd";
import type { MenuProps, MenuRef } from "antd/es/menu";
import { useTranslation } from "react-i18next";
import { lazyPart } from "./lazy-part";

/** In the dropdown's place while its menu's code loads (the first dropdown opened on a page). */
function MenuLoading() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div
      role="status"
      aria-label={t("app.loading")}
      style={{ padding: token.paddingXS, minWidth: 96, display: "grid", placeItems: "center", background: token.colorBgElevated, borderRadius: token.borderRadiusLG, boxShadow: token.boxShadowSecondary }}
    >
      <Spin size="small" />
    </div>
  );
}

/**
 * antd's Dropdown gets its Menu from here (vite.config.ts): a dropdown's menu draws only
 * when it opens, so rc-menu loads when the first one does, with a spinner meanwhile.
 */
const LazyMenu = lazyPart<MenuRef, MenuProps>(() => import("./menu-code"), <MenuLoading />, "LazyMenu");

/**
 * Starts loading the menu's code ahead of the first dropdown (the portal page does as its own code
 * loads, while it hydrates): a person's first click is most often on a dropdown (the user menu, the
 * language, an entry), which then opens with its menu, not a spinner.
 */
export function preloadDropdownMenu(): void {
  void LazyMenu.preload();
}

export default LazyMenu;
