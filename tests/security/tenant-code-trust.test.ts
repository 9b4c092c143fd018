import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpsServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import forge from "node-forge";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_TENANT_IDS } from "#platform/db/seed";
import { CUSTOMER_APP_DIR, registerAppWithMenu } from "../e2e/customer-app-registration";
import { openTenantDialog, platformToken, sessionCookie, signIn } from "../e2e/harness";
import { startStaticOrigin, type StaticOrigin } from "../e2e/static-origin";
import { sha256 } from "#platform/security/tokens";
import { besideSiteDiary } from "../e2e/customer-apps-support";
import { appIn, consoleOf, expectStatus, openBySearch, signedInAtProject } from "../e2e/sub-apps-support";
import { withPortal } from "../e2e/with-portal";
import { directives } from "./support";

/**
 * ADR 047, who may make code run in whose page. A tenant admin's config names code on origins
 * nobody allowed; none of it runs in a member's page with the shell's privileges. Acts a script
 * must not do for the user (a QR sign-in's confirmation, a tenant switch, an admin write in a
 * tenant other than the page's) are refused when a script sends them — a plain `fetch`, a blank
 * frame's `fetch`, a form it submits — and pass when the user clicks.
 */

/** An attacker's https server on another origin of this machine, with a certificate of its own making. */
interface AttackerOrigin {
  origin: string;
  asked: string[];
  close(): Promise<void>;
}

function selfSignedCertificate(): { key: string; cert: string } {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = "01";
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 86_400_000);
  const attrs = [{ name: "commonName", value: "127.0.0.1" }];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([{ name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] }]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  return { key: forge.pki.privateKeyToPem(keys.privateKey), cert: forge.pki.certificateToPem(cert) };
}

/** The script a hostile side entry names: it marks the page it ran in. */
const ATTACKER_SCRIPT = 'document.documentElement.setAttribute("data-attacker-script", "ran");';

