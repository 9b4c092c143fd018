import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useLocation, useParams, useRouteError, useRouteLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useMemo } from "react";
import { LOGOUT_HREF } from "#app/features/header/UserDropdown";
import { DEFAULT_LOCALE } from "#app/kit/i18n/config";
import { lazyPiece } from "#app/kit/lazy/lazy-piece";
import { withActiveMenu } from "#app/features/menus/portal-menus";
import { isMenuSwitch } from "#app/features/menus/menu-switch";
import { loadPortalPage } from "#app/shell/portal-page.server";
import { responseCspOf } from "#app/kit/security/content-security-policy";
import { PortalShell } from "#app/shell/PortalShell";
import type { loader as rootLoader } from "#app/root";
import { useHydrated } from "#app/kit/react/use-hydrated";
import { WorkbenchSeedProvider } from "#app/features/workbench/workbench-seed";

// Pages instead of the portal, for the rare entry that cannot show it: their code loads only then.
const EntryErrorPage = lazyPiece("features/content/pages/EntryErrorPage", () => import("#app/features/content/pages/EntryErrorPage").then((m) => m.EntryErrorPage));
const LoadFailedPage = lazyPiece("features/content/pages/LoadFailedPage", () => import("#app/features/content/pages/LoadFailedPage").then((m) => m.LoadFailedPage));
const NoTenantResult = lazyPiece("features/tenant/NoTenantResult", () => import("#app/features/tenant/NoTenantResult").then((m) => m.NoTenantResult));
const TenantDisabledDialog = lazyPiece("features/tenant/TenantDisabledDialog", () => import("#app/features/tenant/TenantDisabledDialog").then((m) => m.TenantDisabledDialog));

export const loader = ({ request, params, context }: LoaderFunctionArgs) => loadPortalPage(request, params.menuId ?? "1", responseCspOf(context));

/**
 * Whether the page shown has a complete menu tree (set as it renders): a menu change then
 * keeps the page's data and only the active path moves (ADR 015). A slim tree (a very
 * large tenant) asks the server for the new app's menus.
 */
let completeMenus = false;

export const shouldRevalidate: ShouldRevalidateFunction = (args) => (completeMenus && isMenuSwitch(args) ? false : args.defaultShouldRevalidate);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: (data?.kind === "page" && data.browserTitle) || "Portal" }];

export default function PortalRoute() {
  const page = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const location = useLocation();
  const { menuId = "1" } = useParams();
  const hydrated = useHydrated();
  const loaded = page.kind === "page" ? page.menus : null;
  const menus = useMemo(() => (loaded ? withActiveMenu(loaded, menuId) : null), [loaded, menuId]);
  completeMenus = loaded?.complete === true;
  if (page.kind === "entryError") return <EntryErrorPage message={page.message} notFound={page.notFound} />;
  if (page.kind === "orgDenied") return <EntryErrorPage messageKey="org.hasNoAuthTip" />;
  if (page.kind === "noTenant") return <NoTenantResult onLogout={() => window.location.assign(LOGOUT_HREF)} />;
  if (page.kind === "disabledTenant") return <TenantDisabledDialog open={hydrated} onCancel={() => window.location.assign(LOGOUT_HREF)} />;
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

/** SPEC §4 Login flow: a portal whose loading failed shows org -1 and a retry; anything else goes to the root boundary. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 503) return <LoadFailedPage />;
  throw error;
}
