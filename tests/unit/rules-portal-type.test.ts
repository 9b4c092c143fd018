import { describe, expect, it } from "vitest";
import { effectivePortalType, enableTypeFor, isSingleProductScene, portalTypeChange, portalTypeFromEnableType, portalTypeSync, settingEnableType } from "#app/layout/portal-type.ts";

describe("enableType ↔ navigation theme (SPEC §6, §9)", () => {
  it.each([
    [0, "Classic"],
    ["0", "Classic"],
    ["legacy", "Classic"],
    [1, "Simple"],
    ["1", "Simple"],
    ["concise-x", "Simple"],
    ["concise", "Simple"],
    // The user's setting (SPEC §7 portal-type setting) names the theme itself.
    ["Classic", "Classic"],
    ["Simple", "Simple"],
    [2, null],
    ["simple", null],
    [null, null],
    [undefined, null],
    [{}, null],
  ] as const)("%j → %s", (value, expected) => {
    expect(portalTypeFromEnableType(value)).toBe(expected);
  });

  it.each([
    ["Classic", 0],
    ["Simple", 1],
    ["simple", 0],
    [null, 0],
  ] as const)("enableTypeFor(%j) → %i", (type, expected) => {
    expect(enableTypeFor(type)).toBe(expected);
  });

  it("reads a setting answer's enableType the same way on the server and in the browser", () => {
    expect(effectivePortalType(settingEnableType({ enableType: "Simple" }), false)).toBe("Simple");
    expect(effectivePortalType(settingEnableType({ enableType: "Simple" }), true)).toBe("Classic");
    expect(effectivePortalType(settingEnableType({ enableType: 1 }), false)).toBe("Simple");
    for (const bad of [null, "Simple", [], { enableType: "dark" }]) expect(effectivePortalType(settingEnableType(bad), false)).toBe("Classic");
  });

  it("round-trips both themes", () => {
    expect(portalTypeFromEnableType(enableTypeFor("Classic"))).toBe("Classic");
    expect(portalTypeFromEnableType(enableTypeFor("Simple"))).toBe("Simple");
  });
});

describe("effective type and server sync (SPEC §4 Other behaviours, §6)", () => {
  it.each([
    [1, false, "Simple"],
    [0, false, "Classic"],
    [1, true, "Classic"],
    ["junk", false, "Classic"],
    [1, "true", "Simple"],
  ] as const)("server %j, single product %j → %s", (server, single, expected) => {
    expect(effectivePortalType(server, single)).toBe(expected);
  });

  it.each([
    ["agree", { serverEnableType: 1, current: "Simple" }, { portalType: "Simple", switchTo: null }],
    ["mismatch → switch to the server's", { serverEnableType: 1, current: "Classic" }, { portalType: "Simple", switchTo: "Simple" }],
    ["mismatch the other way", { serverEnableType: 0, current: "Simple" }, { portalType: "Classic", switchTo: "Classic" }],
    ["nothing held → take the server's without a switch", { serverEnableType: 1, current: null }, { portalType: "Simple", switchTo: null }],
    ["garbage held", { serverEnableType: 1, current: "Fancy" }, { portalType: "Simple", switchTo: null }],
    ["single product forces Classic", { serverEnableType: 1, current: "Simple", singleProduct: true }, { portalType: "Classic", switchTo: "Classic" }],
    ["single product, Classic held", { serverEnableType: 1, current: "Classic", singleProduct: true }, { portalType: "Classic", switchTo: null }],
    ["server unreadable", { serverEnableType: undefined, current: "Classic" }, { portalType: "Classic", switchTo: null }],
  ] as const)("%s", (_name, input, expected) => {
    expect(portalTypeSync(input)).toEqual(expected);
  });

  it("is total over a missing input", () => {
    expect(portalTypeSync(null as never)).toEqual({ portalType: "Classic", switchTo: null });
  });
});

describe("portalTypeChange (SPEC §2 portal-type switch)", () => {
  it.each([
    ["Simple", "Classic", false, { enableType: 1 }],
    ["Classic", "Simple", false, { enableType: 0 }],
    ["Simple", "Simple", false, null],
    ["Simple", "Classic", true, null],
    ["Other", "Classic", false, null],
    [1, "Classic", false, null],
  ] as const)("requested %j from %j (single product %s)", (requested, current, single, expected) => {
    expect(portalTypeChange(requested, current, single)).toEqual(expected);
  });
});

describe("isSingleProductScene (SPEC §2)", () => {
  it.each([
    [["single-product"], true],
    [["", "single-product"], true],
    [[" single-product "], true],
    [["", undefined], false],
    [["single"], false],
    [[null, 5], false],
    [[], false],
  ] as const)("%j → %s", (scenes, expected) => {
    expect(isSingleProductScene(...scenes)).toBe(expected);
  });
});
