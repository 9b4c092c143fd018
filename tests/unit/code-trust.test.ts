import { describe, expect, it } from "vitest";
import { isLoopbackHost, parseTrustedOrigins, runsInPage, trustedCodeOf, TRUSTED_CODE_META } from "#app/kit/security/code-trust";
import { isUserNavigation, mayFollowUrlTenant } from "#app/kit/http/user-gesture.server";
import { isAdminWrite, isBrowserCall, isGestureOnlyCall } from "#app/platform-api/bff/browser-call-rules";
import { untrustedCodeFault } from "#app/platform-api/bff/trusted-code-writes";
import { safeScriptUrl } from "#app/features/toolbar/side-entries";
import { tenantSwitchErrorOf, tenantSwitchReturn } from "#app/features/tenant/tenant-switch-return";

/** ADR 047: who may make code run in whose page, and which acts need the user's own gesture. */

const PORTAL = "https://portal.example";
const TRUSTED = ["https://widgets.operator.example", "http://127.0.0.1:4100"];

describe("the operator's trusted code origins", () => {
  it("code runs in the page from the portal's own paths and origin, and from trusted origins only", () => {
    expect(runsInPage("/widgets/customer-service.js", [], PORTAL)).toBe(true);
    expect(runsInPage(`${PORTAL}/apps/x/`, [], PORTAL)).toBe(true);
    expect(runsInPage("https://widgets.operator.example/chat.js", TRUSTED, PORTAL)).toBe(true);
    expect(runsInPage("http://127.0.0.1:4100/app/", TRUSTED, PORTAL)).toBe(true);
    for (const url of ["https://attacker.example/x.js", "https://widgets.operator.example:8443/x.js", "http://widgets.operator.example/x.js", "//widgets.operator.example/x.js", "/\\attacker.example/x.js", "data:text/javascript,alert(1)", "javascript:alert(1)", "x.js"]) {
      expect(runsInPage(url, TRUSTED, PORTAL), url).toBe(false);
    }
  });

  it("a side entry's script URL: a portal path, or an http(s) URL on a trusted origin; never anything else", () => {
    expect(safeScriptUrl("/widgets/customer-service.js", TRUSTED, PORTAL)).toBe("/widgets/customer-service.js");
    expect(safeScriptUrl("https://widgets.operator.example/chat.js", TRUSTED, PORTAL)).toBe("https://widgets.operator.example/chat.js");
    // An https URL on any host used to load, with the page's nonce.
    expect(safeScriptUrl("https://attacker.example/x.js", TRUSTED, PORTAL)).toBeNull();
    expect(safeScriptUrl("https://attacker.example/x.js", [], PORTAL)).toBeNull();
    expect(safeScriptUrl("https://u:p@widgets.operator.example/x.js", TRUSTED, PORTAL)).toBeNull();
  });

  it("the list is read once: exact origins, https outside loopback in production", () => {
    expect(parseTrustedOrigins(undefined, true)).toEqual([]);
    expect(parseTrustedOrigins("https://a.example  https://a.example,http://localhost:81", true)).toEqual(["https://a.example", "http://localhost:81"]);
    expect(() => parseTrustedOrigins("http://a.example", true)).toThrow("http://a.example (plain http outside this machine: use https)");
    expect(parseTrustedOrigins("http://a.example", false)).toEqual(["http://a.example"]);
    expect(() => parseTrustedOrigins("https://a.example/path https://*.b.example", false)).toThrow(/a\.example\/path.*\*\.b\.example/);
    expect(isLoopbackHost("127.0.0.2")).toBe(true);
    expect(isLoopbackHost("[::1]")).toBe(true);
    expect(isLoopbackHost("127.0.0.1.evil.example")).toBe(false);
  });

  it("the page reads the list the root sent, keeping only exact origins", () => {
    const page = (content: string | null) => ({ querySelector: (selector: string) => (selector === `meta[name="${TRUSTED_CODE_META}"]` && content !== null ? { content } : null) }) as unknown as Document;
    expect(trustedCodeOf(page("https://a.example  nonsense https://b.example/x http://127.0.0.1:9"))).toEqual(["https://a.example", "http://127.0.0.1:9"]);
    expect(trustedCodeOf(page(null))).toEqual([]);
    expect(trustedCodeOf(undefined)).toEqual([]);
  });
});

