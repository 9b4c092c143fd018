import { AppstoreOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { sidebarCategories } from "#app/features/sidebar/Sidebar";
import { useOpenMenu } from "#app/features/sidebar/open-menu";
import type { PortalMenus } from "#app/features/menus/portal-menus";
import { useFullMenus } from "#app/features/menus/use-full-menus";
import { lazyPiece, useShownOnce } from "#app/kit/lazy/lazy-piece";
import { useOrg, usePlan, useMenus } from "#app/shell/stores";
import type { MenuNode } from "#app/types/generated/menu-node";

/** SPEC §9: app-switch clicks closer than this are ignored. */
export const APP_SWITCH_THROTTLE_MS = 700;

// The drawer's code loads when it is first opened.
const AppSwitchDrawer = lazyPiece("features/header/AppSwitchDrawer", () => import("./AppSwitchDrawer").then((m) => m.AppSwitchDrawer), "overlay");

/**
 * The application switch (SPEC §2 header "application-switch drawer (80% size, 6 items per
 * row)", §9 700 ms click throttle): a header button opening a drawer with every app of the
 * org grouped by category. Picking an app opens its first openable menu, or its url in a new
 * window; the current app is marked. Buttons all the way, so the keyboard works as is.
 */
export function AppSwitcher() {
  const menus = useMenus();
  return menus ? <AppSwitchButton menus={menus} /> : null;
}

function AppSwitchButton({ menus }: { menus: PortalMenus }) {
  const { org } = useOrg();
  const { plan } = usePlan();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const lastClick = useRef(0);
  const full = useFullMenus(menus, org?.fullId);
  const { openApp } = useOpenMenu(full.tree);
  const categories = useMemo(() => sidebarCategories(full.tree), [full.tree]);
  const active = useMemo(() => new Set(menus.activePath), [menus.activePath]);
  const drawn = useShownOnce(open);

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
      {drawn ? <AppSwitchDrawer open={open} onClose={() => setOpen(false)} categories={categories} active={active} onPick={pick} /> : null}
    </>
  );
}
