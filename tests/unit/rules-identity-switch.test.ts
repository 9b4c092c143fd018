import { describe, expect, it } from "vitest";
import { IDENTITY_BUSINESS_SYSTEMS } from "#app/rules/business-systems.ts";
import { identityChanges, limitMenusForIdentity, selectedBusinessIdentity, type IdentityMenu, type IdentityState } from "#app/rules/identity-switch.ts";

interface Menu extends IdentityMenu {
  name: string;
  children?: Menu[] | null;
}

const menus: Menu[] = [
  { id: "1", name: "home" },
  { id: "c1", name: "category", children: [
    { id: "a1", name: "pmpp app", sourceProductCode: "pmpp", children: [{ id: "m1", name: "pmpp menu", sourceProductCode: "pmpp" }] },
    { id: "a2", name: "other app", sourceProductCode: "other" },
  ] },
  { id: "c2", name: "other category", children: [{ id: "a3", name: "hr", sourceProductCode: "hr" }] },
  { id: "a4", name: "field", sourceProductCode: "g-field" },
  { id: "c3", name: "empty category", children: [] },
  { id: "x", name: "blank code leaf", sourceProductCode: "" },
];

const ids = (list: readonly Menu[]): unknown[] => list.map((m) => (m.children && m.children.length > 0 ? { [m.id]: ids(m.children) } : m.id));

describe("limitMenusForIdentity (SPEC §4 Identity switch)", () => {
  it("never hides the shell's own products (portal pages, personal centre)", () => {
    const shell: Menu[] = [
      { id: "p", name: "portal", sourceProductCode: "portal" },
      { id: "u", name: "personal centre", sourceProductCode: "user-center", children: [{ id: "u1", name: "member", sourceProductCode: "user-center" }] },
      { id: "o", name: "office", sourceProductCode: "oa" },
    ];
    expect(ids(limitMenusForIdentity(shell, { code: "INVEST" }))).toEqual(["p", { u: ["u1"] }]);
  });

  it("has eight business systems as data", () => {
    expect(IDENTITY_BUSINESS_SYSTEMS).toHaveLength(8);
    expect(new Set(IDENTITY_BUSINESS_SYSTEMS.map((s) => s.key)).size).toBe(8);
  });

  it.each([null, undefined, { code: "Default" }])("keeps every menu for identity %j", (identity) => {
    const result = limitMenusForIdentity(menus, identity);
    expect(result).toEqual(menus);
    expect(result).not.toBe(menus);
  });

  it("keeps only the business systems' menus for a selected identity", () => {
    const result = limitMenusForIdentity(menus, { code: "owner" });
    expect(ids(result)).toEqual(["1", { c1: [{ a1: ["m1"] }] }, "a4", "c3", "x"]);
    expect(result[1]?.name).toBe("category");
  });

  it("takes another table of systems", () => {
    const result = limitMenusForIdentity(menus, { code: "owner" }, [{ key: "hr", productCodes: ["hr"] }]);
    expect(ids(result)).toEqual(["1", { c2: ["a3"] }, "c3", "x"]);
  });

  it("does not change the input", () => {
    const before = structuredClone(menus);
    limitMenusForIdentity(menus, { code: "owner" });
    expect(menus).toEqual(before);
  });
});

describe("identityChanges (SPEC §4 Identity switch)", () => {
  const base: IdentityState = {
    tenant: { id: "1", name: "Acme" },
    userType: "tenant",
    participant: null,
    identity: { code: "Default", name: "Default" },
  };
  const ALL = ["theme", "entries", "menus", "org"];

  it("lists nothing when nothing changes", () => {
    expect(identityChanges(base, structuredClone(base))).toEqual([]);
  });

  it.each([
    { name: "tenant", after: { ...base, tenant: { id: "2", name: "Beta" } }, expected: [{ field: "tenant", from: "Acme", to: "Beta", reloads: ALL }] },
    { name: "tenant without name shows the id", after: { ...base, tenant: { id: "2" } }, expected: [{ field: "tenant", from: "Acme", to: "2", reloads: ALL }] },
    { name: "tenant renamed only is no change", after: { ...base, tenant: { id: "1", name: "Acme Ltd" } }, expected: [] },
    {
      name: "tenant to participant",
      after: { ...base, userType: "participant", participant: { externalEntityId: "9", name: "Vendor" } },
      expected: [
        { field: "userType", from: "tenant", to: "participant", reloads: ALL },
        { field: "participant", from: null, to: "Vendor", reloads: ALL },
      ],
    },
    { name: "business identity", after: { ...base, identity: { code: "owner", name: "Owner" } }, expected: [{ field: "identity", from: "Default", to: "Owner", reloads: ["menus"] }] },
    { name: "identity cleared", after: { ...base, identity: null }, expected: [{ field: "identity", from: "Default", to: null, reloads: ["menus"] }] },
    { name: "identity with empty name shows the code", after: { ...base, identity: { code: "owner", name: "" } }, expected: [{ field: "identity", from: "Default", to: "owner", reloads: ["menus"] }] },
  ] satisfies { name: string; after: IdentityState; expected: unknown[] }[])("$name", ({ after, expected }) => {
    expect(identityChanges(base, after)).toEqual(expected);
  });

  it("lists changes in a fixed order", () => {
    const after: IdentityState = { tenant: null, userType: "participant", participant: { externalEntityId: "1" }, identity: { code: "x", name: "X" } };
    expect(identityChanges(base, after).map((c) => c.field)).toEqual(["tenant", "userType", "participant", "identity"]);
  });
});

describe("selectedBusinessIdentity (the identity list's selected entry)", () => {
  it("reads the selected identity", () => {
    expect(selectedBusinessIdentity([{ code: "Default", name: "默认" }, { code: "INVEST", name: "投资", selected: true }])).toEqual({ code: "INVEST" });
  });
  it("'Default', no selection and bad input keep every menu (null)", () => {
    expect(selectedBusinessIdentity([{ code: "Default", name: "默认", selected: true }, { code: "INVEST", name: "投资" }])).toBeNull();
    expect(selectedBusinessIdentity([{ code: "INVEST", name: "投资" }])).toBeNull();
    for (const bad of [null, undefined, "INVEST", 3, {}, [null, 1, "x", { selected: true }, { code: "", selected: true }, { code: 5, selected: true }]]) {
      expect(selectedBusinessIdentity(bad)).toBeNull();
    }
  });
});
