import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent, within } from "storybook/test";
import { HomePage } from "#app/features/home/HomePage";
import { WorkbenchPage } from "#app/features/workbench/WorkbenchPage";
import type { WorkbenchApi } from "#app/platform-api/workbench";
import type { PortalType } from "#app/layout/types";
import type { CollectedMenu } from "#app/features/collections/collections.rules";
import { StoryCollections } from "../fixtures/collections";
import { PortalFrame, storyPortal, type DemoTenantKey } from "../fixtures/portal";
import { COLLECTIONS, CUSTOM_PORTAL_CONFIG, fakeWorkbenchApi, MENUS, WORKBENCH_MENU } from "./fixtures";

interface Args {
  page: "workbench" | "home";
  tenant?: DemoTenantKey;
  portalType?: PortalType;
  api: WorkbenchApi;
  /** The user's collected menus (the collections store), or the failure reading them. */
  collections?: CollectedMenu[] | Error;
  noOrg?: boolean;
}

/** The workbench (internal menu 5) and the home page (menu 1) with an in-memory platform, per demo tenant and portal type. */
const meta: Meta<Args> = {
  title: "Workbench/Pages",
  parameters: { layout: "fullscreen" },
  args: { page: "workbench", api: fakeWorkbenchApi() },
  render: ({ page, tenant, portalType, api, collections = COLLECTIONS, noOrg }) => {
    const { context } = storyPortal({ tenant, portalType });
    return (
      <PortalFrame context={{ ...context, menus: MENUS, currentPath: "/portal/5/?org=1", ...(noOrg ? { org: null } : {}) }}>
        <StoryCollections list={collections}>
          <div style={{ padding: 16, background: "#F5F7FA" }}>{page === "home" ? <HomePage api={api} /> : <WorkbenchPage menu={WORKBENCH_MENU} api={api} />}</div>
        </StoryCollections>
      </PortalFrame>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

const region = async (canvasElement: HTMLElement, name: RegExp) => within(await within(canvasElement).findByRole("region", { name }));

const FULL_WORKBENCH: Story["play"] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole("heading", { name: /工作台|Workbench|Arbetsyta/ })).toBeTruthy();
  const entries = await region(canvasElement, /快捷入口|Quick entries|Snabbval/);
  await expect((await entries.findByRole("link", { name: "项目概况" })).getAttribute("href")).toBe("/portal/1/?productCode=pmpp&menuCode=pmpp.overview");
  const board = await region(canvasElement, /项目公告|Bulletin board|Anslagstavla/);
  await expect(await board.findByText("汛期安全生产专项检查通知")).toBeTruthy();
  const recent = await region(canvasElement, /最近访问|Recent visits|Senast besökta/);
  await expect((await recent.findAllByRole("link")).length).toBe(2);
  await expect(await region(canvasElement, /我的收藏|My favourites|Mina favoriter/)).toBeTruthy();
};

export const ZhongjianClassic: Story = { args: { tenant: "zhongjian", portalType: "Classic" }, play: FULL_WORKBENCH };
export const ZhongjianSimple: Story = { args: { tenant: "zhongjian", portalType: "Simple" }, play: FULL_WORKBENCH };

/** Acme publishes no portal workbench and has a custom portal (platform/db/seed-workbench.ts). */
export const AcmeCustomPortal: Story = {
  args: { tenant: "acme", portalType: "Classic", api: fakeWorkbenchApi({ config: CUSTOM_PORTAL_CONFIG, bulletins: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("link", { name: /打开自定义门户|Open the custom portal|Öppna den anpassade portalen/ })).toBeTruthy();
    await expect(await canvas.findByText(/暂无公告|No bulletins|Inga anslag/)).toBeTruthy();
    await expect(canvas.queryByRole("region", { name: /快捷入口|Quick entries|Snabbval/ })).toBeNull();
  },
};

/** Nothing loads: each section says so and offers a retry; the page stays. */
export const NordbyggPlatformDown: Story = {
  args: {
    tenant: "nordbygg",
    api: fakeWorkbenchApi({ config: new Error("HTTP 503"), bulletins: new Error("HTTP 503"), visits: new Error("HTTP 503") }),
  },
  play: async ({ canvasElement }) => {
    const board = await region(canvasElement, /项目公告|Bulletin board|Anslagstavla/);
    await expect(await board.findByRole("button", { name: /重\s?试|Try again|Försök igen/ })).toBeTruthy();
    await expect(await within(canvasElement).findByText(/工作台配置加载失败|workbench settings could not be loaded|inställningar kunde inte/)).toBeTruthy();
  },
};

export const HomeZhongjian: Story = {
  args: { page: "home", tenant: "zhongjian" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: /演示用户/ })).toBeTruthy();
    const favourites = await region(canvasElement, /我的收藏|My favourites|Mina favoriter/);
    await userEvent.click(await favourites.findByRole("button", { name: "劳务实名制" }));
    await expect(await within(document.body).findByText(/当前组织没有该菜单权限|does not have this menu permission|har inte behörighet/)).toBeTruthy();
  },
};

export const HomeWithoutOrg: Story = {
  args: { page: "home", tenant: "acme", noOrg: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/未选择组织|No organisation is selected|Ingen organisation är vald/)).toBeTruthy();
  },
};
