import { data, redirectDocument, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NotFoundPage } from "#app/features/content/NotFoundPage";
import { callPlatform } from "#app/platform-api/client.server";
import { toLogin } from "#app/session/session-start.server";
import { bearerToken, getSession, sessionHeaders } from "#app/session/session.server";

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * /portal/custom/{customCode} (SPEC §2): the code names a tenant and its theme.
 * Signed in, the portal opens in that tenant (as a URL tenant, SPEC §4 Login
 * flow) with the theme code remembered for the browser session; signed out,
 * the login comes first and brings the user back here.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const code = params.customCode ?? "";
  if (!CODE.test(code)) return data({ found: false }, { status: 404 });
  const session = getSession(request);
  if (!session) throw toLogin(request, url);
  let tenantId: unknown = null;
  try {
    const result = await callPlatform<{ tenantId?: unknown }>(`/tenant-user/v4/tenant-customs/${code}`, { token: bearerToken(session), headers: sessionHeaders(session) });
    tenantId = result.envelope?.success ? result.envelope.data?.tenantId : null;
  } catch {
    tenantId = null;
  }
  if (typeof tenantId !== "string" || !CODE.test(tenantId)) return data({ found: false }, { status: 404 });
  const secure = url.protocol === "https:" ? "; Secure" : "";
  // The code names a tenant: its page is a full document load with its policy (ADR 017).
  throw redirectDocument(`/portal/1/?tenantId=${encodeURIComponent(tenantId)}`, { headers: { "Set-Cookie": `portal_theme_code=${code}; Path=/; SameSite=Lax${secure}` } });
}

export default function CustomCodeRoute() {
  const { found } = useLoaderData<typeof loader>();
  return found ? null : <NotFoundPage />;
}
