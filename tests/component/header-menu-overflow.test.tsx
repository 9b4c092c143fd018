import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MainMenu } from "#app/features/header/MainMenu";
import { SubMenu } from "#app/features/header/SubMenu";
import { activateBlockingDialogWatch } from "#app/kit/react/blocking-dialog";
import { NavStory, type NavigationRecord, type NavStoryArgs } from "../../stories/sidebar/fixtures";
import { renderInPortal } from "./render";

/**
 * jsdom lays nothing out, so the wrapping a browser does is done here: every menu 100 px wide,
 * 2 px apart, on lines of the bar's list `room` px wide, each line 48 px below the last (the bar
 * shows the first line only, HEADER_CSS). The bar reads which items wrapped (MenuBar).
 */
function layOut(room: number) {
  const list = (element: HTMLElement) => element.parentElement?.hasAttribute("data-menu-bar-items") === true;
  const place = (element: HTMLElement) => {
    const index = [...element.parentElement!.children].indexOf(element);
    const perLine = Math.max(1, Math.floor((room + 2) / 102));
    return { left: (index % perLine) * 102, top: Math.floor(index / perLine) * 48 };
  };
  vi.spyOn(HTMLElement.prototype, "offsetTop", "get").mockImplementation(function (this: HTMLElement) {
    return list(this) ? place(this).top : 0;
  });
  vi.spyOn(HTMLElement.prototype, "offsetLeft", "get").mockImplementation(function (this: HTMLElement) {
    return list(this) ? place(this).left : 0;
  });
  vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockImplementation(function (this: HTMLElement) {
    return list(this) ? 100 : 0;
  });
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockImplementation(function (this: HTMLElement) {
    return this.hasAttribute("data-menu-bar-items") ? room : 0;
  });
  // Everything else is drawn somewhere (antd's menus move the focus only to items that are).
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(() => ({ width: 100, height: 32, top: 0, left: 0, right: 100, bottom: 32, x: 0, y: 0, toJSON: () => ({}) }) as DOMRect);
}

function renderBar(ui: React.ReactElement, args: NavStoryArgs, record?: NavigationRecord) {
  return renderInPortal(
    <NavStory {...args} record={record}>
      <div style={{ display: "flex" }}>{ui}</div>
    </NavStory>,
    args.locale ?? "zh-CN",
  );
}

const shown = (bar: HTMLElement) => within(bar).getAllByRole("menuitem").map((item) => item.getAttribute("aria-label") ?? item.textContent);

