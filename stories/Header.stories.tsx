import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent, within } from "storybook/test";
import { Header } from "#app/features/header/Header";
import { ClassicHeader, SimpleHeader } from "#app/features/header/PortalHeader";
import { PresetDataProvider } from "#app/features/header/items/use-lazy-data";
import { contrastRatio, over, parseColor, toHex } from "#app/kit/contrast";
import { DEFAULT_LOCALE, normaliseLocale, type Locale } from "#app/kit/i18n/config";
import { createI18n } from "#app/kit/i18n/create-i18n";
import type { PortalType } from "#app/layout/types";
import { dashboardsPath } from "#app/platform-api/workbench";
import { handlers } from "#tests/mocks/handlers";
import { messageService } from "#tests/mocks/message";
import { StoryCollections } from "./fixtures/collections";
import { noteWhereHidden, playUnlessHidden } from "./fixtures/hidden-part";
import { answerPlatform } from "./fixtures/platform";
import { storyPortal, type DemoTenantKey } from "./fixtures/portal";
import { expectedBrand, shownChoice, type ShownChoice } from "./fixtures/tenant-brand";
import { COLLECTIONS, DASHBOARDS, DEMO_DATA, SCENE_EXTEND_ENTRIES } from "./header-items/fixtures";
import { DEMO_MESSAGES } from "./messages/fixtures";
import { NavStory, type NavStoryArgs } from "./sidebar/fixtures";

/** The org the navigation stories stand in (stories/sidebar/fixtures.tsx). */
const ORG_ID = "100010001";

/** Every answer a header item asks for, for the story's org. */
const HEADER_DATA: Record<string, unknown> = { ...DEMO_DATA, [dashboardsPath(ORG_ID)]: DASHBOARDS };

/**
 * Implements SPEC §2 Layout (header items), §3 Header theme, §9 Layout (header height 48).
 *
 * The whole portal header as the layout engine plans it, per demo tenant and portal type:
 * the tenant's branding, the demo menus at the master schedule (项目综合管理 › 进度管理 ›
 * 进度计划 › 总进度计划) and the demo platform's data for every item — shortcuts from the
 * scene, the experience centre of a free-licence environment, the org tree from the org service,
 * the demo user's messages (stories/messages/fixtures.ts) from the message service.
 * Under a view mode whose layout hides the header (module, singleModule, tripartiteApp: SPEC §2
 * viewMode) each story shows what the portal shows — no header — and a note saying so, and
 * checks that instead (ADR 061).
 */
const meta: Meta<NavStoryArgs> = {
  title: "Shell/Header",
  tags: ["autodocs"],
  // The registry's two header components, drawn by the Classic and the Simple stories.
  subcomponents: { ClassicHeader, SimpleHeader },
  // A desktop window wide enough for the Classic header's menus and search in the bar (narrower,
  // they fold into "more" and the search into its icon, which the stories of those show).
  parameters: {
    layout: "fullscreen",
    viewport: {
      options: {
        desktop: { name: "Desktop", styles: { width: "1920px", height: "1080px" }, type: "desktop" },
        phone: { name: "Phone", styles: { width: "390px", height: "844px" }, type: "mobile" },
      },
    },
  },
  globals: { viewport: { value: "desktop" } },
  beforeEach: () => answerPlatform([...handlers, ...messageService(DEMO_MESSAGES).handlers])(),
  decorators: [noteWhereHidden("header")],
  args: { menuId: "p-master", sceneParams: { headerExtendEntrys: SCENE_EXTEND_ENTRIES }, env: { allowedFreeLicense: true } },
  render: (args) => (
    <NavStory {...args}>
      <StoryCollections list={COLLECTIONS}>
        <PresetDataProvider data={HEADER_DATA}>
          <Header />
        </PresetDataProvider>
      </StoryCollections>
    </NavStory>
  ),
};
export default meta;
type Story = StoryObj<NavStoryArgs>;

