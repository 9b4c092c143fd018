import { describe, expect, it } from "vitest";
import { RECENT_VISITS_MAX } from "#app/kit/constants.ts";
import { addRecentVisit, readRecentVisit, readRecentVisits, recentVisitFromMenu, recentVisitsNamespace } from "#app/features/recent-visits/recent-visits.rules.ts";

const visit = (id: string, orgFullId: string | null = "1/2") => readRecentVisit({ id, name: `Menu ${id}`, orgFullId })!;
const keys = (list: { id: string; orgFullId: string | null }[]) => list.map((v) => `${v.id}@${v.orgFullId ?? "-"}`);

describe("addRecentVisit (SPEC §4 Other behaviours, §9)", () => {
  it.each([
    ["into an empty list", [], visit("a"), ["a@1/2"]],
    ["newest first", [visit("a"), visit("b")], visit("c"), ["c@1/2", "a@1/2", "b@1/2"]],
    ["the same menu in the same org moves to the front", [visit("a"), visit("b"), visit("c")], visit("c"), ["c@1/2", "a@1/2", "b@1/2"]],
    ["the same menu in another org is another visit", [visit("a")], visit("a", "1/3"), ["a@1/3", "a@1/2"]],
    ["no org counts as its own org", [visit("a", null)], visit("a", null), ["a@-"]],
    ["at most 5", ["1", "2", "3", "4", "5"].map((id) => visit(id)), visit("6"), ["6@1/2", "1@1/2", "2@1/2", "3@1/2", "4@1/2"]],
    ["a list that is not a list", "garbage", visit("a"), ["a@1/2"]],
    ["an invalid visit leaves the list", [visit("a")], { name: "no id" }, ["a@1/2"]],
    ["a null visit leaves the list", [visit("a")], null, ["a@1/2"]],
  ] as const)("%s", (_name, list, v, expected) => {
    const result = addRecentVisit(list, v);
    expect(keys(result)).toEqual(expected);
    expect(result.length).toBeLessThanOrEqual(RECENT_VISITS_MAX);
  });
});

describe("readRecentVisits", () => {
  it("cleans a stored list: junk out, duplicates by id and org out, first 5 kept in order", () => {
    const stored = [visit("a"), null, 7, { id: 3 }, visit("a"), visit("b"), visit("c"), visit("d"), visit("e"), visit("f")];
    expect(keys(readRecentVisits(stored))).toEqual(["a@1/2", "b@1/2", "c@1/2", "d@1/2", "e@1/2"]);
    expect(readRecentVisits({ 0: visit("a") })).toEqual([]);
  });

  it("reads odd fields as absent", () => {
    expect(readRecentVisit({ id: "x", menuName: "Only menu name", menuNameAllLang: { en: "E", sv: 5 }, orgName: 9 })).toEqual({
      id: "x",
      name: "Only menu name",
      code: null,
      menuName: "Only menu name",
      menuNameAllLang: { en: "E" },
      productCode: null,
      appCode: null,
      menuAuthCode: null,
      bizType: null,
      iconUrl: null,
      orgName: null,
      orgFullId: null,
    });
    expect(readRecentVisit({ id: "" })).toBeNull();
    expect(readRecentVisit("x")).toBeNull();
  });
});

describe("recentVisitFromMenu (SPEC §3)", () => {
  const menu = { id: "m", name: "合同", nameAllLang: { en: "Contract" }, level: 5, sourceType: "menu", code: "pmpp.c", sourceProductCode: "pmpp", sourceAppCode: "ct", iconOrigin: 1, iconDownloadUrl: "/i/a.png", productIconFileUrl: "/i/p.png" };
  it("takes the menu's fields and the org", () => {
    expect(recentVisitFromMenu(menu, { name: "项目部", fullId: "1/2" }, "pm")).toMatchObject({
      id: "m",
      name: "合同",
      menuNameAllLang: { en: "Contract" },
      productCode: "pmpp",
      appCode: "ct",
      menuAuthCode: "pmpp.c",
      code: "pmpp.c",
      bizType: "pm",
      iconUrl: "/i/a.png",
      orgName: "项目部",
      orgFullId: "1/2",
    });
  });

  it.each([
    [{ ...menu, iconOrigin: 0 }, "/i/p.png"],
    [{ ...menu, iconOrigin: undefined, productIconFileUrl: undefined }, null],
  ] as const)("icon of %j", (m, icon) => {
    expect(recentVisitFromMenu(m, null)?.iconUrl).toBe(icon);
  });

  it.each([[null], ["x"], [{ name: "no id" }]] as const)("%j is not a visit", (m) => {
    expect(recentVisitFromMenu(m, null)).toBeNull();
  });

  it.each([
    ["L1", "10001", { userId: "L1", tenantId: "10001" }],
    [42, "10001", { userId: "42", tenantId: "10001" }],
    [null, 5, { userId: null, tenantId: null }],
  ] as const)("namespace per local id %j and tenant %j", (localId, tenantId, expected) => {
    expect(recentVisitsNamespace(localId, tenantId)).toEqual(expected);
  });
});
