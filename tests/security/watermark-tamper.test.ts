import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { appIn, consoleOf, expectStatus, openBySearch, signedInAtProject, tabList } from "../e2e/sub-apps-support";
import { opened, settledBox } from "../e2e/harness";
import { withPortal } from "../e2e/with-portal";

/**
 * SPEC §4 watermark, ADR 029: the demo user of 中建智造集团 works under the tenant's watermark
 * (db/seed.ts names template 9001 in its header theme). Whatever a user does to the page from
 * the browser's console, the watermark is back within 100 ms, looks as it did, and lies above
 * every dialog and framed app without taking a click.
 */
const env = withPortal();

const BRIDGE_DEMO = "桥接诊断"; // the bridge demo, a framed app (/apps/bridge-demo/) under the developer tools
const RESTORE_MS = 100;

/**
 * The ways of taking the watermark away, each run in the page as one synchronous script. The last
 * empties the watermark's parent, taking the page's content with it; it comes last.
 */
const TAMPERS = [
  "remove the element",
  "remove it through its parent",
  "display: none",
  "opacity: 0",
  "visibility: hidden !important inline",
  "the hidden attribute",
  "an empty style attribute",
  "transform: scale(0)",
  "an injected visibility:hidden style sheet",
  "an injected display:none !important style sheet",
  "a rule inserted through the CSSOM",
  "a class with an opacity:0 !important rule",
  "move it into a hidden box",
  "empty its parent's child list",
] as const;

/**
 * Applies one tamper and polls until the watermark is there again as it was: in the
 * document, displayed, visible, at its opacity, covering the window, with its background. Returns
 * how long that took in ms, or null when it had not come back after a second.
 */
