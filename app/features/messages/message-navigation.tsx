import { useInRouterContext, useNavigate } from "@remix-run/react";
import { createContext, useCallback, useContext, type MouseEvent, type ReactNode } from "react";
import { navigateTo } from "#app/features/header/items/navigate";
import { isPortalPagePath } from "#app/shell/portal-url";

/** How the message centre goes to a checked same-origin path. */
export type GoTo = (href: string) => void;

export { isPortalPagePath };

// Outside the router (stories, component tests) every move is a page load.
const GoContext = createContext<GoTo>((href) => navigateTo(href));

function RoutedNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const go = useCallback<GoTo>((href) => (isPortalPagePath(href) ? navigate(href) : navigateTo(href)), [navigate]);
  return <GoContext.Provider value={go}>{children}</GoContext.Provider>;
}

/**
 * Where a message leads, and the links between the message pages, open inside the portal as a
 * menu does (SPEC §4 Messages "jump", ADR 015): the router moves to the page, so the header, the
 * sidebar, the tabs and the watermark stay drawn while it loads and the loaders run only when
 * the query changed (another org). Paths outside the shell are page loads.
 */
export function MessageNavigation({ children }: { children: ReactNode }) {
  return useInRouterContext() ? <RoutedNavigation>{children}</RoutedNavigation> : <>{children}</>;
}

/** The message centre's way to go somewhere (MessageNavigation). */
export function useGoTo(): GoTo {
  return useContext(GoContext);
}

/** A link to a portal page that a plain click follows inside the portal; other clicks (new tab, window) stay the browser's. */
export function PortalPageLink({ href, children, onFollow, ...rest }: { href: string; children: ReactNode; onFollow?: () => void; "aria-current"?: "page" }) {
  const go = useGoTo();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onFollow?.();
    go(href);
  };
  return (
    <a href={href} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