/** What the header says in each locale: the app and menus of the demo tree, and the item labels. */
const WORDS: Record<Locale, { app: string; schedule: string; plans: string; overview: string; search: string; apps: string; home: string; user: string; org: string; bell: string }> = {
  "zh-CN": { app: "项目综合管理", schedule: "进度管理", plans: "进度计划", overview: "项目概况", search: "搜索菜单", apps: "切换应用", home: "首页", user: "用户菜单：演示用户", org: "切换组织：中建智造集团", bell: "消息中心，7 条未读" },
  en: { app: "Project management", schedule: "Schedule", plans: "Schedule plans", overview: "Project overview", search: "Search menus", apps: "Switch application", home: "Home", user: "User menu: 演示用户", org: "Switch organisation: 中建智造集团", bell: "Message centre, 7 unread" },
  "sv-SE": { app: "Projektstyrning", schedule: "Tidplan", plans: "Tidplaner", overview: "Projektöversikt", search: "Sök menyer", apps: "Byt applikation", home: "Startsida", user: "Användarmeny: 演示用户", org: "Byt organisation: 中建智造集团", bell: "Meddelandecenter, 7 olästa" },
};

/** The language each tenant's stories are shown in. */
const LOCALES: Record<DemoTenantKey, Locale> = { zhongjian: "zh-CN", acme: "en", nordbygg: "sv-SE" };

/** WCAG 1.4.11 non-text contrast: an icon that carries meaning against what is behind it. */
const NON_TEXT_CONTRAST_MIN = 3;

/** What an element is drawn on: the nearest background between it and the header that is not transparent, over the header's. */
function backgroundBehind(element: Element, banner: HTMLElement): string {
  const header = parseColor(getComputedStyle(banner).backgroundColor)!;
  for (let node: Element | null = element.parentElement; node && node !== banner; node = node.parentElement) {
    const own = parseColor(getComputedStyle(node).backgroundColor);
    if (own && own.a > 0) return toHex(over(own, header));
  }
  return toHex(header);
}

/** Each icon in the header's right slot with its contrast against what it is drawn on, named by its control. */
function iconContrasts(banner: HTMLElement): { control: string; color: string; ratio: number }[] {
  const right = banner.querySelector<HTMLElement>('[data-slot="header.right"]')!;
  return Array.from(right.querySelectorAll<SVGElement>("svg")).flatMap((svg) => {
    const box = svg.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return [];
    const control = svg.closest("a, button, input, [role=combobox]") ?? svg.parentElement;
    const color = getComputedStyle(svg).color;
    return [{ control: control?.getAttribute("aria-label") ?? control?.textContent ?? "", color, ratio: Math.round(contrastRatio(color, backgroundBehind(svg, banner)) * 100) / 100 }];
  });
}

/**
 * The tenant's branding, and the items where its portal type puts them: Classic carries the
 * org switch, the application switch, the application's main menu (the schedule active) and
 * its sub menu in the centre, the menu search on the right; Simple has only the menu search
 * in the centre, with the org switch beside the brand. Both have the bell with its unread count.
 * The tenant and portal type are the toolbar's when a designer picks them (ADR 061): the brand
 * expected is read from that tenant's fixture, the words from the page's language.
 */
