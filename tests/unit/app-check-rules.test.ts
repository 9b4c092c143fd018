import { describe, expect, it } from "vitest";
import { contentTypeFinding, corsFinding, frameAncestorLists, framingFinding, statusFinding } from "#app/features/admin-console/app-check/app-check.rules";
import { entryAssets } from "#app/features/admin-console/app-check/entry-assets.rules";
import { mayCheckAddress } from "#app/features/admin-console/app-check/check-address.server";
import { appCheckText, findingMessage } from "#app/features/admin-console/app-check/app-check-text";

/** ADR 060: what a browser refuses of a registered app, read from its answer's headers. */

const PORTAL = "https://portal.example";
const APP = "https://apps.customer.example/diary/";

describe("CORS for an app the portal's page reads (qiankun's fetch)", () => {
  it("passes an Access-Control-Allow-Origin equal to the portal's origin, or * when asked without cookies", () => {
    expect(corsFinding(APP, PORTAL, null, PORTAL, "anonymous")).toBeNull();
    expect(corsFinding(APP, ` ${PORTAL} `, null, PORTAL, "anonymous")).toBeNull();
    expect(corsFinding(APP, "*", null, PORTAL, "anonymous")).toBeNull();
  });

  it("refuses a missing or empty header, naming the portal's origin to allow", () => {
    for (const value of [null, "", "  "]) {
      expect(corsFinding(APP, value, null, PORTAL, "anonymous")).toEqual({ code: "corsMissing", severity: "error", params: { url: APP, portalOrigin: PORTAL } });
    }
  });

  it("refuses another origin, a trailing slash, a list, null and another scheme or port, as browsers compare the value exactly", () => {
    for (const value of ["https://other.example", `${PORTAL}/`, `${PORTAL}, https://other.example`, "null", "http://portal.example", "https://portal.example:8443", "HTTPS://PORTAL.EXAMPLE"]) {
      expect(corsFinding(APP, value, null, PORTAL, "anonymous")).toMatchObject({ code: "corsOtherOrigin", severity: "error", params: { allowed: value, portalOrigin: PORTAL } });
    }
  });

  it("with credentials (a script marked crossorigin), * is refused and Allow-Credentials: true is needed besides the exact origin", () => {
    expect(corsFinding(APP, "*", "true", PORTAL, "credentials")).toMatchObject({ code: "corsWildcardWithCredentials", severity: "error" });
    expect(corsFinding(APP, PORTAL, null, PORTAL, "credentials")).toMatchObject({ code: "corsNoCredentials", severity: "error" });
    expect(corsFinding(APP, PORTAL, "false", PORTAL, "credentials")).toMatchObject({ code: "corsNoCredentials" });
    expect(corsFinding(APP, PORTAL, "true", PORTAL, "credentials")).toBeNull();
    expect(corsFinding(APP, null, "true", PORTAL, "credentials")).toMatchObject({ code: "corsMissing" });
  });
});

describe("framing of an app the portal shows in a frame", () => {
  it("X-Frame-Options DENY refuses every parent; SAMEORIGIN refuses the portal on another origin but not on the app's own", () => {
    expect(framingFinding(APP, "DENY", [], PORTAL)).toMatchObject({ code: "framingDenied", severity: "error", params: { portalOrigin: PORTAL } });
    expect(framingFinding(APP, "deny", [], PORTAL)).toMatchObject({ code: "framingDenied" });
    expect(framingFinding(APP, "SAMEORIGIN", [], PORTAL)).toMatchObject({ code: "framingSameOrigin", severity: "error" });
    expect(framingFinding(`${PORTAL}/apps/x/`, "SAMEORIGIN", [], PORTAL)).toBeNull();
    expect(framingFinding(APP, null, [], PORTAL)).toBeNull();
    // ALLOW-FROM is obsolete: browsers ignore it and frame the page.
    expect(framingFinding(APP, `ALLOW-FROM ${PORTAL}`, [], PORTAL)).toBeNull();
  });

  it("a policy's frame-ancestors decides over X-Frame-Options", () => {
    expect(framingFinding(APP, "DENY", [`frame-ancestors ${PORTAL}`], PORTAL)).toBeNull();
    expect(framingFinding(APP, null, ["default-src 'self'; frame-ancestors 'self'"], PORTAL)).toMatchObject({ code: "framingAncestors", params: { ancestors: "'self'", portalOrigin: PORTAL } });
  });

  it("frame-ancestors lists: 'none', exact origins, host wildcards, schemes, ports and *", () => {
    const allows = (sources: string, portal = PORTAL, page = APP) => framingFinding(page, null, [`frame-ancestors ${sources}`], portal) === null;
    expect(allows("'none'")).toBe(false);
    expect(allows(PORTAL)).toBe(true);
    expect(allows(`${PORTAL}/`)).toBe(true);
    expect(allows("portal.example")).toBe(true);
    expect(allows("https://other.example https://portal.example")).toBe(true);
    expect(allows("https://other.example")).toBe(false);
    expect(allows("*.example")).toBe(true);
    expect(allows("*.portal.example")).toBe(false);
    expect(allows("https:")).toBe(true);
    expect(allows("http:")).toBe(true);
    expect(allows("*")).toBe(true);
    expect(allows("https://portal.example:8443")).toBe(false);
    expect(allows("https://portal.example:*", "https://portal.example:8443")).toBe(true);
    expect(allows("http://127.0.0.1:4000", "http://127.0.0.1:4000", "http://127.0.0.1:5000/")).toBe(true);
    expect(allows("http://127.0.0.1:4001", "http://127.0.0.1:4000", "http://127.0.0.1:5000/")).toBe(false);
    expect(allows("'self'", PORTAL, `${PORTAL}/apps/x/`)).toBe(true);
    // 'none' beside a source is ignored.
    expect(allows(`'none' ${PORTAL}`)).toBe(true);
    // An empty directive allows nothing.
    expect(allows("")).toBe(false);
  });

  it("every policy sent must allow the portal, and a policy's first frame-ancestors counts", () => {
    expect(framingFinding(APP, null, [`frame-ancestors ${PORTAL}`, "frame-ancestors 'none'"], PORTAL)).toMatchObject({ code: "framingAncestors", params: { ancestors: "'none'" } });
    expect(frameAncestorLists([`frame-ancestors 'self'; frame-ancestors ${PORTAL}`])).toEqual([["'self'"]]);
    expect(frameAncestorLists([`script-src 'self', frame-ancestors ${PORTAL}`])).toEqual([[PORTAL]]);
    expect(frameAncestorLists(["default-src 'self'"])).toEqual([]);
  });
});

