import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation, useParams, useRouteLoaderData } from "@remix-run/react";
import { LOGOUT_HREF } from "#app/components/header/UserDropdown";
import { EntryErrorPage } from "#app/components/pages/EntryErrorPage";
import { NoTenantResult } from "#app/components/tenant/NoTenantResult";
import { TenantDisabledDialog } from "#app/components/tenant/TenantDisabledDialog";
import { DEFAULT_LOCALE } from "#app/i18n/config";
import { resolveEntryTenant } from "#app/portal/entry-tenant.server";
import { loadPortal } from "#app/portal/load-portal.server";
import { PortalShell } from "#app/portal/PortalShell";
import { adoptLocalToken, loginRedirect } from "#app/portal/session-start.server";
import { cachedViewMode, viewModeCookie } from "#app/portal/view-mode-cookie.server";
import { checkEntryParams } from "#app/rules/entry-params";
import { destroySession, getSession } from "#app/session/session.server";
import type { loader as rootLoader } from "#app/root";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const adopted = await adoptLocalToken(request, url);
  if (adopted) throw adopted;
  const session = getSession(request);
  if (!session) throw redirect(loginRedirect(url));
  const cached = cachedViewMode(request);
  const check = checkEntryParams(url.searchParams, cached ? { viewMode: cached } : null);
  if (!check.ok) return data({ kind: "entryError" as const, message: check.message }, { status: 400 });
  const result = await loadPortal(session, url, check.entry);
  if (result.kind === "expired") throw redirect(loginRedirect(url), { headers: { "Set-Cookie": destroySession(request) } });
  const tenant = await resolveEntryTenant(request, session, result.data.tenants, result.data.tenant?.id ?? session.tenantId ?? null, check.entry);
  if (tenant.kind === "redirect") throw tenant.response;
  if (tenant.kind === "noTenant") return data({ kind: "noTenant" as const });
  if (tenant.kind === "disabledTenant") return data({ kind: "disabledTenant" as const });
  const headers = !cached && url.searchParams.has("viewMode") ? { "Set-Cookie": viewModeCookie(request, check.entry.viewMode) } : undefined;
  return data({ kind: "page" as const, ...result.data, chooseTenant: tenant.chooseTenant }, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: (data?.kind === "page" && data.browserTitle) || "Portal" }];

export default function PortalRoute() {
  const page = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const location = useLocation();
  const { menuId = "1" } = useParams();
  if (page.kind === "entryError") return <EntryErrorPage message={page.message} />;
  if (page.kind === "noTenant") return <NoTenantResult onLogout={() => window.location.assign(LOGOUT_HREF)} />;
  if (page.kind === "disabledTenant") return <TenantDisabledDialog open onCancel={() => window.location.assign(LOGOUT_HREF)} />;
  return (
    <PortalShell
      menuId={menuId}
      openTenantSwitch={page.chooseTenant}
      problems={page.problems}
      context={{
        plan: page.plan,
        user: page.user,
        tenant: page.tenant,
        tenants: page.tenants,
        identities: page.identities,
        singleProduct: page.singleProduct,
        org: page.org,
        locale: root?.locale ?? DEFAULT_LOCALE,
        currentPath: location.pathname + location.search,
      }}
    />
  );
}
