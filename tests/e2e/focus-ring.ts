import type { Page } from "playwright-core";

/** What a Tab stop shows of the keyboard's focus: its outline, and whether antd draws its own focus there (a text field). */
export interface FocusStop {
  name: string;
  outline: string;
  width: number;
  /** Contrast of the outline's colour with the nearest opaque background behind the element. */
  ratio: number;
  textField: boolean;
  /** The focus went into a hosted app's frame: its content is the app's own. */
  frame?: boolean;
}

/** The focused element's ring, read from the page; null on the body. */
export function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const parse = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    if (el.tagName === "IFRAME") return { name: "iframe", outline: "", width: 0, ratio: 0, textField: false, frame: true };
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

/** A stop whose focus a person cannot see: no outline, under 2 px, or under 3:1 (WCAG 2.4.7, 2.4.13). Text fields show antd's own. */
export function unseenFocus(stop: FocusStop): boolean {
  return !stop.textField && !stop.frame && (stop.outline === "none" || stop.width < 2 || stop.ratio < 3);
}

/**
 * Walks the page with Tab from the top of the header, as a keyboard user does, for `presses`
 * stops or until the focus enters a hosted app's frame. Returns every stop it made.
 */
export async function tabWalk(page: Page, presses: number): Promise<FocusStop[]> {
  // The walk starts where a person's does after the page loads: before the header's first control.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    const banner = document.querySelector<HTMLElement>("header[role=banner]");
    if (!banner) return;
    banner.tabIndex = -1;
    banner.focus({ preventScroll: true });
    banner.removeAttribute("tabindex");
  });
  const stops: FocusStop[] = [];
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press("Tab");
    const stop = await focusStop(page);
    if (!stop) continue;
    stops.push(stop);
    if (stop.frame) break;
  }
  return stops;
}
