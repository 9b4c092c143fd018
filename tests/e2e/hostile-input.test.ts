import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { encryptPassword, exposedPlaces, launchBrowser, platformToken, sessionCookie, startPortal, type Portal } from "./harness";

let portal: Portal;
let browser: Browser;

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  portal = await startPortal();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

async function postLogin(fields: Record<string, string>, init: RequestInit = {}): Promise<Response> {
  return fetch(`${portal.url}/login/?index`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: portal.url },
    body: new URLSearchParams(fields),
    ...init,
  });
}

describe("no platform token reaches the browser", () => {
  it("local_token moves into the session, leaves the URL, and appears nowhere on the page", async () => {
    const token = await platformToken(portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    const context = await browser.newContext();
    const page = await context.newPage();
    const documents: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "document" || response.url().includes(".data")) documents.push(await response.text().catch(() => ""));
    });
    await page.goto(`${portal.url}/portal/1/?org=1&local_token=${encodeURIComponent(token)}`);
    await page.waitForURL(`${portal.url}/portal/1/?org=1`);
    // The page drawn: the portal, or (demo has several identities) the identity list over its backdrop.
    await page.getByTestId("system-title").or(page.getByRole("dialog", { name: "选择身份" })).first().waitFor();
    const exposed = await exposedPlaces(page, token);
    expect(exposed).toEqual([]);
    expect(documents.length).toBeGreaterThan(0);
    expect(documents.filter((text) => text.includes(token))).toEqual([]);
    await context.close();
  });

  it("an invalid local_token is dropped and the user signs in as usual", async () => {
    const response = await fetch(`${portal.url}/portal/1/?local_token=${"x".repeat(43)}`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/api/portal/v4/main?redirectUrl=%2Fportal%2F1%2F");
  });
});

describe("bad input to the login service gets a clear message or a safe redirect", () => {
  it("wrong password", async () => {
    const response = await postLogin({ account: "demo", password: await encryptPassword(portal.url, "wrong") });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("账号或密码错误");
  });

  it("missing fields", async () => {
    const noAccount = await postLogin({ password: await encryptPassword(portal.url, "x") });
    expect(await noAccount.text()).toContain("请输入账号");
    const noPassword = await postLogin({ account: "demo" });
    expect(await noPassword.text()).toContain("请输入密码");
  });

  it("tampered ciphertext", async () => {
    const cipher = await encryptPassword(portal.url, DEMO_ACCOUNTS.demo.password);
    const tampered = cipher.slice(0, 10) + (cipher[10] === "A" ? "B" : "A") + cipher.slice(11);
    for (const password of [tampered, "not base64 at all!!", "AAAA"]) {
      const response = await postLogin({ account: "nobody-" + password.length, password });
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(/密码加密数据无效|账号或密码错误/);
    }
  });

  it("a body over 1 MB", async () => {
    const response = await postLogin({ account: "demo", password: "x".repeat(1_100_000) });
    expect(response.status).toBe(413);
    const api = await fetch(`${portal.url}/api/param/v4/theme-settings/header`, {
      method: "PUT",
      headers: { "content-type": "application/json", origin: portal.url, "x-portal-request": "1" },
      body: JSON.stringify({ systemName: "x".repeat(1_100_000) }),
    });
    expect(api.status).toBe(413);
  });

  it.each(["https://evil.example/", "//evil.example/portal/1/", "/\\evil.example", "javascript:alert(1)", "%2F%2Fevil.example"])("foreign redirect URL %s goes to /portal/1/", async (redirectUrl) => {
    const response = await postLogin({ account: DEMO_ACCOUNTS.demo.account, password: await encryptPassword(portal.url, DEMO_ACCOUNTS.demo.password), redirectUrl });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/portal/1/");
  });

  it("a same-origin redirect URL is kept", async () => {
    const response = await postLogin({ account: DEMO_ACCOUNTS.demo.account, password: await encryptPassword(portal.url, DEMO_ACCOUNTS.demo.password), redirectUrl: "/portal/1/?org=1" });
    expect(response.headers.get("location")).toBe("/portal/1/?org=1");
  });
});

describe("hostile query strings never give a 500", () => {
  const alphabet = ["<script>", "%", "%%", "%E0%A4%A", "\u0000", "..", "//", "javascript:", "true", "false", "1", "-1", "∞", "中", "'", '"', "&", "=", "#", "?", " ", "\\", "%00"];
  const names = ["viewMode", "brandLogoShow", "userInfoShow", "noPadding", "systemName", "scene", "lang", "org", "orgId", "tenantId", "path", "local_token", "redirectUrl", "externalEntityId"];
  function randomQuery(seed: number): string {
    let state = seed;
    const next = (n: number) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state % n;
    };
    const parts: string[] = [];
    for (let i = 0; i < 1 + next(4); i++) {
      let value = "";
      for (let j = 0; j < 1 + next(4); j++) value += alphabet[next(alphabet.length)];
      parts.push(`${names[next(names.length)]}=${value}`);
    }
    return parts.join("&");
  }

  it("200 generated query strings on the portal, login and API routes", async () => {
    const cookie = await sessionCookie(portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    const statuses = new Map<string, number>();
    for (let seed = 1; seed <= 200; seed++) {
      const query = randomQuery(seed);
      for (const route of ["/portal/1/", "/login/", "/api/uaa/user"]) {
        const response = await fetch(`${portal.url}${route}?${query}`, { redirect: "manual", headers: { cookie } });
        await response.arrayBuffer();
        statuses.set(`${route}?${query}`, response.status);
        const location = response.headers.get("location");
        if (location) expect(location.startsWith("/") && !location.startsWith("//")).toBe(true);
      }
    }
    const serverErrors = [...statuses].filter(([, status]) => status >= 500);
    expect(serverErrors).toEqual([]);
  }, 120_000);
});
