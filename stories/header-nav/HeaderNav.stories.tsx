import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { AppSwitcher } from "#app/features/header/AppSwitcher";
import { MainMenu } from "#app/features/header/MainMenu";
import { SearchBox } from "#app/features/menus/SearchBox";
import { SubMenu } from "#app/features/header/SubMenu";
import { DEFAULT_LOCALE, normaliseLocale } from "#app/kit/i18n/config";
import { createI18n } from "#app/kit/i18n/create-i18n";
import type { PlacedComponent } from "#app/layout/placed";
import type { DemoTenantKey } from "../fixtures/portal";
import { ShownHeader } from "../fixtures/shown-header";
import { expectedBrand, shownChoice } from "../fixtures/tenant-brand";
import { NavStory, manyPagesTree, sidebarMenus, type NavStoryArgs } from "../sidebar/fixtures";

interface Args extends NavStoryArgs {
  item: "AppSwitcher" | "MainMenu" | "SearchBox" | "SubMenu";
  /** The layout definition's props of the item. */
  itemProps?: Record<string, unknown>;
}

const ITEMS: Record<Args["item"], PlacedComponent> = { AppSwitcher, MainMenu, SearchBox, SubMenu };

/**
 * Implements SPEC §2 Menu levels and Layout (application switch, main menu, sub menu, search), §4 Menu select.
 *
 * The header's navigation items (SPEC §2): application switch, main menu, menu search, sub menu — on the header of
 * the tenant shown (the toolbar's pick over the story's own, ADR 061).
 */
const meta: Meta<Args> = {
  title: "Shell/Header navigation",
  tags: ["autodocs"],
  subcomponents: ITEMS,
  render: ({ item, itemProps = {}, ...args }) => {
    const Item = ITEMS[item];
    return (
      <NavStory {...args}>
        <ShownHeader role="banner" gap={12}>
          <Item item={{ id: item, component: item, props: itemProps }} region="header.story" />
        </ShownHeader>
      </NavStory>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

const page = () => within(document.body);

/** The items stand on the header of the tenant shown — the toolbar's pick over the story's own (ADR 061): its colour and height. */
async function onShownHeader(canvasElement: HTMLElement, globals: Record<string, unknown>, tenant: DemoTenantKey = "zhongjian") {
  const { background, height } = expectedBrand(shownChoice(globals, { tenant }).tenant, createI18n(normaliseLocale(globals["locale"]) ?? DEFAULT_LOCALE).t);
  const header = within(canvasElement).getByRole("banner");
  await expect(header.style.background).toBe(background);
  await expect(header.style.height).toBe(`${height}px`);
}

export const AppSwitch: Story = {
  args: { item: "AppSwitcher", menuId: "p-master" },
  play: async ({ canvasElement, globals }) => {
    await onShownHeader(canvasElement, globals);
    await userEvent.click(within(canvasElement).getByRole("button", { name: /切换应用|Switch application|Byt applikation/ }));
    const drawer = within(await page().findByRole("dialog"));
    await expect(drawer.getAllByRole("heading").map((h) => h.textContent)).toEqual(["企业经营", "项目管理", "现场管理"]);
    await expect(drawer.getByRole("button", { name: "项目综合管理" }).getAttribute("aria-current")).toBe("true");
  },
};

export const AppSwitchAcme: Story = {
  args: { item: "AppSwitcher", tenant: "acme", locale: "en", menuId: "s-roster" },
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /切换应用|Switch application|Byt applikation/ }));
    const drawer = within(await page().findByRole("dialog"));
    await expect(drawer.getByRole("button", { name: "Field management" }).getAttribute("aria-current")).toBe("true");
  },
};

