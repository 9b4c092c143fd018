import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LAYOUT_DEFINITIONS } from "#app/layout/definitions.ts";
import { validate } from "#app/kit/schemas/validator.ts";

const DIR = path.resolve(import.meta.dirname, "../../app/layout/definitions");

describe("layout definitions", () => {
  it("there is one file per view mode × portal type, and each is registered", () => {
    const files = readdirSync(DIR).filter((f) => f.endsWith(".json")).sort();
    expect(files).toHaveLength(10);
    const keys = files.map((f) => f.replace(/\.json$/, "").replace(/\.(classic|simple)$/, (_, t: string) => `.${t[0]?.toUpperCase()}${t.slice(1)}`));
    expect(Object.keys(LAYOUT_DEFINITIONS).sort()).toEqual(keys.sort());
  });

  it.each(Object.entries(LAYOUT_DEFINITIONS))("%s validates against layout.schema.json and names itself", (key, definition) => {
    expect(validate("layout", definition)).toEqual({ ok: true });
    expect(`${definition.viewMode}.${definition.portalType}`).toBe(key);
  });

  it.each(Object.entries(LAYOUT_DEFINITIONS))("%s: item ids are unique", (_key, definition) => {
    const { header, toolbar } = definition.regions;
    const ids = [...(header.slots?.left ?? []), ...(header.slots?.center ?? []), ...(header.slots?.right ?? []), ...(toolbar.items ?? [])].map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("only the full view mode loads the org tree (SPEC §2: restricted modes skip it)", () => {
    for (const definition of Object.values(LAYOUT_DEFINITIONS)) {
      expect(definition.orgTreeLoad, definition.viewMode).toBe(definition.viewMode === "full");
    }
  });

  it("rejects a definition with a malformed condition or a missing region", () => {
    const full = LAYOUT_DEFINITIONS["full.Classic"];
    const badCondition = structuredClone(full);
    badCondition.regions.header.slots!.left![0]!.when = { scene: "x", query: "y" } as never;
    expect(validate("layout", badCondition).ok).toBe(false);
    const { banner: _banner, ...withoutBanner } = full.regions;
    expect(validate("layout", { ...full, regions: withoutBanner })).toEqual({
      ok: false,
      errors: [expect.objectContaining({ pointer: "/regions/banner" })],
    });
  });
});
