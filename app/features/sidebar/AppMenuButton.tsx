import { MenuOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import type { PlacedProps } from "#app/layout/placed";
import { usePlan } from "#app/shell/stores";
import { narrowerThan, SMALL_SCREENS, StyleRules } from "#app/kit/styles/small-screens";
import { openAppMenuDrawer, useAppMenuDrawer } from "./app-menu-drawer";

/**
 * Shown on a phone only: a style sheet, so the server's first paint is the hydrated one. The
 * button is hidden by its own style elsewhere (and where no style sheet applies).
 */
const APP_MENU_BUTTON_CSS = `@media ${narrowerThan(SMALL_SCREENS.phone)}{[data-app-menu-button]{display:inline-flex!important}}`;

/**
 * The app menu's button (registry name `AppMenuButton`, the header's left slot): on a phone,
 * where the sidebar has no room beside the page (SPEC §2 Left side), it opens the sidebar as a
 * drawer. Wider windows show the sidebar itself and not this button. Nothing is drawn when the
 * page has no sidebar.
 */
export function AppMenuButton(_props: PlacedProps) {
  const { plan } = usePlan();
  const { t } = useTranslation();
  const drawer = useAppMenuDrawer();
  const { open } = useSnapshot(drawer);
  if (!plan.sidebar.visible) return null;
  const color = plan.header.colors.text;
  return (
    <>
      <StyleRules css={APP_MENU_BUTTON_CSS} />
      <button
        type="button"
        data-app-menu-button=""
        aria-label={t("sidebar.label")}
        title={t("sidebar.label")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => openAppMenuDrawer(drawer)}
        style={{
          display: "none",
          alignItems: "center",
          justifyContent: "center",
          flex: "0 0 auto",
          // WCAG 2.5.8: a target of at least 24 px; 36 px for a thumb.
          width: 36,
          height: 36,
          padding: 0,
          border: 0,
          borderRadius: 6,
          background: "transparent",
          color,
          fontSize: 18,
          cursor: "pointer",
        }}
      >
        <MenuOutlined aria-hidden />
      </button>
    </>
  );
}
