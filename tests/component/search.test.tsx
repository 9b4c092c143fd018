import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SearchBox } from "#app/features/menus/SearchBox";
import { forgetFullMenus } from "#app/features/menus/use-full-menus";
import { NavStory, MENU_TREE, manyPagesTree, sidebarMenus, type NavigationRecord, type NavStoryArgs } from "../../stories/sidebar/fixtures";
import { renderInPortal } from "./render";
import { accentColor } from "#app/shell/portal-theme";

let menuRequests: string[] = [];
const server = setupServer(
  http.get("*/portal/menus", ({ request }) => {
    menuRequests.push(new URL(request.url).search);
    return HttpResponse.json({ tree: MENU_TREE });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  forgetFullMenus();
  menuRequests = [];
});
afterAll(() => server.close());

function renderSearch(args: NavStoryArgs = {}, record?: NavigationRecord, props: Record<string, unknown> = {}) {
  return renderInPortal(
    <NavStory {...args} record={record}>
      <SearchBox item={{ id: "searchBox", component: "SearchBox", props }} region="header.right" />
      <input aria-label="another field" />
    </NavStory>,
    args.locale ?? "zh-CN",
  );
}

const compactArgs: NavStoryArgs = { menuId: "1" };
const renderCompact = (locale: "zh-CN" | "en" | "sv-SE" = "zh-CN") => renderSearch({ ...compactArgs, locale }, undefined, { compact: true });

async function type(text: string, locale: "zh-CN" | "en" = "zh-CN") {
  const input = screen.getByRole("combobox", { name: locale === "en" ? "Search menus" : "搜索菜单" });
  await act(async () => {
    fireEvent.change(input, { target: { value: text } });
  });
  return input;
}

const options = () => screen.queryAllByRole("option");

describe("menu search (SPEC §2 search autocomplete, §5 search rules)", () => {
  it("finds leaf menus by a substring of their name, with where they live", async () => {
    renderSearch({ menuId: "1" });
    await type("计划");
    await waitFor(() => expect(options().map((o) => o.textContent)).toEqual(["总进度计划项目综合管理 / 进度管理 / 进度计划", "月计划编制项目综合管理 / 进度管理 / 进度计划"]));
    // Directories are not results: "进度计划" and "进度管理" are not leaves.
    expect(screen.queryByRole("option", { name: /^进度计划$/ })).toBeNull();
  });

  it("matches case-insensitively on the name in the page's locale", async () => {
    renderSearch({ menuId: "1", locale: "en" });
    await type("SCHEDULE", "en");
    await waitFor(() => expect(options().map((o) => o.textContent?.split("Project management")[0])).toEqual(["Master schedule"]));
  });

  it("shows the no-data text when nothing matches", async () => {
    renderSearch({ menuId: "1" });
    await type("不存在的菜单");
    expect(await screen.findByText("没有匹配的菜单")).toBeTruthy();
    expect(options()).toEqual([]);
  });

  it("caps the results at 50 with the limit tip", async () => {
    renderSearch({ menuId: "1", menus: sidebarMenus("1", { tree: manyPagesTree(63) }) });
    await type("进度计划页面");
    await waitFor(() => expect(options()).toHaveLength(50));
    expect(screen.getByText("仅显示 63 条结果中的前 50 条，请细化搜索条件")).toBeTruthy();
  });

  it("opens the picked result with the keyboard: arrow keys move, Enter opens", async () => {
    const record: NavigationRecord = { went: [], windows: [] };
    renderSearch({ menuId: "1" }, record);
    const input = await type("计划");
    await waitFor(() => expect(options()).toHaveLength(2));
    // The first Arrow Down reaches the first result, the next one the second.
    for (let i = 0; i < 2; i += 1) {
      await act(async () => {
        fireEvent.keyDown(input, { key: "ArrowDown", keyCode: 40, which: 40 });
      });
    }
    await act(async () => {
      fireEvent.keyDown(input, { key: "Enter", keyCode: 13, which: 13 });
    });
    await waitFor(() => expect(record.went).toEqual(["p-monthly"]));
    expect((input as HTMLInputElement).value).toBe("");
  });

  it("a detached menu opens its window; the internal menus are found too", async () => {
    const record: NavigationRecord = { went: [], windows: [] };
    renderSearch({ menuId: "1" }, record);
    await type("成本分析");
    const option = await screen.findByRole("option", { name: /成本分析/ });
    await act(async () => {
      fireEvent.click(within(option).getByText("成本分析"));
    });
    await waitFor(() => expect(record.windows).toEqual([{ url: "/apps/third-party/?report=cost", target: "_blank" }]));
    await type("工作台");
    const workbench = await screen.findByRole("option", { name: "工作台" });
    await act(async () => {
      fireEvent.click(within(workbench).getByText("工作台"));
    });
    await waitFor(() => expect(record.went).toEqual(["5"]));
  });

  it("a page carrying a slim tree searches the whole one once it is fetched", async () => {
    const record: NavigationRecord = { went: [], windows: [] };
    renderSearch({ menuId: "p-master", menus: sidebarMenus("p-master", { slim: true }) }, record);
    await waitFor(() => expect(menuRequests).toEqual(["?org=100010001"]));
    await type("劳务实名制");
    const option = await screen.findByRole("option", { name: /劳务实名制/ });
    await act(async () => {
      fireEvent.click(within(option).getByText("劳务实名制"));
    });
    await waitFor(() => expect(record.went).toEqual(["s-roster"]));
  });

  it("keeps searching the page's tree when the whole one cannot be had", async () => {
    server.use(http.get("*/portal/menus", () => HttpResponse.json({ error: { messageKey: "errors.serverError" } }, { status: 503 })));
    renderSearch({ menuId: "p-master", menus: sidebarMenus("p-master", { slim: true }) });
    await type("总进度");
    expect(await screen.findByRole("option", { name: /总进度计划/ })).toBeTruthy();
    await type("劳务实名制");
    expect(await screen.findByText("没有匹配的菜单")).toBeTruthy();
  });
});

describe("compact menu search (header short of room, or props.compact)", () => {
  const key = async (init: KeyboardEventInit, target: Element = document.body) => {
    await act(async () => {
      fireEvent.keyDown(target, init);
    });
  };

  it("is an icon button named in the page's locale that opens the box, focused", async () => {
    renderCompact("en");
    expect(screen.queryByRole("combobox")).toBeNull();
    const button = screen.getByRole("button", { name: "Search menus" });
    expect(button.getAttribute("title")).toBe("Search menus (/ or Ctrl+K)");
    expect(button.getAttribute("aria-keyshortcuts")).toBe("/ Control+K Meta+K");
    await act(async () => {
      fireEvent.click(button);
    });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "Search menus" })));
  });

  it("names its button in Swedish too", () => {
    renderCompact("sv-SE");
    expect(screen.getByRole("button", { name: "Sök menyer" })).toBeTruthy();
  });

  it.each([
    ["/", { key: "/" }],
    ["Ctrl+K", { key: "k", ctrlKey: true }],
    ["⌘K", { key: "k", metaKey: true }],
  ])("opens on %s and searches", async (_name, init) => {
    renderCompact();
    await key(init);
    const input = await screen.findByRole("combobox", { name: "搜索菜单" });
    await waitFor(() => expect(document.activeElement).toBe(input));
    await type("计划");
    await waitFor(() => expect(options()).toHaveLength(2));
  });

  it("leaves / typed in another field alone, and Ctrl+K still opens it from there", async () => {
    renderCompact();
    const other = screen.getByRole("textbox", { name: "another field" });
    await key({ key: "/" }, other);
    expect(screen.queryByRole("combobox")).toBeNull();
    await key({ key: "k", ctrlKey: true }, other);
    expect(await screen.findByRole("combobox", { name: "搜索菜单" })).toBeTruthy();
  });

  it("closes on Escape, with text or without, emptied, giving the focus back to its button; the next shortcut starts afresh", async () => {
    renderCompact();
    await key({ key: "/" });
    const input = await screen.findByRole("combobox", { name: "搜索菜单" });
    await type("计划");
    await key({ key: "Escape" }, input);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "搜索菜单" })));
    expect(screen.queryByRole("combobox")).toBeNull();
    await key({ key: "k", ctrlKey: true });
    const again = await screen.findByRole("combobox", { name: "搜索菜单" });
    expect((again as HTMLInputElement).value).toBe("");
  });

  it("closes when left empty, stays open when left with text", async () => {
    renderCompact();
    await key({ key: "/" });
    const input = await screen.findByRole("combobox", { name: "搜索菜单" });
    await type("计划");
    await act(async () => {
      fireEvent.blur(input);
    });
    expect(screen.getByRole("combobox", { name: "搜索菜单" })).toBeTruthy();
    await type("");
    await act(async () => {
      fireEvent.blur(input);
    });
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.getByRole("button", { name: "搜索菜单" })).toBeTruthy();
  });

  it("a box that is not compact takes the focus on / as well", async () => {
    renderSearch({ menuId: "1" });
    await key({ key: "/" });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "搜索菜单" })));
  });
});

