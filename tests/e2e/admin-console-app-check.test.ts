import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CUSTOMER_APP_DIR } from "./customer-app-registration";
import { opened, signedIn } from "./harness";
import { startStaticOrigin, type StaticOrigin } from "./static-origin";
import { withPortal } from "./with-portal";

/**
 * ADR 060: an app's entry is checked when it is registered in the console. The apps are the
 * customer's plain HTML and script (tests/e2e/fixtures/customer-app), each served by a static
 * server on another origin of this machine, as outsiders serve them: one with CORS for any
 * origin, one with none, one whose pages refuse to be framed, and one that is down.
 */
let good: StaticOrigin;
let noCors: StaticOrigin;
let refusesFraming: StaticOrigin;
let down: StaticOrigin;
beforeAll(async () => {
  good = await startStaticOrigin(CUSTOMER_APP_DIR);
  noCors = await startStaticOrigin(CUSTOMER_APP_DIR, { cors: false });
  refusesFraming = await startStaticOrigin(CUSTOMER_APP_DIR, { headers: { "x-frame-options": "DENY" } });
  down = await startStaticOrigin(CUSTOMER_APP_DIR);
  await down.stop();
});
// The operator trusts the micro-apps' origins (ADR 047), so they run in the page and are read across origins.
const env = withPortal({ trustedCodeOrigins: () => [good.origin, noCors.origin] });

/** The admin's console at its Apps and menus section, reached from the portal's user menu, and the registration dialog opened. */
async function registrationDialog(): Promise<{ page: Page; dialog: Locator }> {
  const page = await signedIn(env, { account: "admin", ready: "banner" });
  await page.getByRole("button", { name: /用户菜单/ }).click();
  await page.getByRole("link", { name: "管理控制台" }).click();
  await page.waitForURL(/\/portal-admin\//);
  await page.getByRole("navigation", { name: "控制台栏目" }).getByRole("link", { name: "应用与菜单" }).click();
  await page.getByRole("button", { name: "注册应用" }).click();
  return { page, dialog: await opened(page.getByRole("dialog")) };
}

/** Chooses the app's kind in the dialog's Select. */
async function chooseKind(page: Page, dialog: Locator, kind: string): Promise<void> {
  // The box a person clicks: its chosen value lies over the combobox's input.
  await dialog.locator(".ant-select-selector", { has: page.getByRole("combobox", { name: "接入方式", exact: true }) }).click();
  await (await opened(page.locator(".ant-select-dropdown:visible"))).getByText(kind, { exact: true }).click();
  await dialog.locator(".ant-select-selection-item", { hasText: kind }).waitFor({ timeout: 5000 });
}

/** The entry field, and what the check says beside it once it has answered. */
async function checkEntry(dialog: Locator, entry: string): Promise<Locator> {
  const field = dialog.getByLabel("入口地址");
  await field.fill(entry);
  // antd puts a space between two Chinese characters of a button (检 查), as it does in 保 存.
  await dialog.getByRole("button", { name: /检\s?查$/ }).click();
  // The field names the findings as its description.
  const id = await field.evaluate((input) => (input.getAttribute("aria-describedby") ?? "").split(" ").pop() ?? "");
  const findings = dialog.locator(`[id="${id}"]`);
  await expect.poll(() => findings.textContent(), { timeout: 15_000 }).not.toMatch(/^$|正在从门户服务器检查/);
  return findings;
}

describe("the console checks an app's entry when it is registered (ADR 060)", () => {
  afterAll(async () => {
    await Promise.all([good, noCors, refusesFraming, down].map((origin) => origin?.close()));
  });

  it("says in zh-CN what will fail — no CORS for the portal's origin, a page refusing framing, not reachable — and lets a good app pass", { timeout: 150_000 }, async () => {
    const { page, dialog } = await registrationDialog();
    const portal = env.portal.url;
    await dialog.getByLabel("名称（中文）").fill("客户报表");
    await dialog.getByLabel("名称（英文）").fill("Customer report");
    await dialog.getByLabel("名称（瑞典文）").fill("Kundrapport");

    // A micro-app whose server sends no CORS header: qiankun's fetch of it would be refused.
    await chooseKind(page, dialog, "微应用（qiankun）");
    let findings = await checkEntry(dialog, `${noCors.origin}/`);
    await expect(findings.getAttribute("role")).resolves.toBe("alert");
    await expect(findings.textContent()).resolves.toContain(`该地址未允许门户的来源 ${portal} 跨域读取（${noCors.origin}/）：请在响应中加入 Access-Control-Allow-Origin: ${portal}`);
    // Its stylesheet and script, fetched the same way, are named too.
    await expect(findings.textContent()).resolves.toContain(`（${noCors.origin}/app.js）`);
    await expect(findings.textContent()).resolves.toContain(`（${noCors.origin}/app.css）`);

    // A framed app whose page refuses every frame.
    await chooseKind(page, dialog, "内嵌框架（iframe）");
    findings = await checkEntry(dialog, `${refusesFraming.origin}/`);
    await expect(findings.textContent()).resolves.toContain(`该页面拒绝被嵌入（X-Frame-Options: DENY，${refusesFraming.origin}/）：请去掉该响应头，改用 Content-Security-Policy: frame-ancestors ${portal} 允许门户嵌入。`);

    // A server that is down: nothing listens on its port.
    findings = await checkEntry(dialog, `${down.origin}/`);
    await expect(findings.textContent()).resolves.toContain(`无法连接 ${new URL(down.origin).host}（ECONNREFUSED）`);
    // Saving asks once; the admin may save anyway (members' network may reach it).
    await expect(dialog.getByRole("button", { name: "仍然保存" }).count()).resolves.toBe(1);

    // A micro-app served with CORS passes, with no finding.
    await chooseKind(page, dialog, "微应用（qiankun）");
    findings = await checkEntry(dialog, `${good.origin}/`);
    await expect(findings.getAttribute("role")).resolves.toBe("status");
    await expect(findings.textContent()).resolves.toBe(`检查通过：成员的浏览器可以打开 ${good.origin}/（在门户页面中运行，跨域读取）。`);
    await expect(dialog.getByRole("alert").count()).resolves.toBe(0);
    expect(good.asked).toEqual(expect.arrayContaining(["/", "/app.js", "/app.css"]));
    await page.context().close();
  });

  it("a save of an app the check refuses stops once and saves on 仍然保存", async () => {
    const { page, dialog } = await registrationDialog();
    await dialog.getByLabel("名称（中文）").fill("停机的应用");
    await dialog.getByLabel("名称（英文）").fill("Stopped app");
    await dialog.getByLabel("名称（瑞典文）").fill("Stoppad app");
    await dialog.getByLabel("入口地址").fill(`${down.origin}/`);
    await dialog.getByRole("button", { name: /^保\s?存$/ }).click();
    await dialog.getByRole("alert").getByText(`无法连接 ${new URL(down.origin).host}`, { exact: false }).waitFor();
    await dialog.getByRole("button", { name: "仍然保存" }).click();
    await page.getByRole("cell", { name: `${down.origin}/` }).waitFor();
    await page.context().close();
  });
});