/** Fetch Metadata of a request, as a Headers-like source. */
const meta = (values: Record<string, string>) => new Headers(values);
const NAVIGATION = { "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" };

describe("the user's own gesture, from Fetch Metadata", () => {
  it("only a top-level navigation with the user's activation is the user's", () => {
    expect(isUserNavigation(meta({ ...NAVIGATION, "sec-fetch-user": "?1" }))).toBe(true);
    expect(isUserNavigation(meta(NAVIGATION))).toBe(false);
    expect(isUserNavigation(meta({ ...NAVIGATION, "sec-fetch-dest": "iframe", "sec-fetch-user": "?1" }))).toBe(false);
    expect(isUserNavigation(meta({ "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors", "sec-fetch-dest": "empty" }))).toBe(false);
    expect(isUserNavigation(meta({ "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" }))).toBe(false);
    // No Fetch Metadata at all: a page on plain http outside loopback (browsers send none there), or no browser.
    expect(isUserNavigation(meta({}))).toBe(true);
    expect(isUserNavigation(meta({ "sec-fetch-mode": "cors" }))).toBe(true);
  });

  it("a URL tenant is followed on the user's load, a load from elsewhere or a client without a page; not from a frame, a fetch or a script's own navigation", () => {
    expect(mayFollowUrlTenant(meta({ ...NAVIGATION, "sec-fetch-user": "?1" }))).toBe(true);
    expect(mayFollowUrlTenant(meta({ ...NAVIGATION, "sec-fetch-site": "none", "sec-fetch-user": "?1" }))).toBe(true);
    expect(mayFollowUrlTenant(meta({ ...NAVIGATION, "sec-fetch-site": "cross-site" }))).toBe(true);
    expect(mayFollowUrlTenant(meta({}))).toBe(true);
    expect(mayFollowUrlTenant(meta({ "sec-fetch-mode": "cors" }))).toBe(true);
    expect(mayFollowUrlTenant(meta(NAVIGATION))).toBe(false);
    expect(mayFollowUrlTenant(meta({ ...NAVIGATION, "sec-fetch-dest": "iframe", "sec-fetch-user": "?1" }))).toBe(false);
    expect(mayFollowUrlTenant(meta({ "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors", "sec-fetch-dest": "empty" }))).toBe(false);
  });

  it("a failed switch comes back to its portal page with a known reason only", () => {
    expect(tenantSwitchReturn("/portal/5/?org=a", "context.errors.tenantDisabled")).toBe("/portal/5/?org=a&tenantSwitchError=context.errors.tenantDisabled");
    expect(tenantSwitchReturn("https://evil.example/portal/", "context.errors.invalidTenant")).toBe("/portal/1/?tenantSwitchError=context.errors.invalidTenant");
    expect(tenantSwitchReturn("/login/", "context.errors.switchFailed")).toBe("/portal/1/?tenantSwitchError=context.errors.switchRefused");
    expect(tenantSwitchErrorOf("?tenantSwitchError=errors.expired")).toBe("errors.expired");
    expect(tenantSwitchErrorOf("?tenantSwitchError=app.anything")).toBeNull();
  });
});

