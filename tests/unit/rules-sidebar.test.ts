import { describe, expect, it } from "vitest";
import {
  DEFAULT_SIDEBAR,
  asideStart,
  asideWidth,
  categoryHoldsMenu,
  clampSidebarWidth,
  hoverExpand,
  panelTrigger,
  resizeSidebar,
  restoreSidebar,
  toggleAffix,
} from "#app/features/sidebar/sidebar.rules.ts";
import type { MenuNode } from "#app/types/generated/menu-node.ts";

describe("sidebar width (SPEC §4 Sidebar, §9: min 208, max 600)", () => {
  it.each([
    [300, 300],
    [208, 208],
    [600, 600],
    [100, 208],
    [-5, 208],
    [9999, 600],
    [320.6, 321],
    ["320", 320],
    ["320px", 320],
    [" 450 ", 450],
    ["wide", 208],
    ["", 208],
    [Number.NaN, 208],
    [Number.POSITIVE_INFINITY, 208],
    [null, 208],
    [{}, 208],
  ] as const)("%j → %i", (value, expected) => {
    expect(clampSidebarWidth(value)).toBe(expected);
  });
});

describe("saved values (SPEC §3, §4 Sidebar)", () => {
  it.each([
    [true, 300, { affixed: true, width: 300 }],
    [false, 300, { affixed: false, width: 300 }],
    ["true", "250", { affixed: true, width: 250 }],
    ["false", undefined, { affixed: false, width: 208 }],
    [undefined, undefined, DEFAULT_SIDEBAR],
    ["yes", 1000, { affixed: DEFAULT_SIDEBAR.affixed, width: 600 }],
    [1, "x", { affixed: DEFAULT_SIDEBAR.affixed, width: 208 }],
  ] as const)("affix %j, width %j", (affix, width, expected) => {
    expect(restoreSidebar(affix, width)).toEqual(expected);
  });

  it("toggles pinned and drawer mode, keeping the width", () => {
    expect(toggleAffix({ affixed: true, width: 400 })).toEqual({ affixed: false, width: 400 });
    expect(toggleAffix({ affixed: false, width: 400 })).toEqual({ affixed: true, width: 400 });
    expect(toggleAffix(null)).toEqual({ affixed: !DEFAULT_SIDEBAR.affixed, width: 208 });
  });

  it("resizes within bounds", () => {
    expect(resizeSidebar({ affixed: false, width: 300 }, 700)).toEqual({ affixed: false, width: 600 });
    expect(resizeSidebar({ affixed: false, width: 300 }, "abc")).toEqual({ affixed: false, width: 208 });
    expect(resizeSidebar(7, 250)).toEqual({ affixed: DEFAULT_SIDEBAR.affixed, width: 250 });
  });
});

describe("menu panel (SPEC §4 Sidebar, §9 hover threshold 500 ms)", () => {
  it.each([
    [0, { expand: false, waitMs: 500 }],
    [499, { expand: false, waitMs: 1 }],
    [500, { expand: true, waitMs: 0 }],
    [2000, { expand: true, waitMs: 0 }],
    [-10, { expand: false, waitMs: 500 }],
    [Number.NaN, { expand: false, waitMs: 500 }],
    ["600", { expand: false, waitMs: 500 }],
  ] as const)("hovered %j ms → %j", (ms, expected) => {
    expect(hoverExpand(ms)).toEqual(expected);
  });

  it.each([
    [{ conciseQuickSelect: true, activeMenuInCategory: true }, "click"],
    [{ conciseQuickSelect: true, activeMenuInCategory: false }, "hover"],
    [{ conciseQuickSelect: false, activeMenuInCategory: true }, "hover"],
    [{ conciseQuickSelect: "true", activeMenuInCategory: true }, "hover"],
    [{}, "hover"],
    [null, "hover"],
  ] as const)("panelTrigger(%j) → %s", (context, expected) => {
    expect(panelTrigger(context as never)).toBe(expected);
  });

  const category: MenuNode = {
    id: "cat",
    name: "Category",
    level: 1,
    sourceType: "app-category",
    children: [{ id: "app", name: "App", level: 2, sourceType: "app", children: [{ id: "page", name: "Page", level: 3, sourceType: "menu" }] }],
  };
  it.each([
    ["page", true],
    ["cat", true],
    ["other", false],
    ["", false],
    [5, false],
  ] as const)("categoryHoldsMenu(%j) → %s", (id, expected) => {
    expect(categoryHoldsMenu(category, id)).toBe(expected);
    expect(categoryHoldsMenu(null, id)).toBe(false);
  });
});

describe("aside start (SPEC §4 Sidebar: after 3000 ms; §9 widths)", () => {
  it.each([
    [0, true, { expanded: null, waitMs: 3000 }],
    [2999, false, { expanded: null, waitMs: 1 }],
    [3000, true, { expanded: true, waitMs: 0 }],
    [5000, false, { expanded: false, waitMs: 0 }],
    [5000, "true", { expanded: false, waitMs: 0 }],
    [Number.NaN, true, { expanded: null, waitMs: 3000 }],
  ] as const)("elapsed %j, pinned %j → %j", (elapsed, affixed, expected) => {
    expect(asideStart(elapsed, affixed)).toEqual(expected);
  });

  it.each([
    [true, 190],
    [false, 60],
    ["true", 60],
  ] as const)("asideWidth(%j) → %i", (expanded, width) => {
    expect(asideWidth(expanded)).toBe(width);
  });
});
