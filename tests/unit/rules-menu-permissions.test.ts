import { describe, expect, it } from "vitest";
import { MEMBER_MENU_CODES, RUNTIME_BLACKLIST_CODES as C } from "#app/kit/constants.ts";
import {
  applyMenuBlacklist,
  filterMemberMenus,
  filterUserCentreApp,
  hasMenuAuthorities,
  isMenuDisabled,
  menuPermission,
  runtimeMenuBlacklist,
  showSecurityLog,
  showUserCentre,
  visibleMenus,
} from "#app/features/menus/menu-permissions.rules.ts";
import { flattenMenus } from "#app/features/menus/menu-tree.rules.ts";
import type { MenuNode } from "#app/types/generated/menu-node.ts";

const node = (id: string, extra: Partial<MenuNode> = {}, children?: MenuNode[]): MenuNode => ({
  id,
  name: id,
  level: 3,
  sourceType: "menu",
  ...(children ? { children } : {}),
  ...extra,
});
const ids = (menus: MenuNode[]) => flattenMenus(menus).map((n) => n.id);

describe("menu access (SPEC §6)", () => {
  it.each([
    [node("a", { sourceMenuAuthorities: ["x"] }), false, true, "allowed"],
    [node("a", { sourceMenuAuthorities: ["x"], noAuth: true }), true, true, "disabled"],
    [node("a", { sourceMenuAuthorities: ["x"], disabled: true }), true, true, "disabled"],
    [node("a", { sourceMenuAuthorities: [] }), false, false, "noAuthority"],
    [node("a", { sourceMenuAuthorities: [""] }), false, false, "noAuthority"],
    [node("a"), false, false, "noAuthority"],
    [{ id: "a", sourceMenuAuthorities: "x" }, false, false, "noAuthority"],
    [{ id: "a", noAuth: "true" }, false, false, "noAuthority"],
    [null, false, false, "noAuthority"],
    [42, false, false, "noAuthority"],
  ] as const)("%j: disabled %s, authorities %s → %s", (menu, disabled, authorities, permission) => {
    expect(isMenuDisabled(menu)).toBe(disabled);
    expect(hasMenuAuthorities(menu)).toBe(authorities);
    expect(menuPermission(menu)).toBe(permission);
  });
});

describe("security log and member menu (SPEC §6)", () => {
  it.each([
    [0, true],
    [-1, true],
    [undefined, true],
    [null, true],
    ["0", true],
    [1, false],
    ["2", false],
    [0.5, false],
    ["abc", true],
  ] as const)("accountType %j → security log %s", (accountType, expected) => {
    expect(showSecurityLog(accountType)).toBe(expected);
  });

  const items = [
    { code: MEMBER_MENU_CODES.info },
    { code: MEMBER_MENU_CODES.password },
    { code: MEMBER_MENU_CODES.avatar },
    { code: MEMBER_MENU_CODES.securityLog },
  ];
  const codes = (list: { code?: string | null }[]) => list.map((item) => item.code);

  it.each([
    ["not on an intranet: all", {}, [MEMBER_MENU_CODES.info, MEMBER_MENU_CODES.password, MEMBER_MENU_CODES.avatar, MEMBER_MENU_CODES.securityLog]],
    ["accountType above 0 hides the security log", { accountType: 1 }, [MEMBER_MENU_CODES.info, MEMBER_MENU_CODES.password, MEMBER_MENU_CODES.avatar]],
    ["intranet keeps only password", { intranet: true }, [MEMBER_MENU_CODES.password]],
    ["intranet with the avatar setting keeps avatar too", { intranet: true, avatarAllowedOnIntranet: true }, [MEMBER_MENU_CODES.password, MEMBER_MENU_CODES.avatar]],
    ["intranet flag must be true, not truthy", { intranet: "true" }, [MEMBER_MENU_CODES.info, MEMBER_MENU_CODES.password, MEMBER_MENU_CODES.avatar, MEMBER_MENU_CODES.securityLog]],
  ] as const)("%s", (_name, context, expected) => {
    expect(codes(filterMemberMenus(items, context))).toEqual(expected);
  });

  it("is total over junk", () => {
    expect(filterMemberMenus(null)).toEqual([]);
    expect(filterMemberMenus([null, 3, { code: MEMBER_MENU_CODES.password }] as never, { intranet: true })).toEqual([{ code: MEMBER_MENU_CODES.password }]);
  });
});

describe("user-centre app, key 10000 (SPEC §6)", () => {
  const centre = node("uc", { level: 2, sourceType: "app", sourceKey: "10000" }, [node("1", { isHome: true }), node("5"), node("member", {}, [node("pw", { code: MEMBER_MENU_CODES.password })])]);
  const other = node("app", { level: 2, sourceType: "app", sourceKey: "20000" }, [node("1x", { isHome: false }), node("page")]);
  const tree = [node("1"), node("5"), centre, other];

  it.each([
    ["allowed: home and workbench filtered out of it only", { userCenterAllowed: true }, ["1", "5", "uc", "member", "pw", "app", "1x", "page"]],
    ["allowed by default", {}, ["1", "5", "uc", "member", "pw", "app", "1x", "page"]],
    ["not allowed: hidden", { userCenterAllowed: false }, ["1", "5", "app", "1x", "page"]],
    ["intranet: hidden", { userCenterAllowed: true, intranet: true }, ["1", "5", "app", "1x", "page"]],
  ] as const)("%s", (_name, context, expected) => {
    expect(ids(filterUserCentreApp(tree, context))).toEqual(expected);
  });

  it("reads a numeric sourceKey too", () => {
    expect(ids(filterUserCentreApp([{ ...centre, sourceKey: 10000 as never }], { userCenterAllowed: false }))).toEqual([]);
  });

  it.each([
    [{}, true],
    [{ userCenterAllowed: false }, false],
    [{ intranet: true }, false],
  ] as const)("showUserCentre(%j) → %s", (context, expected) => {
    expect(showUserCentre(context)).toBe(expected);
  });
});

