import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { expectQuietConsole, fillLogin, enterAsTenantIdentity, launchBrowser, signIn, startPortal, type Portal } from "./harness";

let portal: Portal;
let browser: Browser;
let context: BrowserContext;
let page: Page;

// The sign-in journeys log no console error or warning (but the harness's known browser messages).
expectQuietConsole();

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  portal = await startPortal();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});
beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({ locale: "zh-CN" });
  page = await context.newPage();
});

describe("signing in", () => {
  it("sends /portal/ without a session to the login page with the redirect URL", async () => {
    await page.goto(`${portal.url}/portal/`);
    await page.waitForURL(/\/login\/\?redirectUrl=%2Fportal%2F1%2F$/);
    await expect(page.getByRole("button", { name: /登\s?录/ }).isVisible()).resolves.toBe(true);
  });

  it("lands as demo on /portal/1/ with the tenant's brand and title from the database", async () => {
    await signIn(page, portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    await page.waitForURL(`${portal.url}/portal/1/`);
    const banner = page.getByRole("banner");
    await expect(banner.getByTestId("system-title").textContent()).resolves.toBe("中建智造数字项目管理平台");
    await expect(banner.getByRole("img", { name: /标志/ }).getAttribute("src")).resolves.toBe("/platform/assets/zhongjian-logo.svg");
    const style = await banner.evaluate((el) => ({ bg: getComputedStyle(el).backgroundColor, height: el.getBoundingClientRect().height }));
    expect(style).toEqual({ bg: "rgb(0, 35, 102)", height: 48 });
    await expect(page.getByText("欢迎，演示用户").isVisible()).resolves.toBe(true);
  });

  it("shows the message for a wrong password and stays on the login page", async () => {
    await signIn(page, portal.url, "demo-wrong-" + Date.now(), "not-the-password", undefined, { storeTenantIdentity: false });
    await expect(page.getByRole("alert").textContent()).resolves.toContain("账号或密码错误");
    expect(page.url()).toContain("/login/");
  });

  it("demands a captcha after repeated failures and accepts the right one", async () => {
    const account = DEMO_ACCOUNTS.admin.account;
    await signIn(page, portal.url, account, "wrong-1", undefined, { storeTenantIdentity: false });
    await expect(page.getByRole("alert").textContent()).resolves.toContain("账号或密码错误");
    for (const attempt of ["wrong-2", "wrong-3", "wrong-4"]) await fillLogin(page, account, attempt);
    const image = page.getByRole("img", { name: /验证码图片/ });
    await image.waitFor();
    await expect(page.getByRole("alert").textContent()).resolves.toMatch(/请输入验证码|验证码不正确|账号或密码错误/);
    const src = (await image.getAttribute("src")) ?? "";
    expect(src).toMatch(/^\/api\/identification\/captcha\?t=/);
    // The image was fetched by the browser; read its answer where the platform keeps it.
    await page.waitForFunction(() => [...document.images].some((img) => img.complete && img.naturalWidth > 0));
    const row = await portal.platform!.db.selectFrom("captchas").select(["answer"]).orderBy("expires_at", "desc").limit(1).executeTakeFirstOrThrow();
    await fillLogin(page, account, DEMO_ACCOUNTS.admin.password, row.answer);
    await page.waitForURL(`${portal.url}/portal/1/`);
    await expect(page.getByTestId("system-title").textContent()).resolves.toBe("中建智造数字项目管理平台");
  });

  it("logs out to the login page, and the old session no longer opens the portal", async () => {
    await signIn(page, portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    await page.waitForURL(`${portal.url}/portal/1/`);
    await page.getByRole("button", { name: /用户菜单/ }).click();
    await page.getByRole("link", { name: "退出登录" }).click();
    await page.waitForURL(/\/login\/\?redirectUrl=%2Fportal%2F1%2F$/);
    await page.goto(`${portal.url}/portal/1/`);
    await page.waitForURL(/\/login\//);
    expect(page.url()).toContain("/login/");
  });

  it("shows the chrome in the language chosen with ?lang= and remembers it", async () => {
    await page.goto(`${portal.url}/login/?lang=en`);
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    await fillLogin(page, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    await page.waitForURL(`${portal.url}/portal/1/`);
    await enterAsTenantIdentity(page);
    await page.getByRole("button", { name: /User menu/ }).waitFor();
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("en");
    await page.goto(`${portal.url}/portal/1/?lang=sv-SE`);
    await page.getByRole("button", { name: /Användarmeny/ }).waitFor();
    await page.goto(`${portal.url}/portal/1/`);
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("sv-SE");
  });
});
