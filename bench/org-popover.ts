/**
 * Issue 3 figures, in Chromium, for the generated tenant of 100,000+ org nodes:
 * time to open the org popover (click → first tree row painted) and time per
 * search keystroke (key press → next frame painted).
 */
import type { Page } from "playwright-core";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { launchBrowser, signIn, type Portal } from "../tests/e2e/harness";

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Milliseconds from now until the next frame after `selector` is in the DOM. */
async function timeUntilPainted(page: Page, act: () => Promise<void>, selector: string): Promise<number> {
  await page.evaluate(`window.__t0 = performance.now()`);
  await act();
  // A string, not a closure: tsx's name helpers do not exist in the page.
  return page.evaluate(`new Promise((resolve) => {
    const check = () => {
      if (document.querySelector(${JSON.stringify(selector)})) requestAnimationFrame(() => resolve(performance.now() - window.__t0));
      else requestAnimationFrame(check);
    };
    check();
  })`) as Promise<number>;
}

export async function benchOrgPopover(portal: Portal): Promise<{ openMs: number; keystrokeMs: number; nodes: number }> {
  const nodes = Number((await portal.platform!.db.selectFrom("orgs").select((eb) => eb.fn.countAll().as("n")).where("tenant_id", "=", "10004").executeTakeFirst())?.n ?? 0);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await signIn(page, portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    await page.waitForURL(/\/portal\/1\//);
    await page.goto(`${portal.url}/portal/1/?tenantId=10004`);
    const button = page.getByRole("button", { name: /切换组织/ });
    await button.waitFor();
    const opens: number[] = [];
    for (let i = 0; i < 7; i++) {
      opens.push(await timeUntilPainted(page, () => button.click(), '[role="treeitem"]'));
      await page.keyboard.press("Escape");
      await page.locator('[role="treeitem"]').first().waitFor({ state: "detached" }).catch(() => undefined);
    }
    await button.click();
    const search = page.getByRole("searchbox", { name: "搜索组织" });
    await search.click();
    const keystrokes: number[] = [];
    for (const key of "华东区域第3分公司项目部") {
      await page.evaluate(`window.__t0 = performance.now()`);
      await page.keyboard.type(key);
      keystrokes.push((await page.evaluate(`new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now() - window.__t0)))`)) as number);
    }
    return { openMs: median(opens), keystrokeMs: median(keystrokes), nodes };
  } finally {
    await browser.close();
  }
}
