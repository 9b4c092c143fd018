import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { contrastRatio, parseColor, TEXT_CONTRAST_MIN } from "#app/kit/contrast";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { mainMenuItem, platformToken, signIn, switchPortalType } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();

/** Acme through its custom entry link (SPEC §2 `/portal/custom/acme`), signed in through the form. */
async function inAcme(viewport = { width: 1440, height: 900 }): Promise<Page> {
  const context = await env.browser.newContext({ locale: "zh-CN", viewport });
  const page = await context.newPage();
  await signIn(page, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password, "/portal/custom/acme");
  await page.getByRole("banner").getByText("Acme Project Portal").waitFor();
  return page;
}

/** The text colour of an element and the opaque colour behind it (the first ancestor with a background). */
async function colours(locator: Locator): Promise<{ text: string; background: string }> {
  return locator.evaluate((element) => {
    const text = getComputedStyle(element).color;
    for (let e: Element | null = element; e; e = e.parentElement) {
      const background = getComputedStyle(e).backgroundColor;
      if (background !== "rgba(0, 0, 0, 0)" && background !== "transparent") return { text, background };
    }
    return { text, background: "rgb(255, 255, 255)" };
  });
}

const ANTD_BLUES = ["rgb(22, 119, 255)", "rgb(230, 244, 255)", "rgb(64, 150, 255)", "rgb(9, 88, 217)"];

/** The hue of a colour in degrees (0 red, 30 orange, 210 antd's blue). */
function hue(colour: string): number {
  const rgb = parseColor(colour);
  if (!rgb) return Number.NaN;
  const [r, g, b] = [rgb.r / 255, rgb.g / 255, rgb.b / 255];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return Number.NaN;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

/** An accent of Acme's orange (#E8590C, hue 21°), in any shade or tint: an orange hue, none of antd's blues. */
function expectAcmeAccent(colour: string, what: string) {
  expect(ANTD_BLUES, `${what} is antd's blue`).not.toContain(colour);
  const h = hue(colour);
  expect(h >= 5 && h <= 45, `${what} is not orange: ${colour} (hue ${h})`).toBe(true);
}

function expectReadable(pair: { text: string; background: string }, what: string) {
  expect(contrastRatio(pair.text, pair.background), `${what}: ${pair.text} on ${pair.background}`).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
}

describe("a tenant's look (SPEC §3 header theme, §9 defaults)", () => {
  it("the org tree and its tabs use the same font as the antd controls beside them", async () => {
    const page = await inAcme();
    await page.getByRole("button", { name: /切换组织：Acme Construction Ltd/ }).click();
    const tree = page.getByRole("tree");
    await tree.waitFor();
    const font = (locator: Locator) => locator.evaluate((e) => getComputedStyle(e).fontFamily);
    const antdFont = await font(page.getByRole("searchbox", { name: "搜索组织" }));
    expect(antdFont).not.toMatch(/Times/);
    await expect(font(tree.getByRole("treeitem", { name: "Acme Construction Ltd" }))).resolves.toBe(antdFont);
    await expect(font(page.getByRole("tab", { name: "组织" }))).resolves.toBe(antdFont);
    await page.context().close();
  });

  it("Acme's orange reaches every accent through antd's tokens, in shades that keep text at 4.5:1", async () => {
    const page = await inAcme();
    // A primary button: the message prompt's 查看, shown on entry (drawn by antd's App, under the tenant's theme).
    const view = page.getByRole("button", { name: /^查\s?看$/ }).first();
    await view.waitFor();
    const button = await view.evaluate((e) => ({ text: getComputedStyle(e).color, background: getComputedStyle(e).backgroundColor }));
    expectAcmeAccent(button.background, "primary button");
    expectReadable(button, "primary button text");
    // The active tab.
    const homeTab = page.getByRole("tab", { name: "首页" });
    await homeTab.waitFor();
    const tab = await colours(homeTab);
    expectAcmeAccent(tab.text, "active tab text");
    expectReadable(tab, "active tab text");

    // A menu opened from the header: the sidebar marks its app as the active one.
    await (await mainMenuItem(page, "企业管理", "投资管理")).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/portal/1/"));
    const sidebar = page.getByRole("navigation", { name: "应用菜单" });
    const active = sidebar.locator('[aria-current="true"], [aria-current="page"]').first();
    await active.waitFor();
    expectReadable(await colours(active), "active sidebar item");
    // The header's active main menu.
    const activeMain = page.getByRole("banner").locator('[role="menuitem"][aria-current="page"]').first();
    await activeMain.waitFor();
    expectReadable(await colours(activeMain), "active main menu");

    // Links: 查看更多 in the message centre.
    await page.getByRole("banner").getByRole("button", { name: /消息中心/ }).click();
    const more = page.getByRole("link", { name: "查看更多" });
    await more.waitFor();
    const link = await colours(more);
    expectAcmeAccent(link.text, "查看更多");
    expectReadable(link, "查看更多");
    await page.keyboard.press("Escape");

    // The selected org row.
    await page.getByRole("button", { name: /切换组织/ }).click();
    const selectedRow = page.getByRole("tree").locator('[aria-selected="true"]').first();
    await selectedRow.waitFor();
    const row = await colours(selectedRow);
    expectAcmeAccent(row.background, "selected org row");
    expectReadable(row, "selected org row");
    await page.keyboard.press("Escape");

    await page.context().close();
  }, 120_000);

  it("Simple: the system title shows in full beside the org switcher, also while the switcher is open", async () => {
    const page = await inAcme();
    await switchPortalType(page, "Simple");
    const title = page.getByRole("banner").getByText("Acme Project Portal");
    const cut = () => title.evaluate((e) => e.scrollWidth > e.clientWidth + 0.5);
    await expect.poll(cut).toBe(false);
    await page.getByRole("banner").getByRole("button", { name: /切换组织/ }).click();
    await page.getByRole("tree").waitFor();
    await page.waitForTimeout(400);
    await expect(cut()).resolves.toBe(false);
    // Back to Classic for the next tests.
    await page.keyboard.press("Escape");
    await switchPortalType(page, "Classic");
    await page.context().close();
  }, 120_000);

  it("a watermark template whose text is one plain word draws that word (SPEC §3 Watermark, §4)", async () => {
    // The tenant admin makes a template of the word CONFIDENTIAL and names it in Acme's header theme.
    const adminToken = await platformToken(env.portal.url, DEMO_ACCOUNTS.admin.account, DEMO_ACCOUNTS.admin.password, "10002");
    const headers = { authorization: `Bearer ${adminToken}`, "content-type": "application/json" };
    const made = await fetch(`${env.portal.url}/platform/api/report-center/v4/mark`, { method: "POST", headers, body: JSON.stringify({ name: "Confidential", text: "CONFIDENTIAL" }) });
    expect(made.status).toBe(201);
    const { data: template } = (await made.json()) as { data: { id: string } };
    const put = await fetch(`${env.portal.url}/platform/api/param/v4/theme-settings/header`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ watermarkSwitch: 1, watermarkTemplate: template.id, watermarkScopeType: 0 }),
    });
    expect(put.status).toBe(200);
    const page = await inAcme();
    const watermark = page.getByTestId("watermark");
    await watermark.waitFor({ state: "attached" });
    await expect(watermark.getAttribute("data-watermark-text")).resolves.toBe("CONFIDENTIAL");
    await expect(watermark.evaluate((e) => getComputedStyle(e).backgroundImage)).resolves.toMatch(/^url\(/);
    await page.context().close();
  });
});