async function tamperAndWait(page: Page, tamper: (typeof TAMPERS)[number]): Promise<number | null> {
  return page.evaluate(async (kind) => {
    const find = () => document.querySelector<HTMLElement>('[data-testid="watermark"]');
    const before = find();
    // Gone since an earlier tamper: it did not come back, which counts as not back now either.
    if (!before) return null;
    const look = (element: HTMLElement) => {
      const s = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return {
        display: s.display,
        visibility: s.visibility,
        opacity: s.opacity,
        background: s.backgroundImage,
        covers: box.left <= 0 && box.top <= 0 && box.right >= window.innerWidth && box.bottom >= window.innerHeight,
      };
    };
    const wanted = JSON.stringify(look(before));
    // Seen as before: the same look, and no ancestor of it hidden.
    const seen = () => {
      const element = find();
      if (!element || !element.isConnected || JSON.stringify(look(element)) !== wanted) return false;
      for (let node = element.parentElement; node; node = node.parentElement) {
        const s = getComputedStyle(node);
        if (s.display === "none" || s.visibility === "hidden" || s.opacity === "0") return false;
      }
      return true;
    };
    const element = before;
    switch (kind) {
      case "remove the element":
        element.remove();
        break;
      case "remove it through its parent":
        element.parentElement?.removeChild(element);
        break;
      case "display: none":
        element.style.display = "none";
        break;
      case "opacity: 0":
        element.style.opacity = "0";
        break;
      case "visibility: hidden !important inline":
        element.style.setProperty("visibility", "hidden", "important");
        break;
      case "the hidden attribute":
        element.hidden = true;
        element.style.removeProperty("display");
        break;
      case "an empty style attribute":
        element.setAttribute("style", "");
        break;
      case "transform: scale(0)":
        element.style.setProperty("transform", "scale(0)", "important");
        break;
      case "an injected visibility:hidden style sheet": {
        const sheet = document.createElement("style");
        sheet.textContent = '[data-testid="watermark"] { visibility: hidden; }';
        document.head.appendChild(sheet);
        break;
      }
      case "an injected display:none !important style sheet": {
        const sheet = document.createElement("style");
        sheet.textContent = "div[aria-hidden] { display: none !important; }";
        document.body.appendChild(sheet);
        break;
      }
      case "a rule inserted through the CSSOM": {
        // No DOM mutation at all: only the element's own inline !important style can hold against it.
        const sheet = new CSSStyleSheet();
        sheet.insertRule('[data-testid="watermark"] { opacity: 0 !important; visibility: hidden !important; }');
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
        break;
      }
      case "a class with an opacity:0 !important rule": {
        const sheet = document.createElement("style");
        sheet.textContent = ".tampered { opacity: 0 !important; display: none !important; }";
        document.head.appendChild(sheet);
        element.classList.add("tampered");
        break;
      }
      case "move it into a hidden box": {
        const box = document.createElement("div");
        box.style.display = "none";
        document.body.appendChild(box);
        box.appendChild(element);
        break;
      }
      case "empty its parent's child list":
        element.parentElement?.replaceChildren();
        break;
    }
    const start = performance.now();
    // First after the microtasks the tamper queued (a MutationObserver's callback is one), then
    // at every turn of the event loop for a second.
    await Promise.resolve();
    while (performance.now() - start < 1000) {
      if (seen()) return performance.now() - start;
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    return null;
  }, tamper);
}

/**
 * Whether the watermark is painted above the element `selector` names at that element's centre:
 * for the one synchronous moment of the check the watermark takes the pointer (a hit test skips
 * pointer-events:none), so elementsFromPoint lists what is painted there, top first.
 */
async function paintedAbove(page: Page, selector: string): Promise<{ watermarkFirst: boolean; targetBelow: boolean; pointerEvents: string }> {
  return page.evaluate((target) => {
    const mark = document.querySelector<HTMLElement>('[data-testid="watermark"]');
    const element = document.querySelector<HTMLElement>(target);
    if (!mark || !element) throw new Error(`missing: ${mark ? target : "the watermark"}`);
    const { pointerEvents } = getComputedStyle(mark);
    const box = element.getBoundingClientRect();
    const saved = mark.style.getPropertyValue("pointer-events");
    const priority = mark.style.getPropertyPriority("pointer-events");
    mark.style.setProperty("pointer-events", "auto", "important");
    const stack = document.elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    mark.style.setProperty("pointer-events", saved, priority);
    const at = (node: Element) => stack.findIndex((e) => e === node || node.contains(e));
    return { watermarkFirst: stack[0] === mark, targetBelow: at(element) > 0, pointerEvents };
  }, selector);
}

describe("the watermark cannot be taken away from the page (SPEC §4, ADR 029)", () => {
  it("lies above a dialog and a framed app, takes no click from them, and is back within 100 ms of every tamper", async () => {
    const page = await signedInAtProject(env);
    const logged = consoleOf(page);
    await page.getByTestId("watermark").waitFor({ state: "attached" });

    // A framed app in the viewport: the watermark is painted over it, and a click reaches the app.
    await openBySearch(page, BRIDGE_DEMO);
    await expectStatus(page, BRIDGE_DEMO, "mounted");
    const app = appIn(page, BRIDGE_DEMO);
    const framed = await paintedAbove(page, `section[aria-label="${BRIDGE_DEMO}"] iframe`);
    expect(framed).toEqual({ watermarkFirst: true, targetBelow: true, pointerEvents: "none" });
    await app.frameLocator("iframe").getByRole("button", { name: "在标签页中打开工作台" }).click();
    await expect.poll(async () => (await tabList(page).locator('[role="tab"][aria-selected="true"]').textContent())?.trim(), { timeout: 15_000 }).toBe("工作台");
    // As a person sees the workbench drawn before going on: its sections have come in (the tab's
    // skeletons gave way), so the page no longer moves under the next clicks.
    await page.getByRole("region", { name: "快捷入口" }).getByRole("link").first().waitFor({ timeout: 15_000 });
    await expect.poll(() => page.locator(".ant-skeleton:visible").count(), { timeout: 15_000 }).toBe(0);

    // A dialog with a frame (the help centre's page): the watermark is painted over both, and the
    // dialog's close button takes a real mouse click through it.
    await page.getByRole("banner").getByRole("button", { name: "帮助中心" }).click();
    await page.getByRole("menuitem", { name: "项目管理快速入门" }).click();
    const dialog = await opened(page.getByRole("dialog", { name: "项目管理快速入门" }));
    await dialog.locator("iframe").waitFor();
    expect(await paintedAbove(page, ".ant-modal-wrap .ant-modal-content")).toMatchObject({ watermarkFirst: true, targetBelow: true });
    expect(await paintedAbove(page, ".ant-modal-wrap iframe")).toMatchObject({ watermarkFirst: true, targetBelow: true });
    const close = await settledBox(page, dialog.getByRole("button", { name: /Close|关闭/ }));
    await page.mouse.click(close.x + close.width / 2, close.y + close.height / 2);
    await dialog.waitFor({ state: "hidden" });

    const results: Record<string, number | null> = {};
    for (const tamper of TAMPERS) {
      // Emptying the watermark's parent takes the page's content with it: errors after it are not the watermark's.
      if (tamper === "empty its parent's child list") expect(logged.filter((line) => line.type === "pageerror")).toEqual([]);
      results[tamper] = await tamperAndWait(page, tamper);
    }
    const late = Object.entries(results).filter(([, ms]) => ms === null || ms >= RESTORE_MS);
    expect(late, `not back within ${RESTORE_MS} ms (null: not back after a second)`).toEqual([]);
    await page.context().close();
  }, 180_000);
});
