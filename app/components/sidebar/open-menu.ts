import { App } from "antd";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { findPortalMenu, menuMessageKey, useMenuNavigator, useMenuSelect } from "#app/menus/use-menu-select";
import { fetchAppMenus } from "#app/menus/use-full-menus";
import { usePortal } from "#app/portal/portal-context";
import { FORBIDDEN_MENU_ID, NOT_FOUND_MENU_ID } from "#app/rules/constants";
import { decideMenuSelect, type MenuSelectDecision } from "#app/rules/menu-select";
import { indexMenus, menuChildren } from "#app/rules/menu-tree";
import { safeHttpUrl } from "#app/security/url-safety";
import type { MenuNode } from "#app/types/generated/menu-node";

/** The query part of a path ("?org=…"), or "" — what menu links keep (SPEC §2 routes). */
export function searchOf(path: string): string {
  const at = path.indexOf("?");
  return at < 0 ? "" : path.slice(at).split("#")[0]!;
}

/**
 * SPEC §4 Menu select "An app-type menu opens the application": the decision for the app's
 * first openable menu in pre-order — the first that navigates, else the first that opens a
 * window, else the first other decision; `ignore` when the app has nothing to open.
 */
export function firstMenuOfApp(app: MenuNode): MenuSelectDecision {
  const index = indexMenus([app]);
  let detached: MenuSelectDecision | null = null;
  let other: MenuSelectDecision | null = null;
  for (const node of index.nodes) {
    if (node.id === app.id || menuChildren(node).length > 0) continue;
    const decision = decideMenuSelect({ menuId: node.id, menus: index });
    if (decision.kind === "navigate") return decision;
    if (decision.kind === "openWindow") detached ??= decision;
    else if (decision.kind !== "ignore") other ??= decision;
  }
  return detached ?? other ?? { kind: "ignore" };
}

export interface OpenMenu {
  /** Opens the menu with this id (SPEC §4 Menu select); resolves when done. */
  openMenu(menuId: string): Promise<void>;
  /** Opens an application (SPEC §2 app switch): its url in a new window, else its first openable menu. */
  openApp(app: MenuNode): Promise<void>;
}

/**
 * Opening menus from the left side, the search and the app switch (SPEC §4 Menu select),
 * through the shell's menu selection (leave guards, tabs, the query kept). A page above
 * 2,000 nodes knows only the active app's menus; a menu found only in the whole tree
 * (`tree`, fetched later) is decided over that tree and opened the same way.
 */
export function useOpenMenu(tree: readonly MenuNode[]): OpenMenu {
  const { selectMenu, goToMenu, currentMenuId } = useMenuSelect();
  const navigator = useMenuNavigator();
  const { org, menus: pageMenus } = usePortal();
  const { message } = App.useApp();
  const { t } = useTranslation();
  // Built on first use: indexing a large tree takes milliseconds, and most renders open nothing.
  const wholeIndex = useMemo(() => {
    let index: ReturnType<typeof indexMenus> | undefined;
    return () => (index ??= indexMenus(tree));
  }, [tree]);

  const apply = useCallback(
    async (decision: MenuSelectDecision): Promise<void> => {
      switch (decision.kind) {
        case "navigate":
          await goToMenu(decision.menuId);
          return;
        case "openWindow":
          navigator.openWindow(decision.url, decision.target);
          return;
        case "forbidden":
          if (decision.message) void message.warning(t(menuMessageKey(decision.message)));
          await goToMenu(FORBIDDEN_MENU_ID);
          return;
        case "notFound":
          await goToMenu(NOT_FOUND_MENU_ID);
          return;
        default:
          return;
      }
    },
    [goToMenu, navigator, message, t],
  );

  const openApp = useCallback(
    async (app: MenuNode): Promise<void> => {
      // SPEC §7 "Switching product opens the product url in a browser window if one is given."
      const url = app.url ? safeHttpUrl(app.url) : null;
      if (url) {
        navigator.openWindow(url, "_blank");
        return;
      }
      let whole = wholeIndex().byId.get(app.id)?.node ?? app;
      // A slim page tree carries apps without their menus: fetch this one's.
      if (whole.children === undefined && pageMenus && !pageMenus.complete && org) {
        whole = (await fetchAppMenus(org.fullId, app.id).catch(() => null)) ?? whole;
      }
      const decision = firstMenuOfApp(whole);
      if (decision.kind === "ignore") {
        void message.info(t("sidebar.appEmpty"));
        return;
      }
      await apply(decision);
    },
    [apply, navigator, message, org, pageMenus, t, wholeIndex],
  );

  const openMenu = useCallback(
    async (menuId: string): Promise<void> => {
      // The page's own menus: the shell's selection decides (and knows the tabs' defaults).
      if (!pageMenus || pageMenus.complete || findPortalMenu(pageMenus, menuId)) {
        await selectMenu(menuId);
        return;
      }
      const decision = decideMenuSelect({ menuId, currentMenuId, menus: wholeIndex() });
      if (decision.kind === "openApplication") return openApp(decision.app);
      return apply(decision);
    },
    [pageMenus, selectMenu, currentMenuId, wholeIndex, apply, openApp],
  );

  return useMemo(() => ({ openMenu, openApp }), [openMenu, openApp]);
}
