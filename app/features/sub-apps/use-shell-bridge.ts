import { App } from "antd";
import { requestMenuSearch } from "#app/features/menus/search-shortcut";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { BridgeContext, BridgeLocale, OpenMenuTarget } from "../../../packages/bridge/src/protocol";
import { SESSION_EXPIRED_EVENT } from "#app/platform-api/client";
import { useTabActions } from "#app/features/tabs/use-tab-actions";
import { useOpenMenu } from "#app/features/sidebar/open-menu";
import { useFullMenus } from "#app/features/menus/use-full-menus";
import { useMenuSelect } from "#app/features/menus/use-menu-select";
import { useSession, useOrg, usePlan, useMenus } from "#app/shell/stores";
import { menuName } from "#app/features/menus/menu-tree.rules";
import { indexMenus } from "#app/features/menus/menu-tree.rules";
import { recordActivity } from "#app/session/activity.store";
import { retitleTab, useTabsStore } from "#app/features/tabs/tabs.store";
import type { MenuNode } from "#app/types/generated/menu-node";
import { createShellBridge, type HostedBridge, type ShellActions } from "./shell-bridge";
import { menuIdOfPortalPath } from "#app/shell/portal-url";
import { accentColor } from "#app/shell/portal-theme";

/** Dispatched on window for each event-track record a hosted app sends (SPEC §7): the page's analytics listen. */
export const EVENT_TRACK_EVENT = "portal:event-track";

/** The context a hosted app of `menu` gets (ADR 012 bridge): no tokens, ever. */
export function useBridgeContext(menuId: string, menu: MenuNode | null): BridgeContext {
  const { tenant, identity, user } = useSession();
  const { org } = useOrg();
  const { locale, plan } = usePlan();
  const { tokens } = plan;
  return useMemo<BridgeContext>(
    () => ({
      tenant: tenant ? { id: tenant.id, name: tenant.name } : null,
      org: org ? { id: org.id, fullId: org.fullId, name: org.name, type: org.type } : null,
      identity: identity
        ? {
            type: identity.type,
            externalEntityId: identity.externalEntityId,
            participantOrgId: identity.participantOrgId,
          }
        : null,
      user: user ? { id: user.id, nickname: user.nickname } : null,
      locale: locale as BridgeLocale,
      menu: {
        id: menuId,
        code: menu?.code ?? "",
        productCode: menu?.sourceProductCode ?? "",
        name: menu ? menuName(menu, locale) : "",
      },
      theme: {
        // The readable shade the shell itself draws with (portalTheme): an app's primary buttons
        // and links stand 4.5:1 as the shell's do (ADR 036).
        colorPrimary: accentColor(tokens.colorPrimary),
        headerBg: tokens.headerBg,
        headerColor: tokens.headerColor,
        siderBg: tokens.siderBg,
      },
    }),
    [tenant, org, identity, user, locale, menuId, menu, tokens]
  );
}

/** The menu id of a portal path (/portal/{menuId}/…), or null. */
export function menuIdOfPath(path: string): string | null {
  return menuIdOfPortalPath(path);
}

/** The id of the menu a target names: by id, or by product and menu code (SPEC §5), in `tree`. */
export function menuIdOfTarget(target: OpenMenuTarget, tree: readonly MenuNode[]): string | null {
  if ("menuId" in target) return target.menuId;
  const found = indexMenus(tree).nodes.find((node) => node.sourceProductCode === target.productCode && node.code === target.menuCode);
  return found?.id ?? null;
}

/**
 * The bridge of the app hosted in `menuId`'s tab: one object for the app's life, its context
 * kept current (context-change), its requests done by the shell: navigation and menus through
 * the menu selection (leave guards, tabs), its own tab closed or retitled, activity for the
 * idle timeout, event-track to the page's analytics, a 401 handled as SPEC §4, messages in the
 * shell's message area.
 */
export function useShellBridge(menuId: string, menu: MenuNode | null): HostedBridge {
  const context = useBridgeContext(menuId, menu);
  const menus = useMenus();
  const { org } = useOrg();
  const full = useFullMenus(menus, org?.fullId);
  const { openMenu } = useOpenMenu(full.tree);
  const tabs = useTabActions();
  const store = useTabsStore();
  const { goToMenu } = useMenuSelect();
  const { message } = App.useApp();
  const { t } = useTranslation();

  const actions = useRef<ShellActions | null>(null);
  actions.current = {
    // A portal path names a menu (/portal/{menuId}/…): it opens through the menu selection (leave guards, tabs), keeping the page's query.
    navigate: (path) => {
      const id = menuIdOfPath(path);
      if (id !== null) void goToMenu(id);
    },
    openMenu: (target) => {
      const id = menuIdOfTarget(target, full.tree);
      if (id === null) {
        void message.warning(t("subApps.menuNotFound"));
        return;
      }
      void openMenu(id);
    },
    closeTab: () => void tabs.close(menuId),
    retitleTab: (title) => retitleTab(store, menuId, title),
    reportActivity: () => void recordActivity(),
    // The app's user pressed the menu search's shortcut (watchShortcuts): the header's search opens.
    openSearch: () => requestMenuSearch(),
    track: (event) => window.dispatchEvent(new CustomEvent(EVENT_TRACK_EVENT, { detail: { ...event, menuId } })),
    reportUnauthorized: () => window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT)),
    showMessage: (level, text) => void message[level](text),
  };

  // One bridge for the app's life; its context follows in the effect below.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const bridge = useMemo(() => createShellBridge(context, () => actions.current!), [menuId]);
  useEffect(() => bridge.update(context), [bridge, context]);
  useEffect(() => () => bridge.dispose(), [bridge]);
  return bridge;
}
