import type { LoaderFunctionArgs } from "@remix-run/node";
import { logoutResponse } from "#app/session/logout.server";

/**
 * GET /portal/session/logout: logout to the tenant's customLogoutUrl (SPEC §3, §4, §7); the
 * user dropdown links here when one is configured. A navigation, like the default logout at
 * /api/portal/v4/logout; see app/session/logout.server.ts.
 */
export const loader = ({ request }: LoaderFunctionArgs) => logoutResponse(request);
