import { describe, expect, it } from "vitest";
import { collectedMenuName, readCollectedMenu, toggleCollect } from "#app/features/collections/collections.rules.ts";
import type { MenuNode } from "#app/types/generated/menu-node.ts";

const names = { "zh-CN": "项目概况", en: "Project overview", "sv-SE": "Projektöversikt" };

describe("collected menus in the language shown (SPEC §3 nameAllLang, name is the fallback)", () => {
  it("reads the names by locale the platform sends, dropping what is not a name", () => {
    const entry = readCollectedMenu({ menuName: "项目概况", productCode: "pmpp", menuAuthCode: "pmpp.overview", menuNameAllLang: { ...names, fr: 3, de: "" } });
    expect(entry?.menuNameAllLang).toEqual(names);
    expect(readCollectedMenu({ menuName: "x", productCode: "p", menuAuthCode: "c", menuNameAllLang: ["en"] })).not.toHaveProperty("menuNameAllLang");
  });

  it("names an entry in the locale, then its language, then its stored name, then its code", () => {
    const entry = readCollectedMenu({ menuName: "项目概况", productCode: "pmpp", menuAuthCode: "pmpp.overview", menuNameAllLang: names })!;
    expect(collectedMenuName(entry, "en")).toBe("Project overview");
    expect(collectedMenuName(entry, "sv")).toBe("Projektöversikt");
    expect(collectedMenuName(entry, "fr")).toBe("项目概况");
    expect(collectedMenuName({ ...entry, menuName: "", menuNameAllLang: null }, "en")).toBe("pmpp.overview");
  });

  it("a menu collected from the tree keeps its names by locale", () => {
    const menu: MenuNode = { id: "7", name: "项目概况", nameAllLang: names, code: "pmpp.overview", level: 4, type: 1, sourceType: "menu", sourceProductCode: "pmpp" };
    const { list } = toggleCollect([], menu, { locale: "en" });
    expect(list[0]).toMatchObject({ menuName: "Project overview", menuNameAllLang: names });
    expect(collectedMenuName(list[0]!, "sv-SE")).toBe("Projektöversikt");
  });
});
