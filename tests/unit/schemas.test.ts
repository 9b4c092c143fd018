import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_ENV_INFO, DEFAULT_HEADER_THEME, DEFAULT_NAV, DEFAULT_SCENE_PARAMS } from "#app/kit/schemas/defaults.ts";
import { readPiece } from "#app/kit/schemas/read-piece.ts";
import { SCHEMAS, validate, type SchemaName } from "#app/kit/schemas/validator.ts";

const SCHEMA_DIR = path.resolve(import.meta.dirname, "../../schemas");

describe("schemas", () => {
  it("every file in schemas/ is registered with the validator under its own $id", () => {
    const files = readdirSync(SCHEMA_DIR).filter((f) => f.endsWith(".schema.json")).sort();
    expect(Object.keys(SCHEMAS).map((n) => `${n}.schema.json`).sort()).toEqual(files);
    for (const file of files) {
      const schema = JSON.parse(readFileSync(path.join(SCHEMA_DIR, file), "utf8")) as { $id: string; $schema: string };
      expect(schema.$id).toBe(`https://portal.local/schemas/${file}`);
      expect(schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    }
  });

  it("the documented defaults are valid data", () => {
    const cases: [SchemaName, unknown][] = [
      ["header-theme", DEFAULT_HEADER_THEME],
      ["scene-params", DEFAULT_SCENE_PARAMS],
      ["nav-logo-and-name", DEFAULT_NAV],
      ["env-info", DEFAULT_ENV_INFO],
    ];
    for (const [name, data] of cases) expect(validate(name, data), name).toEqual({ ok: true });
  });

  const table: { name: SchemaName; data: unknown; ok: boolean; pointers?: string[] }[] = [
    { name: "envelope", data: { success: true, data: { a: 1 } }, ok: true },
    { name: "envelope", data: { success: false, data: null, errorCode: "E1", errorMsg: "bad" }, ok: true },
    { name: "envelope", data: { data: 1 }, ok: false, pointers: ["/success"] },
    { name: "page", data: { records: [], recordTotal: 0, totalPage: 0 }, ok: true },
    { name: "page", data: { records: [], recordTotal: -1, totalPage: 0 }, ok: false, pointers: ["/recordTotal"] },
    { name: "header-theme", data: {}, ok: true },
    { name: "header-theme", data: { futureField: { x: 1 } }, ok: true },
    { name: "header-theme", data: { headerBgColor: "#abc", themeColor: "#268DFF", activeMenuBgColor: "#00000080", sidebarBgColor: "rgb(1, 2, 3)", sidebarTextColor: "rgba(1,2,3,0.5)" }, ok: true },
    { name: "header-theme", data: { headerBgColor: "red" }, ok: false, pointers: ["/headerBgColor"] },
    { name: "header-theme", data: { headerBgColor: "#12345" }, ok: false, pointers: ["/headerBgColor"] },
    { name: "header-theme", data: { themeColor: "url(javascript:alert(1))" }, ok: false, pointers: ["/themeColor"] },
    { name: "header-theme", data: { headerHeight: "48" }, ok: false, pointers: ["/headerHeight"] },
    { name: "header-theme", data: { headerHeight: 200, systemHeaderHeight: 39 }, ok: false, pointers: ["/headerHeight", "/systemHeaderHeight"] },
    { name: "header-theme", data: { headerBgType: 2, watermarkSwitch: true, filterSwitch: 1 }, ok: false, pointers: ["/headerBgType", "/watermarkSwitch"] },
    { name: "header-theme", data: { systemLogoSize: 8, logout: "yes" }, ok: false, pointers: ["/systemLogoSize", "/logout"] },
    { name: "header-theme", data: [], ok: false, pointers: [""] },
    { name: "scene-params", data: { avatarDropdownEnbale: true, headerExtendEntrys: [{ code: "a", name: "A", openType: 1, children: [{ code: "b" }] }], subMenuShowType: 0 }, ok: true },
    { name: "scene-params", data: { showBrandTitle: "true" }, ok: false, pointers: ["/showBrandTitle"] },
    { name: "scene-params", data: { headerExtendEntrys: [{ code: 3 }] }, ok: false, pointers: ["/headerExtendEntrys/0/code"] },
    { name: "nav-logo-and-name", data: { systemName: "X", browserTitle: "Y" }, ok: true },
    { name: "user", data: { id: "u1", accountName: "alice", accountType: 0, avatarPath: ["/a.png"] }, ok: true },
    { name: "user", data: { id: 1, accountName: "alice" }, ok: false, pointers: ["/id"] },
    { name: "user", data: { id: "u1" }, ok: false, pointers: ["/accountName"] },
    { name: "tenant", data: { id: "10000", name: "Demo", categoryCodes: ["personal"], disabled: false }, ok: true },
    { name: "tenant", data: { id: "1" }, ok: false, pointers: ["/name"] },
    { name: "tenant-list", data: [{ id: "1", name: "A" }, { id: "2", name: "B" }], ok: true },
    { name: "tenant-list", data: [{ id: "1", name: "A" }, { id: "2" }], ok: false, pointers: ["/1/name"] },
    { name: "env-info", data: { isI18nEnv: false, locales: ["zh-CN", "en"], aiBotUrl: "" }, ok: true },
    { name: "env-info", data: { locales: "en" }, ok: false, pointers: ["/locales"] },
    { name: "layout-override", data: { layouts: [] }, ok: true },
    { name: "layout-override", data: { layouts: [{ viewMode: "nope", regions: {} }] }, ok: false, pointers: ["/layouts/0/viewMode"] },
  ];
  it.each(table)("$name accepts/rejects %#", ({ name, data, ok, pointers }) => {
    const result = validate(name, data);
    expect(result.ok).toBe(ok);
    if (!result.ok && pointers) expect([...new Set(result.errors.map((e) => e.pointer))].sort()).toEqual([...pointers].sort());
  });

  it("reports a colour fault in words, not as a regular expression", () => {
    const result = validate("header-theme", { headerBgColor: "blue" });
    expect(result).toEqual({ ok: false, errors: [{ pointer: "/headerBgColor", message: expect.stringContaining("must be a colour"), rule: "colour", params: expect.any(Object) }] });
  });
});

describe("readPiece", () => {
  const defaults = DEFAULT_HEADER_THEME;

  it("merges valid data over the defaults without problems", () => {
    const { value, problems } = readPiece("header-theme", { systemName: "Acme", headerHeight: 64 }, defaults);
    expect(problems).toEqual([]);
    expect(value).toMatchObject({ systemName: "Acme", headerHeight: 64, headerBgColor: "#002366", themeColor: "#268DFF" });
  });

  it("drops only the invalid top-level properties and keeps the tenant's branding", () => {
    const { value, problems } = readPiece("header-theme", { systemName: "Acme", headerHeight: "64", headerBgColor: "nope", systemLogoUrl: "/logo.png" }, defaults);
    expect(value).toMatchObject({ systemName: "Acme", systemLogoUrl: "/logo.png", headerHeight: 48, headerBgColor: "#002366" });
    expect(problems.map((p) => [p.piece, p.pointer])).toEqual([
      ["header-theme", "/headerBgColor"],
      ["header-theme", "/headerHeight"],
    ]);
    expect(problems[1]?.message).toContain('"64"');
  });

  it("drops a whole top-level property when a nested value is invalid", () => {
    const { value, problems } = readPiece("scene-params", { showBrandTitle: false, headerExtendEntrys: [{ code: 1 }] }, DEFAULT_SCENE_PARAMS);
    expect(value.showBrandTitle).toBe(false);
    expect(value.headerExtendEntrys).toEqual([]);
    expect(problems).toEqual([expect.objectContaining({ piece: "scene-params", pointer: "/headerExtendEntrys/0/code" })]);
  });

  it.each([null, undefined, 42, "theme", [], [1, 2], true])("uses the defaults whole for %j", (data) => {
    const { value, problems } = readPiece("header-theme", data, defaults);
    expect(value).toEqual(defaults);
    expect(problems).toEqual([expect.objectContaining({ piece: "header-theme", pointer: "" })]);
  });

  it("uses the defaults whole when a required property is missing", () => {
    const fallback = { id: "", accountName: "" };
    const { value, problems } = readPiece("user", { id: "u1", nickname: "A" }, fallback);
    expect(value).toBe(fallback);
    expect(problems).toEqual([expect.objectContaining({ piece: "user", pointer: "/accountName" })]);
  });

  it("reads array pieces whole or not at all", () => {
    expect(readPiece("tenant-list", [{ id: "1", name: "A" }], []).value).toEqual([{ id: "1", name: "A" }]);
    const bad = readPiece("tenant-list", [{ id: "1" }], []);
    expect(bad.value).toEqual([]);
    expect(bad.problems.map((p) => p.pointer)).toEqual(["/0/name"]);
  });

  it("does not change the defaults object", () => {
    const before = structuredClone(defaults);
    readPiece("header-theme", { systemName: "X", headerHeight: "x" }, defaults);
    expect(defaults).toEqual(before);
  });

  it("never throws, even for an unregistered schema name", () => {
    const result = readPiece("no-such" as SchemaName, {}, { a: 1 });
    expect(result.value).toEqual({ a: 1 });
    expect(result.problems).toHaveLength(1);
  });
});
