import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PlacedProps } from "#app/layout/placed";
import { usePlan } from "#app/shell/stores";

/** The toolbar's distance from the right edge and from the bottom, and the gap it keeps to notifications (px). */
const TOOLBAR_RIGHT = 16;
const TOOLBAR_BOTTOM = 96;
const NOTIFICATION_GAP = 12;
/** Its round buttons are 40 px wide (IconButton, variant toolbar); measured once drawn. */
const TOOLBAR_WIDTH = 40;
/** antd's own margin of the notifications from the right edge (token marginLG). */
const NOTIFICATION_EDGE = 24;

/**
 * The notifications at the bottom right (alert messages, SPEC §4 Messages, and the new-message
 * prompt in their stack, NoticeStack, and antd's own) stand left of the toolbar, so neither covers
 * the other and both stay usable until the user closes them: antd's container keeps its place
 * and only its right margin grows; the notice stack reads its distance from the variable.
 */
function NotificationsBesideToolbar({ reserve }: { reserve: number }) {
  return <style>{`body .ant-notification.ant-notification-bottomRight{margin-right:${reserve}px}body{--portal-notices-right:${reserve}px}`}</style>;
}

/**
 * SPEC §2 side toolbar: a column at the right edge with the items the layout plan puts in
 * the toolbar region (side entries, customer service, user guide), each drawn by `Place` (the
 * registry's PlacedItem, which places this toolbar). Empty items take no room.
 */
export function SideToolbar({ Place }: Partial<PlacedProps>) {
  const { plan } = usePlan();
  const { t } = useTranslation();
  const aside = useRef<HTMLElement>(null);
  const [reserve, setReserve] = useState(TOOLBAR_RIGHT + TOOLBAR_WIDTH + NOTIFICATION_GAP);
  const shown = plan.toolbar.visible && plan.toolbar.items.length > 0;

  // The room the toolbar takes from the right edge, again whenever its width changes (an item drawn later).
  useEffect(() => {
    const element = aside.current;
    if (!shown || !element || typeof ResizeObserver === "undefined") return;
    const measure = () => {
      const width = element.getBoundingClientRect().width;
      setReserve(width > 0 ? TOOLBAR_RIGHT + Math.ceil(width) + NOTIFICATION_GAP : NOTIFICATION_EDGE);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, [shown]);

  if (!shown) return null;
  return (
    <>
      <NotificationsBesideToolbar reserve={reserve} />
      <aside
        ref={aside}
        aria-label={t("header.toolbar.label")}
        data-region="toolbar"
        style={{ position: "fixed", right: TOOLBAR_RIGHT, bottom: TOOLBAR_BOTTOM, zIndex: 20, display: "flex", flexDirection: "column", gap: 12, alignItems: "center" }}
      >
        {Place ? plan.toolbar.items.map((item) => <Place key={item.id} item={item} region="toolbar" />) : null}
      </aside>
    </>
  );
}
