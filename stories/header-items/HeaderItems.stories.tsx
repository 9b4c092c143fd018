import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent, within } from "storybook/test";
import { CollectCenter } from "#app/features/collections/CollectCenter";
import { Dashboards } from "#app/features/header/Dashboards";
import { ExperienceCenter } from "#app/features/header/ExperienceCenter";
import { ExtendEntries } from "#app/features/header/ExtendEntries";
import { Fullscreen } from "#app/features/header/Fullscreen";
import { HelpCenter } from "#app/features/header/HelpCenter";
import { HomeEntry } from "#app/features/header/HomeEntry";
import { UpgradeIcon } from "#app/features/header/UpgradeIcon";
import { WorkbenchEntry } from "#app/features/header/WorkbenchEntry";
import type { PlacedComponent } from "#app/layout/placed";
import type { PortalType } from "#app/layout/types";
import type { DemoTenantKey } from "../fixtures/portal";
import { HeaderStrip, SCENE_EXTEND_ENTRIES, headerItemsPortal } from "./fixtures";

const ITEMS = { HomeEntry, WorkbenchEntry, ExtendEntries, CollectCenter, HelpCenter, ExperienceCenter, Dashboards, Fullscreen, UpgradeIcon } satisfies Record<string, PlacedComponent>;

interface Args {
  item: keyof typeof ITEMS;
  tenant: DemoTenantKey;
  portalType: PortalType;
  /** The scene's international environment (help labels). */
  i18nEnv?: boolean;
}

/**
 * Implements SPEC §2 Layout (header items: home, workbench, extend entries, collect, help, experience centre, dashboards, fullscreen, upgrade).
 *
 * The header items of the navigation shell on their tenant's header colours, Classic and
 * Simple, with the demo platform's data (platform/db/seed-workbench.ts) in place of the
 * platform. Each item gets the props the layout engine plans for it.
 */
const meta: Meta<Args> = {
  title: "Shell/Header items/Items",
  tags: ["autodocs"],
  subcomponents: ITEMS,
  render: ({ item, tenant, portalType, i18nEnv = false }) => {
    const context = headerItemsPortal({ tenant, portalType, sceneParams: { headerExtendEntrys: SCENE_EXTEND_ENTRIES } });
    const planned = [...context.plan.header.slots.right].find((i) => i.component === item);
    const Item = ITEMS[item];
    const props = { ...(planned?.props ?? {}), ...(item === "HelpCenter" ? { i18nEnv } : {}) };
    return (
      <HeaderStrip context={context}>
        <Item item={{ id: item, component: item, props }} region="header.right" />
      </HeaderStrip>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

const named = (name: RegExp) =>
  (async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("button", { name })).toBeTruthy();
  }) satisfies Story["play"];

const linked = (name: RegExp, href: string) =>
  (async ({ canvasElement }) => {
    await expect((await within(canvasElement).findByRole("link", { name })).getAttribute("href")).toBe(href);
  }) satisfies Story["play"];

/** The item's colour is the tenant's header element colour (headerOtherElementsColor). */
const coloured = (name: RegExp, color: string): Story["play"] => async ({ canvasElement }) => {
  const element = await within(canvasElement).findByRole("link", { name });
  await expect(element.style.color).toBe(color);
};

export const HomeZhongjianClassic: Story = { args: { item: "HomeEntry", tenant: "zhongjian", portalType: "Classic" }, play: linked(/首页|Home|Startsida/, "/portal/1/?org=1") };
export const HomeAcmeSimple: Story = { args: { item: "HomeEntry", tenant: "acme", portalType: "Simple" }, play: coloured(/首页|Home|Startsida/, "rgb(255, 255, 255)") };
export const WorkbenchZhongjianClassic: Story = { args: { item: "WorkbenchEntry", tenant: "zhongjian", portalType: "Classic" }, play: linked(/工作台|Workbench|Arbetsyta/, "/portal/5/?org=1") };
export const WorkbenchNordbyggSimple: Story = { args: { item: "WorkbenchEntry", tenant: "nordbygg", portalType: "Simple" }, play: linked(/工作台|Workbench|Arbetsyta/, "/portal/5/?org=1") };

export const EntriesZhongjianClassic: Story = {
  args: { item: "ExtendEntries", tenant: "zhongjian", portalType: "Classic" },
  play: async ({ canvasElement }) => {
    const group = within(await within(canvasElement).findByRole("group", { name: /快捷入口|Shortcuts|Genvägar/ }));
    await expect(group.getByRole("link", { name: "报表中心" }).getAttribute("target")).toBe("_blank");
    await expect(group.getByRole("link", { name: "安全看板" }).getAttribute("href")).toBe("/apps/iframe-demo/");
    await userEvent.click(group.getByRole("button", { name: "常用工具" }));
    await expect(await within(document.body).findByRole("link", { name: "工程量计算器" })).toBeTruthy();
  },
};
export const EntriesAcmeSimple: Story = {
  args: { item: "ExtendEntries", tenant: "acme", portalType: "Simple" },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("link", { name: "我的待办" })).toBeTruthy();
  },
};

