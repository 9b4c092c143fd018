import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HEADER_CLASS } from "#app/features/header/header-css";
import { http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CollectCenter } from "#app/features/collections/CollectCenter";
import { Dashboards } from "#app/features/header/Dashboards";
import { ExperienceCenter } from "#app/features/header/ExperienceCenter";
import { ExtendEntries } from "#app/features/header/ExtendEntries";
import { Fullscreen } from "#app/features/header/Fullscreen";
import { Header } from "#app/features/header/Header";
import { HelpCenter } from "#app/features/header/HelpCenter";
import { HomeEntry } from "#app/features/header/HomeEntry";
import { UpgradeIcon } from "#app/features/header/UpgradeIcon";
import { WorkbenchEntry } from "#app/features/header/WorkbenchEntry";
import { navigateTo } from "#app/features/header/items/navigate";
import { RegistryProvider } from "#app/shell/component-map";
import type { PlacedProps } from "#app/layout/placed";
import type { Locale } from "#app/kit/i18n/config";
import type { PortalContextValue } from "#app/shell/portal-context";
import { API, fail, ok } from "#tests/mocks/envelope";
import { COLLECTIONS, DASHBOARDS, EXTEND_ENTRIES, HELP_URLS, HeaderStrip, QUICK_ENTRIES, SCENE_EXTEND_ENTRIES, headerItemsPortal } from "../../stories/header-items/fixtures";
import { renderInPortal } from "./render";

vi.mock("#app/features/header/items/navigate", () => ({ navigateTo: vi.fn(), reloadPage: vi.fn() }));

