import { StarFilled, StarOutlined } from "@ant-design/icons";
import { App } from "antd";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { useSession, usePlan } from "#app/shell/stores";
import { canStarMenu, isMenuCollected } from "#app/features/collections/collections.rules";
import { menuName } from "#app/features/menus/menu-tree.rules";
import { toggleCollected, useCollectionsStore } from "#app/features/collections/collections.store";
import type { MenuNode } from "#app/types/generated/menu-node";

/**
 * The star of a leaf menu (SPEC §2 Left side, §5 collect rules: in the left menu only type-1
 * items that may be starred; a collected one can always be removed). The star turns at once;
 * the platform's answer shows a success message, a failure turns it back with a message.
 * The star reads and changes the collections store, so the collect centre and the workbench
 * show the change at the same moment.
 */
export function StarToggle({ menu, color }: { menu: MenuNode; color: string }) {
  const store = useCollectionsStore();
  const snap = useSnapshot(store);
  const { user, tenant } = useSession();
  const { locale } = usePlan();
  const { message } = App.useApp();
  const { t } = useTranslation();
  const collected = isMenuCollected(snap.collected, menu);
  if (!collected && !canStarMenu(menu, "leftMenu")) return null;
  const name = menuName(menu, locale);
  const saving = snap.savingMenuIds.includes(menu.id);

  async function toggle() {
    const result = await toggleCollected(store, menu, { tenantId: tenant?.id ?? null, userId: user?.id ?? null, locale }, "leftMenu");
    if (result.kind === "saved") void message.success(t(result.collected ? "sidebar.starred" : "sidebar.unstarred", { name }));
    if (result.kind === "failed") void message.error(t(result.collected ? "sidebar.starFailed" : "sidebar.unstarFailed", { name, message: result.message }));
  }

  return (
    <button
      type="button"
      aria-pressed={collected}
      aria-busy={saving || undefined}
      aria-label={t(collected ? "sidebar.unstar" : "sidebar.star", { name })}
      title={t(collected ? "sidebar.unstar" : "sidebar.star", { name })}
      onClick={(event) => {
        event.stopPropagation();
        void toggle();
      }}
      style={{ border: 0, background: "transparent", cursor: "pointer", padding: "0 4px", color: collected ? "#FAAD14" : color, opacity: collected ? 1 : 0.65, lineHeight: 1 }}
    >
      {collected ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
    </button>
  );
}
