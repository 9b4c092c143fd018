import { describe, expect, it } from "vitest";
import { menuHref } from "#app/features/header/MenuBar";

describe("menuHref: a menu's portal address keeps the page's query", () => {
  it("keeps the org, view mode and flags", () => {
    expect(menuHref({ id: "10101" }, "?org=1-2&viewMode=module&lang=en")).toBe("/portal/10101/?org=1-2&viewMode=module&lang=en");
    expect(menuHref({ id: "a b" }, "")).toBe("/portal/a%20b/");
  });

  it("leaves out what is asked once on arrival: ?switchTenant=true does not open the tenant list again on the next page (SPEC §2)", () => {
    expect(menuHref({ id: "7" }, "?switchTenant=true&org=1-2")).toBe("/portal/7/?org=1-2");
    expect(menuHref({ id: "7" }, "?switchTenant=1")).toBe("/portal/7/");
  });
});
