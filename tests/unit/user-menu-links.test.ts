import { describe, expect, it } from "vitest";
import { personalCentreIds } from "#app/features/header/items/user-menu-links";
import type { MenuNode } from "#app/types/generated/menu-node";

const page = (id: string, code: string): MenuNode => ({ id, name: code, code, level: 5, sourceType: "menu", url: `/portal-pages/${code}` });

describe("the user menu's personal-centre links (SPEC §2 key 10000)", () => {
  it("lead to the tree's page when the tree has it, the page the sidebar and the search open: one page, one tab", () => {
    const tree: MenuNode[] = [{ id: "app", name: "Personal centre", level: 2, sourceType: "app", sourceKey: "10000", children: [page("1000100070", "member.info"), page("1000100072", "member.password")] }];
    const portalMenus = [page("10001", "member.info"), page("10002", "member.password")];
    expect(personalCentreIds({ tree, portalMenus })).toEqual({ userCentre: "1000100070", password: "1000100072", userSpace: "app" });
  });

  it("lead to the portal menus without the app in the tree, and to the internal ids without menus", () => {
    expect(personalCentreIds({ tree: [], portalMenus: [page("10001", "member.info"), page("10002", "member.password")] })).toMatchObject({ userCentre: "10001", password: "10002" });
    expect(personalCentreIds(undefined)).toEqual({ userCentre: "10001", password: "10002", userSpace: "10000" });
  });
});
