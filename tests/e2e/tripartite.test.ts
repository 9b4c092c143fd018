import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { mainMenuItem, signedIn } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();
const WINDOW = { width: 1440, height: 900 };

/** Where the frame's box ends, against the window's height and the page's scroll height. */
async function frameFit(page: Page, frame: Locator): Promise<{ top: number; bottom: number; windowHeight: number; scrollHeight: number }> {
  const box = await frame.boundingBox();
  if (!box) throw new Error("the frame is not laid out");
  const { windowHeight, scrollHeight } = await page.evaluate(() => ({ windowHeight: window.innerHeight, scrollHeight: document.documentElement.scrollHeight }));
  return { top: Math.round(box.y), bottom: Math.round(box.y + box.height), windowHeight, scrollHeight };
}

describe("third-party pages (SPEC §2 tripartiteApp, menu 4)", () => {
  it("viewMode=tripartiteApp frames the page alone, sandboxed, without the chrome", async () => {
    const partner = `${env.portal.url}/apps/third-party/?sensor=dust`;
    const entry = `/portal/1/?viewMode=tripartiteApp&tripartitePageUrl=${encodeURIComponent(partner)}`;
    const page = await signedIn(env, { entry, viewport: WINDOW });
    const frame = page.getByTitle("第三方应用");
    await frame.waitFor();
    expect(await frame.getAttribute("src")).toBe(partner);
    // The demo partner page is deployed with the shell (/apps/): no sandbox it could lift itself (ADR 051).
    await expect(frame.getAttribute("sandbox")).resolves.toBeNull();
    // The partner page itself draws inside the frame.
    await expect.poll(() => page.frameLocator('iframe[title="第三方应用"]').locator("body").innerText(), { timeout: 15_000 }).toContain("dust");
    await expect(page.getByRole("banner").count()).resolves.toBe(0);
    await expect(page.locator("[data-subapp-status]").getAttribute("data-subapp-status")).resolves.toBe("mounted");
    // The frame is the whole window: from its top to its bottom, no grey band and no scrolling.
    await expect.poll(() => frameFit(page, frame), { timeout: 10_000 }).toEqual({ top: 0, bottom: WINDOW.height, windowHeight: WINDOW.height, scrollHeight: WINDOW.height });
    // It follows the window when that changes.
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect.poll(() => frameFit(page, frame), { timeout: 10_000 }).toEqual({ top: 0, bottom: 720, windowHeight: 720, scrollHeight: 720 });
  });

  it("menu 4 in the shell frames the entry's third-party page in its tab", async () => {
    const partner = `${env.portal.url}/apps/third-party/?help=monthly-approval`;
    const page = await signedIn(env, { entry: `/portal/4/?tripartitePageUrl=${encodeURIComponent(partner)}`, ready: "banner", viewport: WINDOW });
    const region = page.getByRole("region", { name: "第三方应用" });
    const frame = region.getByTitle("第三方应用");
    await frame.waitFor();
    await expect(page.getByRole("tab", { name: "第三方应用" }).count()).resolves.toBe(1);
    // The frame fills the content area down to the window's bottom (less the content's 16 px gutter): no grey band below it, no scrolling.
    await expect.poll(async () => {
      const fit = await frameFit(page, frame);
      return { gapBelow: fit.windowHeight - fit.bottom, scrolls: fit.scrollHeight > fit.windowHeight, belowTabs: fit.top > 0 };
    }, { timeout: 10_000 }).toEqual({ gapBelow: 16, scrolls: false, belowTabs: true });

    // The temporary page is shown, not kept: once another menu opens, its tab goes, and a reload does not bring it back.
    await (await mainMenuItem(page, "企业管理", "投资管理")).click();
    await page.getByRole("region", { name: "项目储备" }).waitFor();
    await expect.poll(() => page.getByRole("tablist", { name: "已打开的页面" }).getByRole("tab").allTextContents(), { timeout: 15_000 }).toEqual(["首页", "项目储备"]);
    await page.waitForURL((url) => url.pathname !== "/portal/4/");
    await page.reload();
    await page.getByRole("region", { name: "项目储备" }).waitFor();
    await expect.poll(() => page.getByRole("tablist", { name: "已打开的页面" }).getByRole("tab").allTextContents(), { timeout: 15_000 }).toEqual(["首页", "项目储备"]);
  });

  it("a blacklisted address is the not-found page with the SPEC §5 message", async () => {
    const page = await signedIn(env, { ready: "banner" });
    // A third-party link is /portal/ with its query (SPEC §2): the query reaches the page.
    const response = await page.goto(`${env.portal.url}/portal/?viewMode=tripartiteApp&tripartitePageUrl=${encodeURIComponent("http://169.254.169.254/latest/meta-data")}`);
    expect(response?.status()).toBe(404);
    expect(new URL(page.url()).pathname).toBe("/portal/1/");
    await expect(page.getByRole("alert").textContent()).resolves.toBe("参数 tripartitePageUrl 不合法！");
    await page.getByText("页面不存在").waitFor();
    await expect(page.locator("iframe").count()).resolves.toBe(0);
  });
});
