import { theme } from "antd";
import { describe, expect, it } from "vitest";
import { contrastRatio } from "#app/kit/contrast";
import { accentColor, portalTheme } from "#app/shell/portal-theme";

/**
 * A tenant's accent is written as text on white and on the tint antd draws a selected item on
 * (colorPrimaryBg: the chosen language, a selected menu entry): both stand 4.5:1 (WCAG AA).
 */
describe("the tenant accent", () => {
  // The demo tenants' theme colours, antd's blue, and light colours that need a darker shade.
  const colours = ["#268DFF", "#E8590C", "#004B87", "#1677FF", "#52C41A", "#FADB14", "#13C2C2", "#EB2F96"];

  it.each(colours)("%s stays readable on white and on antd's selected-item tint", (colour) => {
    const accent = accentColor(colour);
    const tokens = theme.getDesignToken(portalTheme({ colorPrimary: colour, headerBg: "#002366", headerHeight: 48, headerColor: "#FFFFFF", siderBg: "#FFFFFF", siderWidth: 200, siderCollapsedWidth: 48 }));
    expect(tokens.colorPrimary.toLowerCase()).toBe(accent.toLowerCase());
    expect(contrastRatio(accent, "#FFFFFF")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(accent, tokens.colorPrimaryBg)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(accent, tokens.controlItemBgActive)).toBeGreaterThanOrEqual(4.5);
  });

  it("keeps a colour that is dark enough as it is", () => {
    expect(accentColor("#004B87")).toBe("#004B87");
  });
});
