import { describe, expect, it } from "vitest";
import { buildOrgSearchIndex, normalizeOrgName, searchOrgIndex } from "#packages/org-search/src/org-search-index.ts";
import { orgParentPath, searchOrgs } from "#app/features/org-switch/org-search.rules.ts";

interface Org {
  id: string;
  parentId: string | null;
  name: string;
  fullName: string;
  type?: string;
}

/** A tree as the platform lists it: parents before children, siblings in their order. */
function tree(spec: [id: string, parentId: string | null, name: string, type?: string][]): Org[] {
  const byId = new Map<string, Org>();
  return spec.map(([id, parentId, name, type]) => {
    const parent = parentId ? byId.get(parentId) : undefined;
    const org = { id, parentId, name, fullName: parent ? `${parent.fullName}/${name}` : name, type };
    byId.set(id, org);
    return org;
  });
}

// A small copy of the generated tenant's shape (platform/db/seed-large.ts).
const ORGS = tree([
  ["1", null, "大型基建集团有限公司"],
  ["2", "1", "华东区域公司"],
  ["3", "2", "华东区域第1分公司"],
  ["4", "3", "华东区域第1分公司第5项目部", "project-command"],
  ["5", "4", "华东区域第1分公司项目部 0001", "general-project"],
  ["6", "4", "华东区域第1分公司搅拌站 0002", "mixing-station"],
  ["7", "3", "华东区域第1分公司第6项目部", "project-command"],
  ["8", "7", "华东区域第1分公司项目部 0101", "general-project"],
  ["9", "2", "华东区域第2分公司"],
  ["10", "9", "华东区域第2分公司第5项目部", "project-command"],
  ["11", "10", "华东区域第2分公司项目部 0001", "general-project"],
  ["12", "1", "第5项目部"],
]);
const names = (list: readonly { name?: string | null }[]) => list.map((o) => o.name);

