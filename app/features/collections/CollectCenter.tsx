import { PlusOutlined, StarOutlined } from "@ant-design/icons";
import { App } from "antd";
import { ClosingDropdown } from "#app/kit/react/closing-popups";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { authMenuByOrgProductCode } from "#app/platform-api/product";
import { lazyPiece } from "#app/kit/lazy/lazy-piece";
import { useOrg, usePlan, useMenus } from "#app/shell/stores";
import { collectedMenuName, headerCollectEnabled, openCollectedMenu, type CollectedMenu } from "#app/features/collections/collections.rules";
import { menuName } from "#app/features/menus/menu-tree.rules";
import { loadCollections, useCollectionsStore } from "#app/features/collections/collections.store";
import { HeaderItemRoom, IconButton } from "../header/items/IconButton";
import { navigateTo } from "../header/items/navigate";
import { portalMenuHref } from "../header/items/portal-path";

// The add dialog is opened on demand: its code loads then.
const CollectAddDialog = lazyPiece("features/collections/CollectAddDialog", () => import("#app/features/collections/CollectAddDialog").then((m) => m.CollectAddDialog), "overlay");

/** The dropdown's key of the add entry (the others are the list's indexes). */
const ADD_KEY = "add";

/**
 * SPEC §2 header: the collect centre, the user's collected menus (SPEC §7 user-collections).
 * Opening one goes to its menu; a collected menu the user cannot find gives the warning
 * 'noMenuPermission' (SPEC §5). In a slim tree (SPEC §6, above 2,000 nodes) a menu outside
 * the active app is looked up at the platform before that warning. The list is the
 * collections store's, read once after hydration and shared with the sidebar's stars and the
 * workbench: a star changed there shows here at once. Nothing is shown until it is read.
 * Names are in the language shown (nameAllLang). Below the list, "add" opens the collect-menu
 * add dialog (SPEC §2 dialogs; §6: header collecting needs showAddEntry, off for bizType dcost).
 */
export function CollectCenter() {
  const menus = useMenus();
  const { org } = useOrg();
  const { locale, currentPath } = usePlan();
  const [adding, setAdding] = useState(false);
  const { message } = App.useApp();
  const { t } = useTranslation();
  const store = useCollectionsStore();
  const snap = useSnapshot(store);
  useEffect(() => {
    loadCollections(store).catch(() => undefined);
  }, [store]);
  // Its room is kept while the list is read (HeaderItemRoom); a list that could not be read shows nothing.
  if (snap.status === "idle" || snap.status === "loading") return <HeaderItemRoom />;
  if (snap.status !== "ready") return null;
  const collected = snap.collected;
  const tree = menus?.tree ?? [];

  async function open(entry: CollectedMenu) {
    const found = openCollectedMenu(entry, tree);
    if (found.kind === "open") return navigateTo(portalMenuHref(found.menu.id, currentPath));
    if (menus && !menus.complete && org) {
      const node = await authMenuByOrgProductCode(org.id, entry.productCode, entry.menuAuthCode);
      if (node && node.noAuth !== true && node.disabled !== true) return navigateTo(portalMenuHref(node.id, currentPath));
    }
    void message.warning(t("header.noMenuPermission"));
  }

  const label = (entry: CollectedMenu) => {
    const found = openCollectedMenu(entry, tree);
    return found.kind === "open" ? menuName(found.menu, locale) || collectedMenuName(entry, locale) : collectedMenuName(entry, locale);
  };
  // The portal's own list has no bizType (SPEC §3 Collected menu).
  const bizType = null;
  const canAdd = headerCollectEnabled({ showAddEntry: true, bizType });

  const listed =
    collected.length > 0
      ? collected.map((entry, index) => ({ key: String(index), label: label(entry) }))
      : [{ key: "empty", disabled: true, label: t("header.collectEmpty") }];
  return (
    <>
      <ClosingDropdown
        trigger={["click"]}
        menu={{
          onClick: ({ key }) => {
            if (key === ADD_KEY) return setAdding(true);
            const entry = collected[Number(key)];
            if (entry) void open(entry);
          },
          items: canAdd ? [...listed, { type: "divider" as const }, { key: ADD_KEY, icon: <PlusOutlined aria-hidden />, label: t("header.collectAdd") }] : listed,
        }}
      >
        <IconButton label={t("header.collectCenter")} icon={<StarOutlined />} />
      </ClosingDropdown>
      {adding ? <CollectAddDialog open onClose={() => setAdding(false)} bizType={bizType} /> : null}
    </>
  );
}
