import { useLoaderData, useLocation, useParams, useRouteLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { DEFAULT_LOCALE } from "#app/kit/i18n/config";
import { withActiveMenu } from "#app/features/menus/portal-menus";
import { WorkbenchSeedProvider } from "#app/features/workbench/workbench-seed";
import type { loader as portalLoader } from "#app/routes/portal.$menuId";
import type { loader as rootLoader } from "#app/root";
import { preloadDropdownIcons } from "#app/kit/lazy/lazy-icon";
import { preloadDropdownMenu } from "#app/kit/lazy/antd/menu";
import { PortalShell } from "./PortalShell";

// ADR 064: in the browser, the first dropdown's code (its menu and its icons) loads while this page
// hydrates, so a click held until then (ADR 045) opens the menu, not a spinner waiting for code.
if (typeof document !== "undefined") {
  preloadDropdownMenu();
  preloadDropdownIcons();
}

/**
 * The portal page of the URL's menu (SPEC §2 routes): the shell over the route's data. The
 * route draws it as a later piece (ADR 045): the browser hydrates it after the load event, so
 * it reads everything it needs from the route itself and takes no props.
 */
export function PortalPage() {
  const page = useLoaderData<typeof portalLoader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const location = useLocation();
  const { menuId = "1" } = useParams();
  const loaded = page.kind === "page" ? page.menus : null;
  const menus = useMemo(() => (loaded ? withActiveMenu(loaded, menuId) : null), [loaded, menuId]);
  if (page.kind !== "page") return null;
  return (
    <WorkbenchSeedProvider seed={page.workbench}>
      <PortalShell
        menuId={menuId}
        openTenantSwitch={page.chooseTenant}
        chooseIdentity={page.chooseIdentity}
        tokenCheck={page.tokenCheck}
        idleTimeoutHours={page.loginSessionTimeout}
        problems={page.problems}
        unavailable={page.unavailable}
        preview={page.preview}
        drafts={page.drafts}
        context={{
          plan: page.plan,
          user: page.user,
          tenant: page.tenant,
          tenants: page.tenants,
          identities: page.identities,
          identity: page.identity,
          menus: menus ?? page.menus,
          participantOrgs: page.participantOrgs,
          singleProduct: page.singleProduct,
          org: page.org,
          tripartitePageUrl: page.tripartitePageUrl,
          locale: root?.locale ?? DEFAULT_LOCALE,
          currentPath: location.pathname + location.search,
        }}
      />
    </WorkbenchSeedProvider>
  );
}
