import { describe, expect, it } from "vitest";
import { canSwitchIdentity, readFlag, userDropdownEntries, type UserDropdownEntries } from "#app/layout/user-dropdown.ts";

const ALL_ON: UserDropdownEntries = {
  userCenter: true,
  modifyPassword: true,
  appQrcode: true,
  languageSwitch: true,
  logout: true,
  switchPortal: true,
  userSpace: true,
  switchIdentity: false,
  switchTenant: false,
};

describe("userDropdownEntries (SPEC §6)", () => {
  it.each([
    ["defaults: every flag on", {}, ALL_ON],
    ["userCenter off", { theme: { userCenter: false } }, { ...ALL_ON, userCenter: false }],
    ["user centre hidden on an intranet", { intranet: true }, { ...ALL_ON, userCenter: false }],
    ["modifyPassword off", { theme: { modifyPassword: false } }, { ...ALL_ON, modifyPassword: false }],
    ["modifyPasswordShow off in the scene", { scene: { modifyPasswordShow: false } }, { ...ALL_ON, modifyPassword: false }],
    ["appQrcode off", { theme: { appQrcode: 0 } }, { ...ALL_ON, appQrcode: false }],
    ["appScanLoginShow off", { scene: { appScanLoginShow: "false" } }, { ...ALL_ON, appQrcode: false }],
    ["languageSwitch off", { theme: { languageSwitch: "0" } }, { ...ALL_ON, languageSwitch: false }],
    ["logout off", { theme: { logout: false } }, { ...ALL_ON, logout: false }],
    ["enableSwitchPortal off", { theme: { enableSwitchPortal: false } }, { ...ALL_ON, switchPortal: false }],
    ["single product hides the portal switch", { singleProduct: true }, { ...ALL_ON, switchPortal: false }],
    ["userSpace off", { scene: { userSpaceShow: false } }, { ...ALL_ON, userSpace: false }],
    ["identities and the identity portal", { identityPortalEnabled: true, identities: [{ code: "Default" }] }, { ...ALL_ON, switchIdentity: true }],
    ["two tenants", { tenantCount: 2 }, { ...ALL_ON, switchTenant: true }],
    ["one tenant", { tenantCount: 1 }, ALL_ON],
    ["unreadable flags take the default", { theme: { logout: "yes", userCenter: null }, scene: "x", tenantCount: "3" }, ALL_ON],
    ["garbage input", null, ALL_ON],
    ["theme is a list", { theme: [false] }, ALL_ON],
  ] as const)("%s", (_name, input, expected) => {
    expect(userDropdownEntries(input as never)).toEqual(expected);
  });
});

describe("canSwitchIdentity (SPEC §6)", () => {
  const ids = [{ code: "Default" }];
  it.each([
    [{ identityPortalEnabled: true, identities: ids }, true],
    [{ identityPortalEnabled: true, identities: ids, singleProduct: false }, true],
    [{ identityPortalEnabled: true, identities: ids, singleProduct: true }, false],
    [{ identityPortalEnabled: false, identities: ids }, false],
    [{ identityPortalEnabled: "true", identities: ids }, false],
    [{ identityPortalEnabled: true, identities: [] }, false],
    [{ identityPortalEnabled: true, identities: "Default" }, false],
    [{ identityPortalEnabled: true }, false],
    [null, false],
  ] as const)("%j → %s", (input, expected) => {
    expect(canSwitchIdentity(input as never)).toBe(expected);
  });
});

describe("readFlag", () => {
  it.each([
    [true, false, true],
    [false, true, false],
    [1, false, true],
    ["1", false, true],
    ["true", false, true],
    [0, true, false],
    ["0", true, false],
    ["false", true, false],
    [2, true, true],
    [2, false, false],
    ["TRUE", false, false],
    [undefined, true, true],
    [null, false, false],
  ] as const)("%j with default %s → %s", (value, fallback, expected) => {
    expect(readFlag(value, fallback)).toBe(expected);
  });
});
