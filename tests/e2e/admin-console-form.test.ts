import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signedIn } from "./harness";
import { withPortal } from "./with-portal";

/**
 * The console's forms as a tenant admin finds their way in them (ADR 056, SPEC §3 Header theme):
 * the header theme's filter narrows its fields by title; on a tablet and a phone the sections are
 * behind a labelled menu button and the page never scrolls sideways; a system name per language
 * goes live with Publish and a member sees the one of the language they choose in the header.
 */

const env = withPortal();

const CHINESE_TITLE = "中建智造数字项目管理平台";
const ENGLISH_TITLE = "CSCEC Digital Project Platform";

const titleOf = (page: Page) => page.getByRole("banner").getByTestId("system-title").textContent();

/** How far the page scrolls sideways (0: it does not). */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The labels of the header theme's fields now drawn. */
const shownLabels = (page: Page) =>
  page
    .getByRole("form", { name: "页头主题" })
    .locator(".ant-form-item-label > label")
    .evaluateAll((labels) => labels.filter((label) => (label as HTMLElement).offsetParent !== null).map((label) => label.textContent?.trim() ?? ""));

/** The header's language menu, opened by a click, and the language `name` clicked in it. */
async function chooseLanguage(page: Page, current: RegExp, name: string): Promise<void> {
  const button = page.getByRole("banner").getByRole("button", { name: current });
  const choice = page.getByRole("menu").getByRole("link", { name, exact: true });
  for (let tries = 0; tries < 5 && !(await choice.isVisible()); tries++) {
    await button.click();
    await choice.waitFor({ timeout: 3000 }).catch(() => undefined);
  }
  await choice.click();
  await page.getByRole("banner").getByRole("button", { name: new RegExp(`[：:] ?${name}$`) }).waitFor();
}

describe("the console's forms (ADR 056)", () => {
  it("filters the header theme's fields, opens its sections from a menu button at 768 and 390 px, and publishes an English system name that a member sees in English only", async () => {
    const admin = await signedIn(env, { account: "admin", ready: "banner", viewport: { width: 1440, height: 900 } });
    await admin.getByRole("banner").getByRole("button", { name: /用户菜单/ }).click();
    await admin.getByRole("menuitem", { name: "管理控制台" }).click();
    await admin.waitForURL(/\/portal-admin\/branding\/$/);
    const theme = admin.getByRole("region", { name: "页头主题" });
    const form = theme.getByRole("form", { name: "页头主题" });
    await form.waitFor();

    // The filter: only the fields whose title holds what is typed, and a word when none does.
    const filter = theme.getByRole("searchbox", { name: "筛选字段" });
    await filter.fill("标志");
    await theme.getByRole("status").filter({ hasText: /^显示 \d+ 个字段$/ }).waitFor();
    const matching = await shownLabels(admin);
    expect(matching.length).toBeGreaterThan(1);
    expect(matching.every((label) => label.includes("标志"))).toBe(true);
    expect(matching).not.toContain("系统名称");
    await filter.fill("斑马");
    await theme.getByText("没有名称包含“斑马”的字段").waitFor();
    expect(await shownLabels(admin)).toEqual([]);
    await filter.fill("");
    await form.getByLabel("系统名称", { exact: true }).waitFor();

    // The English system name, in the Brand section's per-language group, saved, then published.
    const brand = form.getByRole("region", { name: "品牌" });
    await brand.getByRole("group", { name: "各语言的系统名称" }).getByLabel("英语", { exact: true }).fill(ENGLISH_TITLE);
    await theme.getByRole("status").filter({ hasText: /^草稿已保存/ }).waitFor();
    await theme.getByRole("button", { name: /^发\s?布$/ }).click();
    const dialog = admin.getByRole("dialog", { name: "确认发布" });
    await dialog.waitFor();
    await dialog.getByText(ENGLISH_TITLE).first().waitFor();
    const answer = admin.waitForResponse((r) => r.url().endsWith("/api/param/v4/tenant-config/header-theme/publish"));
    await dialog.getByRole("button", { name: /^(发\s?布|全部发布)$/ }).click();
    expect((await answer).status()).toBe(200);
    await dialog.waitFor({ state: "hidden" });

    // A tablet and a phone: the sections behind a labelled button, the page never wider than the window.
    for (const [width, section, path] of [
      [768, "场景参数", /\/portal-admin\/scene-params\/$/],
      [390, "品牌", /\/portal-admin\/branding\/$/],
    ] as const) {
      await admin.setViewportSize({ width, height: 844 });
      expect(await admin.getByRole("navigation", { name: "控制台栏目" }).isVisible()).toBe(false);
      await admin.getByRole("button", { name: "打开控制台栏目菜单" }).click();
      const drawer = admin.getByRole("dialog").filter({ has: admin.getByRole("navigation", { name: "控制台栏目" }) });
      await drawer.getByRole("link", { name: section }).click();
      await admin.waitForURL(path);
      await drawer.waitFor({ state: "hidden" });
      await admin.getByRole("form").first().waitFor();
      // The preview under the form, with its device choices, is drawn too.
      await admin.getByText("设备尺寸").first().waitFor();
      expect(await sidewaysScroll(admin), `sideways scroll at ${width} px`).toBe(0);
    }
    await admin.context().close();

    // A member: the default (Chinese) name in zh-CN, the English one once English is chosen.
    const demo = await signedIn(env, { account: "demo", ready: "banner" });
    expect(await titleOf(demo)).toBe(CHINESE_TITLE);
    await chooseLanguage(demo, /^语言：/, "English");
    await expect.poll(() => titleOf(demo)).toBe(ENGLISH_TITLE);
    await demo.context().close();
  }, 240_000);
});