describe("calls a browser may not make through the BFF", () => {
  it("the acts of a click on a portal page are never a BFF call", () => {
    expect(isGestureOnlyCall("identification/qrcode/scan/abc123/confirm")).toBe(true);
    expect(isGestureOnlyCall("tenant-user/v4/users/update-current-tenant")).toBe(true);
    expect(isGestureOnlyCall("identification/session/tenant")).toBe(true);
    expect(isGestureOnlyCall("identification/qrcode/scan/abc123")).toBe(false);
  });

  it("admin writes are the writes of the platform's tenant-admin routes; reads and member writes are not", () => {
    for (const [method, path] of [["POST", "message/v4/announcements"], ["PUT", "param/v4/tenant-config/header-theme/draft"], ["POST", "workbench/v4/admin/entries/side-entries"], ["DELETE", "product/v4/micro-apps/a1"], ["PUT", "product/v4/menus/7"], ["POST", "file/v4/images"], ["PUT", "param/v4/theme-settings/header"], ["PUT", "workbench/v4/portal-param-values/scene-params"], ["POST", "report-center/v4/mark"]] as const) {
      expect(isAdminWrite(method, path), `${method} ${path}`).toBe(true);
    }
    expect(isAdminWrite("GET", "message/v4/announcements")).toBe(false);
    expect(isAdminWrite("POST", "workbench/v4/user-recent-visits")).toBe(false);
    expect(isAdminWrite("POST", "message/v4/messages/page")).toBe(false);
  });

  it("a browser is what sends Sec-Fetch-Site; Node's fetch sends only Sec-Fetch-Mode", () => {
    expect(isBrowserCall(meta({ "sec-fetch-site": "same-origin" }))).toBe(true);
    expect(isBrowserCall(meta({ "sec-fetch-mode": "cors" }))).toBe(false);
  });
});

describe("config naming code the portal would not run is refused when written", () => {
  const body = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
  const context = { trusted: TRUSTED, portalOrigin: PORTAL, production: true };

  it("a side entry's script on an untrusted origin, naming the field and the allowed origins", () => {
    expect(untrustedCodeFault("POST", "workbench/v4/admin/entries/side-entries", body({ linkType: 2, source: "https://attacker.example/x.js" }), context)).toEqual({
      path: "source",
      message: "a script may come only from a path of the portal or an origin the operator trusts (TRUSTED_CODE_ORIGINS: https://widgets.operator.example, http://127.0.0.1:4100)",
    });
    expect(untrustedCodeFault("PUT", "workbench/v4/admin/entries/side-entries/83001", body({ linkType: "2", source: "https://attacker.example/x.js" }), { ...context, trusted: [] })?.message).toContain("none besides the portal's own paths");
    expect(untrustedCodeFault("POST", "workbench/v4/admin/entries/side-entries", body({ linkType: 2, source: "/widgets/customer-service.js" }), context)).toBeNull();
    expect(untrustedCodeFault("POST", "workbench/v4/admin/entries/side-entries", body({ linkType: 2, source: "https://widgets.operator.example/chat.js" }), context)).toBeNull();
    // A link entry opens a page in a window or a dialog frame: no code of it runs in the page.
    expect(untrustedCodeFault("POST", "workbench/v4/admin/entries/side-entries", body({ linkType: 1, contentUrl: "https://help.example/" }), context)).toBeNull();
    expect(untrustedCodeFault("POST", "workbench/v4/admin/entries/side-entries", new TextEncoder().encode("not json"), context)).toBeNull();
  });

  it("in production, an app's entry in plain http outside this machine", () => {
    expect(untrustedCodeFault("POST", "product/v4/micro-apps", body({ entry: "http://apps.customer.example/diary/" }), context)).toEqual({ path: "entry", message: "must be an https URL (plain http is allowed only on this machine)" });
    expect(untrustedCodeFault("PUT", "product/v4/micro-apps/diary", body({ entry: "http://127.0.0.1:4100/" }), context)).toBeNull();
    expect(untrustedCodeFault("POST", "product/v4/micro-apps", body({ entry: "https://apps.customer.example/diary/" }), context)).toBeNull();
    expect(untrustedCodeFault("POST", "product/v4/micro-apps", body({ entry: "http://apps.customer.example/diary/" }), { ...context, production: false })).toBeNull();
  });
});