describe("the search box as a WAI-ARIA 1.2 combobox", () => {
  const press = async (target: Element, init: KeyboardEventInit) => {
    await act(async () => {
      fireEvent.keyDown(target, init);
    });
  };
  const down = { key: "ArrowDown" };
  const up = { key: "ArrowUp" };
  const activeOption = (input: HTMLElement) => {
    const id = input.getAttribute("aria-activedescendant");
    return id ? document.getElementById(id) : null;
  };

  it("is a list-autocompleting combobox that controls the listbox of its results while they show", async () => {
    renderSearch({ menuId: "1" });
    const input = screen.getByRole("combobox", { name: "搜索菜单" });
    expect(input.getAttribute("aria-autocomplete")).toBe("list");
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.getAttribute("aria-keyshortcuts")).toBe("/ Control+K Meta+K");
    await type("计划");
    await waitFor(() => expect(input.getAttribute("aria-expanded")).toBe("true"));
    const list = screen.getByRole("listbox", { name: "搜索菜单" });
    expect(input.getAttribute("aria-controls")).toBe(list.id);
    expect(within(list).getAllByRole("option")).toHaveLength(2);
    // Nothing is active until an arrow key or the pointer says so.
    expect(input.getAttribute("aria-activedescendant")).toBeNull();
    expect(within(list).getAllByRole("option").map((o) => o.getAttribute("aria-selected"))).toEqual(["false", "false"]);
    // The popup hangs in the document's body, where no overflow of the header clips it.
    expect(list.closest("header")).toBeNull();
    expect(list.parentElement?.parentElement).toBe(document.body);
  });

  it("arrow keys move the active option, wrapping at both ends; the active one is marked selected", async () => {
    renderSearch({ menuId: "1" });
    const input = await type("计划");
    await waitFor(() => expect(options()).toHaveLength(2));
    await press(input, up);
    expect(activeOption(input)?.textContent).toMatch(/^月计划编制/);
    expect(activeOption(input)?.getAttribute("aria-selected")).toBe("true");
    await press(input, down);
    expect(activeOption(input)?.textContent).toMatch(/^总进度计划/);
    await press(input, down);
    expect(activeOption(input)?.textContent).toMatch(/^月计划编制/);
    await press(input, up);
    expect(activeOption(input)?.textContent).toMatch(/^总进度计划/);
    expect(options().filter((o) => o.getAttribute("aria-selected") === "true")).toHaveLength(1);
    // Typing on starts again from no active option.
    await type("计划编制");
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(input.getAttribute("aria-activedescendant")).toBeNull();
  });

  it("the pointer marks the option under it, and Enter then opens that one", async () => {
    const record: NavigationRecord = { went: [], windows: [] };
    renderSearch({ menuId: "1" }, record);
    const input = await type("计划");
    const second = (await screen.findAllByRole("option"))[1]!;
    await act(async () => {
      fireEvent.mouseMove(within(second).getByText("月计划编制"));
    });
    expect(activeOption(input)).toBe(second);
    await press(input, { key: "Enter" });
    await waitFor(() => expect(record.went).toEqual(["p-monthly"]));
    expect(options()).toEqual([]);
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("Enter with no active option, or confirming an input method's text, opens nothing", async () => {
    const record: NavigationRecord = { went: [], windows: [] };
    renderSearch({ menuId: "1" }, record);
    const input = await type("计划");
    await waitFor(() => expect(options()).toHaveLength(2));
    await press(input, { key: "Enter" });
    await press(input, down);
    await press(input, { key: "Enter", isComposing: true });
    await press(input, { key: "Enter", keyCode: 229 });
    expect(record.went).toEqual([]);
    expect((input as HTMLInputElement).value).toBe("计划");
    expect(options()).toHaveLength(2);
  });

  it("Escape closes the list and empties the box in one press; Arrow Down shows the list again once typed", async () => {
    renderSearch({ menuId: "1" });
    const input = await type("计划");
    await waitFor(() => expect(options()).toHaveLength(2));
    await press(input, { key: "Escape" });
    expect(options()).toEqual([]);
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect((input as HTMLInputElement).value).toBe("");
    await type("计划");
    await press(input, { key: "Escape" });
    await press(input, down);
    expect(options()).toEqual([]);
    await type("计划");
    await waitFor(() => expect(options()).toHaveLength(2));
  });

  it("closes the list when the focus leaves the box; a click in it shows the list again", async () => {
    renderSearch({ menuId: "1" });
    const input = await type("计划");
    await waitFor(() => expect(options()).toHaveLength(2));
    await act(async () => {
      fireEvent.blur(input);
    });
    expect(options()).toEqual([]);
    await act(async () => {
      fireEvent.click(input);
    });
    expect(options()).toHaveLength(2);
  });

  it("the limit tip and the no-data text are statuses of the popup, in the page's locale", async () => {
    renderSearch({ menuId: "1", locale: "en", menus: sidebarMenus("1", { tree: manyPagesTree(63) }) });
    const input = screen.getByRole("combobox", { name: "Search menus" });
    await act(async () => {
      fireEvent.change(input, { target: { value: "page" } });
    });
    await waitFor(() => expect(options()).toHaveLength(50));
    const list = screen.getByRole("listbox", { name: "Search menus" });
    expect(within(list.parentElement!).getByRole("status").textContent).toBe("Only the first 50 of 63 results are shown; refine your search");
    await act(async () => {
      fireEvent.change(input, { target: { value: "no such menu" } });
    });
    expect(screen.getByRole("status").textContent).toBe("No matching menu");
    expect(input.getAttribute("aria-expanded")).toBe("true");
  });

  it("is named in Swedish, and its clear button empties it and keeps the focus", async () => {
    renderSearch({ menuId: "1", locale: "sv-SE" });
    const input = screen.getByRole("combobox", { name: "Sök menyer" });
    expect(screen.queryByRole("button", { name: "Töm sökningen" })).toBeNull();
    input.focus();
    await act(async () => {
      fireEvent.change(input, { target: { value: "x" } });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Töm sökningen" }));
    });
    expect((input as HTMLInputElement).value).toBe("");
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole("button", { name: "Töm sökningen" })).toBeNull();
  });

  it("takes its colours from the tenant's antd theme", () => {
    renderSearch({ menuId: "1", tenant: "acme" });
    const box = screen.getByRole("combobox").parentElement!;
    expect(box.classList.contains("portal-search-box")).toBe(true);
    const css = [...document.querySelectorAll("style")].map((style) => style.textContent ?? "").join("\n");
    // The focused box has the tenant's accent (acme's #E8590C in its readable shade) as its border.
    expect(accentColor("#E8590C")).not.toBe("#E8590C");
    expect(css).toMatch(new RegExp(`\\.portal-search-box:focus-within\\{[^}]*border-color:${accentColor("#E8590C")}`, "i"));
  });
});
