import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useLoaderData, useRouteError, type ShouldRevalidateFunction } from "@remix-run/react";
import { DEFAULT_LOGOUT_HREF } from "#app/session/logout.rules";
import { lazyPiece } from "#app/kit/lazy/lazy-piece";
import { isMenuSwitch } from "#app/features/menus/menu-switch";
import { loadPortalPage } from "#app/shell/portal-page.server";
import { responseCspOf } from "#app/kit/security/content-security-policy";
import { useHydrated } from "#app/kit/react/use-hydrated";

/**
 * The portal itself is a later piece (ADR 045): the server draws it whole, and the browser keeps
 * that markup until the document has loaded, then fetches the shell's code and hydrates it, so
 * the first visit's scripts before the load event are the root's and this route's alone.
 */
const PortalPage = lazyPiece("shell/PortalPage", () => import("#app/shell/PortalPage").then((m) => m.PortalPage), "inline", undefined, { later: true });

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
  const hydrated = useHydrated();
  completeMenus = page.kind === "page" && page.menus?.complete === true;
  if (page.kind === "entryError") return <EntryErrorPage message={page.message} notFound={page.notFound} />;
  if (page.kind === "orgDenied") return <EntryErrorPage messageKey="org.hasNoAuthTip" />;
  if (page.kind === "noTenant") return <NoTenantResult onLogout={() => window.location.assign(DEFAULT_LOGOUT_HREF)} />;
  if (page.kind === "disabledTenant") return <TenantDisabledDialog open={hydrated} onCancel={() => window.location.assign(DEFAULT_LOGOUT_HREF)} />;
  return <PortalPage />;
}

/** SPEC §4 Login flow: a portal whose loading failed shows org -1 and a retry; anything else goes to the root boundary. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 503) return <LoadFailedPage />;
  throw error;
}