const calls: string[] = [];
const server = setupServer(
  http.get(`${API}/product/v4/help-urls`, ({ request }) => {
    const product = new URL(request.url).searchParams.get("productCode");
    return ok(product === "pmpp" ? HELP_URLS : product === "g-field" ? [{ name: "现场管理操作指南", url: "https://help.example.com/g-field/guide", productCode: "g-field", integrateType: 0 }] : []);
  }),
  http.get(`${API}/workbench/v4/dashboards/list`, () => ok(DASHBOARDS)),
  http.get(`${API}/workbench/v4/user-collections`, () => ok(COLLECTIONS)),
  http.get(`${API}/workbench/v4/portal-menus/quick-Entrances/current`, () => ok(QUICK_ENTRIES)),
  http.get(`${API}/workbench/v4/portal-menus/tenant-auth-entrance-tree`, () => ok(EXTEND_ENTRIES)),
  http.get(`${API}/product/v4/menus/auth-menu-by-org-pcode-mcode`, () => ok(null)),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  calls.length = 0;
  server.events.on("request:start", ({ request }) => {
    calls.push(new URL(request.url).pathname + new URL(request.url).search);
  });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

/** Renders header items with the real platform calls (msw), not presets. */
function renderItems(ui: React.ReactNode, context: PortalContextValue = headerItemsPortal(), locale: Locale = "en") {
  return renderInPortal(
    <HeaderStrip context={context} data={{}}>
      {ui}
    </HeaderStrip>,
    locale,
  );
}

const item = (component: string, props: Record<string, unknown> = {}) => ({ id: component, component, props });

describe("help centre", () => {
  it("shows nothing while loading, then the product's help: a new window for integrateType 1, a sandboxed dialog otherwise", async () => {
    renderItems(<HelpCenter item={item("HelpCenter", { i18nEnv: false })} region="header.right" />);
    expect(screen.queryByRole("button", { name: "Help centre" })).toBeNull();
    const button = await screen.findByRole("button", { name: "Help centre" });
    expect(calls).toContain("/api/product/v4/help-urls?productCode=pmpp");
    await act(async () => {
      fireEvent.click(button);
    });
    // SPEC §3 nameAllLang: each item named in the page's language (English here).
    const manual = await screen.findByRole("link", { name: "Project management user manual" });
    expect([manual.getAttribute("href"), manual.getAttribute("target"), manual.getAttribute("rel")]).toEqual(["https://help.example.com/pmpp/manual", "_blank", "noopener noreferrer"]);
    await act(async () => {
      fireEvent.click(screen.getByRole("menuitem", { name: "Project management quick start" }));
    });
    const dialog = await screen.findByRole("dialog", { name: "Project management quick start" });
    const frame = dialog.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe("/help/pmpp/quick-start.html");
    // A help page on the portal's own origin, not code deployed with the shell: an opaque origin (ADR 029).
    expect(frame?.getAttribute("sandbox")).toBe("allow-scripts allow-forms allow-popups allow-downloads allow-modals");
  });

  it("in an international environment pmpp help shows the generic 'user guide' label", async () => {
    renderItems(<HelpCenter item={item("HelpCenter", { i18nEnv: true })} region="header.right" />);
    const target1 = await screen.findByRole("button", { name: "Help centre" });
    await act(async () => {
      fireEvent.click(target1);
    });
    expect(await screen.findByRole("menuitem", { name: "User guide 1" })).toBeTruthy();
    expect(screen.getByRole("menuitem", { name: "User guide 2" })).toBeTruthy();
    expect(screen.queryByText("项目管理用户手册")).toBeNull();
  });

  it("a product without help shows no icon", async () => {
    const context = headerItemsPortal({}, { menus: undefined });
    renderItems(<HelpCenter item={item("HelpCenter")} region="header.right" />, context);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole("button", { name: "Help centre" })).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe("dashboards", () => {
  it("lists the org's dashboards with absolute URLs carrying orgId, each in a new window", async () => {
    renderItems(<Dashboards />);
    const target2 = await screen.findByRole("button", { name: "Dashboards" });
    await act(async () => {
      fireEvent.click(target2);
    });
    const first = await screen.findByRole("link", { name: "Group operations cockpit" });
    expect(first.getAttribute("href")).toBe(`${window.location.origin}/apps/dashboards/group-operations?orgId=1`);
    expect(first.getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("link", { name: "Safety and quality board" }).getAttribute("href")).toBe("https://bi.example.com/boards/safety-quality?view=1&orgId=1");
    expect(calls).toContain("/api/workbench/v4/dashboards/list?orgId=1");
  });

  it("shows nothing when the org has none or the call fails", async () => {
    server.use(http.get(`${API}/workbench/v4/dashboards/list`, () => fail(500, "500", "boom")));
    renderItems(<Dashboards />);
    await waitFor(() => expect(calls).toContain("/api/workbench/v4/dashboards/list?orgId=1"));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole("button", { name: "Dashboards" })).toBeNull();
  });
});

describe("collect centre", () => {
  it("opens a collected menu that is in the tree and warns noMenuPermission for one that is not", async () => {
    renderItems(<CollectCenter />);
    const target3 = await screen.findByRole("button", { name: "Favourites" });
    await act(async () => {
      fireEvent.click(target3);
    });
    const target4 = await screen.findByRole("menuitem", { name: "Project overview" });
    await act(async () => {
      fireEvent.click(target4);
    });
    expect(navigateTo).toHaveBeenCalledWith("/portal/3101/?org=1");
    await act(async () => {
      fireEvent.click(target3);
    });
    const missing = await screen.findByRole("menuitem", { name: "成本分析" });
    await act(async () => {
      fireEvent.click(missing);
    });
    expect(await screen.findByText("The current organisation does not have this menu permission")).toBeTruthy();
    expect(navigateTo).toHaveBeenCalledTimes(1);
  });

  it("in a slim tree asks the platform before warning", async () => {
    const context = headerItemsPortal();
    renderItems(<CollectCenter />, { ...context, menus: { ...context.menus!, complete: false } });
    const target5 = await screen.findByRole("button", { name: "Favourites" });
    await act(async () => {
      fireEvent.click(target5);
    });
    const target6 = await screen.findByRole("menuitem", { name: "成本分析" });
    await act(async () => {
      fireEvent.click(target6);
    });
    expect(await screen.findByText("The current organisation does not have this menu permission")).toBeTruthy();
    expect(calls).toContain("/api/product/v4/menus/auth-menu-by-org-pcode-mcode?orgId=1&productCode=pmpp&menuAuthCode=pmpp.cost.analysis");
  });
});

describe("quick and extend entries", () => {
  it("shows the quick entries, the scene's entries and the tenant's extend entries, each once and in order", async () => {
    renderItems(<ExtendEntries item={item("ExtendEntries", { entries: [...SCENE_EXTEND_ENTRIES, QUICK_ENTRIES[0]] })} region="header.right" />);
    const group = await screen.findByRole("group", { name: "Shortcuts" });
    await waitFor(() => expect(within(group).getAllByRole("link").length + within(group).getAllByRole("button").length).toBe(6));
    // The "more" item is laid out but hidden while every entry fits.
    const names = [...within(group).getAllByRole("link"), ...within(group).getAllByRole("button")]
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
      .map((el) => el.getAttribute("aria-label"));
    expect(names).toEqual(["我的待办", "报表中心", "常用工具", "安全看板", "移动端下载", "服务中心"]);
    const todo = within(group).getByRole("link", { name: "我的待办" });
    expect([todo.getAttribute("href"), todo.getAttribute("target")]).toEqual(["/portal/5/", null]);
    const service = within(group).getByRole("link", { name: "服务中心" });
    // Shown without its name in the bar (showName false, SPEC §3); the name is kept for the phone's drawer list only.
    expect(service.getAttribute("target")).toBe("_blank");
    expect([...service.querySelectorAll("span")].filter((span) => span.textContent === "服务中心").map((span) => span.className)).toEqual([HEADER_CLASS.entryNameListed]);
  });

  /** jsdom lays nothing out: each entry measures 100 px with its name, "more" 40 px, the row `room` px. */
  const layOutEntries = (room: number) => {
    const widthOf = (element: HTMLElement) =>
      element.hasAttribute("data-overflow-item") ? 100 : element.hasAttribute("data-overflow-more") ? 40 : element.getAttribute("role") === "group" || element.querySelector(":scope > [data-overflow-item]") ? room : 0;
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
      const width = widthOf(this);
      return { width, height: 32, top: 0, left: 0, right: width, bottom: 32, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
    });
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockImplementation(function (this: HTMLElement) {
      return widthOf(this);
    });
  };

  it("entries whose names do not fit show as icons, named by their tooltips; those that still do not fit go under a 'more shortcuts' menu, in order, keeping their links", async () => {
    // Six icons of 30 px need 190 px: in 120 px, two fit beside "more".
    layOutEntries(120);
    renderItems(<ExtendEntries item={item("ExtendEntries", { entries: SCENE_EXTEND_ENTRIES })} region="header.right" />);
    const group = await screen.findByRole("group", { name: "Shortcuts" });
    const more = await within(group).findByRole("button", { name: "More shortcuts" });
    await waitFor(() => expect(within(group).getAllByRole("link").map((link) => link.getAttribute("aria-label"))).toEqual(["我的待办", "报表中心"]));
    const todo = within(group).getByRole("link", { name: "我的待办" });
    expect(todo.getAttribute("title")).toBe("我的待办");
    expect(todo.closest("[data-entries-icons]")).not.toBeNull();
    await act(async () => {
      fireEvent.click(more);
    });
    const menu = await screen.findByRole("menu", { name: "More shortcuts" });
    expect(within(menu).getAllByRole("menuitem").map((entry) => entry.textContent)).toEqual(["常用工具", "安全看板", "移动端下载", "服务中心"]);
    const board = within(menu).getByRole("link", { name: "安全看板" });
    expect([board.getAttribute("href"), board.getAttribute("target")]).toEqual(["/apps/iframe-demo/", "_blank"]);
    expect(within(menu).getByRole("link", { name: "服务中心" }).getAttribute("href")).toBe("https://service.example.com/");
    expect(more.getAttribute("aria-expanded")).toBe("true");
  });

  it("entries all show as icons when the room holds their icons, and with their names when it holds those", async () => {
    layOutEntries(250);
    const first = renderItems(<ExtendEntries item={item("ExtendEntries", { entries: SCENE_EXTEND_ENTRIES })} region="header.right" />);
    const group = await screen.findByRole("group", { name: "Shortcuts" });
    await waitFor(() => expect(within(group).getAllByRole("link")).toHaveLength(4));
    expect(within(group).getByRole("link", { name: "我的待办" }).closest("[data-entries-icons]")).not.toBeNull();
    first.unmount();
    vi.restoreAllMocks();
    layOutEntries(1000);
    renderItems(<ExtendEntries item={item("ExtendEntries", { entries: SCENE_EXTEND_ENTRIES })} region="header.right" />);
    const wide = await screen.findByRole("group", { name: "Shortcuts" });
    await waitFor(() => expect(within(wide).getAllByRole("link")).toHaveLength(4));
    expect(within(wide).getByRole("link", { name: "我的待办" }).closest("[data-entries-icons]")).toBeNull();
  });

  it("with every entry under it, the more item reads 'Shortcuts' in words, not an unnamed ellipsis", async () => {
    layOutEntries(40);
    renderItems(<ExtendEntries item={item("ExtendEntries", { entries: SCENE_EXTEND_ENTRIES })} region="header.right" />);
    const group = await screen.findByRole("group", { name: "Shortcuts" });
    const more = await within(group).findByRole("button", { name: "Shortcuts" });
    expect(more.textContent).toBe("Shortcuts");
    expect(within(group).queryAllByRole("link")).toEqual([]);
  });

  it("an IMAGE thumbnail swaps to its SELECT-ICON image on hover, with the hover text colour", async () => {
    renderItems(<ExtendEntries item={item("ExtendEntries")} region="header.right" />);
    const report = await screen.findByRole("link", { name: "报表中心" });
    const img = report.querySelector("img")!;
    expect(img.getAttribute("src")).toBe("/platform/assets/zhongjian-logo.svg");
    expect(report.style.color).toBe("rgb(255, 255, 255)");
    fireEvent.mouseEnter(report);
    expect(report.querySelector("img")!.getAttribute("src")).toBe("/platform/assets/zhongjian-logo.svg?selected");
    expect(report.style.color).toBe("rgb(38, 141, 255)");
  });

  it("a popover entry lists its children as links", async () => {
    renderItems(<ExtendEntries item={item("ExtendEntries")} region="header.right" />);
    const target7 = await screen.findByRole("button", { name: "常用工具" });
    await act(async () => {
      fireEvent.click(target7);
    });
    const templates = await screen.findByRole("link", { name: "文档模板" });
    expect([templates.getAttribute("href"), templates.getAttribute("target")]).toEqual(["https://docs.example.com/templates", "_blank"]);
    expect(screen.getByRole("link", { name: "工程量计算器" }).getAttribute("href")).toBe("/apps/tools/calculator/");
  });

  it("drops entries with unsafe URLs", async () => {
    server.use(http.get(`${API}/workbench/v4/portal-menus/quick-Entrances/current`, () => ok([{ code: "x", name: "Evil", url: "javascript:alert(1)", openType: 0 }])));
    server.use(http.get(`${API}/workbench/v4/portal-menus/tenant-auth-entrance-tree`, () => ok([])));
    renderItems(<ExtendEntries item={item("ExtendEntries")} region="header.right" />);
    await waitFor(() => expect(calls).toContain("/api/workbench/v4/portal-menus/tenant-auth-entrance-tree"));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole("link", { name: "Evil" })).toBeNull();
  });
});

describe("links and buttons", () => {
  it("home and workbench keep the query and mark the current page", () => {
    renderItems(
      <>
        <HomeEntry />
        <WorkbenchEntry />
      </>,
      headerItemsPortal({}, { currentPath: "/portal/5/?org=1%2F10" }),
    );
    const home = screen.getByRole("link", { name: "Home" });
    const workbench = screen.getByRole("link", { name: "Workbench" });
    expect([home.getAttribute("href"), home.getAttribute("aria-current")]).toEqual(["/portal/1/?org=1%2F10", null]);
    expect([workbench.getAttribute("href"), workbench.getAttribute("aria-current")]).toEqual(["/portal/5/?org=1%2F10", "page"]);
  });

  it("the experience centre opens the free-licence view in a new window", () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    renderItems(<ExperienceCenter />);
    fireEvent.click(screen.getByRole("button", { name: "Experience centre" }));
    expect(open).toHaveBeenCalledWith("/login/free-license?viewMode=freeLicense", "_blank", "noopener,noreferrer");
  });

  it("the upgrade icon leads to the upgrade intro", () => {
    renderItems(<UpgradeIcon />, headerItemsPortal(), "sv-SE");
    expect(screen.getByRole("link", { name: "Om uppgraderingen" }).getAttribute("href")).toBe("/portal/upgrade-intro/");
  });

  it("fullscreen asks for full screen and renames itself while active", async () => {
    const request = vi.fn(async () => {
      Object.defineProperty(document, "fullscreenElement", { configurable: true, value: document.documentElement });
      document.dispatchEvent(new Event("fullscreenchange"));
    });
    document.documentElement.requestFullscreen = request;
    renderItems(<Fullscreen />, headerItemsPortal(), "zh-CN");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "全屏" }));
    });
    expect(request).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "退出全屏" }).getAttribute("aria-pressed")).toBe("true");
    Object.defineProperty(document, "fullscreenElement", { configurable: true, value: null });
  });
});