describe("reachable and a page", () => {
  it("an entry must be HTML; in the page it is an error, in a frame or window a warning", () => {
    expect(contentTypeFinding(APP, "text/html; charset=utf-8", true)).toBeNull();
    expect(contentTypeFinding(APP, "application/javascript", true)).toMatchObject({ code: "notHtml", severity: "error", params: { contentType: "application/javascript" } });
    expect(contentTypeFinding(APP, "application/pdf", false)).toMatchObject({ code: "notHtml", severity: "warning" });
    expect(contentTypeFinding(APP, null, false)).toMatchObject({ code: "notHtml", params: { contentType: "—" } });
  });

  it("4xx and 5xx are errors that name the status", () => {
    expect(statusFinding(APP, 200)).toBeNull();
    expect(statusFinding(APP, 404)).toEqual({ code: "httpStatus", severity: "error", params: { url: APP, status: "404" } });
    expect(statusFinding(APP, 503)).toMatchObject({ params: { status: "503" } });
  });
});

describe("the files an entry names", () => {
  it("lists scripts and stylesheets as qiankun's loader asks for them, resolved against the entry, the first few", () => {
    const html = `<!doctype html><html><head>
      <link rel="stylesheet" href="app.css"><link rel="icon" href="/favicon.ico">
      <!-- <script src="commented.js"></script> -->
      <script src='./main.js' crossorigin></script><script src="legacy.js" nomodule></script>
      <script src="skip.js" ignore></script><script>inline()</script>
      <script src="https://cdn.example/lib.js"></script><script src="javascript:alert(1)"></script>
      <script src="main.js"></script><script src="/more.js"></script></head></html>`;
    expect(entryAssets(html, APP, 10)).toEqual([
      { url: `${APP}app.css`, mode: "anonymous" },
      { url: `${APP}main.js`, mode: "credentials" },
      { url: "https://cdn.example/lib.js", mode: "anonymous" },
      { url: "https://apps.customer.example/more.js", mode: "anonymous" },
    ]);
    expect(entryAssets(html, APP, 2)).toHaveLength(2);
  });
});

describe("the addresses a check connects to", () => {
  it("asks public, private and loopback addresses, never link-local, metadata, unspecified or multicast ones", () => {
    for (const address of ["203.0.113.7", "10.1.2.3", "172.16.0.1", "192.168.1.10", "100.64.0.1", "127.0.0.1", "::1", "fd12:3456::1", "2001:db8::1"]) expect(mayCheckAddress(address)).toBe(true);
    for (const address of ["169.254.169.254", "100.100.100.200", "0.0.0.0", "224.0.0.1", "255.255.255.255", "fe80::1", "fd00:ec2::254", "::", "::ffff:169.254.169.254", "[fe80::1]", "not-an-address"]) expect(mayCheckAddress(address)).toBe(false);
  });
});

describe("the findings' words", () => {
  it("each finding is said in every portal language with what it names", () => {
    const finding = corsFinding(APP, null, null, "https://portal.example", "anonymous")!;
    expect(findingMessage("zh-CN", finding)).toBe(`该地址未允许门户的来源 https://portal.example 跨域读取（${APP}）：请在响应中加入 Access-Control-Allow-Origin: https://portal.example`);
    expect(findingMessage("en", finding)).toContain("add Access-Control-Allow-Origin: https://portal.example");
    expect(findingMessage("sv-SE", finding)).toContain("lägg till Access-Control-Allow-Origin: https://portal.example");
    expect(appCheckText("en", "refused.tooMany", { seconds: "12" })).toBe("Too many requests; try again in 12 seconds.");
  });
});
