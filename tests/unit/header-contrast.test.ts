import { describe, expect, it } from "vitest";
import { headerContrastWarning } from "#app/features/admin-console/header-contrast.rules";
import { contrastRatio } from "#app/kit/contrast";

/** SPEC §3 Header theme; WCAG 1.4.3 and 1.4.11: what the console says of the header's colours before they are published. */
describe("the header's text and icon colour on its background", () => {
  it("the demo tenants' themes and the default read well: no warning", () => {
    expect(headerContrastWarning({})).toBeNull();
    expect(headerContrastWarning({ headerBgColor: "#002366", headerOtherElementsColor: "#FFFFFF" })).toBeNull();
    expect(headerContrastWarning({ headerBgColor: "#1F3A2E", headerOtherElementsColor: "#FFFFFF" })).toBeNull();
  });

  it("icons that fade into the bar: below 3:1, with both colours as drawn and the ratio rounded down", () => {
    const warning = headerContrastWarning({ headerBgColor: "#002366", headerOtherElementsColor: "#1F1F1F" });
    expect(warning).toEqual({ foreground: "#1F1F1F", background: "#002366", ratio: Math.floor(contrastRatio("#1F1F1F", "#002366") * 10) / 10, fails: "icons" });
    expect(warning!.ratio).toBeLessThan(3);
  });

  it("icons that show but text below 4.5:1", () => {
    expect(headerContrastWarning({ headerBgColor: "#FFFFFF", headerOtherElementsColor: "#888888" })).toMatchObject({ fails: "text", ratio: 3.5 });
  });

  it("a translucent colour is judged as drawn: over the background, itself over white", () => {
    expect(headerContrastWarning({ headerBgColor: "#002366", headerOtherElementsColor: "rgba(255, 255, 255, 0.3)" })).toMatchObject({ fails: "icons" });
    expect(headerContrastWarning({ headerBgColor: "rgba(0, 35, 102, 0)", headerOtherElementsColor: "#FFFFFF" })).toMatchObject({ background: "#FFFFFF", ratio: 1, fails: "icons" });
  });

  it("a value that is not a colour is the default the portal draws instead", () => {
    expect(headerContrastWarning({ headerBgColor: "navy-ish", headerOtherElementsColor: 7 })).toBeNull();
    expect(headerContrastWarning(null)).toBeNull();
  });
});
