import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signedIn } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();

/** What has the keyboard focus, as a person would name it: its role and accessible text. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "body";
    return `${el.getAttribute("role") ?? el.tagName.toLowerCase()}:${el.getAttribute("aria-label") ?? (el.textContent ?? "").trim()}`;
  });
}

/** Presses Tab until the focus is on the element of `role` named `text`, as a keyboard user walks the page. */
async function tabTo(page: Page, text: string, role: string): Promise<void> {
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press("Tab");
    const now = await focused(page);
    if (now === `${role}:${text}`) return;
  }
  throw new Error(`Tab never reached ${role} ${text}`);
}

describe("keyboard focus after opening a menu (SPEC §2 Left side, §4 Menu select, Tabs)", () => {
  it("Enter on a leaf of the sidebar's menu panel puts the focus on the new tab, not the page body", async () => {
    const page = await signedIn(env, { viewport: { width: 1440, height: 900 }, ready: "sidebar" });
    const nav = page.getByRole("navigation", { name: "应用菜单" });
    await nav.getByRole("button", { name: "企业管理" }).waitFor();

    // Tab to the app, open its panel with →, the directories' columns with →, and the leaf with Enter.
    await tabTo(page, "企业管理", "button");
    await page.keyboard.press("ArrowRight");
    const panel = page.getByRole("region", { name: "企业管理的菜单" });
    await panel.waitFor();
    await expect.poll(() => focused(page), { timeout: 5_000 }).toBe("button:投资管理");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => focused(page), { timeout: 5_000 }).toBe("button:投资项目库");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => focused(page), { timeout: 5_000 }).toBe("a:项目储备");
    await page.keyboard.press("Enter");

    await page.getByRole("region", { name: "项目储备" }).waitFor();
    await panel.waitFor({ state: "detached" });
    // The focus is on the opened menu's tab, the selected one, so the keyboard goes on from there.
    await expect.poll(() => focused(page), { timeout: 5_000 }).toBe("tab:项目储备");
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-selected"))).resolves.toBe("true");
    // The keyboard goes on from the tab: ← moves to the tab before it.
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => focused(page), { timeout: 5_000 }).toBe("tab:首页");
    await page.context().close();
  });

  it("in drawer mode too, the focus goes to the new tab when the drawer closes after Enter on a leaf", async () => {
    const page = await signedIn(env, { viewport: { width: 1440, height: 900 }, ready: "sidebar" });
    await page.getByRole("button", { name: "取消固定（抽屉模式）" }).click();
    await page.locator('[data-testid="sidebar"][data-mode="drawer"]').waitFor();
    await tabTo(page, "打开应用菜单", "button");
    await page.keyboard.press("Enter");
    const drawer = page.getByTestId("sidebar-drawer");
    await drawer.getByRole("navigation", { name: "应用菜单" }).waitFor();
    await drawer.getByRole("button", { name: "企业管理" }).waitFor();
    await tabTo(page, "企业管理", "button");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => focused(page), { timeout: 5_000 }).toBe("button:投资管理");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => focused(page), { timeout: 5_000 }).toBe("button:投资项目库");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => focused(page), { timeout: 5_000 }).toBe("a:项目储备");
    await page.keyboard.press("Enter");
    await page.getByRole("region", { name: "项目储备" }).waitFor();
    await drawer.waitFor({ state: "detached" });
    await expect.poll(() => focused(page), { timeout: 5_000 }).toBe("tab:项目储备");
    await page.context().close();
  });
});

/** What a Tab stop shows of the keyboard's focus: its outline, and whether antd draws its own focus there (a text field). */
interface FocusStop {
  name: string;
  outline: string;
  width: number;
  /** Contrast of the outline's colour with the nearest opaque background behind the element. */
  ratio: number;
  textField: boolean;
}

/** The focused element's ring, read from the page; null on the body. */
function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const parse = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    let behind = [255, 255, 255];
    for (let node = el.parentElement; node; node = node.parentElement) {
      const bg = parse(getComputedStyle(node).backgroundColor);
      if (bg.length >= 3 && (bg.length < 4 || (bg[3] ?? 0) > 0.5)) {
        behind = bg;
        break;
      }
    }
    const style = getComputedStyle(el);
    const [hi, lo] = [luminance(parse(style.outlineColor)), luminance(behind)].sort((a, b) => b - a) as [number, number];
    const textField = el.matches("input:not([type=checkbox]):not([type=radio]), textarea, [contenteditable=true]");
    return { name: `${el.getAttribute("role") ?? el.tagName.toLowerCase()}:${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30)}`, outline: style.outlineStyle, width: parseFloat(style.outlineWidth), ratio: Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100, textField };
  });
}

describe("a visible keyboard focus at every Tab stop (WCAG 2.4.7)", () => {
  it("walking the header and the home page with Tab, each stop shows a ring of 2 px at 3:1 on what is behind it", async () => {
    const page = await signedIn(env, { viewport: { width: 1440, height: 900 }, ready: "sidebar" });
    await page.getByRole("link", { name: "首页" }).first().waitFor();
    const stops: FocusStop[] = [];
    for (let presses = 0; presses < 40; presses++) {
      await page.keyboard.press("Tab");
      const stop = await focusStop(page);
      if (stop) stops.push(stop);
    }
    // The header's links and the home's favourites and recent visits are among them.
    expect(stops.map((stop) => stop.name)).toEqual(expect.arrayContaining([expect.stringMatching(/^a:首页/)]));
    expect(stops.length).toBeGreaterThan(20);
    const unseen = stops.filter((stop) => !stop.textField && (stop.outline === "none" || stop.width < 2 || stop.ratio < 3));
    expect(unseen).toEqual([]);
    await page.context().close();
  });
});