function headerCheck(tenant: DemoTenantKey, portalType: PortalType): Story["play"] {
  return async ({ canvasElement, globals }) => {
    const locale = normaliseLocale(globals["locale"]) ?? DEFAULT_LOCALE;
    const words = WORDS[locale];
    const shown = shownChoice(globals, { tenant, portalType });
    const { title, background, height, logo } = expectedBrand(shown.tenant, createI18n(locale).t);
    const canvas = within(canvasElement);
    const banner = canvas.getByRole("banner");
    await expect(banner).toHaveAttribute("data-portal-type", shown.portalType);
    await expect(canvas.getByTestId("system-title").textContent).toBe(title);
    await expect(banner.style.backgroundColor).toBe(background);
    await expect(banner.style.height).toBe(`${height}px`);
    const slot = (name: string) => within(banner.querySelector<HTMLElement>(`[data-slot="${name}"]`)!);
    const [left, center, right] = [slot("header.left"), slot("header.center"), slot("header.right")];
    const logos = left.queryAllByRole("img", { name: (name) => name.startsWith(title) });
    await expect(logos.map((image) => image.getAttribute("src"))).toEqual(logo ? [logo] : []);
    await expect(right.getByRole("button", { name: words.user })).toBeTruthy();
    // The bell counts the demo user's unread messages once the message service answers.
    await expect(await within(banner).findByRole("button", { name: words.bell })).toBeTruthy();
    // WCAG 1.4.11: every icon of the header's right side reaches 3:1 against the header's background.
    await expect(iconContrasts(banner).filter((icon) => icon.ratio < NON_TEXT_CONTRAST_MIN)).toEqual([]);
    // The items the shown view mode's layout places (the application mode has no home, org or app switch, nor search); each placed one is drawn where its portal type puts it, each other one nowhere.
    const placed = placedHeaderItems(shown);
    const inBanner = within(banner);
    const expectItem = async (component: string, query: () => HTMLElement | null, found: () => HTMLElement) => {
      if (placed.has(component)) await expect(found()).toBeTruthy();
      else await expect(query()).toBeNull();
    };
    await expectItem("HomeEntry", () => inBanner.queryByRole("link", { name: words.home }), () => right.getByRole("link", { name: words.home }));
    const orgSlot = shown.portalType === "Classic" ? center : left;
    await expectItem("OrgSwitcher", () => inBanner.queryByRole("button", { name: words.org }), () => orgSlot.getByRole("button", { name: words.org }));
    await expectItem("AppSwitcher", () => inBanner.queryByRole("button", { name: words.apps }), () => center.getByRole("button", { name: words.apps }));
    const searchSlot = shown.portalType === "Classic" ? right : center;
    await expectItem("SearchBox", () => inBanner.queryByRole("combobox", { name: words.search }), () => searchSlot.getByRole("combobox", { name: words.search }));
    if (shown.portalType === "Classic" && placed.has("MainMenu")) {
      const main = within(center.getByRole("menubar", { name: words.app }));
      await expect(main.getByRole("menuitem", { name: words.schedule })).toHaveAttribute("aria-current", "page");
      await expect(main.getByRole("menuitem", { name: words.overview })).not.toHaveAttribute("aria-current");
      const sub = within(center.getByRole("menubar", { name: words.schedule }));
      await expect(sub.getByRole("menuitem", { name: words.plans })).toHaveAttribute("aria-current", "page");
    } else {
      await expect(center.queryByRole("menubar")).toBeNull();
    }
  };
}

/** The components the engine's plan places in the header for the shown tenant, portal type and view mode. */
function placedHeaderItems(shown: ShownChoice): Set<string> {
  const { slots } = storyPortal(shown).plan.header;
  return new Set([...slots.left, ...slots.center, ...slots.right].map((item) => item.component));
}

const story = (tenant: DemoTenantKey, portalType: PortalType): Story => ({
  args: { tenant, portalType, locale: LOCALES[tenant] },
  globals: { locale: LOCALES[tenant] },
  play: playUnlessHidden("header", headerCheck(tenant, portalType)),
});

export const ZhongjianClassic: Story = story("zhongjian", "Classic");
export const ZhongjianSimple: Story = story("zhongjian", "Simple");
export const AcmeClassic: Story = story("acme", "Classic");
export const AcmeSimple: Story = story("acme", "Simple");
export const NordbyggClassic: Story = story("nordbygg", "Classic");
export const NordbyggSimple: Story = story("nordbygg", "Simple");

/**
 * Zhongjian's Classic header after a designer picks another tenant and the Simple bar in the
 * toolbar (ADR 061): the header is that tenant's, and the story's checks, which read the picked
 * tenant's fixture, pass.
 */
