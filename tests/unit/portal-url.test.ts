import { describe, expect, it } from "vitest";
import { isPortalPagePath, menuIdOfPortalPath } from "#app/shell/portal-url";

describe("portal page addresses (SPEC §2 /portal/{menuId}/)", () => {
  it.each([
    ["/portal/3101/", "3101", "3101"],
    ["/portal/3101", "3101", "3101"],
    ["/portal/3101/?org=1", "3101", "3101"],
    ["/portal/a%20b/#top", "a b", "a b"],
    ["/portal/custom/x/", "custom", null],
    ["/portal/%E0%A4%A/", null, null],
    ["/portal/", null, null],
    ["/login/", null, null],
    ["/portalx/1/", null, null],
  ])("%s → first segment %j, whole page %j", (path, first, whole) => {
    expect(menuIdOfPortalPath(path)).toBe(first);
    expect(menuIdOfPortalPath(path, { whole: true })).toBe(whole);
  });

  it("a portal page is one menu page, with a query or hash at most", () => {
    expect(["/portal/1/", "/portal/1", "/portal/1/?org=2", "/portal/1#x"].every(isPortalPagePath)).toBe(true);
    expect(["/portal/custom/x/", "/login/", "https://example.com/portal/1/", "/portal/"].some(isPortalPagePath)).toBe(false);
  });
});
