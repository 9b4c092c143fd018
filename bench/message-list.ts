/**
 * The message list in Chromium (SPEC §4 Messages, §2 station-message-all), on the demo data:
 * signed in as `demo` through the login form (the tenant identity chosen in the dialog), from
 * the click on the bell list's "查看更多" (the `mousedown` event's timestamp in the page) until
 * the frame is painted in which the 全部消息 list shows its first row. The list page is opened in
 * the same document (a tab of the shell), so the figure is the page's code, its platform call and
 * its first paint. Each run is a fresh page of the same signed-in browser; the median is printed.
 *
 * `NODE_ENV=production npx tsx bench/message-list.ts` runs it alone (after `npx remix vite:build`);
 * `npm run bench` runs it with the others.
 */
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { FULL_CHROMIUM_PATH } from "../tests/e2e/chromium";
import { launchChromium } from "../tests/e2e/browser";
import { median, RECORD_INPUT, timeToPaint } from "./org-popover";
import { startPortalProcess, type PortalProcess } from "./portal-process";
import { signInThroughTheForm } from "./sign-in";

const RUNS = 7;

/** The 全部消息 list shows a row inside the viewport. */
const FIRST_ROW_SHOWN = `(() => {
  const row = document.querySelector('[role="list"][aria-label="全部消息"] [role="listitem"], ul[aria-label="全部消息"] > li');
  if (!row || !row.checkVisibility({ visibilityProperty: true })) return false;
  const box = row.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.top < innerHeight;
})()`;

export interface MessageListFigures {
  /** Median over RUNS, ms. */
  firstRowMs: number;
  runs: number[];
}

export async function benchMessageList(portal: Pick<PortalProcess, "url">): Promise<MessageListFigures> {
  const browser = await launchChromium(FULL_CHROMIUM_PATH);
  try {
    const context = await browser.newContext({ locale: "zh-CN", viewport: { width: 1440, height: 900 } });
    await context.addInitScript(RECORD_INPUT);
    const login = await context.newPage();
    await signInThroughTheForm(login, portal.url);
    await login.close();

    const runs: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const page = await context.newPage();
      await page.goto(`${portal.url}/portal/1/`);
      const bell = page.getByRole("banner").getByRole("button", { name: /^消息中心/ });
      await bell.click();
      const more = page.getByRole("dialog", { name: "未读消息" }).getByRole("link", { name: "查看更多" });
      await more.waitFor();
      await page.waitForLoadState("networkidle");
      runs.push(await timeToPaint(page, FIRST_ROW_SHOWN, "window.__input.mousedown", () => more.click()));
      await page.close();
    }
    return { firstRowMs: median(runs), runs };
  } finally {
    await browser.close();
  }
}

export function describeMessageList(figures: MessageListFigures): string {
  return [
    "Message list (demo, bell → 查看更多 → first row of 全部消息 painted; target < 1000 ms):",
    `  median ${figures.firstRowMs.toFixed(0)} ms over ${figures.runs.length} runs (${figures.runs.map((ms) => ms.toFixed(0)).join(", ")})`,
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (!existsSync("build/server/index.js")) throw new Error("run `npx remix vite:build` first");
  const portal = await startPortalProcess();
  try {
    console.log(describeMessageList(await benchMessageList(portal)));
  } finally {
    await portal.close();
  }
}
