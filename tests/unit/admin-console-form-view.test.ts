import { describe, expect, it } from "vitest";
import { fieldMatches, hasValueAt, namePointer, shownFaults } from "#app/features/admin-console/schema-form/form-view.rules";
import type { FieldFault } from "#app/features/admin-console/schema-form/field-errors.rules";
import { fieldGroups, schemaFields } from "#app/features/admin-console/schema-form/schema-fields.rules";
import { FORM_SCHEMA_JSON } from "#app/features/admin-console/schema-form/validate-config";
import { resolveLayout } from "#app/layout/resolve-layout";
import { COMPONENT_NAMES } from "#app/layout/component-names";
import { DEFAULT_ENV_INFO, DEFAULT_HEADER_THEME, DEFAULT_SCENE_PARAMS } from "#app/kit/schemas/defaults";
import { validateConfig } from "#app/features/admin-console/schema-form/validate-config";

/** The console form's groups, filter and quiet faults, and the system name per language in the plan (ADR 056). */
describe("groups from the schema", () => {
  it("the header theme's groups in the order of its x-groups, each field in the schema's order", () => {
    const groups = fieldGroups(schemaFields("header-theme", FORM_SCHEMA_JSON["header-theme"]), FORM_SCHEMA_JSON["header-theme"]["x-groups"]);
    expect(groups?.map((group) => group.key)).toEqual(["brand", "colours", "background", "menu", "watermark", "behaviour"]);
    expect(groups?.[0]?.fields.map((field) => field.name)).toEqual(["systemName", "systemNameAllLang", "systemLogoUrl", "systemLogoSize", "systemLogoJumpUrl"]);
  });

  it("a field without a group is in 'other'; a schema without groups is drawn flat; required comes from the schema", () => {
    const fields = schemaFields("nav-logo-and-name", { type: "object", required: ["b"], properties: { a: { type: "string", "x-group": "brand" }, b: { type: "string" } } });
    expect(fields.map((field) => field.required ?? false)).toEqual([false, true]);
    expect(fieldGroups(fields)?.map((group) => [group.key, group.fields.map((field) => field.name)])).toEqual([["brand", ["a"]], ["other", ["b"]]]);
    expect(fieldGroups(schemaFields("nav-logo-and-name", { type: "object", properties: { a: { type: "string" } } }))).toBeNull();
  });

  it("the system name per language is one input per locale; the schema refuses a text that is too long or an unknown locale", () => {
    const field = schemaFields("header-theme", FORM_SCHEMA_JSON["header-theme"]).find((f) => f.name === "systemNameAllLang");
    expect(field).toMatchObject({ widget: "texts", locales: ["zh-CN", "en", "sv-SE"], group: "brand" });
    expect(validateConfig("header-theme", { systemNameAllLang: { en: "Portal" } })).toEqual([]);
    expect(validateConfig("header-theme", { systemNameAllLang: { en: "x".repeat(101) } }).map((f) => f.pointer)).toEqual(["/systemNameAllLang/en"]);
    expect(validateConfig("header-theme", { systemNameAllLang: { fr: "Portail" } }).length).toBeGreaterThan(0);
  });
});

describe("the filter and the faults shown", () => {
  it("every word typed is somewhere in the title, case and width aside", () => {
    expect(fieldMatches("Sidebar active text colour", "TEXT sidebar")).toBe(true);
    expect(fieldMatches("Sidebar active text colour", "menu")).toBe(false);
    expect(fieldMatches("页头背景色", "背景")).toBe(true);
    expect(fieldMatches("Logo URL", "ＬＯＧＯ")).toBe(true);
    expect(fieldMatches("anything", "  ")).toBe(true);
  });

  it("a fault shows once its field, or something in it, was changed, or when it held a value at mount, or after a publish attempt", () => {
    const fault = (pointer: string): FieldFault => ({ pointer, messageKey: null, params: {}, message: "bad" });
    const byField = { "/a": [fault("/a")], "/list/1/name": [fault("/list/1/name")], "/b": [fault("/b")] };
    const none = { all: false, touched: new Set<string>(), present: () => false };
    expect(Object.keys(shownFaults(byField, none))).toEqual([]);
    expect(Object.keys(shownFaults(byField, { ...none, touched: new Set(["/a", "/list"]) }))).toEqual(["/a"]);
    expect(Object.keys(shownFaults(byField, { ...none, present: (p) => hasValueAt({ b: "x" }, p) }))).toEqual(["/b"]);
    expect(Object.keys(shownFaults(byField, { ...none, all: true }))).toEqual(["/a", "/list/1/name", "/b"]);
    expect(namePointer(["list", 1, "a/b"])).toBe("/list/1/a~1b");
    expect(hasValueAt({ list: [{}, { name: "" }] }, "/list/1/name")).toBe(true);
    expect(hasValueAt({ list: [{}] }, "/list/1/name")).toBe(false);
  });
});

describe("the system name per language in the layout plan", () => {
  const plan = (systemNameAllLang: unknown, systemName = "") =>
    resolveLayout({ viewMode: "full", portalType: "Classic", headerTheme: { ...DEFAULT_HEADER_THEME, systemName: "中建智造", systemNameAllLang } as never, sceneParams: DEFAULT_SCENE_PARAMS, env: DEFAULT_ENV_INFO, query: { systemName }, user: { tenantAdmin: false, accountType: 0 }, knownComponents: COMPONENT_NAMES });
  it("carries the non-empty texts beside the default title; the query's systemName leaves them out", () => {
    expect(plan({ en: "CSCEC", "sv-SE": "" }).header).toMatchObject({ title: "中建智造", titleAllLang: { en: "CSCEC" } });
    expect(plan({}).header.titleAllLang).toBeUndefined();
    expect(plan({ en: "CSCEC" }, "From the link").header).toMatchObject({ title: "From the link" });
    expect(plan({ en: "CSCEC" }, "From the link").header.titleAllLang).toBeUndefined();
  });
});