export const ZhongjianClassicWithAcmePicked: Story = { ...story("zhongjian", "Classic"), globals: { locale: "zh-CN", tenant: "acme" } };
export const ZhongjianClassicWithNordbyggSimplePicked: Story = { ...story("zhongjian", "Classic"), globals: { locale: "zh-CN", tenant: "nordbygg", portalType: "Simple" } };

/** A string where a number belongs: the header keeps the tenant's colours and uses the default height. */
export const MalformedTheme: Story = {
  args: { tenant: "acme", theme: { headerHeight: "tall", headerBgColor: "not-a-colour" } },
  play: playUnlessHidden("header", async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole("banner");
    await expect(banner.style.height).toBe("48px");
    await expect(banner.style.backgroundColor).toBe("rgb(0, 35, 102)");
  }),
};

/** `brandLogoShow=false&userInfoShow=false&systemName=…` from the query. */
export const QueryFlags: Story = {
  args: { tenant: "zhongjian", query: { brandLogoShow: false, userInfoShow: false, systemName: "外部嵌入视图" } },
  play: playUnlessHidden("header", async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId("system-title").textContent).toBe("外部嵌入视图");
    await expect(canvas.queryByRole("img", { name: /标志|logo|logotyp/ })).toBeNull();
    await expect(canvas.queryByRole("button", { name: /用户菜单|User menu|Användarmeny/ })).toBeNull();
  }),
};

/**
 * A phone (390 px, HEADER_CSS below 1024 px): the bar keeps the logo, the org, the search's icon
 * and the bell, and one labelled button opens the rest in a drawer, each item with its name and
 * every menu of the bars; nothing is wider than the screen.
 */
export const ZhongjianClassicPhone: Story = {
  args: { tenant: "zhongjian", portalType: "Classic", locale: "zh-CN" },
  globals: { locale: "zh-CN", viewport: { value: "phone" } },
  play: playUnlessHidden("header", async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole("banner");
    const shown = shownChoice(globals, args);
    // What the shown view mode's layout places (the application mode has no org switch, search or home).
    const placed = placedHeaderItems(shown);
    await expect(canvas.queryByRole("menubar", { name: "项目综合管理" })).toBeNull();
    const org = within(banner).queryByRole("button", { name: "切换组织：中建智造集团" });
    if (placed.has("OrgSwitcher")) await expect(org).toBeVisible();
    else await expect(org).toBeNull();
    const search = within(banner).queryByRole("button", { name: "搜索菜单" });
    if (placed.has("SearchBox")) await expect(search).toBeVisible();
    else await expect(search).toBeNull();
    await expect(await within(banner).findByRole("button", { name: "消息中心，7 条未读" })).toBeVisible();
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.ownerDocument.documentElement.clientWidth);
    const more = within(banner).getByRole("button", { name: "更多工具" });
    await expect(more).toHaveTextContent("更多");
    await userEvent.click(more);
    const drawer = await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "更多工具" });
    // Classic's menu bars fold into the drawer; Simple's header has none (its menus are the side
    // menu's), so its drawer has none either — in the portal type the toolbar shows (ADR 061).
    if (shown.portalType === "Classic" && placed.has("MainMenu")) {
      const menus = within(within(drawer).getByRole("menubar", { name: "项目综合管理" }));
      await expect(menus.getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["项目概况", "进度管理", "成本管理", "项目报表"]);
    } else {
      await expect(within(drawer).queryByRole("menubar")).toBeNull();
    }
    const home = within(drawer).queryByRole("link", { name: "首页" });
    if (placed.has("HomeEntry")) await expect(home).toBeVisible();
    else await expect(home).toBeNull();
    await expect(within(drawer).getByRole("button", { name: "用户菜单：演示用户" })).toBeVisible();
  }),
};

export const ZhongjianClassicPhoneWithSimplePicked: Story = { ...ZhongjianClassicPhone, globals: { ...ZhongjianClassicPhone.globals, portalType: "Simple" } };
