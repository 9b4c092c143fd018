import { describe, expect, it } from "vitest";
import { createRegistry, lookupComponent, registeredNames } from "#app/layout/registry.ts";

describe("createRegistry", () => {
  it("spreads override maps over the defaults, later maps winning, without changing them", () => {
    const defaults = { A: "a", B: "b" };
    const registry = createRegistry(defaults, { B: "b2", C: "c" }, { C: "c3" });
    expect(registry).toEqual({ A: "a", B: "b2", C: "c3" });
    expect(defaults).toEqual({ A: "a", B: "b" });
  });
});

describe("lookupComponent", () => {
  const registry = createRegistry({
    UserDropdown: "default",
    "t1:UserDropdown": "tenant t1",
    "module:UserDropdown": "module mode",
    "module:BrandLogo": "module logo",
    BrandLogo: "default logo",
  });
  const table = [
    { why: "explicit override wins over everything", ctx: { override: { UserDropdown: "explicit" }, tenantKey: "t1", viewMode: "module" }, name: "UserDropdown", expected: ["explicit", "override"] },
    { why: "tenant key before view mode", ctx: { tenantKey: "t1", viewMode: "module" }, name: "UserDropdown", expected: ["tenant t1", "tenant"] },
    { why: "view-mode key when the tenant has none", ctx: { tenantKey: "t2", viewMode: "module" }, name: "UserDropdown", expected: ["module mode", "viewMode"] },
    { why: "view-mode key for another name", ctx: { tenantKey: "t1", viewMode: "module" }, name: "BrandLogo", expected: ["module logo", "viewMode"] },
    { why: "default without context", ctx: {}, name: "UserDropdown", expected: ["default", "default"] },
    { why: "override map without the name falls through", ctx: { override: { Other: "x" } }, name: "BrandLogo", expected: ["default logo", "default"] },
    { why: "fallback for an unknown name", ctx: { tenantKey: "t1", viewMode: "full" }, name: "MainMenu", expected: ["fallback", "fallback"] },
    { why: "no prototype properties", ctx: {}, name: "constructor", expected: ["fallback", "fallback"] },
    { why: "no __proto__", ctx: { override: {} }, name: "__proto__", expected: ["fallback", "fallback"] },
    { why: "a prefixed name given as is is an ordinary key", ctx: {}, name: "t1:UserDropdown", expected: ["tenant t1", "default"] },
  ] as const;
  it.each(table)("$why", ({ ctx, name, expected }) => {
    const { component, resolvedBy } = lookupComponent(registry, name, ctx, "fallback");
    expect([component, resolvedBy]).toEqual(expected);
  });

  it("lists plain names as renderable", () => {
    expect(registeredNames(registry).sort()).toEqual(["BrandLogo", "UserDropdown"]);
  });
});