/** The menu search: a combobox whose listbox (in the page's body, over the header) shows the results with where they live; arrow keys mark one, Escape closes the list. */
export const Search: Story = {
  args: { item: "SearchBox", menuId: "1" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("combobox", { name: "搜索菜单" });
    await userEvent.type(input, "计划");
    await waitFor(() => expect(page().getAllByRole("option")).toHaveLength(2));
    const list = page().getByRole("listbox", { name: "搜索菜单" });
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await expect(input).toHaveAttribute("aria-controls", list.id);
    await expect(within(list).getAllByRole("option").map((o) => o.textContent)).toEqual(["总进度计划项目综合管理 / 进度管理 / 进度计划", "月计划编制项目综合管理 / 进度管理 / 进度计划"]);
    await userEvent.keyboard("{ArrowDown}");
    const first = within(list).getAllByRole("option")[0]!;
    await expect(input).toHaveAttribute("aria-activedescendant", first.id);
    await expect(first).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Escape}");
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(page().queryByRole("listbox")).toBeNull();
  },
};

/** Nothing matches: the list shows the no-data text as a status. */
export const SearchNoMatch: Story = {
  args: { item: "SearchBox", menuId: "1", tenant: "acme", locale: "en" },
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole("combobox", { name: "Search menus" }), "no such menu");
    await expect(await page().findByRole("status")).toHaveTextContent("No matching menu");
    await expect(page().queryAllByRole("option")).toHaveLength(0);
  },
};

/** The search compact (the header short of room, or props.compact): an icon button that opens the box and closes it again when left empty. */
export const SearchCompact: Story = {
  args: { item: "SearchBox", menuId: "1", itemProps: { compact: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("combobox")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "搜索菜单" }));
    const input = canvas.getByRole("combobox", { name: "搜索菜单" });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, "计划");
    await waitFor(() => expect(page().getAllByRole("option")).toHaveLength(2));
    await userEvent.clear(input);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.getByRole("button", { name: "搜索菜单" })).toHaveFocus());
    await expect(canvas.queryByRole("combobox")).toBeNull();
  },
};

export const SearchLimit: Story = {
  args: { item: "SearchBox", menuId: "1", menus: sidebarMenus("1", { tree: manyPagesTree(80) }) },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole("combobox"), "页面");
    await waitFor(() => expect(page().getAllByRole("option")).toHaveLength(50));
    await expect(page().getByRole("status")).toHaveTextContent("仅显示 80 条结果中的前 50 条，请细化搜索条件");
  },
};

export const SubMenuOfSchedule: Story = {
  args: { item: "SubMenu", menuId: "p-master" },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("menubar", { name: "进度管理" });
    await expect(within(bar).getByRole("menuitem", { name: "进度计划" }).getAttribute("aria-current")).toBe("page");
  },
};

/** The current application's main menus: the schedule active, the noAuth report greyed out, links keeping the org. */
export const MainMenuOfProject: Story = {
  args: { item: "MainMenu", menuId: "p-master" },
  play: async ({ canvasElement }) => {
    const bar = within(within(canvasElement).getByRole("navigation", { name: /项目综合管理/ }));
    const menus = within(bar.getByRole("menubar", { name: "项目综合管理" }));
    await expect(menus.getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["项目概况", "进度管理", "成本管理", "项目报表"]);
    await expect(menus.getByRole("menuitem", { name: "进度管理" })).toHaveAttribute("aria-current", "page");
    await expect(menus.getByRole("menuitem", { name: "项目概况" }).getAttribute("href")).toBe("/portal/m-overview/?org=100010001");
    await expect(menus.getByRole("menuitem", { name: "项目报表" })).toHaveAttribute("aria-disabled", "true");
  },
};

/** Acme's English menus of the field application, labour active. */
export const MainMenuAcmeEnglish: Story = {
  args: { item: "MainMenu", tenant: "acme", locale: "en", menuId: "s-roster" },
  globals: { locale: "en" },
  play: async ({ canvasElement, globals }) => {
    await onShownHeader(canvasElement, globals, "acme");
    const menus = within(within(canvasElement).getByRole("menubar", { name: "Field management" }));
    await expect(menus.getByRole("menuitem", { name: "Labour" })).toHaveAttribute("aria-current", "page");
  },
};

/** On the header of the tenant picked in the toolbar (ADR 061), not the story's own. */
export const AppSwitchWithNordbyggPicked: Story = { ...AppSwitch, globals: { tenant: "nordbygg" } };
export const MainMenuAcmeEnglishWithMalformedPicked: Story = { ...MainMenuAcmeEnglish, globals: { locale: "en", tenant: "malformed" } };
