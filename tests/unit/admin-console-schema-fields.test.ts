import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "#app/kit/i18n/config";
import { consoleStrings } from "#app/features/admin-console/console-strings";
import { resources } from "#app/kit/i18n/resources";
import { childPointer, faultsFromAjv, faultsFromPlatform, placeFaults } from "#app/features/admin-console/schema-form/field-errors.rules";
import { FORM_SCHEMAS, fieldTextKeys, schemaFields, widgetOf, type FieldSpec } from "#app/features/admin-console/schema-form/schema-fields.rules";
import { FORM_SCHEMA_JSON, validateConfig } from "#app/features/admin-console/schema-form/validate-config";

const byName = (fields: FieldSpec[]) => Object.fromEntries(fields.map((f) => [f.name, f]));

/** The JSON-Schema → form bridge of the tenant admin console (ADR 020, SPEC §3 Header theme, Portal scene params). */
describe("schema fields", () => {
  it.each(FORM_SCHEMAS)("%s: one field per property, in the schema's order", (schema) => {
    const json = FORM_SCHEMA_JSON[schema];
    expect(schemaFields(schema, json).map((f) => f.name)).toEqual(Object.keys(json.properties ?? {}));
  });

  it("header theme: colours, switches, 0/1 flags, the background type as a select, numbers with their bounds, URLs", () => {
    const fields = byName(schemaFields("header-theme", FORM_SCHEMA_JSON["header-theme"]));
    expect(fields.headerBgColor).toMatchObject({ widget: "color", default: "#002366" });
    expect(fields.activeMenuBgColor?.widget).toBe("color");
    expect(fields.logout?.widget).toBe("switch");
    expect(fields.watermarkSwitch?.widget).toBe("flag");
    expect(fields.filterSwitch?.widget).toBe("flag");
    expect(fields.headerBgType).toMatchObject({ widget: "select", options: [{ value: 0, labelKey: "adminConsole.fields.header-theme.headerBgType.options.0" }, { value: 1, labelKey: "adminConsole.fields.header-theme.headerBgType.options.1" }] });
    expect(fields.systemLogoSize).toMatchObject({ widget: "number", min: 16, max: 128, integer: false });
    expect(fields.headerHeight).toMatchObject({ widget: "number", min: 40, max: 120, integer: true });
    expect(fields.loginSessionTimeout).toMatchObject({ widget: "number", min: 0 });
    // Pictures are typed or uploaded; other addresses are typed.
    expect(fields.systemLogoUrl?.widget).toBe("image");
    expect(fields.headerBgImgUrl?.widget).toBe("image");
    expect(fields.horizontalHeaderBgImgUrl?.widget).toBe("image");
    expect(fields.bgImageUrl?.widget).toBe("image");
    expect(fields.systemLogoJumpUrl?.widget).toBe("url");
    expect(fields.customLogoutUrl?.widget).toBe("url");
    expect(fields.systemName).toMatchObject({ widget: "text", titleKey: "adminConsole.fields.header-theme.systemName.title", helpKey: "adminConsole.fields.header-theme.systemName.help" });
  });

  it("scene params: flags as switches, entries as lists of entry fields, the keep-alive count 1–5", () => {
    const fields = byName(schemaFields("scene-params", FORM_SCHEMA_JSON["scene-params"]));
    expect(fields.helpCenterShow?.widget).toBe("switch");
    expect(fields.subAppKeepAliveMax).toMatchObject({ widget: "number", min: 1, max: 5 });
    const entry = byName(fields.headerExtendEntrys?.item ?? []);
    expect(fields.headerExtendEntrys?.widget).toBe("list");
    expect(entry.thumbnailType).toMatchObject({ widget: "select", options: [{ value: "ICON", labelKey: "adminConsole.defs.scene-params.entry.thumbnailType.options.ICON" }, { value: "IMAGE", labelKey: "adminConsole.defs.scene-params.entry.thumbnailType.options.IMAGE" }] });
    expect(entry.openType?.widget).toBe("text");
    expect(entry.textColor?.widget).toBe("color");
    expect(entry.url?.widget).toBe("url");
    expect(entry.children?.widget).toBe("list");
    expect(byName(entry.images?.item ?? []).iconUrl?.widget).toBe("image");
  });

  it("a property it cannot edit fails loudly, naming the property, its type and the schema", () => {
    expect(() => widgetOf("header-theme", "mystery", { type: "object" })).toThrow(/"mystery".*"object".*header-theme/);
  });

  it.each(SUPPORTED_LOCALES)("%s: every field has a title and a help text, every option a label", (locale) => {
    const strings = { adminConsole: consoleStrings[locale] };
    const missing = FORM_SCHEMAS.flatMap((schema) => fieldTextKeys(schemaFields(schema, FORM_SCHEMA_JSON[schema]))).filter((key) => {
      const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], strings);
      return typeof value !== "string" || value.trim() === "";
    });
    expect(missing).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES)("%s: the Branding page's two configs (header theme, navigation logo and name) title no two fields alike", (locale) => {
    const strings = { adminConsole: consoleStrings[locale] };
    const titles = (["header-theme", "nav-logo-and-name"] as const).flatMap((schema) =>
      schemaFields(schema, FORM_SCHEMA_JSON[schema]).map((field) => field.titleKey.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], strings)),
    );
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES)("%s: the portal's locale bundles do not carry the console's strings (they load on its routes)", (locale) => {
    expect(resources[locale].translation).not.toHaveProperty("adminConsole");
  });

  it("the three locales have the same console keys", () => {
    const keys = (value: unknown, prefix = ""): string[] => (value && typeof value === "object" ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k)) : [prefix]);
    const reference = keys(consoleStrings["zh-CN"]).sort();
    expect(keys(consoleStrings.en).sort()).toEqual(reference);
    expect(keys(consoleStrings["sv-SE"]).sort()).toEqual(reference);
  });
});

