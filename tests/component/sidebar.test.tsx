import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ClassicSidebar } from "#app/features/sidebar/ClassicSidebar";
import { SimpleSidebar } from "#app/features/sidebar/SimpleSidebar";
import type { PortalType } from "#app/layout/types";
import { SIDEBAR_AFFIX_STORAGE_NAME, SIDEBAR_WIDTH_STORAGE_NAME } from "#app/features/sidebar/sidebar.rules";
import { storageKey } from "#app/kit/client-storage";
import { API, fail, ok } from "#tests/mocks/envelope";
import { manyPagesTree, NavStory, sidebarMenus, type NavigationRecord, type NavStoryArgs } from "../../stories/sidebar/fixtures";
import { renderInPortal } from "./render";

/** The demo user's collections in the demo tenant (platform/README.md: 项目概况, 设计评审, 劳务实名制). */
const DEMO_COLLECTIONS = [
  { id: "9001", menuName: "项目概况", productCode: "pmpp", appCode: "pmpp-web", menuAuthCode: "pmpp.overview", sourceType: "dir" },
  { id: "9002", menuName: "设计评审", productCode: "gepm", appCode: "gepm-web", menuAuthCode: "gepm.design.review", sourceType: "dir" },
];

/** The per-item calls sent (SPEC §7 POST user-collections, DELETE user-collections/{id}). */
let sent: { method: string; body?: unknown; id?: string }[] = [];
let collections: unknown[] = [];
let nextId = 1;
const server = setupServer(
  http.get(`${API}/workbench/v4/user-collections`, () => ok(collections)),
  http.post(`${API}/workbench/v4/user-collections`, async ({ request }) => {
    const body = (await request.json()) as object;
    sent.push({ method: "POST", body });
    const added = { id: `80${nextId++}`, ...body };
    collections = [...collections, added];
    return ok(added);
  }),
  http.delete(`${API}/workbench/v4/user-collections/:id`, ({ params }) => {
    sent.push({ method: "DELETE", id: String(params.id) });
    collections = collections.filter((item) => (item as { id: string }).id !== params.id);
    return ok(true);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  sent = [];
  collections = [...DEMO_COLLECTIONS];
  localStorage.clear();
  document.head.querySelectorAll("link[data-menu-icons]").forEach((link) => link.remove());
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const NS = { userId: "u-demo", tenantId: "10001" };

// jsdom has no PointerEvent: fireEvent.pointer* would drop clientX and pointerId.
if (typeof window.PointerEvent === "undefined") {
  class PointerEventShim extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  Object.defineProperty(window, "PointerEvent", { value: PointerEventShim, writable: true });
}

function renderSidebar(args: NavStoryArgs & { variant?: "classic" | "simple"; props?: Record<string, unknown> } = {}, record?: NavigationRecord) {
  const { variant = "classic", props = {}, ...story } = args;
  const Component = variant === "simple" ? SimpleSidebar : ClassicSidebar;
  const portalType: PortalType = variant === "simple" ? "Simple" : "Classic";
  return renderInPortal(
    <NavStory portalType={portalType} {...story} record={record}>
      <Component item={{ id: "sidebar", component: variant === "simple" ? "SimpleSidebar" : "ClassicSidebar", props }} region="sidebar" />
    </NavStory>,
    story.locale ?? "zh-CN",
  );
}

const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** Moves faked timers on and lets what they started reach the screen. */
async function advance(ms: number): Promise<void> {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

/** Fires the event, then lets the store's change reach the screen (valtio notifies after a microtask). */
async function fire(run: () => unknown): Promise<void> {
  await act(async () => {
    run();
  });
}

describe("sidebar: accordion, panel and navigation (SPEC §2 Left side, §4 Sidebar)", () => {
  it("shows the categories as an accordion with the active one open, in the tenant's colours", async () => {
    renderSidebar({ menuId: "p-master", tenant: "acme", theme: { sidebarBgColor: "#102030", sidebarActiveTextColor: "#FFAA00" } });
    const nav = screen.getByRole("navigation", { name: "应用菜单" });
    expect(screen.getByTestId("sidebar").style.background).toBe("rgb(16, 32, 48)");
    const project = within(nav).getByRole("button", { name: "项目管理" });
    expect(project.getAttribute("aria-expanded")).toBe("true");
    // #FFAA00 on the light active background (#E9F3FF) reads at 1.9:1: it is drawn in the darker shade that reads at 4.5:1.
    expect(project.style.color).toBe("rgb(150, 100, 0)");
    const enterprise = within(nav).getByRole("button", { name: "企业经营" });
    expect(enterprise.getAttribute("aria-expanded")).toBe("false");
    expect(within(nav).queryByRole("button", { name: "企业管理" })).toBeNull();
    await fire(() => fireEvent.click(enterprise));
    expect(within(nav).getByRole("button", { name: "企业管理" })).toBeTruthy();
    // The active app is marked.
    expect(within(nav).getByRole("button", { name: "项目综合管理" }).getAttribute("aria-current")).toBe("true");
  });

  it("uniqueOpened keeps one category open", async () => {
    renderSidebar({ menuId: "p-master", sceneParams: { uniqueOpened: true } });
    const nav = screen.getByRole("navigation", { name: "应用菜单" });
    await fire(() => fireEvent.click(within(nav).getByRole("button", { name: "企业经营" })));
    expect(within(nav).getByRole("button", { name: "企业经营" }).getAttribute("aria-expanded")).toBe("true");
    expect(within(nav).getByRole("button", { name: "项目管理" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("another org's menus open their own categories; categories the user closed stay closed", async () => {
    const view = (menus: ReturnType<typeof sidebarMenus>) => (
      <NavStory menuId="1" menus={menus}>
        <ClassicSidebar item={{ id: "sidebar", component: "ClassicSidebar", props: {} }} region="sidebar" />
      </NavStory>
    );
    const { rerender } = renderInPortal(view(sidebarMenus("1", { tree: manyPagesTree(3) })), "zh-CN");
    await fire(() => undefined);
    expect(screen.getByRole("button", { name: "基准测试" }).getAttribute("aria-expanded")).toBe("true");
    await fire(() => rerender(view(sidebarMenus("1"))));
    expect(screen.getByRole("button", { name: "企业经营" }).getAttribute("aria-expanded")).toBe("true");
    const site = () => screen.getAllByRole("button", { name: "现场管理" }).find((button) => button.hasAttribute("aria-controls"))!;
    expect(site().getAttribute("aria-expanded")).toBe("true");
    await fire(() => fireEvent.click(site()));
    await fire(() => rerender(view({ ...sidebarMenus("1") })));
    expect(site().getAttribute("aria-expanded")).toBe("false");
  });

  it("opens an app's cascading panel after the pointer rests 500 ms, not before; a leaf opens its menu", async () => {
    const record: NavigationRecord = { went: [], windows: [] };
    renderSidebar({ menuId: "1" }, record);
    const nav = screen.getByRole("navigation", { name: "应用菜单" });
    const pmpp = within(nav).getByRole("button", { name: "项目综合管理" });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      await fire(() => fireEvent.mouseEnter(pmpp));
      await advance(450);
      expect(screen.queryByRole("region", { name: "项目综合管理的菜单" })).toBeNull();
      await advance(60);
    } finally {
      vi.useRealTimers();
    }
    const panel = await screen.findByRole("region", { name: "项目综合管理的菜单" });
    expect(pmpp.getAttribute("aria-expanded")).toBe("true");
    // Main menus first; a directory opens the next column.
    await fire(() => fireEvent.click(within(panel).getByRole("button", { name: "进度管理" })));
    await fire(() => fireEvent.click(within(panel).getByRole("button", { name: "进度计划" })));
    await fire(() => fireEvent.click(within(panel).getByRole("link", { name: "总进度计划" })));
    await waitFor(() => expect(record.went).toEqual(["p-master"]));
    expect(screen.queryByRole("region", { name: "项目综合管理的菜单" })).toBeNull();
    // The opened menu is the active one now: its app is marked.
    expect(within(nav).getByRole("button", { name: "项目综合管理" }).getAttribute("aria-current")).toBe("true");
  });

  it("a leaving pointer cancels the hover; the menu links keep the page's query", async () => {
    renderSidebar({ menuId: "1" });
    const pmpp = screen.getByRole("button", { name: "项目综合管理" });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      await fire(() => fireEvent.mouseEnter(pmpp));
      await advance(300);
      await fire(() => fireEvent.mouseLeave(pmpp));
      await advance(1000);
      expect(screen.queryByRole("region", { name: "项目综合管理的菜单" })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    await fire(() => fireEvent.click(pmpp));
    const panel = await screen.findByRole("region", { name: "项目综合管理的菜单" });
    expect(within(panel).getByRole("link", { name: "项目概况" }).getAttribute("href")).toBe("/portal/m-overview/?org=100010001");
    // noAuth items are shown disabled.
    expect(within(panel).getByRole("link", { name: "项目报表" }).getAttribute("aria-disabled")).toBe("true");
  });

  it("concise quick-select: in the active menu's category the panel opens on click, not on hover", async () => {
    renderSidebar({ variant: "simple", menuId: "p-master" });
    const pmpp = screen.getByRole("button", { name: "项目综合管理" });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      await fire(() => fireEvent.mouseEnter(pmpp));
      await advance(1000);
      expect(screen.queryByRole("region", { name: "项目综合管理的菜单" })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    await fire(() => fireEvent.click(pmpp));
    const panel = await screen.findByRole("region", { name: "项目综合管理的菜单" });
    // The panel opens on the active menu's place.
    expect(within(panel).getByRole("link", { name: "总进度计划" }).getAttribute("aria-current")).toBe("page");
  });

  it("is usable with the keyboard: Arrow Right opens the panel and focuses it, Escape closes it back to the app", async () => {
    const record: NavigationRecord = { went: [], windows: [] };
    const user = userEvent.setup();
    renderSidebar({ menuId: "1" }, record);
    // No active menu: every category starts open.
    expect(screen.getByRole("button", { name: "企业经营" }).getAttribute("aria-expanded")).toBe("true");
    const app = screen.getByRole("button", { name: "企业管理" });
    app.focus();
    await user.keyboard("{ArrowRight}");
    const panel = await screen.findByRole("region", { name: "企业管理的菜单" });
    await waitFor(() => expect(document.activeElement?.textContent).toBe("投资管理"));
    await user.keyboard("{ArrowRight}");
    await waitFor(() => expect(document.activeElement?.textContent).toBe("投资项目库"));
    await user.keyboard("{ArrowLeft}");
    await waitFor(() => expect(document.activeElement?.textContent).toBe("投资管理"));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("region", { name: "企业管理的菜单" })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "企业管理" }));
    expect(panel.isConnected).toBe(false);
  });
});

describe("sidebar: pinned or drawer, width (SPEC §3, §4 Sidebar, §9)", () => {
  it("toggles pinned ⇄ drawer mode and saves it per user and tenant; a new page reads it back", async () => {
    const first = renderSidebar({ menuId: "1" });
    expect(screen.getByTestId("sidebar").dataset.mode).toBe("pinned");
    await fire(() => fireEvent.click(screen.getByRole("button", { name: "取消固定（抽屉模式）" })));
    expect(screen.getByTestId("sidebar").dataset.mode).toBe("drawer");
    expect(localStorage.getItem(storageKey(SIDEBAR_AFFIX_STORAGE_NAME, NS))).toBe("false");
    first.unmount();
    renderSidebar({ menuId: "1" });
    await waitFor(() => expect(screen.getByTestId("sidebar").dataset.mode).toBe("drawer"));
    // The drawer opens from the aside with the whole sidebar, and pins again from there.
    await fire(() => fireEvent.click(screen.getByRole("button", { name: "打开应用菜单" })));
    const drawer = screen.getByTestId("sidebar-drawer");
    expect(within(drawer).getByRole("navigation", { name: "应用菜单" })).toBeTruthy();
    await fire(() => fireEvent.keyDown(drawer, { key: "Escape" }));
    expect(screen.queryByTestId("sidebar-drawer")).toBeNull();
    await fire(() => fireEvent.click(screen.getByRole("button", { name: "打开应用菜单" })));
    await fire(() => fireEvent.click(within(screen.getByTestId("sidebar-drawer")).getByRole("button", { name: "固定菜单" })));
    expect(screen.getByTestId("sidebar").dataset.mode).toBe("pinned");
    expect(localStorage.getItem(storageKey(SIDEBAR_AFFIX_STORAGE_NAME, NS))).toBe("true");
  });

  it("resizes with the keyboard within 208..600, saves the width and reads it back", async () => {
    const first = renderSidebar({ menuId: "1" });
    const handle = screen.getByRole("separator", { name: "菜单宽度" });
    expect(handle.getAttribute("aria-valuenow")).toBe("208");
    await fire(() => fireEvent.keyDown(handle, { key: "ArrowRight" }));
    expect(handle.getAttribute("aria-valuenow")).toBe("224");
    expect(screen.getByTestId("sidebar").style.width).toBe("224px");
    await fire(() => fireEvent.keyDown(handle, { key: "ArrowLeft", shiftKey: true }));
    expect(handle.getAttribute("aria-valuenow")).toBe("208");
    await fire(() => fireEvent.keyDown(handle, { key: "End" }));
    expect(handle.getAttribute("aria-valuenow")).toBe("600");
    await fire(() => fireEvent.keyDown(handle, { key: "ArrowRight" }));
    expect(handle.getAttribute("aria-valuenow")).toBe("600");
    await fire(() => fireEvent.keyDown(handle, { key: "Home" }));
    await fire(() => fireEvent.keyDown(handle, { key: "ArrowRight", shiftKey: true }));
    expect(localStorage.getItem(storageKey(SIDEBAR_WIDTH_STORAGE_NAME, NS))).toBe("272");
    first.unmount();
    renderSidebar({ menuId: "1" });
    await waitFor(() => expect(screen.getByTestId("sidebar").style.width).toBe("272px"));
  });

  it("resizes by dragging the handle and saves at the end of the drag", async () => {
    renderSidebar({ menuId: "1" });
    const handle = screen.getByRole("separator", { name: "菜单宽度" });
    await fire(() => fireEvent.pointerDown(handle, { clientX: 208, pointerId: 1, button: 0 }));
    await fire(() => fireEvent.pointerMove(handle, { clientX: 300, pointerId: 1 }));
    expect(screen.getByTestId("sidebar").style.width).toBe("300px");
    expect(localStorage.getItem(storageKey(SIDEBAR_WIDTH_STORAGE_NAME, NS))).toBeNull();
    await fire(() => fireEvent.pointerUp(handle, { clientX: 2000, pointerId: 1 }));
    expect(screen.getByTestId("sidebar").style.width).toBe("600px");
    expect(localStorage.getItem(storageKey(SIDEBAR_WIDTH_STORAGE_NAME, NS))).toBe("600");
  });

  it("a saved width or flag that is garbage reads as the defaults", async () => {
    localStorage.setItem(storageKey(SIDEBAR_WIDTH_STORAGE_NAME, NS), JSON.stringify("wide"));
    localStorage.setItem(storageKey(SIDEBAR_AFFIX_STORAGE_NAME, NS), "{not json");
    renderSidebar({ menuId: "1" });
    await sleep(0);
    expect(screen.getByTestId("sidebar").dataset.mode).toBe("pinned");
    expect(screen.getByTestId("sidebar").style.width).toBe("208px");
  });

  it("in drawer mode the aside starts expanded and folds to its rail after 3000 ms", async () => {
    localStorage.setItem(storageKey(SIDEBAR_AFFIX_STORAGE_NAME, NS), "false");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    try {
      renderSidebar({ variant: "simple", menuId: "1" });
      await advance(0);
      expect(screen.getByTestId("sidebar").dataset.mode).toBe("drawer");
      expect(screen.getByTestId("sidebar-rail").dataset.expanded).toBe("true");
      expect(screen.getByTestId("sidebar").style.width).toBe("190px");
      await advance(2900);
      expect(screen.getByTestId("sidebar-rail").dataset.expanded).toBe("true");
      await advance(200);
      expect(screen.getByTestId("sidebar-rail").dataset.expanded).toBe("false");
      expect(screen.getByTestId("sidebar").style.width).toBe("60px");
    } finally {
      vi.useRealTimers();
    }
    // Collapsed, the categories are icon buttons named for the screen reader.
    await fire(() => fireEvent.click(screen.getByRole("button", { name: "现场管理" })));
    const category = within(screen.getByTestId("sidebar-drawer"))
      .getAllByRole("button", { name: "现场管理" })
      .find((button) => button.hasAttribute("aria-controls"));
    expect(category?.getAttribute("aria-expanded")).toBe("true");
  });

  it("a pinned sidebar stays expanded after 3000 ms", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      renderSidebar({ variant: "classic", menuId: "1" });
      await advance(3100);
      expect(screen.getByTestId("sidebar").dataset.mode).toBe("pinned");
      expect(screen.getByRole("navigation", { name: "应用菜单" })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("sidebar: stars (SPEC §5 collect, §7 user-collections)", () => {
  async function openProjectPanel() {
    await fire(() => fireEvent.click(screen.getByRole("button", { name: "项目综合管理" })));
    return within(screen.getByRole("region", { name: "项目综合管理的菜单" }));
  }

  it("shows the user's collections, stars a leaf at once and sends that one change, then says so", async () => {
    renderSidebar({ menuId: "p-master" });
    const panel = await openProjectPanel();
    expect(await panel.findByRole("button", { name: "取消收藏项目概况" })).toBeTruthy();
    // Directories and noAuth pages carry no star (SPEC §5).
    expect(panel.queryByRole("button", { name: "收藏进度管理" })).toBeNull();
    expect(panel.queryByRole("button", { name: "收藏项目报表" })).toBeNull();
    const star = panel.getByRole("button", { name: "收藏总进度计划" });
    expect(star.getAttribute("aria-pressed")).toBe("false");
    await fire(() => fireEvent.click(star));
    expect(panel.getByRole("button", { name: "取消收藏总进度计划" }).getAttribute("aria-pressed")).toBe("true");
    expect(await screen.findByText("已收藏总进度计划")).toBeTruthy();
    expect(sent).toEqual([
      { method: "POST", body: expect.objectContaining({ menuName: "总进度计划", productCode: "pmpp", appCode: "pmpp-web", menuAuthCode: "pmpp.schedule.plan.master", tenantId: "10001", userId: "u-demo" }) },
    ]);
    // Removing deletes that one entry by its id.
    await fire(() => fireEvent.click(panel.getByRole("button", { name: "取消收藏项目概况" })));
    expect(await screen.findByText("已取消收藏项目概况")).toBeTruthy();
    expect(sent[1]).toEqual({ method: "DELETE", id: "9001" });
  });

  it("rolls the star back with a message when the platform refuses", async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(`${API}/workbench/v4/user-collections`, async () => {
        await answered;
        return fail(500, "500", "collections are down");
      }),
    );
    renderSidebar({ menuId: "p-master", locale: "en" });
    const app = screen.getAllByRole("button", { name: "Project management" }).find((button) => button.getAttribute("aria-haspopup") === "true");
    await fire(() => fireEvent.click(app!));
    const panel = within(screen.getByRole("region", { name: "Menus of Project management" }));
    await waitFor(() => expect(panel.getByRole("button", { name: "Remove Project overview from favourites" })).toBeTruthy());
    await fire(() => fireEvent.click(panel.getByRole("button", { name: "Add Master schedule to favourites" })));
    // At once, before the platform answers.
    expect(panel.getByRole("button", { name: "Remove Master schedule from favourites" }).getAttribute("aria-pressed")).toBe("true");
    release();
    expect(await screen.findByText("Master schedule could not be added to your favourites: collections are down")).toBeTruthy();
    expect(panel.getByRole("button", { name: "Add Master schedule to favourites" }).getAttribute("aria-pressed")).toBe("false");
  });

  it("never sends a list made without the user's collections: reading them fails, nothing is sent", async () => {
    server.use(http.get(`${API}/workbench/v4/user-collections`, () => fail(503, "503", "unavailable")));
    renderSidebar({ menuId: "p-master" });
    const panel = await openProjectPanel();
    await fire(() => fireEvent.click(panel.getByRole("button", { name: "收藏总进度计划" })));
    expect(await screen.findByText(/收藏总进度计划失败/)).toBeTruthy();
    expect(sent).toEqual([]);
  });
});

describe("sidebar: menu icons (SPEC §3 menuIconShow, menuIconResources; §7 icon list)", () => {
  it("fetches the icon resource, injects its font css and draws the menus' iconClass with it", async () => {
    server.use(
      http.get("*/icons/menu-icons.json", () =>
        HttpResponse.json({ css: "menu-icons.css", font_family: "portal-icons", css_prefix_text: "icon-", glyphs: [{ font_class: "pmpp" }, { font_class: "category-project" }] }),
      ),
    );
    renderSidebar({ menuId: "p-master", sceneParams: { menuIconShow: true, menuIconResources: "/icons/menu-icons.json" } });
    const nav = screen.getByRole("navigation", { name: "应用菜单" });
    await waitFor(() => expect(nav.querySelector('[data-icon-font="icon-pmpp"]')).not.toBeNull());
    expect(nav.querySelector('[data-icon-font="icon-pmpp"]')?.className).toBe("portal-icons icon-pmpp");
    expect(document.head.querySelector("link[data-menu-icons]")?.getAttribute("href")).toBe("/icons/menu-icons.css");
    // A class the font does not list falls back to an antd icon.
    expect(nav.querySelector('[data-icon-font="icon-gepm"]')).toBeNull();
  });

  it("refuses an unsafe css URL and keeps the antd icons", async () => {
    let served = false;
    server.use(
      http.get("*/icons/evil.json", () => {
        served = true;
        return HttpResponse.json({ css: "javascript:alert(1)" });
      }),
    );
    renderSidebar({ menuId: "p-master", sceneParams: { menuIconShow: true, menuIconResources: "/icons/evil.json" } });
    await waitFor(() => expect(served).toBe(true));
    await sleep(50);
    expect(document.head.querySelector("link[data-menu-icons]")).toBeNull();
    expect(screen.getByRole("navigation", { name: "应用菜单" }).querySelector("[data-icon-font]")).toBeNull();
    expect(screen.getByRole("navigation", { name: "应用菜单" }).querySelector(".anticon")).not.toBeNull();
  });

  it("menuIconShow off draws no icons", () => {
    renderSidebar({ menuId: "p-master", sceneParams: { menuIconShow: false } });
    expect(screen.getByRole("navigation", { name: "应用菜单" }).querySelector(".anticon-appstore")).toBeNull();
  });
});
