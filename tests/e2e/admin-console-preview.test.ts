import type { Frame, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signedIn } from "./harness";
import { withPortal } from "./with-portal";

/**
 * The console's preview shows what is edited (ADR 020 "Preview", ADR 055): it stays in view
 * beside the field being edited; it draws the portal at a chosen device's size (1920, 1440, 1280,
 * 768, 390) scaled to fit its pane, the brand — logo and system name — in view at each; none of
 * the admin's own popups (new-message prompt, alert notices, first-visit tips, the customer-service
 * launcher) lie over it; its draft ribbon shows only over a real draft; and its config problems
 * read in the admin's language, never as the validator's English or a regular expression.
 */

const env = withPortal();

const SYSTEM_NAME = "中建智造数字项目管理平台";
const FRAME_TITLE = "门户预览（您的草稿）";
const RIBBON = "预览：未发布的草稿，仅你可见";
const PRESETS = [
  { name: "桌面 1920", width: 1920 },
  { name: "桌面 1440", width: 1440 },
  { name: "笔记本 1280", width: 1280 },
  { name: "平板 768", width: 768 },
  { name: "手机 390", width: 390 },
] as const;

/** Signs in as the tenant admin and opens the console's Branding page from the user menu, as an admin does. */
async function openBranding(viewport: { width: number; height: number }): Promise<{ page: Page; theme: Locator }> {
  const page = await signedIn(env, { account: "admin", ready: "banner", viewport });
  await page.getByRole("banner").getByRole("button", { name: /用户菜单/ }).click();
  await page.getByRole("menuitem", { name: "管理控制台" }).click();
  await page.waitForURL(/\/portal-admin\/branding\/$/);
  const theme = page.getByRole("region", { name: "页头主题" });
  await theme.getByRole("form", { name: "页头主题" }).waitFor();
  return { page, theme };
}

/** The header theme's preview frame, once its portal page is drawn. */
async function previewFrame(theme: Locator): Promise<Frame> {
  const element = await theme.getByTitle(FRAME_TITLE).elementHandle();
  const frame = await element?.contentFrame();
  if (!frame) throw new Error("no preview frame");
  await frame.getByRole("banner").waitFor();
  return frame;
}

/** The field's text box for the header's background colour (the colour picker beside it shares the name). */
const headerColour = (theme: Locator) => theme.getByRole("form", { name: "页头主题" }).getByLabel("页头背景色", { exact: true }).first();

async function editHeaderColour(theme: Locator, value: string): Promise<void> {
  const field = headerColour(theme);
  await field.fill(value);
  await theme.getByRole("status").filter({ hasText: /^草稿已保存/ }).waitFor();
}

const inViewport = (box: { x: number; y: number; width: number; height: number }, viewport: { width: number; height: number }) =>
  box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width + 0.5 && box.y + box.height <= viewport.height + 0.5;