describe("header main menu overflow (SPEC §2 main menu)", () => {
  beforeEach(() => vi.restoreAllMocks());

  it("without layout (the server's first paint) every main menu is drawn and the more item keeps its room unseen", () => {
    renderBar(<MainMenu />, { menuId: "s-diary" });
    const bar = screen.getByRole("menubar", { name: "项目综合管理" });
    expect(shown(bar)).toEqual(["项目概况", "进度管理", "成本管理", "项目报表"]);
    expect(screen.queryByRole("menuitem", { name: "更多菜单" })).toBeNull();
  });

  it("what does not fit goes under a more item named in the active locale, whose menu links to the rest", async () => {
    layOut(250);
    renderBar(<MainMenu />, { menuId: "s-diary", locale: "en" });
    const bar = screen.getByRole("menubar", { name: "Project management" });
    // Two menus of 100 px fit a line of 250 px; the third wraps.
    expect(shown(bar)).toEqual(["Project overview", "Schedule", "More menus"]);
    const more = within(bar).getByRole("menuitem", { name: "More menus" });
    expect(more.getAttribute("aria-haspopup")).toBe("menu");
    await act(async () => {
      fireEvent.click(more);
    });
    const menu = await screen.findByRole("menu", { name: "More menus" });
    expect(within(menu).getByRole("link", { name: "Cost" }).getAttribute("href")).toBe("/portal/m-cost/?org=100010001");
    // A noAuth menu stays disabled under "more" too.
    const reports = within(menu).getByRole("menuitem", { name: "Project reports" });
    expect(reports.getAttribute("aria-disabled")).toBe("true");
    expect(more.getAttribute("aria-expanded")).toBe("true");
  });

  it("the more item wears the active colours when it holds the active menu; a wider bar shows everything", async () => {
    layOut(250);
    const first = renderBar(<MainMenu />, { menuId: "s-cost-analysis", theme: { activeMenuTextColor: "#FFD700" } });
    const more = screen.getByRole("menuitem", { name: "更多菜单" });
    expect(more.style.color).toBe("rgb(255, 215, 0)");
    await act(async () => {
      fireEvent.click(more);
    });
    const menu = await screen.findByRole("menu", { name: "更多菜单" });
    expect(within(menu).getByRole("link", { name: "成本管理" }).getAttribute("aria-current")).toBe("page");
    first.unmount();
    vi.restoreAllMocks();
    layOut(420);
    renderBar(<MainMenu />, { menuId: "s-cost-analysis" });
    expect(shown(screen.getByRole("menubar", { name: "项目综合管理" }))).toEqual(["项目概况", "进度管理", "成本管理", "项目报表"]);
  });

  it("the keyboard reaches the more item and opens and closes its menu", async () => {
    layOut(250);
    const user = userEvent.setup();
    renderBar(<MainMenu />, { menuId: "s-diary", locale: "sv-SE" });
    const more = screen.getByRole("menuitem", { name: "Fler menyer" });
    // Tab order: the visible menus, then "more".
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(more);
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu", { name: "Fler menyer" });
    // The menu takes the focus, so the arrow keys walk its items.
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    // antd's menu and dropdown read keyCode, which user-event leaves out.
    const press = (key: string, keyCode: number) => fireEvent.keyDown(document.activeElement ?? document.body, { key, code: key, keyCode, which: keyCode });
    press("ArrowDown", 40);
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Kostnader"));
    press("Escape", 27);
    await waitFor(() => expect(more.getAttribute("aria-expanded")).toBe("false"));
    await waitFor(() => expect(document.activeElement).toBe(more));
  });
});

describe("header more menu under a blocking dialog (SPEC §2 dialogs)", () => {
  beforeEach(() => vi.restoreAllMocks());

  it("closes when a blocking dialog opens, so it never lies over the dialog's text", async () => {
    layOut(250);
    const stopWatch = activateBlockingDialogWatch();
    renderBar(<MainMenu />, { menuId: "s-diary", locale: "en" });
    const more = screen.getByRole("menuitem", { name: "More menus" });
    await act(async () => {
      fireEvent.click(more);
    });
    await screen.findByRole("menu", { name: "More menus" });
    expect(more.getAttribute("aria-expanded")).toBe("true");
    // A re-login dialog, as antd draws one: a modal dialog in the body.
    const dialog = Object.assign(document.createElement("div"), { role: "dialog" });
    dialog.setAttribute("role", "dialog");
    dialog.setAttribute("aria-modal", "true");
    dialog.textContent = "Sign in again";
    await act(async () => {
      document.body.append(dialog);
    });
    await waitFor(() => expect(more.getAttribute("aria-expanded")).toBe("false"));
    dialog.remove();
    stopWatch();
  });
});

describe("header sub menu overflow", () => {
  beforeEach(() => vi.restoreAllMocks());

  it("a sub menu under more opens through the menu selection", async () => {
    layOut(150);
    const record: NavigationRecord = { went: [], windows: [] };
    renderBar(<SubMenu />, { menuId: "p-master" }, record);
    const bar = screen.getByRole("menubar", { name: "进度管理" });
    expect(shown(bar)).toEqual(["进度计划", "更多菜单"]);
    await act(async () => {
      fireEvent.click(within(bar).getByRole("menuitem", { name: "更多菜单" }));
    });
    const menu = await screen.findByRole("menu", { name: "更多菜单" });
    await act(async () => {
      fireEvent.click(within(menu).getByRole("link", { name: "施工日志" }));
    });
    await waitFor(() => expect(record.went).toEqual(["s-diary"]));
  });
});