describe("faults on fields", () => {
  it("an invalid colour is a colour fault at the colour's pointer; a number out of range names its limit", () => {
    const faults = validateConfig("header-theme", { headerBgColor: "#12", headerHeight: 300 });
    expect(faults).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pointer: "/headerBgColor", messageKey: "adminConsole.errors.colour" }),
        expect.objectContaining({ pointer: "/headerHeight", messageKey: "adminConsole.errors.maximum", params: expect.objectContaining({ limit: 120 }) }),
      ]),
    );
    expect(validateConfig("header-theme", { headerBgColor: "#123456", headerHeight: 48 })).toEqual([]);
  });

  it("an address refused by its pattern is worded as an address with an example, in every locale, also for an app's entry", () => {
    const faults = validateConfig("header-theme", { systemLogoUrl: "javascript:alert(1)", systemLogoJumpUrl: "/ok" });
    expect(faults).toEqual([expect.objectContaining({ pointer: "/systemLogoUrl", messageKey: "adminConsole.errors.link" })]);
    expect(validateConfig("nav-logo-and-name", { systemLogoUrl: "//elsewhere.example/x.png" })).toEqual([expect.objectContaining({ pointer: "/systemLogoUrl", messageKey: "adminConsole.errors.link" })]);
    expect(faultsFromAjv([{ instancePath: "/entry", schemaPath: "#/$defs/entry/pattern", keyword: "pattern", params: { pattern: "…" }, message: "must match pattern" }])).toEqual([expect.objectContaining({ pointer: "/entry", messageKey: "adminConsole.errors.link" })]);
    for (const locale of SUPPORTED_LOCALES) expect((consoleStrings[locale]["errors"] as Record<string, string>)["link"]).toMatch(/https:\/\/cdn\.example\.com\/logo\.png/);
  });

  it("each fault goes to the deepest field at or above its pointer; one no field holds is the form's", () => {
    const fields = ["/headerBgColor", "/headerExtendEntrys", childPointer(childPointer("/headerExtendEntrys", 0), "name")];
    const placed = placeFaults(
      [
        { pointer: "/headerBgColor", messageKey: "adminConsole.errors.colour", params: {}, message: "" },
        { pointer: "/headerExtendEntrys/0/name", messageKey: "adminConsole.errors.type", params: {}, message: "" },
        { pointer: "/headerExtendEntrys/1", messageKey: "adminConsole.errors.type", params: {}, message: "" },
        { pointer: "", messageKey: "adminConsole.errors.type", params: {}, message: "must be object" },
      ],
      fields,
    );
    expect(Object.fromEntries(Object.entries(placed.byField).map(([pointer, list]) => [pointer, list.map((f) => f.pointer)]))).toEqual({
      "/headerBgColor": ["/headerBgColor"],
      "/headerExtendEntrys/0/name": ["/headerExtendEntrys/0/name"],
      "/headerExtendEntrys": ["/headerExtendEntrys/1"],
    });
    expect(placed.form.map((f) => f.message)).toEqual(["must be object"]);
  });

  it("the platform's paths, with or without a leading slash, are pointers", () => {
    expect(faultsFromPlatform([{ path: "themeColor", message: "bad" }, { path: "/a~1b", message: "bad" }]).map((f) => f.pointer)).toEqual(["/themeColor", "/a~1b"]);
    expect(placeFaults(faultsFromPlatform([{ path: "themeColor", message: "bad" }]), ["/themeColor"]).byField["/themeColor"]?.[0]?.message).toBe("bad");
  });
});
