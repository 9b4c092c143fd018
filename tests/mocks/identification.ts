import { http, HttpResponse } from "msw";
import { API, fail, ok } from "./envelope";

/** The one password the re-login mock accepts, and the captcha code it wants once demanded. */
export const GOOD_PASSWORD_CIPHER = "cipher(Portal#2026)";
export const GOOD_CAPTCHA = "ABCD";

/** identification: re-login and captcha (SPEC §7 Login and session, §8 codes 2113–2115). */
async function relist({ request }: { request: Request }) {
  const body = (await request.json()) as { password?: string; verifyCode?: string };
  if (body.verifyCode !== undefined && body.verifyCode !== GOOD_CAPTCHA) return fail(400, "2114", "Incorrect verification code");
  if (body.password !== GOOD_PASSWORD_CIPHER) return fail(400, "2113", "Incorrect account or password");
  return ok({ userToken: "redacted-by-bff" });
}

export const identificationHandlers = [
  http.post(`${API}/identification/users/verify-tenant/relist`, relist),
  // The re-login dialog's call: the portal's server makes the platform call above (app/routes/portal.session.relogin.tsx).
  http.post("*/portal/session/relogin", relist),
  http.get(`${API}/identification/captcha`, () => new HttpResponse(new Uint8Array([0x47, 0x49, 0x46]), { headers: { "content-type": "image/gif" } })),
];
