import { App } from "antd";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { findDefaultTabMenu, menuMessageKey, useMenuSelect } from "#app/features/menus/use-menu-select";
import { usePlan, useMenus } from "#app/shell/stores";
import { closeOtherTabs, closeRightTabs, closeTab, moveTab, type Tab, type TabsChange } from "#app/features/tabs/tabs.rules";
import { applyTabsChange, refreshTab, tabsStateOf, useTabsStore } from "#app/features/tabs/tabs.store";
import { tabTitle } from "./tab-title";

/** SPEC §4 Tabs "home or workbench is the default tab": the tab, or the error '无法找到默认菜单！' when there is none. */
export function useDefaultTab(): { tab: Tab | null; error: string | null } {
  const menus = useMenus();
  const { locale } = usePlan();
  const { t } = useTranslation();
  return useMemo(() => {
    const found = findDefaultTabMenu(menus);
    if (!found.ok) return { tab: null, error: found.error };
    return { tab: { id: found.id, name: tabTitle(found.id, "", menus, locale, t) }, error: null };
  }, [menus, locale, t]);
}

export interface TabActions {
  /** Makes the tab's menu the current one (the URL changes; the bar follows). */
  activate(id: string): Promise<void>;
  /** A press on the tab, before its click: switches when that shows at once (no leave guard to ask); else the click does. */
  press(id: string): void;
  close(id: string): Promise<void>;
  closeRight(id: string): Promise<void>;
  closeOthers(id: string): Promise<void>;
  refresh(id: string): void;
  move(from: number, to: number): void;
}

/**
 * SPEC §4 Tabs, wired to the store and the menu selection: a change that moves the active
 * tab asks the leave guards first (an abort changes nothing), navigates, then takes effect;
 * the closed tabs' apps are force-refreshed. Closing the only tab goes to the default menu,
 * or shows '无法找到默认菜单！' when there is none.
 */
export function useTabActions(): TabActions {
  const store = useTabsStore();
  const { goToMenu, changesAtOnce } = useMenuSelect();
  const { message } = App.useApp();
  const { t } = useTranslation();
  const defaultTab = useDefaultTab();

  const commit = useCallback(
    async (change: TabsChange) => {
      if (change.navigateTo && changesAtOnce()) {
        // No guard to ask (ADR 015): the new active tab shows ahead of the URL, and the list changes with it.
        const going = goToMenu(change.navigateTo);
        applyTabsChange(store, change);
        await going;
        return;
      }
      if (change.navigateTo) {
        const outcome = await goToMenu(change.navigateTo);
        if (outcome === "aborted") return;
      }
      applyTabsChange(store, change);
    },
    [changesAtOnce, goToMenu, store],
  );

  return useMemo<TabActions>(
    () => ({
      async activate(id) {
        await goToMenu(id);
      },
      press(id) {
        if (changesAtOnce()) void goToMenu(id);
      },
      async close(id) {
        const state = tabsStateOf(store);
        if (state.tabs.length === 1 && state.tabs[0]?.id === id && !defaultTab.tab) {
          void message.error(t(menuMessageKey(defaultTab.error ?? "")));
          return;
        }
        await commit(closeTab(state, id, defaultTab.tab));
      },
      async closeRight(id) {
        await commit(closeRightTabs(tabsStateOf(store), id, defaultTab.tab?.id ?? null));
      },
      async closeOthers(id) {
        await commit(closeOtherTabs(tabsStateOf(store), id, defaultTab.tab?.id ?? null));
      },
      refresh(id) {
        refreshTab(store, id);
      },
      move(from, to) {
        applyTabsChange(store, moveTab(tabsStateOf(store), from, to));
      },
    }),
    [changesAtOnce, commit, defaultTab, goToMenu, message, store, t],
  );
}
