import { describe, expect, it } from "vitest";
import { fitMenuItems } from "#app/features/header/fit-menu-items";

/** Seven project main menus (SPEC §2 level 3) as Chromium measures them at 14 px, the "more" item 42 px. */
const PROJECT_MENUS = [84, 84, 84, 84, 84, 84, 84];

describe("fitMenuItems: which header menus fit beside the more item", () => {
  it("shows every menu when they and their gaps fit, and asks for their whole width", () => {
    expect(fitMenuItems({ itemWidths: PROJECT_MENUS, available: 600, moreWidth: 42, gap: 2 })).toEqual({ visible: 7, natural: 600, min: 42 });
  });

  it("otherwise keeps the longest leading run that fits beside the more item", () => {
    // 42 + 3 × 86 = 300 fits in 320, a fourth menu does not.
    expect(fitMenuItems({ itemWidths: PROJECT_MENUS, available: 320, moreWidth: 42, gap: 2 }).visible).toBe(3);
    // One pixel short of the whole row: the last menu goes under more (42 + 6 × 86 = 558).
    expect(fitMenuItems({ itemWidths: PROJECT_MENUS, available: 599, moreWidth: 42, gap: 2 }).visible).toBe(6);
  });

  it("puts everything under more when not even one menu fits beside it", () => {
    expect(fitMenuItems({ itemWidths: PROJECT_MENUS, available: 100, moreWidth: 42, gap: 2 }).visible).toBe(0);
    expect(fitMenuItems({ itemWidths: PROJECT_MENUS, available: 0, moreWidth: 42 }).visible).toBe(0);
    expect(fitMenuItems({ itemWidths: PROJECT_MENUS, available: -20, moreWidth: 42 }).visible).toBe(0);
  });

  it("stops at the first menu that does not fit, so the order of the menus is kept", () => {
    expect(fitMenuItems({ itemWidths: [60, 300, 40, 40], available: 200, moreWidth: 40 }).visible).toBe(1);
  });

  it("forgives half a pixel of rounding", () => {
    expect(fitMenuItems({ itemWidths: [100.3, 100.3], available: 200.2, moreWidth: 40 }).visible).toBe(2);
  });

  it("without layout (every width 0, or no room known) shows every menu and asks for no width", () => {
    expect(fitMenuItems({ itemWidths: [0, 0, 0], available: 0, moreWidth: 0, gap: 2 })).toEqual({ visible: 3, natural: 0, min: 0 });
    expect(fitMenuItems({ itemWidths: PROJECT_MENUS, available: Number.NaN, moreWidth: 42 }).visible).toBe(7);
  });

  it("reads widths that are not positive numbers as 0 and never asks for more than the whole row", () => {
    expect(fitMenuItems({ itemWidths: [Number.NaN, -5, 50, Number.POSITIVE_INFINITY], available: 30, moreWidth: 40 })).toEqual({ visible: 0, natural: 50, min: 40 });
    expect(fitMenuItems({ itemWidths: [30], available: 10, moreWidth: 40 }).min).toBe(30);
    expect(fitMenuItems({ itemWidths: [], available: 10, moreWidth: 40 })).toEqual({ visible: 0, natural: 0, min: 0 });
  });
});
