import { randomBytes } from "node:crypto";
import { http, HttpResponse } from "msw";
import { renderSVG } from "uqr";
import { isValidCaptchaKey, renderCaptcha } from "#platform/security/captcha";
import { isValidQrKey, qrScanUrl } from "#platform/security/qr-login";
import { API, fail } from "./envelope";

/** The platform's default login service (platform/index.ts), relative: the code is made absolute with the page's origin. */
const LOGIN_SERVICE_URL = "/login/";

/** An image answer as the platform sends it: SVG, never cached. */
function svg(body: string) {
  return new HttpResponse(body, { headers: { "content-type": "image/svg+xml; charset=utf-8", "cache-control": "no-store" } });
}

/**
 * identification's images (SPEC §7 Login and session; platform/routes/identification.ts and
 * qr-login.ts): the captcha and the app-scan login code, drawn by the platform's own renderers
 * (svg-captcha, uqr) with the platform's checks and 400 envelopes. An `<img>` asks for them, not
 * fetch, so they are answered by the server the page comes from (.storybook/stand-ins.ts), in
 * Node: svg-captcha reads its font from disk.
 */
export const identificationImageHandlers = [
  http.get(`${API}/identification/captcha`, ({ request }) => {
    if (!isValidCaptchaKey(new URL(request.url).searchParams.get("t") ?? undefined)) return fail(400, "400", "t must be 1-100 characters of A-Z, a-z, 0-9, _, - or .");
    return svg(renderCaptcha().svg);
  }),
  http.get(`${API}/identification/qrcode.img`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (!isValidQrKey(query.get("v") ?? undefined)) return fail(400, "400", "v must be 22-100 characters of A-Z, a-z, 0-9, _ or -");
    const url = qrScanUrl(LOGIN_SERVICE_URL, query.get("origin") ?? undefined, randomBytes(16).toString("base64url"));
    if (!url) return fail(400, "400", "origin must be the login page's http(s) origin");
    return svg(renderSVG(url, { border: 2 }));
  }),
];
