import { CloseOutlined, MenuOutlined } from "@ant-design/icons";
import { Drawer } from "antd";
import { createContext, useContext, useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import type { PlacedProps } from "#app/layout/placed";
import type { PlanItem } from "#app/layout/types";
import { usePlan } from "#app/shell/stores";
import { focusRing } from "#app/kit/styles/focus-visible";
import { IconButton } from "./items/IconButton";

/** Whether a header item is drawn in the phone's drawer (a column) rather than in the bar (a row). */
const InPhoneDrawer = createContext(false);

/** True inside the phone's "more" drawer: a menu bar shows all its menus, one under another. */
export function useInPhoneDrawer(): boolean {
  return useContext(InPhoneDrawer);
}

/**
 * Below 1024 px (a tablet or a phone, HEADER_CSS) the header keeps the brand's logo, the org, the menu search,
 * the bell and whatever the layout puts before the brand (the app menu's button); every other
 * item is reached through this one labelled button (更多 / More / Fler), which opens a drawer in
 * the header's colours with those items one under another, each with its name.
 */
export function HeaderPhoneMore({ items, Place }: { items: { item: PlanItem; region: string }[]; Place: ComponentType<PlacedProps> }) {
  const { t } = useTranslation();
  const { plan } = usePlan();
  const [open, setOpen] = useState(false);
  const { colors } = plan.header;
  if (items.length === 0) return null;
  return (
    <>
      <IconButton data-header-more="" label={t("header.moreTools")} icon={<MenuOutlined />} text={t("header.more")} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)} />
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={<span style={{ color: colors.text }}>{t("header.moreTools")}</span>}
        placement="right"
        width="min(360px, 100vw)"
        destroyOnHidden
        styles={{ header: { background: colors.background, color: colors.text, borderBottom: "1px solid rgba(255, 255, 255, 0.2)" }, body: { background: colors.background, color: colors.text, padding: 12 }, content: { background: colors.background } }}
        closeIcon={<CloseOutlined style={{ color: colors.text }} />}
      >
        <InPhoneDrawer.Provider value={true}>
          <div data-header-drawer="" style={{ display: "flex", flexDirection: "column", alignItems: "stretch", gap: 4, ...focusRing(colors.text) }}>
            {items.map(({ item, region }) => (
              <div key={item.id} data-header-drawer-item={item.component} style={{ display: "flex", minHeight: 40, alignItems: "center" }}>
                <Place item={item} region={region} />
              </div>
            ))}
          </div>
        </InPhoneDrawer.Provider>
      </Drawer>
    </>
  );
}
