import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation, useParams, useRouteLoaderData } from "@remix-run/react";
import { DEFAULT_LOCALE } from "#app/i18n/config";
import { resolveLocale } from "#app/i18n/locale.server";
import { loadPortal } from "#app/portal/load-portal.server";
import { PortalShell } from "#app/portal/PortalShell";
import { adoptLocalToken, loginRedirect } from "#app/portal/session-start.server";
import { destroySession, getSession } from "#app/session/session.server";
import type { loader as rootLoader } from "#app/root";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const adopted = await adoptLocalToken(request, url);
  if (adopted) throw adopted;
  const session = getSession(request);
  if (!session) throw redirect(loginRedirect(url));
  const result = await loadPortal(session, url, resolveLocale(request).locale);
  if (result.kind === "expired") throw redirect(loginRedirect(url), { headers: { "Set-Cookie": destroySession(request) } });
  return result.data;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.browserTitle || "Portal" }];

export default function PortalRoute() {
  const data = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const location = useLocation();
  const { menuId = "1" } = useParams();
  return (
    <PortalShell
      menuId={menuId}
      problems={data.problems}
      context={{
        plan: data.plan,
        user: data.user,
        tenant: data.tenant,
        org: data.org,
        locale: root?.locale ?? DEFAULT_LOCALE,
        currentPath: location.pathname + location.search,
      }}
    />
  );
}
