import { useBlocker, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useMemo, useRef } from "react";
import { menuHref } from "#app/features/header/MainMenu";
import { runLeaveGuards, type LeaveGuard, type MenuNavigator } from "#app/features/menus/use-menu-select";
import { menuIdOfPortalPath } from "#app/shell/portal-url";

/** The menu id of a portal path (/portal/{menuId}/…), or the path itself for other pages. */
function menuIdOf(pathname: string): string {
  return menuIdOfPortalPath(pathname) ?? pathname;
}

/**
 * Menu navigation in the portal (Remix): opening a menu is going to /portal/{id}/ with the
 * page's query kept (org and the rest), and the leave guards (SPEC §4 Menu select) are also
 * asked for navigations that did not come through the menu selection: header links, the
 * browser's back button. A refusal keeps the page where it is.
 */
export function useRemixMenuNavigation(): { navigator: MenuNavigator; guards: Set<LeaveGuard> } {
  const navigate = useNavigate();
  const { search, pathname } = useLocation();
  const guards = useRef<Set<LeaveGuard>>(new Set()).current;
  // The menu the guards already agreed to go to (it came through selectMenu): every navigation
  // to it passes until the page is there. While the first one still loads, the page can ask for
  // the same menu again (the tab bar following the selection, a second click); asking the guards
  // once more would show the person the question they have just answered.
  const agreed = useRef<string | null>(null);
  useEffect(() => {
    if (agreed.current === menuIdOf(pathname)) agreed.current = null;
  }, [pathname]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const to = menuIdOf(nextLocation.pathname);
    if (agreed.current === to) return false;
    agreed.current = null;
    return guards.size > 0 && menuIdOf(currentLocation.pathname) !== to;
  });

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    let live = true;
    void runLeaveGuards(guards, { from: menuIdOf(window.location.pathname), to: menuIdOf(blocker.location.pathname) }).then((ok) => {
      if (!live) return;
      if (ok) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      live = false;
    };
  }, [blocker, guards]);

  const navigator = useMemo<MenuNavigator>(
    () => ({
      go(menuId, options = {}) {
        agreed.current = options.guarded === true ? menuId : null;
        navigate(menuHref({ id: menuId }, search), { replace: options.replace === true });
      },
      openWindow(url, target) {
        window.open(url, target, target === "_blank" ? "noopener,noreferrer" : undefined);
      },
    }),
    [navigate, search],
  );

  return { navigator, guards };
}
