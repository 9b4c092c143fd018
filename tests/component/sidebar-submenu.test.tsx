import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SubMenu } from "#app/features/header/SubMenu";
import { storyPortal } from "../../stories/fixtures/portal";
import { NavStory, type NavigationRecord, type NavStoryArgs } from "../../stories/sidebar/fixtures";
import { renderInPortal } from "./render";

function renderSubMenu(args: NavStoryArgs = {}, record?: NavigationRecord) {
  return renderInPortal(
    <NavStory {...args} record={record}>
      <SubMenu />
    </NavStory>,
    args.locale ?? "zh-CN",
  );
}

describe("sub menu (SPEC §2 menu levels: level 4 of the active main menu)", () => {
  it("lists the active main menu's sub menus with the active one marked in the header's colours", () => {
    renderSubMenu({ menuId: "p-master", tenant: "acme", theme: { activeMenuTextColor: "#FFD700" } });
    const bar = screen.getByRole("menubar", { name: "进度管理" });
    expect(within(bar).getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["进度计划", "施工日志"]);
    const active = within(bar).getByRole("menuitem", { name: "进度计划" });
    expect(active.getAttribute("aria-current")).toBe("page");
    expect(active.style.color).toBe("rgb(255, 215, 0)");
    expect(screen.getByRole("navigation", { name: "进度管理的子菜单" })).toBeTruthy();
  });

  it("opens a sub menu through the menu selection, keeping the query in its link", async () => {
    const record: NavigationRecord = { went: [], windows: [] };
    renderSubMenu({ menuId: "p-master" }, record);
    const diary = screen.getByRole("menuitem", { name: "施工日志" });
    expect(diary.getAttribute("href")).toBe("/portal/s-diary/?org=100010001");
    await act(async () => {
      fireEvent.click(diary);
    });
    await waitFor(() => expect(record.went).toEqual(["s-diary"]));
    expect(screen.getByRole("menuitem", { name: "施工日志" }).getAttribute("aria-current")).toBe("page");
  });

  it("shows nothing outside a main menu with sub menus (home, a main menu page)", () => {
    const home = renderSubMenu({ menuId: "1" });
    expect(screen.queryByRole("menubar")).toBeNull();
    home.unmount();
    renderSubMenu({ menuId: "m-overview" });
    expect(screen.queryByRole("menubar")).toBeNull();
  });

  it("the layout places it in the Classic header only when the scene's subMenuShowType is 0", () => {
    const placed = (subMenuShowType: number, portalType: "Classic" | "Simple" = "Classic") =>
      storyPortal({ portalType, sceneParams: { subMenuShowType } }).plan.header.slots.center.some((item) => item.component === "SubMenu");
    expect(placed(0)).toBe(true);
    expect(placed(1)).toBe(false);
    expect(placed(0, "Simple")).toBe(false);
  });
});