describe("runtime menu blacklist (SPEC §6)", () => {
  const all = [C.providerParticipantManageMenu, C.participantManageMenu, C.mobileOpenPageMenu, C.systemJobMenu, C.permissionUpgradeToolMenu];
  it.each([
    ["vendor + mobile running, tenant identity, tenant 10000", [C.vendorDictionaryService, C.mobileService], "10000", "tenant", [C.providerParticipantManageMenu]],
    ["vendor running, unknown identity", [C.vendorDictionaryService, C.mobileService], "10000", undefined, [C.providerParticipantManageMenu]],
    ["vendor running, participant identity keeps both", [C.vendorDictionaryService, C.mobileService], "10000", "participant", []],
    ["vendor not running hides both participant menus", [C.mobileService], "10000", "participant", [C.providerParticipantManageMenu, C.participantManageMenu]],
    ["no mobile service hides the mobile open page", [C.vendorDictionaryService], "10000", "participant", [C.mobileOpenPageMenu]],
    ["another tenant hides the system job and upgrade tool", [C.vendorDictionaryService, C.mobileService], "10001", "participant", [C.systemJobMenu, C.permissionUpgradeToolMenu]],
    ["numeric tenant 10000 counts", [C.vendorDictionaryService, C.mobileService], 10000, "participant", []],
    ["nothing running, other tenant: all hidden", [], "10001", "tenant", all],
    ["service names are trimmed, junk skipped", [` ${C.vendorDictionaryService} `, null, 5, C.mobileService], "10000", "participant", []],
    ["services unknown (call failed): service rules skipped", null, "10001", "tenant", [C.systemJobMenu, C.permissionUpgradeToolMenu]],
    ["services not a list", "vendor", "10000", "tenant", []],
  ] as const)("%s", (_name, runningServices, tenantId, identityType, expected) => {
    expect([...runtimeMenuBlacklist({ runningServices, tenantId, identityType })].sort()).toEqual([...expected].sort());
  });

  it("is total over a missing context", () => {
    expect([...runtimeMenuBlacklist(null as never)].sort()).toEqual([C.permissionUpgradeToolMenu, C.systemJobMenu].sort());
  });

  it("applyMenuBlacklist removes matching nodes with their subtree", () => {
    const tree = [node("a", {}, [node("job", { code: C.systemJobMenu }, [node("child")]), node("keep", { code: "x" })])];
    expect(ids(applyMenuBlacklist(tree, new Set([C.systemJobMenu])))).toEqual(["a", "keep"]);
    expect(applyMenuBlacklist(null, new Set())).toEqual([]);
  });
});

describe("visibleMenus (SPEC §6)", () => {
  const tree: MenuNode[] = [
    node("1", { isHome: true }),
    node("uc", { level: 2, sourceType: "app", sourceKey: "10000" }, [node("5"), node("log", { code: MEMBER_MENU_CODES.securityLog }), node("pw", { code: MEMBER_MENU_CODES.password })]),
    node("pm", { level: 2, sourceType: "app", sourceProductCode: "pmpp" }, [node("pm-page", { sourceProductCode: "pmpp" }), node("job", { code: C.systemJobMenu, sourceProductCode: "pmpp" })]),
    node("other", { level: 2, sourceType: "app", sourceProductCode: "x-other" }, [node("other-page", { sourceProductCode: "x-other" })]),
    node("locked", { noAuth: true }),
  ];
  const base = { runningServices: [C.vendorDictionaryService, C.mobileService], tenantId: "10001", identityType: "tenant" };

  it.each([
    ["default identity: all but the blacklist", { ...base, identity: { code: "Default" } }, ["1", "uc", "log", "pw", "pm", "pm-page", "other", "other-page", "locked"]],
    ["accountType above 0 hides the security log", { ...base, accountType: 1 }, ["1", "uc", "pw", "pm", "pm-page", "other", "other-page", "locked"]],
    ["tenant 10000 keeps the system job", { ...base, tenantId: "10000" }, ["1", "uc", "log", "pw", "pm", "pm-page", "job", "other", "other-page", "locked"]],
    ["intranet hides the user centre", { ...base, intranet: true }, ["1", "pm", "pm-page", "other", "other-page", "locked"]],
    // The platform answers the tree already limited to the identity's system; nothing more is cut here.
    ["a business identity: the tree as the platform answered it", { ...base, identity: { code: "QUALITY" } }, ["1", "uc", "log", "pw", "pm", "pm-page", "other", "other-page", "locked"]],
  ] as const)("%s", (_name, context, expected) => {
    expect(ids(visibleMenus(tree, context))).toEqual(expected);
  });

  it("is total over garbage", () => {
    expect(visibleMenus("x" as never, null as never)).toEqual([]);
    const selfRef = node("s") as MenuNode & { children: MenuNode[] };
    selfRef.children = [selfRef];
    expect(ids(visibleMenus([selfRef], { ...base, identity: { code: "quality" } }))).toEqual(["s"]);
  });
});
