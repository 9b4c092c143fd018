import { describe, expect, it } from "vitest";
import { contrastRatio, parseColor, readablePair, shadeFor, TEXT_CONTRAST_MIN } from "#app/kit/contrast";

describe("contrast (WCAG 2.x, AA text at 4.5:1)", () => {
  it("measures the ratios WCAG gives", () => {
    expect(contrastRatio("#000000", "#FFFFFF")).toBeCloseTo(21, 5);
    expect(contrastRatio("#FFFFFF", "#FFFFFF")).toBeCloseTo(1, 5);
    // Grey #777 on white is the well-known near miss (4.48:1); #767676 just passes.
    expect(contrastRatio("#777777", "#FFFFFF")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#767676", "#FFFFFF")).toBeGreaterThanOrEqual(4.5);
    // Acme's orange, as the issue measured it: text on white, white on it, on its pale tint.
    expect(contrastRatio("#E8590C", "#FFFFFF")).toBeCloseTo(3.58, 2);
    expect(contrastRatio("#FFFFFF", "#E8590C")).toBeCloseTo(3.58, 2);
    expect(contrastRatio("#E8590C", "#FFE8D9")).toBeCloseTo(3.03, 2);
    // Order does not matter.
    expect(contrastRatio("#FFE8D9", "#E8590C")).toBeCloseTo(contrastRatio("#E8590C", "#FFE8D9"), 10);
  });

  it("reads hex and rgb() forms, lays translucent colours over their background, and gives 1 for what it cannot read", () => {
    expect(parseColor("#abc")).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc, a: 1 });
    expect(parseColor("rgb(22, 119, 255)")).toEqual({ r: 22, g: 119, b: 255, a: 1 });
    expect(parseColor("rgba(0, 0, 0, 0.5)")).toEqual({ r: 0, g: 0, b: 0, a: 0.5 });
    expect(parseColor("orange")).toBeNull();
    expect(parseColor(42)).toBeNull();
    expect(contrastRatio("rgba(0, 0, 0, 0)", "#FFFFFF")).toBeCloseTo(1, 5);
    expect(contrastRatio("nonsense", "#FFFFFF")).toBe(1);
  });

  it("shades a colour until it stands 4.5:1, keeping it when it already does", () => {
    const onWhite = shadeFor("#E8590C", "#FFFFFF");
    expect(onWhite).not.toBeNull();
    expect(contrastRatio(onWhite as string, "#FFFFFF")).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
    // Still an orange: red well above blue.
    const rgb = parseColor(onWhite) as { r: number; b: number };
    expect(rgb.r).toBeGreaterThan(rgb.b * 3);
    expect(shadeFor("#1F3A2E", "#FFFFFF")).toBe("#1F3A2E");
    // On a dark background a colour is lightened.
    const onDark = shadeFor("#1F3A2E", "#000000") as string;
    expect(contrastRatio(onDark, "#000000")).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
    expect(shadeFor("bad", "#FFFFFF")).toBeNull();
  });

  it("makes a text and its background readable: a coloured text darkens, white text darkens its background", () => {
    const sidebar = readablePair("#E8590C", "#FFE8D9");
    expect(sidebar.background).toBe("#FFE8D9");
    expect(contrastRatio(sidebar.text, sidebar.background)).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);

    const activeMenu = readablePair("#FFFFFF", "#E8590C");
    expect(activeMenu.text).toBe("#FFFFFF");
    expect(contrastRatio(activeMenu.text, activeMenu.background)).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);

    // A readable pair is kept as written; a translucent background is seen over its backdrop.
    expect(readablePair("#FFFFFF", "rgba(255, 255, 255, 0.16)", { backdrop: "#001529" })).toEqual({ text: "#FFFFFF", background: "rgba(255, 255, 255, 0.16)" });
    expect(readablePair("#ffffff", "#1F3A2E")).toEqual({ text: "#ffffff", background: "#1F3A2E" });
    expect(readablePair("nope", "#FFFFFF")).toEqual({ text: "nope", background: "#FFFFFF" });
  });
});
