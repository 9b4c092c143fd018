import { App } from "antd";
import type { MessageInstance } from "antd/es/message/interface";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { findPortalMenu, menuMessageKey, useMenuNavigator, useMenuSelect, type MenuNavigator, type MenuSelect } from "#app/features/menus/use-menu-select";
import { fetchAppMenus } from "#app/features/menus/use-full-menus";
import type { PortalContextValue } from "#app/shell/portal-context";
import { useOrg, useMenus } from "#app/shell/stores";
import { FORBIDDEN_MENU_ID, NOT_FOUND_MENU_ID } from "#app/kit/constants";
import { decideMenuSelect, type MenuSelectDecision } from "#app/features/menus/menu-select.rules";
import { indexMenus, menuChildren, type MenuIndex } from "#app/features/menus/menu-tree.rules";
import { safeHttpUrl } from "#app/kit/security/url-safety";
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

/** What opening a menu needs from the page, as of one render. */
interface OpenMenuInputs {
  selectMenu: MenuSelect["selectMenu"];
  goToMenu: MenuSelect["goToMenu"];
  currentMenuId: string;
  navigator: MenuNavigator;
  org: PortalContextValue["org"];
  pageMenus: PortalContextValue["menus"];
  message: MessageInstance;
  t: TFunction;
  /** The index of the whole tree, built on first use. */
  wholeIndex: () => MenuIndex;
}

/** The index of `tree`, built on first use: indexing a large tree takes milliseconds, and most renders open nothing. */
function lazyIndex(tree: readonly MenuNode[]): () => MenuIndex {
  let index: MenuIndex | undefined;
  return () => (index ??= indexMenus(tree));
}

/**
 * openMenu and openApp over one render's inputs. Made here, outside the hook, so that these
 * functions hold those inputs alone: a function made inside a hook holds every value of that
 * render that any of the hook's functions uses, and so, through a kept (memoised) function of
 * an earlier render, that render's menus and the functions it kept in turn — a chain that
 * grows with every navigation and holds every menu tree the page has had.
 */
function menuOpener({ selectMenu, goToMenu, currentMenuId, navigator, org, pageMenus, message, t, wholeIndex }: OpenMenuInputs): OpenMenu {
  const apply = async (decision: MenuSelectDecision): Promise<void> => {
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
  };

  const openApp = async (app: MenuNode): Promise<void> => {
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
  };

  const openMenu = async (menuId: string): Promise<void> => {
    // The page's own menus: the shell's selection decides (and knows the tabs' defaults).
    if (!pageMenus || pageMenus.complete || findPortalMenu(pageMenus, menuId)) {
      await selectMenu(menuId);
      return;
    }
    const decision = decideMenuSelect({ menuId, currentMenuId, menus: wholeIndex() });
    if (decision.kind === "openApplication") return openApp(decision.app);
    return apply(decision);
  };

  return { openMenu, openApp };
}

/**
 * Opening menus from the left side, the search and the app switch (SPEC §4 Menu select),
 * through the shell's menu selection (leave guards, tabs, the query kept). A page above
 * 2,000 nodes knows only the active app's menus; a menu found only in the whole tree
 * (`tree`, fetched later) is decided over that tree and opened the same way. The result
 * changes when any of its inputs does, and holds only the current ones (see menuOpener).
 */
export function useOpenMenu(tree: readonly MenuNode[]): OpenMenu {
  const { selectMenu, goToMenu, currentMenuId } = useMenuSelect();
  const navigator = useMenuNavigator();
  const { org } = useOrg();
  const pageMenus = useMenus();
  const { message } = App.useApp();
  const { t } = useTranslation();
  const wholeIndex = useMemo(() => lazyIndex(tree), [tree]);
  return useMemo(
    () => menuOpener({ selectMenu, goToMenu, currentMenuId, navigator, org, pageMenus, message, t, wholeIndex }),
    [selectMenu, goToMenu, currentMenuId, navigator, org, pageMenus, message, t, wholeIndex],
  );
}
