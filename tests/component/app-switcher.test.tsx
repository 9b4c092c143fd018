import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { AppSwitcher } from "#app/features/header/AppSwitcher";
import { forgetFullMenus } from "#app/features/menus/use-full-menus";
import { appsOf } from "#app/features/menus/portal-menus";
import { MENU_TREE, NavStory, sidebarMenus, type NavigationRecord, type NavStoryArgs } from "../../stories/sidebar/fixtures";
import { renderInPortal } from "./render";

let appRequests: string[] = [];
const server = setupServer(
  http.get("*/portal/menus", ({ request }) => {
    const url = new URL(request.url);
    const appId = url.searchParams.get("app");
    if (!appId) return HttpResponse.json({ tree: MENU_TREE });
    appRequests.push(appId);
    const app = appsOf(MENU_TREE).find((node) => node.id === appId);
    return app ? HttpResponse.json({ app }) : HttpResponse.json({ error: { messageKey: "sidebar.errors.appNotFound" } }, { status: 404 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  forgetFullMenus();
  appRequests = [];
});
afterAll(() => server.close());

function renderSwitcher(args: NavStoryArgs = {}, record?: NavigationRecord) {
  return renderInPortal(
    <NavStory {...args} record={record}>
      <AppSwitcher />
    </NavStory>,
    args.locale ?? "zh-CN",
  );
}

async function openDrawer() {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "切换应用" }));
  });
  return within(await screen.findByRole("dialog", { name: "应用" }));
}

describe("application switch (SPEC §2 header, §9 drawer 80 %, 6 per row, 700 ms throttle)", () => {
  it("lists the apps grouped by category, six to a row, the current one marked", async () => {
    renderSwitcher({ menuId: "p-master" });
    const drawer = await openDrawer();
    expect(drawer.getAllByRole("heading").map((h) => h.textContent)).toEqual(["企业经营", "项目管理", "现场管理"]);
    const site = drawer.getByRole("region", { name: "现场管理" });
    expect(within(site).getAllByRole("button").map((b) => b.textContent)).toEqual(["现场管理", "智慧工地"]);
    expect(within(site).getByRole("list").style.gridTemplateColumns).toBe("repeat(6, minmax(0, 1fr))");
    expect(drawer.getByRole("button", { name: "项目综合管理" }).getAttribute("aria-current")).toBe("true");
    expect(document.querySelector<HTMLElement>(".ant-drawer-content-wrapper")?.style.width).toBe("80%");
  });

  it("opens an app at its first openable menu and closes", async () => {
    const record: NavigationRecord = { went: [], windows: [] };
    renderSwitcher({ menuId: "1" }, record);
    const drawer = await openDrawer();
    await act(async () => {
      fireEvent.click(drawer.getByRole("button", { name: "企业管理" }));
    });
    // 投资管理 › 投资项目库 › 项目储备 is the first page of 企业管理.
    await waitFor(() => expect(record.went).toEqual(["p-reserve"]));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "应用" })).toBeNull());
  });

  it("ignores a second pick within 700 ms", async () => {
    const record: NavigationRecord = { went: [], windows: [] };
    renderSwitcher({ menuId: "1" }, record);
    // The clock stands still unless moved: the picks are as close as the test says.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const start = Date.now();
      let drawer = await openDrawer();
      await act(async () => {
        fireEvent.click(drawer.getByRole("button", { name: "项目综合管理" }));
      });
      vi.setSystemTime(start + 650);
      drawer = await openDrawer();
      await act(async () => {
        fireEvent.click(drawer.getByRole("button", { name: "现场管理" }));
      });
      await waitFor(() => expect(record.went).toEqual(["m-overview"]));
      vi.setSystemTime(start + 750);
      await act(async () => {
        fireEvent.click(drawer.getByRole("button", { name: "现场管理" }));
      });
      await waitFor(() => expect(record.went).toEqual(["m-overview", "s-roster"]));
    } finally {
      vi.useRealTimers();
    }
  });

  it("an app with its own url opens it in a new window", async () => {
    const record: NavigationRecord = { went: [], windows: [] };
    renderSwitcher({ menuId: "1" }, record);
    const drawer = await openDrawer();
    await act(async () => {
      fireEvent.click(drawer.getByRole("button", { name: "智慧工地" }));
    });
    await waitFor(() => expect(record.windows).toEqual([{ url: "https://smart-site.example.com/", target: "_blank" }]));
    expect(record.went).toEqual([]);
  });

  it("works with the keyboard alone", async () => {
    const record: NavigationRecord = { went: [], windows: [] };
    const user = userEvent.setup();
    renderSwitcher({ menuId: "1", locale: "en" }, record);
    screen.getByRole("button", { name: "Switch application" }).focus();
    await user.keyboard("{Enter}");
    const drawer = within(await screen.findByRole("dialog", { name: "Applications" }));
    drawer.getByRole("button", { name: "Field management" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(record.went).toEqual(["s-roster"]));
  });

  it("a slim page tree fetches the picked app's menus first", async () => {
    const record: NavigationRecord = { went: [], windows: [] };
    server.use(http.get("*/portal/menus", ({ request }) => {
      const appId = new URL(request.url).searchParams.get("app");
      if (!appId) return HttpResponse.json({ error: { messageKey: "errors.serverError" } }, { status: 503 });
      appRequests.push(appId);
      return HttpResponse.json({ app: appsOf(MENU_TREE).find((node) => node.id === appId) });
    }));
    renderSwitcher({ menuId: "p-master", menus: sidebarMenus("p-master", { slim: true }) }, record);
    const drawer = await openDrawer();
    await act(async () => {
      fireEvent.click(drawer.getByRole("button", { name: "企业管理" }));
    });
    await waitFor(() => expect(record.went).toEqual(["p-reserve"]));
    expect(appRequests).toEqual(["a-gepm"]);
  });
});
