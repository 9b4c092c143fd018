import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { isForeignNavigation, isSameOrigin } from "#app/kit/http/same-origin.server";
import { logoutResponse } from "#app/session/logout.server";
import { LogoutConfirmPage } from "#app/session/LogoutConfirmPage";

export const meta: MetaFunction = () => [{ title: "Logout" }];

/**
 * GET /portal/session/logout: logout to the tenant's customLogoutUrl (SPEC §3, §4, §7); the
 * user dropdown links here when one is configured. A navigation, like the default logout at
 * /api/portal/v4/logout; see app/session/logout.server.ts. A navigation another site started
 * (ADR 028) ends nothing: it shows a page that asks, whose button posts to the action.
 */
export const loader = ({ request }: LoaderFunctionArgs) => {
  if (isForeignNavigation(request.headers, new URL(request.url).origin)) return data({ confirm: true as const }, { headers: { "Cache-Control": "no-store" } });
  return logoutResponse(request);
};

/** POST /portal/session/logout: the confirm page's button; the server's write gate has checked where it comes from. */
export const action = ({ request }: ActionFunctionArgs) => {
  if (!isSameOrigin(request)) return new Response("Cross-site request refused", { status: 403 });
  return logoutResponse(request);
};

export default function LogoutConfirmRoute() {
  return <LogoutConfirmPage />;
}
