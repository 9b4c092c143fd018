import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { violations } from "./axe-check";
import { tabWalk, unseenFocus } from "./focus-ring";
import { chooseLanguageTimed, signedIn, switchPortalType, type Portal } from "./harness";
import { settledHeader } from "./header-fit";

/**
 * The portal looked at on every screen a person opens it on (SPEC §2 Layout, §9 breakpoints):
 * the enterprise home and a project, at each width, in each language, for one portal type.
 * At each: the header keeps every menu behind a labelled control, nothing is wider than the
 * window, header items reach their contrast, each Tab stop shows its focus, axe finds nothing
 * serious or critical, and the browser's console stays quiet.
 */

/** Desktop, laptop, tablet and phone widths (the brief's screens). */
export const EVERY_WIDTH = [
  { width: 1920, height: 1080 },
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
] as const;

type Locale = "zh-CN" | "en" | "sv-SE";

/** What a person reads and clicks, per language. */
const WORDS: Record<Locale, { language: string; home: string; org: RegExp; searchOrgs: string }> = {
  "zh-CN": { language: "简体中文", home: "首页", org: /^切换组织：/, searchOrgs: "搜索组织" },
  en: { language: "English", home: "Home", org: /^Switch organisation: /, searchOrgs: "Search organisations" },
  "sv-SE": { language: "Svenska", home: "Startsida", org: /^Byt organisation: /, searchOrgs: "Sök organisationer" },
};

const COMPANY = "中建智造集团有限公司";
const PROJECT = "北京大兴国际物流园项目";

/** The Tab stops walked at each screen: the header's and the first of the page's. */
const TAB_STOPS = 30;

/** Picks an org through the header's org switcher, as a person does: typed into its search, Down, Enter. */
async function pickOrg(page: Page, locale: Locale, org: string): Promise<void> {
  const words = WORDS[locale];
  await page.getByRole("banner").getByRole("button", { name: words.org }).click();
  const search = page.getByRole("searchbox", { name: words.searchOrgs });
  await search.pressSequentially(org.slice(0, 6));
  await page.getByRole("dialog").getByRole("listitem").filter({ hasText: org }).first().waitFor();
  await search.press("ArrowDown");
  await page.keyboard.press("Enter");
  await page.getByRole("banner").getByRole("button", { name: new RegExp(`${words.org.source}${org}`) }).waitFor();
}

/** What is wrong on the page as drawn now at `where`: one line a finding. */
async function findings(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  const header = await settledHeader(page);
  for (const [kind, list] of Object.entries(header)) for (const item of list) found.push(`${where}: header ${kind}: ${item}`);
  const stops = await tabWalk(page, TAB_STOPS);
  if (stops.length < 8) found.push(`${where}: only ${stops.length} Tab stops`);
  for (const stop of stops.filter(unseenFocus)) found.push(`${where}: focus unseen on ${stop.name} (${stop.outline} ${stop.width}px ${stop.ratio}:1)`);
  await page.keyboard.press("Escape");
  found.push(...(await violations(page, where)));
  return found;
}

/**
 * Signs `demo` in through the form, takes `type`, and looks at the enterprise home and a project
 * at every width in zh-CN, en and sv-SE; returns every finding and every console error or warning.
 */
export async function lookEverywhere(env: { readonly portal: Portal; readonly browser: Browser }, type: "Classic" | "Simple"): Promise<string[]> {
  const page = await signedIn(env, { ready: "banner", viewport: { width: 1440, height: 900 } });
  const found: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") found.push(`console ${message.type()}: ${message.text().slice(0, 200)}`);
  });
  page.on("pageerror", (error) => found.push(`page error: ${error.message.slice(0, 200)}`));
  if (type === "Simple") await switchPortalType(page, "Simple");
  await expect(page.getByRole("banner").getAttribute("data-portal-type")).resolves.toBe(type);
  // zh-CN: the home, then the project; en: the project, then the home; sv-SE: the home, then the project.
  const visits: [Locale, ("home" | "project")[]][] = [
    ["zh-CN", ["home", "project"]],
    ["en", ["project", "home"]],
    ["sv-SE", ["home", "project"]],
  ];
  for (const [locale, places] of visits) {
    await page.setViewportSize({ width: 1440, height: 900 });
    if (locale !== "zh-CN") await chooseLanguageTimed(page, WORDS[locale].language, () => page.getByRole("banner").getByRole("link", { name: WORDS[locale].home, exact: true }).waitFor());
    for (const place of places) {
      await page.setViewportSize({ width: 1440, height: 900 });
      const at = await page.getByRole("banner").getByRole("button", { name: WORDS[locale].org }).getAttribute("aria-label");
      const want = place === "home" ? COMPANY : PROJECT;
      if (!at?.endsWith(want)) await pickOrg(page, locale, want);
      for (const size of EVERY_WIDTH) {
        await page.setViewportSize(size);
        // The pointer rests on the page's lower edge, not on a header item whose popover it would open.
        await page.mouse.move(size.width / 2, size.height - 4);
        found.push(...(await findings(page, `${type} ${locale} ${place} ${size.width}px`)));
      }
    }
  }
  await page.context().close();
  return found;
}