export const CollectZhongjianClassic: Story = {
  args: { item: "CollectCenter", tenant: "zhongjian", portalType: "Classic" },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: /我的收藏|Favourites|Favoriter/ }));
    await expect(await within(document.body).findByRole("menuitem", { name: "项目概况" })).toBeTruthy();
    await expect(within(document.body).getByRole("menuitem", { name: "成本分析" })).toBeTruthy();
  },
};
export const CollectAcmeSimple: Story = { args: { item: "CollectCenter", tenant: "acme", portalType: "Simple" }, play: named(/我的收藏|Favourites|Favoriter/) };
/** SPEC §2 collect-menu add dialog: opened from the collect centre, a menu is found by its name. */
export const CollectAddDialogZhongjian: Story = {
  args: { item: "CollectCenter", tenant: "zhongjian", portalType: "Classic" },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: /我的收藏|Favourites|Favoriter/ }));
    await userEvent.click(await within(document.body).findByRole("menuitem", { name: /添加收藏|Add to favourites|Lägg till favorit/ }));
    const dialog = await within(document.body).findByRole("dialog", { name: /添加收藏|Add to favourites|Lägg till favorit/ });
    await expect(await within(dialog).findByRole("combobox", { name: /要收藏的菜单|Menu to add|Meny att lägga till/ })).toBeTruthy();
  },
};

export const HelpZhongjianClassic: Story = {
  args: { item: "HelpCenter", tenant: "zhongjian", portalType: "Classic" },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: /帮助中心|Help centre|Hjälpcenter/ }));
    await expect((await within(document.body).findByRole("link", { name: "项目管理用户手册" })).getAttribute("target")).toBe("_blank");
  },
};
/** An international environment: pmpp help carries the generic 'user guide' label (SPEC §9). */
export const HelpAcmeInternational: Story = {
  args: { item: "HelpCenter", tenant: "acme", portalType: "Simple", i18nEnv: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: /帮助中心|Help centre|Hjälpcenter/ }));
    await expect(await within(document.body).findByRole("menuitem", { name: /用户指南 1|User guide 1|Användarhandledning 1/ })).toBeTruthy();
  },
};

export const ExperienceZhongjianClassic: Story = { args: { item: "ExperienceCenter", tenant: "zhongjian", portalType: "Classic" }, play: named(/体验中心|Experience centre|Upplevelsecenter/) };
export const ExperienceNordbyggSimple: Story = { args: { item: "ExperienceCenter", tenant: "nordbygg", portalType: "Simple" }, play: named(/体验中心|Experience centre|Upplevelsecenter/) };

export const DashboardsZhongjianClassic: Story = {
  args: { item: "Dashboards", tenant: "zhongjian", portalType: "Classic" },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole("button", { name: /数据看板|Dashboards|Instrumentpaneler/ }));
    const link = await within(document.body).findByRole("link", { name: "集团经营驾驶舱" });
    await expect(link.getAttribute("href")).toMatch(/\/apps\/dashboards\/group-operations\?orgId=1$/);
  },
};
export const DashboardsAcmeSimple: Story = { args: { item: "Dashboards", tenant: "acme", portalType: "Simple" }, play: named(/数据看板|Dashboards|Instrumentpaneler/) };

export const FullscreenZhongjianClassic: Story = { args: { item: "Fullscreen", tenant: "zhongjian", portalType: "Classic" }, play: named(/^(全屏|Full screen|Helskärm)$/) };
export const FullscreenAcmeSimple: Story = { args: { item: "Fullscreen", tenant: "acme", portalType: "Simple" }, play: named(/^(全屏|Full screen|Helskärm)$/) };
export const FullscreenNordbyggClassic: Story = { args: { item: "Fullscreen", tenant: "nordbygg", portalType: "Classic" }, play: named(/^(全屏|Full screen|Helskärm)$/) };

export const UpgradeZhongjianClassic: Story = { args: { item: "UpgradeIcon", tenant: "zhongjian", portalType: "Classic" }, play: linked(/升级说明|About this upgrade|Om uppgraderingen/, "/portal/upgrade-intro/") };
export const UpgradeAcmeSimple: Story = { args: { item: "UpgradeIcon", tenant: "acme", portalType: "Simple" }, play: linked(/升级说明|About this upgrade|Om uppgraderingen/, "/portal/upgrade-intro/") };