describe("the console's preview shows what is edited (ADR 055)", () => {
  it("on a fresh console the preview has no draft ribbon and none of the admin's own popups; after an edit the ribbon and the new colour show", async () => {
    const { page, theme } = await openBranding({ width: 1440, height: 900 });
    const frame = await previewFrame(theme);
    // Long enough for the first alert poll (1.5 s) and the side scripts (2 s, SPEC §9) to have come.
    await page.waitForTimeout(3500);
    expect(await frame.getByText(RIBBON).count()).toBe(0);
    expect(await frame.getByRole("region", { name: "通知" }).count()).toBe(0);
    expect(await frame.getByRole("alert").count()).toBe(0);
    expect(await frame.getByRole("dialog").count()).toBe(0);
    expect(await frame.locator("#portal-customer-service").count()).toBe(0);

    await editHeaderColour(theme, "#8B0000");
    await frame.getByText(RIBBON).waitFor();
    await frame.waitForFunction(() => getComputedStyle(document.querySelector("header[data-header]")!).backgroundColor === "rgb(139, 0, 0)");
    await page.context().close();
  }, 180_000);

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 1280, height: 800 },
  ]) {
    it(`at ${viewport.width}×${viewport.height} the preview stays in view beside the header colour while it is edited, far down the form`, async () => {
      const { page, theme } = await openBranding(viewport);
      await previewFrame(theme);
      const field = headerColour(theme);
      // The field far down the Branding form, brought to the middle of the window as an admin scrolls to it.
      await field.evaluate((element) => element.scrollIntoView({ block: "center" }));
      await editHeaderColour(theme, viewport.width === 1440 ? "#14365C" : "#1F2A44");
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      const fieldBox = (await field.boundingBox())!;
      const pane = theme.getByRole("region", { name: "预览" });
      const paneBox = (await pane.boundingBox())!;
      const stageBox = (await pane.getByTitle(FRAME_TITLE).locator("xpath=..").boundingBox())!;
      expect(inViewport(fieldBox, viewport)).toBe(true);
      // The whole preview — its controls and the portal — is in the window, to the right of the field.
      expect(inViewport(paneBox, viewport), JSON.stringify(paneBox)).toBe(true);
      expect(inViewport(stageBox, viewport), JSON.stringify(stageBox)).toBe(true);
      expect(paneBox.x).toBeGreaterThanOrEqual(fieldBox.x + fieldBox.width);
      await page.context().close();
    }, 180_000);
  }

  it("each device preset can be chosen; the portal is drawn at its width, scaled to fit the pane, with the logo and system name in view", async () => {
    const viewport = { width: 1440, height: 900 };
    const { page, theme } = await openBranding(viewport);
    const frame = await previewFrame(theme);
    const pane = theme.getByRole("region", { name: "预览" });
    const presets = pane.getByRole("radiogroup", { name: "设备尺寸" });
    for (const preset of PRESETS) {
      await presets.getByText(preset.name, { exact: true }).click();
      expect(await presets.getByRole("radio", { name: preset.name }).isChecked()).toBe(true);
      await frame.waitForFunction((width) => window.innerWidth === width, preset.width);
      // The brand: logo and system name in the frame's own window, each with room to be seen.
      const brand = await frame.evaluate(
        ({ name }) => {
          const seen = (element: Element | null) => {
            if (!element) return null;
            const box = element.getBoundingClientRect();
            const style = getComputedStyle(element);
            return { left: box.left, right: box.right, top: box.top, bottom: box.bottom, width: box.width, shown: style.visibility !== "hidden" && style.display !== "none" };
          };
          return { logo: seen(document.querySelector(`header[data-header] img[alt="${name} 标志"]`)), title: seen(document.querySelector("header[data-header] [data-testid=system-title]")), text: document.querySelector("header[data-header] [data-testid=system-title]")?.textContent, width: window.innerWidth };
        },
        { name: SYSTEM_NAME },
      );
      for (const part of [brand.logo, brand.title]) {
        expect(part, `${preset.name}: ${JSON.stringify(brand)}`).not.toBeNull();
        expect(part!.shown).toBe(true);
        expect(part!.left).toBeGreaterThanOrEqual(0);
        expect(part!.right).toBeLessThanOrEqual(brand.width);
        expect(part!.top).toBeGreaterThanOrEqual(0);
      }
      expect(brand.text).toBe(SYSTEM_NAME);
      // At least a few characters of the name show, at any width.
      expect(brand.title!.width, preset.name).toBeGreaterThanOrEqual(64);
      // Scaled to fit: the frame's box lies within the pane and the window.
      const paneBox = (await pane.boundingBox())!;
      const stageBox = (await pane.getByTitle(FRAME_TITLE).locator("xpath=..").boundingBox())!;
      expect(stageBox.x).toBeGreaterThanOrEqual(paneBox.x - 0.5);
      expect(stageBox.x + stageBox.width).toBeLessThanOrEqual(paneBox.x + paneBox.width + 0.5);
      expect(inViewport(stageBox, viewport), `${preset.name}: ${JSON.stringify(stageBox)}`).toBe(true);
      expect(stageBox.width / stageBox.height).toBeCloseTo(preset.width / (await frame.evaluate(() => window.innerHeight)), 1);
    }
    await page.context().close();
  }, 240_000);

  it("in the zh-CN console a bad header colour reads in the preview's problems box as a Chinese sentence with an example, no regular expression", async () => {
    const { page, theme } = await openBranding({ width: 1440, height: 900 });
    const frame = await previewFrame(theme);
    await editHeaderColour(theme, "深蓝色");
    const problems = frame.getByTestId("problems");
    await problems.waitFor();
    const text = (await problems.textContent()) ?? "";
    expect(text).toContain("页头主题（/headerBgColor）：收到 \"深蓝色\"，不是有效的颜色，应为 #rgb、#rrggbb、#rrggbbaa、rgb() 或 rgba()，例如 #268DFF。");
    expect(text).not.toMatch(/\^|\$\)|\\d|\[0-9|must|pattern/);
    await page.context().close();
  }, 180_000);
});