/** The header with only its left area: brand items and a stand-in org switcher. */
function leftAreaOnly(context: PortalContextValue): PortalContextValue {
  const { header } = context.plan;
  return { ...context, plan: { ...context.plan, header: { ...header, slots: { left: header.slots.left, center: [], right: [] } } } };
}
const OrgStub = ({ item }: PlacedProps) => <button type="button">{item.component}</button>;
const STUBS = { OrgSwitcher: OrgStub, ParticipantOrgSelect: OrgStub };

describe("header left area (SPEC §4: brand and org)", () => {
  it("the hovered part takes the room and the area widens from 384 to 600 px", () => {
    renderItems(
      <RegistryProvider overrides={STUBS}>
        <Header />
      </RegistryProvider>,
      leftAreaOnly(headerItemsPortal({ portalType: "Simple" })),
    );
    const left = document.querySelector<HTMLElement>('[data-slot="header.left"]')!;
    expect(left.style.maxWidth).toBe("384px");
    fireEvent.mouseEnter(left.querySelector('[data-part="brand"]')!);
    expect([left.dataset["activePart"], left.style.maxWidth]).toEqual(["brand", "600px"]);
    fireEvent.mouseEnter(left.querySelector('[data-part="org"]')!);
    expect(left.dataset["activePart"]).toBe("org");
    // The org part in use keeps its width; the brand gives way first when the area is short.
    const shrink = (part: string) => Number(left.querySelector<HTMLElement>(`[data-part="${part}"]`)!.style.flexShrink);
    expect(shrink("brand")).toBeGreaterThan(shrink("org"));
    fireEvent.mouseLeave(left);
    // At rest the brand keeps its width (the system title reads in full); the org part gives way.
    expect(shrink("org")).toBeGreaterThan(shrink("brand"));
    fireEvent.mouseEnter(left.querySelector('[data-part="org"]')!);
    fireEvent.mouseLeave(left);
    expect([left.dataset["activePart"], left.style.maxWidth]).toEqual([undefined, "384px"]);
  });

  it("disableBrandSlide keeps the area as it is", () => {
    renderItems(
      <RegistryProvider overrides={STUBS}>
        <Header />
      </RegistryProvider>,
      leftAreaOnly(headerItemsPortal({ portalType: "Simple", sceneParams: { disableBrandSlide: true } })),
    );
    const left = document.querySelector<HTMLElement>('[data-slot="header.left"]')!;
    fireEvent.mouseEnter(left.querySelector('[data-part="brand"]')!);
    expect([left.dataset["activePart"], left.style.maxWidth]).toEqual([undefined, "384px"]);
  });
});
