import { StarFilled } from "@ant-design/icons";
import { App, Button } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot, type Snapshot } from "valtio";
import { usePlan, useMenus } from "#app/shell/stores";
import { collectedMenuName, openCollectedMenu, type CollectedMenu } from "#app/features/collections/collections.rules";
import { findMenuByProductAndCode, menuName } from "#app/features/menus/menu-tree.rules";
import { loadCollections, reloadCollections, useCollectionsStore, type CollectionsState } from "#app/features/collections/collections.store";
import { portalMenuHref } from "../workbench/portal-links";
import { Section } from "../workbench/Section";
import type { LoadState } from "../workbench/use-load";

type Target = { kind: "href"; href: string; name: string } | { kind: "warning"; name: string };

/**
 * Where a collected menu leads (SPEC §5): its menu in the org's tree; a menu the org does
 * not have gives the 'noMenuPermission' warning. When only part of a large tree came with
 * the page, the menu is opened by product and menu code and the shell resolves it.
 */
function targetOf(entry: CollectedMenu, menus: ReturnType<typeof useMenus>, currentPath: string, locale: string): Target {
  const tree = menus?.tree ?? [];
  if (menus && !menus.complete && !findMenuByProductAndCode(tree, entry.productCode, entry.menuAuthCode)) {
    return { kind: "href", href: portalMenuHref("1", currentPath, { productCode: entry.productCode, menuCode: entry.menuAuthCode }), name: collectedMenuName(entry, locale) };
  }
  const opened = openCollectedMenu(entry, tree);
  if (opened.kind === "open") return { kind: "href", href: portalMenuHref(opened.menu.id, currentPath), name: menuName(opened.menu, locale) || collectedMenuName(entry, locale) };
  return { kind: "warning", name: collectedMenuName(entry, locale) };
}

/** The store's read as the section shows it: loading, the list, or the failure with a retry. */
function sectionState(snap: Snapshot<CollectionsState>, reload: () => void): LoadState<readonly CollectedMenu[]> {
  if (snap.status === "ready") return { status: "ready", data: snap.collected, reload };
  if (snap.status === "failed") return { status: "error", error: snap.error, reload };
  return { status: "loading", reload };
}

/**
 * SPEC §2 collect centre, §7 user-collections: the user's collected menus as links. The list
 * is the collections store's, shared with the sidebar's stars and the header's collect
 * centre: a star changed there shows here at once.
 */
export function Collections() {
  const menus = useMenus();
  const { currentPath, locale } = usePlan();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const store = useCollectionsStore();
  const snap = useSnapshot(store);
  useEffect(() => {
    loadCollections(store).catch(() => undefined);
  }, [store]);
  const state = sectionState(snap, () => void reloadCollections(store).catch(() => undefined));
  return (
    <Section title={t("workbench.collections.title")} state={state} emptyText={t("workbench.collections.empty")} isEmpty={(list) => list.length === 0}>
      {(list) => (
        <ul style={{ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: "8px 16px" }}>
          {list.map((entry) => {
            const target = targetOf(entry, menus, currentPath, locale);
            return (
              // Each a target of 24 px or more (WCAG 2.5.8), for a thumb too.
              <li key={`${entry.productCode}:${entry.menuAuthCode}`} style={{ display: "flex", alignItems: "center", minHeight: 24 }}>
                <StarFilled aria-hidden style={{ color: "#FAAD14", marginRight: 6 }} />
                {target.kind === "href" ? (
                  <a href={target.href} style={{ display: "inline-flex", alignItems: "center", minHeight: 24 }}>
                    {target.name}
                  </a>
                ) : (
                  <Button
                    type="link"
                    size="small"
                    style={{ padding: 0, height: "auto", minHeight: 24 }}
                    title={t("workbench.noMenuPermission")}
                    onClick={() => void message.warning(t("workbench.noMenuPermission"))}
                  >
                    {target.name}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
