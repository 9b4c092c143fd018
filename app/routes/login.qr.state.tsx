import type { ActionFunctionArgs } from "@remix-run/node";
import { qrLoginState } from "#app/features/login/qr-login.server";

/** The login page's poll of its app-scan code (SPEC §2): POST key, answers the code's state. */
export async function action({ request }: ActionFunctionArgs) {
  return Response.json(await qrLoginState(request), { headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: "POST" } });
}
