import { describe, expect, it } from "vitest";
import {
  formatSystemDate,
  menuInWatermarkScope,
  readPlacement,
  resolveWatermark,
  watermarkTemplateId,
  watermarkText,
  watermarkVisible,
  type ResolvedWatermark,
} from "#app/features/watermark/watermark.rules.ts";

const DEFAULTS: ResolvedWatermark = {
  type: "TEXT",
  text: "",
  picturePath: null,
  rotationAngle: 0,
  transparency: 0,
  scale: 100,
  spacing: 50,
  staggerDistance: 100,
  fontSize: 18,
  fontColor: "#000000",
  placement: { vertical: "MIDDLE", horizontal: "MIDDLE" },
  repeat: true,
};

describe("resolveWatermark (SPEC §3, defaults §9)", () => {
  it.each([
    ["an empty template takes every default", {}, DEFAULTS],
    ["values kept", { type: "TEXT", text: "机密", rotationAngle: -30, transparency: 40, scale: 80, spacing: 20, staggerDistance: 60, fontSize: 24, fontColor: "#ff0000", position: "UP_LEFT", repeat: false }, { ...DEFAULTS, text: "机密", rotationAngle: -30, transparency: 40, scale: 80, spacing: 20, staggerDistance: 60, fontSize: 24, fontColor: "#ff0000", placement: { vertical: "UP", horizontal: "LEFT" }, repeat: false }],
    ["numeric strings read", { fontSize: "20", rotationAngle: "45" }, { ...DEFAULTS, fontSize: 20, rotationAngle: 45 }],
    ["out of range clamped", { transparency: 150, rotationAngle: 720, fontSize: 1, scale: 0 }, { ...DEFAULTS, transparency: 100, rotationAngle: 360, fontSize: 6, scale: 1 }],
    ["unreadable values take the default", { fontSize: "big", spacing: null, fontColor: "red; background:url(x)", type: "VIDEO", repeat: "maybe", text: 5 }, DEFAULTS],
    ["a picture with a safe URL", { type: "PICTURE", picturePath: "https://cdn.example.com/mark.png" }, { ...DEFAULTS, type: "PICTURE", picturePath: "https://cdn.example.com/mark.png" }],
    ["long text cut", { text: "x".repeat(300) }, { ...DEFAULTS, text: "x".repeat(200) }],
  ] as const)("%s", (_name, detail, expected) => {
    expect(resolveWatermark(detail)).toEqual(expected);
  });

  it.each([
    ["null", null],
    ["a string", "TEXT"],
    ["a list", [{}]],
    ["status 0", { status: 0 }],
    ["status false", { status: false }],
    ["a picture without a URL", { type: "PICTURE" }],
    ["a picture with an unsafe URL", { type: "PICTURE", picturePath: "javascript:alert(1)" }],
  ] as const)("no template: %s", (_name, detail) => {
    expect(resolveWatermark(detail)).toBeNull();
  });
});

describe("readPlacement (SPEC §3 position)", () => {
  it.each([
    ["MIDDLE", "MIDDLE", "MIDDLE"],
    ["UP", "UP", "MIDDLE"],
    ["down,right", "DOWN", "RIGHT"],
    ["LEFT-UP", "UP", "LEFT"],
    [["RIGHT", "UP"], "UP", "RIGHT"],
    ["UP DOWN", "MIDDLE", "MIDDLE"],
    ["LEFT,RIGHT", "MIDDLE", "MIDDLE"],
    ["TOP", "MIDDLE", "MIDDLE"],
    [["UP", 3], "MIDDLE", "MIDDLE"],
    ["", "MIDDLE", "MIDDLE"],
    [null, "MIDDLE", "MIDDLE"],
  ] as const)("%j → %s / %s", (value, vertical, horizontal) => {
    expect(readPlacement(value)).toEqual({ vertical, horizontal });
  });
});

