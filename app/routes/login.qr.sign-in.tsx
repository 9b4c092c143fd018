import type { ActionFunctionArgs } from "@remix-run/node";
import { reloginWithQrKey } from "#app/features/login/qr-login.server";

/** The re-login dialog's app-scan sign-in (SPEC §4 Invalid token): POST key, answers ok or why not. */
export async function action({ request }: ActionFunctionArgs) {
  const { answer, cookie } = await reloginWithQrKey(request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (cookie) headers.append("Set-Cookie", cookie);
  return Response.json(answer, { headers });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