async function startAttackerOrigin(): Promise<AttackerOrigin> {
  const asked: string[] = [];
  const server: Server = createHttpsServer(selfSignedCertificate(), (req, res) => {
    asked.push(req.url ?? "");
    res.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "access-control-allow-origin": "*" });
    res.end(ATTACKER_SCRIPT);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `https://127.0.0.1:${port}`, asked, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The operator's own script host: its script marks the page it ran in too. */
const TRUSTED_DIR = mkdtempSync(path.join(tmpdir(), "trusted-scripts-"));
writeFileSync(path.join(TRUSTED_DIR, "widget.js"), 'document.documentElement.setAttribute("data-trusted-script", "ran");');

let attacker: AttackerOrigin;
let trusted: StaticOrigin;
/** A customer's app on an origin the operator never approved (plain http, as on a developer's machine). */
let unapproved: StaticOrigin;
beforeAll(async () => {
  attacker = await startAttackerOrigin();
  trusted = await startStaticOrigin(TRUSTED_DIR);
  unapproved = await startStaticOrigin(CUSTOMER_APP_DIR);
});
const env = withPortal({ trustedCodeOrigins: () => [trusted.origin] });
afterAll(async () => {
  await attacker?.close();
  await trusted?.close();
  await unapproved?.close();
  rmSync(TRUSTED_DIR, { recursive: true, force: true });
});

/** A tenant admin's call through the BFF from outside a browser (curl with the session cookie, platform/README.md). */
async function adminCall(account: keyof typeof DEMO_ACCOUNTS, method: string, apiPath: string, body?: unknown): Promise<{ status: number; data: unknown }> {
  const cookie = await sessionCookie(env.portal.url, DEMO_ACCOUNTS[account].account, DEMO_ACCOUNTS[account].password);
  const res = await fetch(`${env.portal.url}/api/${apiPath}`, {
    method,
    headers: { cookie, origin: env.portal.url, "x-portal-request": "1", ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as { data: unknown };
  return { status: res.status, data: answer.data };
}

/** A fresh zh-CN browser signed in through the form; it accepts the attacker's certificate, as if it were a real one. */
async function signedInPage(account: keyof typeof DEMO_ACCOUNTS): Promise<{ context: BrowserContext; page: Page; logged: ReturnType<typeof consoleOf> }> {
  const context = await env.browser.newContext({ locale: "zh-CN", ignoreHTTPSErrors: true, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const logged = consoleOf(page);
  await signIn(page, env.portal.url, DEMO_ACCOUNTS[account].account, DEMO_ACCOUNTS[account].password);
  await page.getByRole("banner").waitFor();
  return { context, page, logged };
}

/**
 * Runs `expression` in the page as a script of its own does: without the user's activation
 * (Playwright's evaluate runs as if the user had just clicked). Waits first until the page's
 * last click no longer counts as activation, and checks inside that none is active.
 */
async function asScript<T>(page: Page, expression: string): Promise<T> {
  await page.waitForFunction(() => !navigator.userActivation.isActive, undefined, { timeout: 15_000 });
  const cdp = await page.context().newCDPSession(page);
  try {
    const wrapped = `(async () => { if (navigator.userActivation.isActive) throw new Error("the user's activation is still active"); return await (${expression}); })()`;
    const answer = (await cdp.send("Runtime.evaluate", { expression: wrapped, awaitPromise: true, returnByValue: true, userGesture: false })) as { result: { value: T }; exceptionDetails?: { exception?: { description?: string } } };
    if (answer.exceptionDetails) throw new Error(answer.exceptionDetails.exception?.description ?? "the script failed");
    return answer.result.value;
  } finally {
    await cdp.detach();
  }
}

/** In a new tab of the portal, the user switches to Acme by clicking in the tenant dialog; the tab, once Acme's page shows. */
async function switchToAcmeByClick(context: BrowserContext): Promise<Page> {
  const tab = await context.newPage();
  await tab.goto(`${env.portal.url}/portal/1/`);
  const dialog = await openTenantDialog(tab);
  await dialog.getByRole("radio", { name: /Acme Construction Ltd/ }).check();
  await dialog.getByRole("button", { name: /确\s?定/ }).click();
  await tab.getByTestId("system-title").filter({ hasText: "Acme Project Portal" }).waitFor();
  return tab;
}

/** The tenant the browser's session is in now, as the platform answers for it. */
async function sessionTenant(context: BrowserContext): Promise<string | null> {
  const cookie = (await context.cookies(env.portal.url)).map((c) => `${c.name}=${c.value}`).join("; ");
  const res = await fetch(`${env.portal.url}/api/uaa/user`, { headers: { cookie } });
  const body = (await res.json()) as { data?: { tenantId?: string } | null };
  return body.data?.tenantId ?? null;
}

/** A script's calls, each returning its HTTP status: the page's own fetch, and a blank frame's fetch (no page-context header). */
const SCRIPT_FETCHES = `{
  async page(url, init) { return (await fetch(url, init)).status; },
  async frame(url, init) {
    const frame = document.createElement("iframe");
    document.body.appendChild(frame);
    try { return (await frame.contentWindow.fetch(url, init)).status; } finally { frame.remove(); }
  },
}`;

describe("code named by tenant config (ADR 047)", () => {
  it("a side entry's script on an origin nobody allowed does not run in a member's page; one from the operator's trusted origin does", async () => {
    const entry = { nameAllLang: { "zh-CN": "客服助手", en: "Helper", "sv-SE": "Hjälp" }, linkType: 2, source: `${attacker.origin}/x.js` };
    // Through the portal, the admin is told at once why the script would never load.
    const refused = await adminCall("coadmin", "POST", "workbench/v4/admin/entries/side-entries", entry);
    expect(refused.status).toBe(400);
    expect(refused.data).toEqual({ errors: [{ path: "source", message: expect.stringContaining(`TRUSTED_CODE_ORIGINS: ${trusted.origin}`) as unknown }] });
    // Straight to the platform, with the admin's own token, as another system of the platform may write: it is stored.
    const token = await platformToken(env.portal.url, DEMO_ACCOUNTS.coadmin.account, DEMO_ACCOUNTS.coadmin.password);
    const hostile = await fetch(`${env.portal.url}/platform/api/workbench/v4/admin/entries/side-entries`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(entry) });
    expect(hostile.status).toBe(201);
    const allowed = await adminCall("coadmin", "POST", "workbench/v4/admin/entries/side-entries", { nameAllLang: { "zh-CN": "运营插件", en: "Widget", "sv-SE": "Widget" }, linkType: 2, source: `${trusted.origin}/widget.js` });
    expect(allowed.status).toBe(201);

    const { context, page, logged } = await signedInPage("demo");
    // The side entries' scripts load 2000 ms after the page started (SPEC §9): either marks the page once they have.
    await page.locator("html[data-trusted-script], html[data-attacker-script]").waitFor({ state: "attached", timeout: 20_000 });
    await page.waitForTimeout(500);
    await expect(page.locator("html").getAttribute("data-attacker-script")).resolves.toBeNull();
    await expect(page.locator("html").getAttribute("data-trusted-script")).resolves.toBe("ran");
    expect(attacker.asked).not.toContain("/x.js");
    expect(logged.some((line) => line.text.includes("not from the portal or an origin the operator trusts") && line.text.includes(attacker.origin))).toBe(true);
    // The page's policy names the trusted origin for scripts, and not the attacker's.
    const policy = await page.evaluate(async () => (await fetch(location.href, { method: "HEAD" })).headers.get("content-security-policy"));
    expect(directives(policy).get("script-src")).toContain(trusted.origin);
    expect(directives(policy).get("script-src")).not.toContain(attacker.origin);
    // Even a script element the page's own code were tricked into adding, without the nonce, is refused by the browser.
    await page.evaluate((src) => {
      const script = document.createElement("script");
      script.src = src;
      document.body.appendChild(script);
    }, `${attacker.origin}/y.js`);
    await page.waitForTimeout(500);
    expect(attacker.asked).not.toContain("/y.js");
    await context.close();
  });

  it("a micro-app registered from an origin nobody approved runs in a sandboxed frame on its own origin, not in the portal's page", async () => {
    const name = "未审批的日志";
    await registerAppWithMenu(env.portal.url, { id: "unapproved-diary", names: [name, "Unapproved diary", "Ogodkänd dagbok"], entry: `${unapproved.origin}/`, kind: "microApp", cache: false }, await besideSiteDiary(env.portal));
    const page = await signedInAtProject(env);
    const policy = await page.evaluate(async () => (await fetch(location.href, { method: "HEAD" })).headers.get("content-security-policy"));
    expect(directives(policy).get("script-src")).not.toContain(unapproved.origin);
    expect(directives(policy).get("connect-src")).not.toContain(unapproved.origin);
    expect(directives(policy).get("frame-src")).toContain(unapproved.origin);

    await openBySearch(page, name);
    await expectStatus(page, name, "mounted");
    const frame = appIn(page, name).locator("iframe");
    await expect(frame.getAttribute("src")).resolves.toMatch(new RegExp(`^${unapproved.origin}/`));
    expect((await frame.getAttribute("sandbox")) ?? "").not.toMatch(/allow-top-navigation(?!-by-user)/);
    // The app ran, in its frame: its own script drew its heading and marked its own document.
    await appIn(page, name).frameLocator("iframe").getByRole("heading", { name: "Customer site diary" }).waitFor();
    await expect(appIn(page, name).frameLocator("iframe").locator("html[data-customer-eval-ticks]").count()).resolves.toBe(1);
    // Nothing of it ran in the portal's page.
    await expect(page.locator("html").getAttribute("data-customer-eval-ticks")).resolves.toBeNull();
    await expect(page.evaluate(() => "customer-diary" in window)).resolves.toBe(false);
    await page.context().close();
  });
});

describe("acts a script must not do for the user (ADR 047)", () => {
  it("a QR sign-in's confirmation: refused from a script's fetch, a frame's fetch and a form it submits; confirmed by the user's click", async () => {
    // The attacker, signed out, asks for a code at the login page.
    const key = randomBytes(18).toString("base64url");
    const image = await fetch(`${env.portal.url}/platform/api/identification/qrcode.img?v=${key}&origin=${encodeURIComponent(env.portal.url)}`);
    expect(image.status).toBe(200);
    const row = await env.portal.platform!.db.selectFrom("qr_logins").select("scan_code").where("key_hash", "=", sha256(key)).executeTakeFirstOrThrow();
    const code = row.scan_code;
    const state = async () => ((await (await fetch(`${env.portal.url}/platform/api/identification/qrcode/state`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ key }) })).json()) as { data: { status: string } }).data.status;

    const { context, page } = await signedInPage("admin");
    const confirmCall = `/api/identification/qrcode/scan/${code}/confirm`;
    const init = `{ method: "POST", headers: { "content-type": "application/json", "x-portal-request": "1" }, body: "{}" }`;
    await expect(asScript<number>(page, `(${SCRIPT_FETCHES}).page(${JSON.stringify(confirmCall)}, ${init})`)).resolves.toBe(403);
    await expect(asScript<number>(page, `(${SCRIPT_FETCHES}).frame(${JSON.stringify(confirmCall)}, ${init})`)).resolves.toBe(403);
    // The confirmation page's own action, called by fetch as Remix's data call would be.
    await asScript<number>(page, `(${SCRIPT_FETCHES}).page(${JSON.stringify(`/login/qr/${code}?_data=routes%2Flogin.qr.%24code`)}, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "" })`);
    await allowStatePoll(key);
    expect(await state()).toBe("waiting");
    // A form the script submits on its own, as the whole page.
    const refused = page.waitForURL(new RegExp(`/login/qr/${code}$`));
    await asScript<void>(page, `void (() => { const f = document.createElement("form"); f.method = "post"; f.action = ${JSON.stringify(`/login/qr/${code}`)}; document.body.appendChild(f); f.submit(); })()`);
    await refused;
    await page.getByText("请在本页面点击按钮确认登录。请重新打开二维码中的链接。").waitFor();
    await allowStatePoll(key);
    expect(await state()).toBe("waiting");

    // The user opens the code's link (what the phone's camera does) and clicks: confirmed.
    const phone = await context.newPage();
    await phone.goto(`${env.portal.url}/login/qr/${code}`);
    await phone.getByRole("button", { name: "确认登录" }).click();
    await phone.getByText("已确认登录，您可以返回另一台设备。").waitFor();
    await allowStatePoll(key);
    expect(await state()).toBe("confirmed");
    await context.close();
  });

  it("a tenant switch: refused from a script's fetch, a frame's fetch or load, and a form it submits; done by the user's click", async () => {
    const { context, page } = await signedInPage("admin");
    expect(await sessionTenant(context)).toBe(DEMO_TENANT_IDS.zhongjian);
    const form = `{ method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "tenantId=${DEMO_TENANT_IDS.acme}" }`;
    await expect(asScript<number>(page, `(${SCRIPT_FETCHES}).page("/portal/session/tenant", ${form})`)).resolves.toBe(403);
    await expect(asScript<number>(page, `(${SCRIPT_FETCHES}).frame("/portal/session/tenant", ${form})`)).resolves.toBe(403);
    // The platform's own switch call through the BFF.
    await expect(asScript<number>(page, `(${SCRIPT_FETCHES}).frame("/api/tenant-user/v4/users/update-current-tenant", { method: "POST", headers: { "content-type": "application/json", "x-portal-request": "1" }, body: ${JSON.stringify(JSON.stringify({ tenantId: DEMO_TENANT_IDS.acme }))} })`)).resolves.toBe(403);
    // An entry link's URL tenant, fetched or loaded in a frame.
    await asScript<number>(page, `(${SCRIPT_FETCHES}).frame("/portal/1/?tenantId=${DEMO_TENANT_IDS.acme}", {})`);
    await asScript<void>(page, `new Promise((resolve) => { const f = document.createElement("iframe"); f.onload = () => resolve(); f.src = "/portal/1/?tenantId=${DEMO_TENANT_IDS.acme}"; document.body.appendChild(f); })`);
    expect(await sessionTenant(context)).toBe(DEMO_TENANT_IDS.zhongjian);
    // A form the script submits on its own, as the whole page.
    const answered = page.waitForResponse((r) => r.url().endsWith("/portal/session/tenant") && r.request().method() === "POST");
    await asScript<void>(page, `void (() => { const f = document.createElement("form"); f.method = "post"; f.action = "/portal/session/tenant"; const i = document.createElement("input"); i.name = "tenantId"; i.value = "${DEMO_TENANT_IDS.acme}"; f.appendChild(i); document.body.appendChild(f); f.submit(); })()`);
    expect((await answered).status()).toBe(403);
    expect(await sessionTenant(context)).toBe(DEMO_TENANT_IDS.zhongjian);

    // The user, on a portal page, switches by clicking in the dialog.
    await switchToAcmeByClick(context);
    expect(await sessionTenant(context)).toBe(DEMO_TENANT_IDS.acme);
    await context.close();
  });

  it("an admin write in a tenant other than the page's: refused from the page's fetch, a frame's fetch and a form; the page of that tenant writes", async () => {
    const { context, page } = await signedInPage("admin");
    // In another tab, the admin moves the session to Acme by a click.
    const other = await switchToAcmeByClick(context);
    const before = await announcementCount(context);

    const announcement = JSON.stringify(JSON.stringify({ kind: "alert", level: "urgent", orgId: null, titleAllLang: { "zh-CN": "紧急通知", en: "Urgent", "sv-SE": "Brådskande" }, contentAllLang: { "zh-CN": "立即处理。", en: "Act now.", "sv-SE": "Agera nu." }, publishFrom: new Date(Date.now() - 60_000).toISOString(), publishUntil: null }));
    const init = `{ method: "POST", headers: { "content-type": "application/json", "x-portal-request": "1" }, body: ${announcement} }`;
    // The 中建 page's own fetch names its page: the session is in Acme now, so it is refused and never settles;
    // the page says the context changed in another window (ADR 033).
    const pageCall = `Promise.race([(${SCRIPT_FETCHES}).page("/api/message/v4/announcements", ${init}), new Promise((resolve) => setTimeout(() => resolve("unsettled"), 3000))])`;
    await expect(asScript<number | string>(page, pageCall)).resolves.toBe("unsettled");
    await page.getByRole("dialog", { name: "已在其他窗口中切换" }).waitFor();
    // A blank frame's fetch names no page at all.
    await expect(asScript<number>(page, `(${SCRIPT_FETCHES}).frame("/api/message/v4/announcements", ${init})`)).resolves.toBe(403);
    // A form the script submits into a frame.
    await asScript<void>(page, `new Promise((resolve) => { const frame = document.createElement("iframe"); frame.name = "sink"; frame.onload = () => resolve(); document.body.appendChild(frame); const f = document.createElement("form"); f.method = "post"; f.action = "/api/message/v4/announcements"; f.target = "sink"; const i = document.createElement("input"); i.name = "title"; i.value = "x"; f.appendChild(i); document.body.appendChild(f); f.submit(); })`);
    expect(await announcementCount(context)).toBe(before);

    // The Acme page's own call, in its own tenant, writes.
    const written = await other.evaluate(async (body) => (await fetch("/api/message/v4/announcements", { method: "POST", headers: { "content-type": "application/json", "x-portal-request": "1" }, body })).status, JSON.parse(announcement) as string);
    expect(written).toBe(201);
    expect(await announcementCount(context)).toBe(before + 1);
    await context.close();
  });
});

/** The announcements of the session's tenant, as its admin lists them. */
async function announcementCount(context: BrowserContext): Promise<number> {
  const cookie = (await context.cookies(env.portal.url)).map((c) => `${c.name}=${c.value}`).join("; ");
  const res = await fetch(`${env.portal.url}/api/message/v4/announcements?pageIndex=1&pageSize=1`, { headers: { cookie } });
  const body = (await res.json()) as { data?: { recordTotal?: number } | null };
  if (typeof body.data?.recordTotal !== "number") throw new Error(`the announcements could not be listed: HTTP ${res.status}`);
  return body.data.recordTotal;
}

/** The QR state poll is limited per code (ADR 018): the test's checks are not the login page's polls. */
async function allowStatePoll(key: string): Promise<void> {
  await env.portal.platform!.db.updateTable("qr_logins").set({ last_polled_at: null }).where("key_hash", "=", sha256(key)).execute();
}