describe("org search on own names (SPEC §5)", () => {
  it("matches an org's own name, never a descendant because its path holds the keyword", () => {
    const result = searchOrgs(ORGS, "第5项目部");
    expect(names(result.items)).toEqual(["第5项目部", "华东区域第1分公司第5项目部", "华东区域第2分公司第5项目部"]);
    expect(result.total).toBe(3);
    // Their projects (0001, 0002) sit below them, and their full names hold 第5项目部.
    expect(ORGS.find((o) => o.id === "5")?.fullName).toContain("第5项目部");
  });

  it("ranks the exact name, then prefix, then contains; shallower first, then tree order", () => {
    // 华东区域第1分公司: exact (depth 2), then its departments (prefix, depth 3), then its projects (prefix, depth 4).
    expect(names(searchOrgs(ORGS, "华东区域第1分公司").items)).toEqual([
      "华东区域第1分公司",
      "华东区域第1分公司第5项目部",
      "华东区域第1分公司第6项目部",
      "华东区域第1分公司项目部 0001",
      "华东区域第1分公司搅拌站 0002",
      "华东区域第1分公司项目部 0101",
    ]);
    // The exact root-level 第5项目部 was added last to the list but is first: exact beats depth and order.
    const ranked = buildOrgSearchIndex([...ORGS].reverse());
    expect(names(searchOrgIndex(ranked, "第5项目部", { limit: 1 }).items)).toEqual(["第5项目部"]);
    // Contains only, one depth: tree order.
    expect(names(searchOrgs(ORGS, "分公司第").items)).toEqual(["华东区域第1分公司第5项目部", "华东区域第1分公司第6项目部", "华东区域第2分公司第5项目部"]);
    // Contains only, several depths: the branch (depth 2) before its departments (depth 3).
    expect(names(searchOrgs(ORGS, "1分公司").items).slice(0, 2)).toEqual(["华东区域第1分公司", "华东区域第1分公司第5项目部"]);
  });

  it("ignores case, full-width forms and Latin accents, and extra spaces", () => {
    const latin = tree([
      ["a", null, "Nordbygg AB"],
      ["b", "a", "Östersund Depå"],
      ["c", "a", "ÖSTERSUNDS hamn"],
      ["d", "a", "Ｌｕｌｅå  Bridge"],
    ]);
    expect(names(searchOrgs(latin, "ostersund").items)).toEqual(["Östersund Depå", "ÖSTERSUNDS hamn"]);
    expect(names(searchOrgs(latin, "  östersund depa ").items)).toEqual(["Östersund Depå"]);
    expect(names(searchOrgs(latin, "lulea bridge").items)).toEqual(["Ｌｕｌｅå  Bridge"]);
    expect(normalizeOrgName("ＡＢＣ１２３")).toBe("abc123");
    // Other scripts keep their marks: が is not か.
    expect(normalizeOrgName("がか")).toBe("がか");
    expect(normalizeOrgName("华东区域第1分公司项目部  0421 ")).toBe("华东区域第1分公司项目部 0421");
  });

  it("counts an org once however often its name holds the keyword, by where it first does", () => {
    const twice = tree([
      ["r", null, "Root"],
      ["a", "r", "road to road"],
      ["b", "r", "Ring Road"],
      ["c", "r", "Road"],
    ]);
    const result = searchOrgs(twice, "road");
    expect(names(result.items)).toEqual(["Road", "road to road", "Ring Road"]);
    expect(result.total).toBe(3);
  });

  it("caps at 50 with the limit tip and the true total", () => {
    const many = [{ id: "r", parentId: null, name: "Root" }, ...Array.from({ length: 120 }, (_, i) => ({ id: `s${i}`, parentId: "r", name: `Site ${i}` }))];
    const result = searchOrgs(many, "site");
    expect(result.items).toHaveLength(50);
    expect(result).toMatchObject({ total: 120, limited: true, tip: "filterResultLimitTips" });
    expect(names(result.items).slice(0, 3)).toEqual(["Site 0", "Site 1", "Site 2"]);
    expect(searchOrgs(many, "site 7")).toMatchObject({ total: 11, limited: false, tip: null });
  });

  it("pages through the ranked matches, filters with `where`, and lists everything in tree order for a blank keyword", () => {
    const index = buildOrgSearchIndex(ORGS);
    const all = searchOrgIndex(index, "华东", { limit: 50 });
    const second = searchOrgIndex(index, "华东", { offset: 3, limit: 3 });
    expect(second.items).toEqual(all.items.slice(3, 6));
    expect(second.total).toBe(all.total);
    const projects = searchOrgIndex(index, "华东", { limit: 50, where: (o) => o.type === "general-project" });
    expect(names(projects.items)).toEqual(["华东区域第1分公司项目部 0001", "华东区域第1分公司项目部 0101", "华东区域第2分公司项目部 0001"]);
    expect(projects.total).toBe(3);
    const blank = searchOrgIndex(index, "  ", { limit: 4 });
    expect(blank.total).toBe(ORGS.length);
    expect(names(blank.items)).toEqual(["大型基建集团有限公司", "华东区域公司", "华东区域第1分公司", "华东区域第1分公司第5项目部"]);
  });

  it("keeps each org's depth and parent, takes a repeated id once, and walks orphans and cycles as roots", () => {
    const index = buildOrgSearchIndex([
      ...ORGS,
      { id: "4", parentId: "1", name: "duplicate of 4", fullName: "" },
      { id: "x", parentId: "missing", name: "orphan", fullName: "" },
      { id: "y", parentId: "z", name: "cycle y", fullName: "" },
      { id: "z", parentId: "y", name: "cycle z", fullName: "" },
    ]);
    expect(index.entries).toHaveLength(ORGS.length + 3);
    const at = (id: string) => index.entries.findIndex((o) => o.id === id);
    expect(index.depths[at("5")]).toBe(4);
    expect(index.entries[index.parents[at("5")] ?? -1]?.id).toBe("4");
    expect(index.parents[at("1")]).toBe(-1);
    expect(index.depths[at("x")]).toBe(0);
    expect(searchOrgIndex(index, "duplicate", { limit: 50 }).total).toBe(0);
    expect(names(searchOrgIndex(index, "cycle", { limit: 50 }).items).sort()).toEqual(["cycle y", "cycle z"]);
  });

  it("matches nothing for a blank keyword in the switcher's rules (the no-data text shows)", () => {
    expect(searchOrgs(ORGS, "   ")).toMatchObject({ items: [], total: 0, limited: false });
    expect(searchOrgs(ORGS, null).items).toEqual([]);
  });
});

describe("where a found org sits (its path as context)", () => {
  it("is its ancestors, root first, without its own name", () => {
    const department = ORGS.find((o) => o.id === "4") as Org;
    expect(orgParentPath(department)).toBe("大型基建集团有限公司/华东区域公司/华东区域第1分公司");
    expect(orgParentPath(ORGS[0] as Org)).toBe("");
  });
});
