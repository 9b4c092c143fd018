import { StarOutlined } from "@ant-design/icons";
import { App, Dropdown } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { apiGet } from "#app/api/client";
import { usePortal } from "#app/portal/portal-context";
import { openCollectedMenu, type CollectedMenu } from "#app/rules/collect";
import { isMenuNode, menuName } from "#app/rules/menu-tree";
import { loadCollections, useCollectionsStore } from "#app/state/collections";
import { IconButton } from "./items/IconButton";
import { navigateTo } from "./items/navigate";
import { portalMenuHref } from "./items/portal-path";

/**
 * SPEC §2 header: the collect centre, the user's collected menus (SPEC §7 user-collections).
 * Opening one goes to its menu; a collected menu the user cannot find gives the warning
 * 'noMenuPermission' (SPEC §5). In a slim tree (SPEC §6, above 2,000 nodes) a menu outside
 * the active app is looked up at the platform before that warning. The list is the
 * collections store's, read once after hydration and shared with the sidebar's stars and the
 * workbench: a star changed there shows here at once. Nothing is shown until it is read.
 */
export function CollectCenter() {
  const { menus, org, locale, currentPath } = usePortal();
  const { message } = App.useApp();
  const { t } = useTranslation();
  const store = useCollectionsStore();
  const snap = useSnapshot(store);
  useEffect(() => {
    loadCollections(store).catch(() => undefined);
  }, [store]);
  if (snap.status !== "ready") return null;
  const collected = snap.collected;
  const tree = menus?.tree ?? [];

  async function open(entry: CollectedMenu) {
    const found = openCollectedMenu(entry, tree);
    if (found.kind === "open") return navigateTo(portalMenuHref(found.menu.id, currentPath));
    if (menus && !menus.complete && org) {
      const query = new URLSearchParams({ orgId: org.id, productCode: entry.productCode, menuAuthCode: entry.menuAuthCode });
      const node = await apiGet<unknown>(`product/v4/menus/auth-menu-by-org-pcode-mcode?${query.toString()}`).catch(() => null);
      if (isMenuNode(node) && node.noAuth !== true && node.disabled !== true) return navigateTo(portalMenuHref(node.id, currentPath));
    }
    void message.warning(t("header.noMenuPermission"));
  }

  const label = (entry: CollectedMenu) => {
    const found = openCollectedMenu(entry, tree);
    return found.kind === "open" ? menuName(found.menu, locale) || entry.menuName : entry.menuName || entry.menuAuthCode;
  };

  return (
    <Dropdown
      trigger={["click"]}
      menu={{
        onClick: ({ key }) => {
          const entry = collected[Number(key)];
          if (entry) void open(entry);
        },
        items:
          collected.length > 0
            ? collected.map((entry, index) => ({ key: String(index), label: label(entry) }))
            : [{ key: "empty", disabled: true, label: t("header.collectEmpty") }],
      }}
    >
      <IconButton label={t("header.collectCenter")} icon={<StarOutlined />} />
    </Dropdown>
  );
}
