import { describe, expect, it } from "vitest";
import { identityChanges, selectedBusinessIdentity, type IdentityState } from "#app/features/identity/identity-switch.rules.ts";

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
