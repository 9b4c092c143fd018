import { describe, expect, it } from "vitest";
import { buildApplicationModuleLink, buildTripartiteLink, type ApplicationModuleLinkInput } from "#app/shell/app-module-link.rules.ts";
import { checkEntryParams } from "#app/shell/entry-params.rules.ts";

const base: ApplicationModuleLinkInput = { viewMode: "module", tenantId: "10000", orgId: "7", productCode: "pmpp" };

describe("buildApplicationModuleLink (SPEC §2, §5)", () => {
  const table: { name: string; input: ApplicationModuleLinkInput; expected: string }[] = [
    { name: "required values only", input: base, expected: "/portal/?viewMode=module&tenantId=10000&orgId=7&productCode=pmpp" },
    {
      name: "every value, path encoded twice",
      input: { ...base, viewMode: "application", applicationCode: "app", menuCode: "m.1", path: "/portal/12/?a=1&b=2" },
      expected: `/portal/?viewMode=application&tenantId=10000&orgId=7&productCode=pmpp&applicationCode=app&menuCode=m.1&path=${encodeURIComponent(encodeURIComponent("/portal/12/?a=1&b=2"))}`,
    },
    { name: "values are URL-encoded", input: { ...base, menuCode: "a&b=c" }, expected: "/portal/?viewMode=module&tenantId=10000&orgId=7&productCode=pmpp&menuCode=a%26b%3Dc" },
    { name: "blank optional values left out", input: { ...base, applicationCode: " ", menuCode: null, path: "" }, expected: "/portal/?viewMode=module&tenantId=10000&orgId=7&productCode=pmpp" },
    { name: "empty tenant left out", input: { ...base, tenantId: "" }, expected: "/portal/?viewMode=module&orgId=7&productCode=pmpp" },
    { name: "unsafe path left out", input: { ...base, path: "//evil.example/" }, expected: "/portal/?viewMode=module&tenantId=10000&orgId=7&productCode=pmpp" },
    { name: "absolute path left out", input: { ...base, path: "https://evil.example/" }, expected: "/portal/?viewMode=module&tenantId=10000&orgId=7&productCode=pmpp" },
  ];
  it.each(table)("$name", ({ input, expected }) => {
    expect(buildApplicationModuleLink(input)).toBe(expected);
  });

  it.each([undefined, null, "", "   "])("throws 'productCode is required' for %j", (productCode) => {
    expect(() => buildApplicationModuleLink({ ...base, productCode })).toThrow(new Error("productCode is required"));
  });

  it("builds links that pass the entry checks with the same values", () => {
    const link = buildApplicationModuleLink({ ...base, menuCode: "menu", path: "/portal/9/detail?id=1#a b" });
    const result = checkEntryParams(new URL(link, "https://portal.example").searchParams, null);
    expect(result).toMatchObject({
      ok: true,
      entry: { viewMode: "module", tenantId: "10000", orgId: "7", productCode: "pmpp", menuCode: "menu", path: "/portal/9/detail?id=1#a%20b" },
    });
  });
});

describe("buildTripartiteLink (SPEC §2)", () => {
  it.each([
    ["https://vendor.example/p?a=1&b=2", `/portal/?viewMode=tripartiteApp&tripartitePageUrl=${encodeURIComponent("https://vendor.example/p?a=1&b=2")}`],
    ["javascript:alert(1)", null],
    ["http://localhost/admin", null],
    ["/portal/1/", null],
    [undefined, null],
  ])("%j → %j", (url, expected) => {
    expect(buildTripartiteLink(url)).toBe(expected);
  });

  it("builds a link the entry checks accept with the same URL", () => {
    const link = buildTripartiteLink("https://vendor.example/p?a=1&b=2") ?? "";
    const result = checkEntryParams(new URL(link, "https://portal.example").searchParams, null);
    expect(result).toMatchObject({ ok: true, entry: { viewMode: "tripartiteApp", tripartitePageUrl: "https://vendor.example/p?a=1&b=2" } });
  });
});
