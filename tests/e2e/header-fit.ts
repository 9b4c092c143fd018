import type { Page } from "playwright-core";

/** The widths a person opens the portal at (the brief's desktop, laptop and tablet screens). */
export const DESKTOP_WIDTHS = [1920, 1440, 1280, 1024] as const;

/** What is wrong with the header as drawn now: each finding names its control. Empty when nothing is. */
export interface HeaderFindings {
  /** The page is wider than the window (`scrollWidth > innerWidth`). */
  overflow: string[];
  /** A menu bar drawn without one readable item: its menus behind a control with no visible word. */
  unlabelledMenus: string[];
  /** A visible control of the banner with no accessible name, or an icon-only one without a tooltip. */
  unnamed: string[];
  /** An icon under 3:1 (WCAG 1.4.11) or a menu's text under 4.5:1 (1.4.3) against what it is drawn on. */
  lowContrast: string[];
  /** A control drawn past the banner's right edge or over another. */
  outside: string[];
}

/**
 * Looks at the header as a person would (SPEC §2 header items, §9 breakpoints): run in the page.
 * Colours are compared as drawn (computed style), over the nearest background that is not
 * transparent, up to the banner's own.
 */
export function readHeader(page: Page): Promise<HeaderFindings> {
  return page.evaluate(() => {
    const banner = document.querySelector<HTMLElement>("header[role=banner]");
    const findings = { overflow: [] as string[], unlabelledMenus: [] as string[], unnamed: [] as string[], lowContrast: [] as string[], outside: [] as string[] };
    if (!banner) return { ...findings, unnamed: ["no banner"] };
    if (document.documentElement.scrollWidth > window.innerWidth) {
      // What reaches furthest right names the overflow.
      let widest: Element | null = null;
      let right = 0;
      for (const element of document.body.querySelectorAll("*")) {
        const edge = element.getBoundingClientRect().right;
        if (edge > right) [widest, right] = [element, edge];
      }
      const what = widest ? `${widest.tagName.toLowerCase()}${widest.id ? `#${widest.id}` : ""}.${String(widest.getAttribute("class") ?? "").slice(0, 60)} ${widest.getAttribute("aria-label") ?? widest.getAttribute("data-testid") ?? ""}`.trim() : "?";
      findings.overflow.push(`${document.documentElement.scrollWidth} > ${window.innerWidth} (${what} to ${Math.round(right)})`);
    }
    const parse = (value: string): [number, number, number, number] | null => {
      const match = /rgba?\(([^)]+)\)/.exec(value);
      if (!match) return null;
      const [r = 0, g = 0, b = 0, a = 1] = match[1]!.split(/[ ,/]+/).filter(Boolean).map(Number);
      return [r, g, b, a];
    };
    const luminance = ([r, g, b]: number[]) => {
      const [R, G, B] = [r!, g!, b!].map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
    };
    const over = (top: number[], bottom: number[]) => [0, 1, 2].map((i) => top[i]! * top[3]! + bottom[i]! * (1 - top[3]!));
    const ratio = (a: number[], b: number[]) => {
      const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
      return (x! + 0.05) / (y! + 0.05);
    };
    const headerBg = parse(getComputedStyle(banner).backgroundColor) ?? [255, 255, 255, 1];
    const behind = (element: Element) => {
      for (let node: Element | null = element.parentElement; node && node !== banner; node = node.parentElement) {
        const own = parse(getComputedStyle(node).backgroundColor);
        if (own && own[3] > 0) return over(own, headerBg);
      }
      return headerBg.slice(0, 3);
    };
    const seen = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== "hidden" && !element.closest("[aria-hidden=true]");
    };
    const bannerBox = banner.getBoundingClientRect();
    const controls = [...banner.querySelectorAll<HTMLElement>("a[href], button, [role=menuitem], [role=combobox], input")].filter(seen);
    const nameOf = (control: HTMLElement) => control.getAttribute("aria-label") || control.textContent?.trim() || control.querySelector("img[alt]")?.getAttribute("alt") || "";
    for (const control of controls) {
      const name = nameOf(control);
      // What a person reads on it: its words, or the image it shows (a logo says what it is).
      const text = control.innerText?.trim() || control.querySelector("img[alt]")?.getAttribute("alt") || "";
      if (name === "" && control.tagName !== "INPUT") findings.unnamed.push(control.outerHTML.slice(0, 80));
      else if (text === "" && control.tagName !== "INPUT" && !control.title && !control.closest("[title]")) findings.unnamed.push(`${name} (no tooltip)`);
      const box = control.getBoundingClientRect();
      if (box.right > bannerBox.right + 1 || box.left < bannerBox.left - 1) findings.outside.push(`${name}: ${Math.round(box.left)}–${Math.round(box.right)} of ${Math.round(bannerBox.right)}`);
    }
    for (const bar of banner.querySelectorAll<HTMLElement>("[role=menubar]")) {
      const items = [...bar.querySelectorAll<HTMLElement>("[role=menuitem]")].filter(seen);
      if (items.length > 0 && !items.some((item) => (item.innerText ?? "").trim() !== "")) findings.unlabelledMenus.push(bar.getAttribute("aria-label") ?? "?");
      for (const item of items) {
        const fg = parse(getComputedStyle(item).color);
        if (!fg) continue;
        const own = parse(getComputedStyle(item).backgroundColor);
        const bg = own && own[3] > 0 ? over(own, behind(item).concat(1)) : behind(item);
        const r = ratio(over(fg, bg.concat(1)), bg);
        if (r < 4.5) findings.lowContrast.push(`${nameOf(item)} text ${r.toFixed(2)}:1`);
      }
    }
    for (const svg of banner.querySelectorAll<SVGElement>("svg")) {
      if (!seen(svg) || svg.closest("[role=combobox], input")) continue;
      const fg = parse(getComputedStyle(svg).color);
      if (!fg) continue;
      const bg = behind(svg);
      const r = ratio(over(fg, bg.concat(1)), bg);
      if (r < 3) findings.lowContrast.push(`${nameOf(svg.closest<HTMLElement>("a, button") ?? (svg.parentElement as HTMLElement))} icon ${r.toFixed(2)}:1`);
    }
    return findings;
  });
}

/** The header's findings once it holds still: the items that come after hydration are in and the bars have read their room. */
export async function settledHeader(page: Page): Promise<HeaderFindings> {
  let last = "";
  for (let look = 0; look < 40; look++) {
    const now = JSON.stringify(await page.locator("header[role=banner]").evaluate((banner) => [...banner.querySelectorAll<HTMLElement>("[data-overflow-item], [data-overflow-more], [data-search-box]")].map((item) => `${item.getAttribute("aria-hidden")}:${Math.round(item.getBoundingClientRect().left)}`)));
    if (now === last) break;
    last = now;
    await page.waitForTimeout(150);
  }
  return readHeader(page);
}

/** The names of the menus each bar shows (not those under its "more"), bar by bar. */
export function shownMenus(page: Page): Promise<string[][]> {
  return page.locator("header[role=banner]").evaluate((banner) =>
    [...banner.querySelectorAll<HTMLElement>("[data-menu-bar]")].map((bar) =>
      [...bar.querySelectorAll<HTMLElement>("[data-overflow-item]")]
        .filter((item) => {
          const box = item.getBoundingClientRect();
          const list = item.parentElement!.getBoundingClientRect();
          return item.getAttribute("aria-hidden") !== "true" && box.top < list.bottom - 1 && box.right <= list.right + 1;
        })
        .map((item) => item.textContent ?? ""),
    ),
  );
}