describe("watermarkVisible (SPEC §4 Other behaviours)", () => {
  const on = { watermarkSwitch: 1, watermarkTemplate: "WM1", watermarkScopeType: 0, watermarkScope: "" };
  const menu = { id: "42", code: "pmpp.contract", uniqueCode: "u-42" };
  it.each([
    ["switch 1, template, scope all", on, menu, {}, true],
    ["switch \"1\"", { ...on, watermarkSwitch: "1" }, menu, {}, true],
    ["switch 0", { ...on, watermarkSwitch: 0 }, menu, {}, false],
    ["switch true is not 1", { ...on, watermarkSwitch: true }, menu, {}, false],
    ["no template code", { ...on, watermarkTemplate: " " }, menu, {}, false],
    ["template not found", on, menu, null, false],
    ["scope lists the menu id", { ...on, watermarkScopeType: 1, watermarkScope: "7,42" }, menu, {}, true],
    ["scope lists the menu code", { ...on, watermarkScopeType: 1, watermarkScope: "pmpp.contract; other" }, menu, {}, true],
    ["scope lists the unique code as JSON", { ...on, watermarkScopeType: 1, watermarkScope: '["u-42"]' }, menu, {}, true],
    ["menu not in scope", { ...on, watermarkScopeType: 1, watermarkScope: "7,8" }, menu, {}, false],
    ["scope all by word", { ...on, watermarkScopeType: 1, watermarkScope: "ALL" }, menu, {}, true],
    ["no current menu, scoped", { ...on, watermarkScopeType: 1, watermarkScope: "42" }, null, {}, false],
    ["bad JSON scope", { ...on, watermarkScopeType: 1, watermarkScope: "[42" }, menu, {}, false],
    ["theme garbage", "theme", menu, {}, false],
  ] as const)("%s → %s", (_name, theme, m, detail, expected) => {
    expect(watermarkVisible(theme, m, detail)).toBe(expected);
  });

  it("absent scope type covers every menu", () => {
    expect(menuInWatermarkScope({}, null)).toBe(true);
  });
});

describe("watermarkText (SPEC §3 placeholders)", () => {
  const values = { name: "张三", loginAccount: "zhangsan", tenantName: "中建智造集团", systemDate: "2026-03-01" };
  it.each([
    ["${name} ${loginAccount}", "张三 zhangsan"],
    ["{{tenantName}}-{systemDate}", "中建智造集团-2026-03-01"],
    ["{ name }", "张三"],
    ["{unknown} stays", "{unknown} stays"],
    ["no placeholders", "no placeholders"],
    ["{}", "{}"],
  ] as const)("%s → %s", (text, expected) => {
    expect(watermarkText(text, values)).toBe(expected);
  });

  it.each([
    [{ name: 5 }, "5"],
    [{ name: null }, ""],
    [{ name: { toString: () => "x" } }, ""],
    [null, ""],
  ] as const)("value %j", (v, expected) => {
    expect(watermarkText("{name}", v as never)).toBe(expected);
  });

  it("is total and bounded", () => {
    expect(watermarkText(42, values)).toBe("");
    expect(watermarkText("{name}".repeat(100), values)).toHaveLength(200);
  });

  it.each([
    [new Date(2026, 2, 1, 23, 59), "2026-03-01"],
    [new Date(2026, 11, 31).getTime(), "2026-12-31"],
    [new Date("nope"), ""],
    ["2026-03-01", ""],
    [null, ""],
  ] as const)("formatSystemDate(%j) → %s", (date, expected) => {
    expect(formatSystemDate(date)).toBe(expected);
  });
});

describe("watermarkTemplateId (SPEC §3 watermarkTemplate, §7 mark/{id}/detail)", () => {
  it("a whole number is a template id; a word, a sentence or placeholders are the text itself", () => {
    expect(watermarkTemplateId("1024")).toBe("1024");
    expect(watermarkTemplateId(" 77 ")).toBe("77");
    expect(watermarkTemplateId(88)).toBe("88");
    expect(watermarkTemplateId("CONFIDENTIAL")).toBeNull();
    expect(watermarkTemplateId("wm-internal")).toBeNull();
    expect(watermarkTemplateId("{name} {systemDate}")).toBeNull();
    expect(watermarkTemplateId("")).toBeNull();
    expect(watermarkTemplateId("-5")).toBeNull();
    expect(watermarkTemplateId(1.5)).toBeNull();
    expect(watermarkTemplateId(null)).toBeNull();
  });
});
