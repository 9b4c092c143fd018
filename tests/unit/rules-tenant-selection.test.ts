import { describe, expect, it } from "vitest";
import {
  canEnterTenant,
  selectEntryTenant,
  showTenantSearch,
  tenantIcon,
  tenantTagTip,
  type EntryTenantInput,
} from "#app/features/tenant/tenant-selection.rules.ts";
import { showTenantSwitchButton } from "#app/layout/user-dropdown.ts";
import type { Tenant } from "#app/types/generated/tenant.ts";

const t = (id: string, extra: Partial<Tenant> = {}): Tenant => ({ id, name: `T${id}`, ...extra });
const A = t("1");
const B = t("2");
const C = t("3");
const OFF = t("9", { disabled: true });
const OFF_ADMIN = t("8", { disabled: true, tenantAdmin: true });

describe("selectEntryTenant (SPEC §4 Login flow)", () => {
  const table: { name: string; input: EntryTenantInput<Tenant>; expected: ReturnType<typeof selectEntryTenant<Tenant>> }[] = [
    { name: "no tenants", input: { tenants: [], storedLoginTenantId: "1" }, expected: { kind: "noTenant" } },
    { name: "stored login tenant first", input: { tenants: [A, B, C], storedLoginTenantId: "2", customCodeTenantId: "3", urlTenantId: "1" }, expected: { kind: "enter", tenantId: "2" } },
    { name: "then the custom-code tenant", input: { tenants: [A, B, C], storedLoginTenantId: "77", customCodeTenantId: "3", urlTenantId: "1" }, expected: { kind: "enter", tenantId: "3" } },
    { name: "then the URL tenant", input: { tenants: [A, B, C], storedLoginTenantId: null, customCodeTenantId: "", urlTenantId: "1" }, expected: { kind: "enter", tenantId: "1" } },
    { name: "then the single one", input: { tenants: [B], urlTenantId: "5" }, expected: { kind: "enter", tenantId: "2" } },
    { name: "several, no candidate → list", input: { tenants: [A, B], urlTenantId: "5" }, expected: { kind: "chooseTenant", tenants: [A, B] } },
    { name: "single disabled for non-admin → notice", input: { tenants: [OFF] }, expected: { kind: "disabledNotice", tenantId: "9" } },
    { name: "single disabled, tenant admin enters", input: { tenants: [OFF_ADMIN] }, expected: { kind: "enter", tenantId: "8" } },
    { name: "single disabled, admin user enters", input: { tenants: [OFF], isAdmin: true }, expected: { kind: "enter", tenantId: "9" } },
    { name: "disabled stored tenant falls through to URL tenant", input: { tenants: [OFF, A], storedLoginTenantId: "9", urlTenantId: "1" }, expected: { kind: "enter", tenantId: "1" } },
    { name: "disabled stored tenant falls through to the list", input: { tenants: [OFF, A], storedLoginTenantId: "9" }, expected: { kind: "chooseTenant", tenants: [OFF, A] } },
    { name: "disabled stored single tenant → notice", input: { tenants: [OFF], storedLoginTenantId: "9" }, expected: { kind: "disabledNotice", tenantId: "9" } },
    { name: "disabled stored tenant, admin", input: { tenants: [OFF_ADMIN, A], storedLoginTenantId: "8" }, expected: { kind: "enter", tenantId: "8" } },
  ];
  it.each(table)("$name", ({ input, expected }) => {
    expect(selectEntryTenant(input)).toEqual(expected);
  });

  it("returns a copy of the list", () => {
    const tenants = [A, B];
    const result = selectEntryTenant({ tenants });
    expect(result.kind === "chooseTenant" && result.tenants !== tenants).toBe(true);
  });
});

describe("tenant rules (SPEC §5, §6)", () => {
  it.each([
    [A, false, true],
    [t("x", { disabled: false }), false, true],
    [OFF, false, false],
    [OFF, true, true],
    [OFF_ADMIN, false, true],
  ] as const)("canEnterTenant(%j, admin=%s) → %s", (tenant, isAdmin, expected) => {
    expect(canEnterTenant(tenant, isAdmin)).toBe(expected);
  });

  it.each([
    [0, false, false],
    [1, false, false],
    [2, false, true],
    [5, false, true],
    [6, true, true],
  ])("with %i tenants: search %s, switch button %s", (count, search, switchButton) => {
    expect(showTenantSearch(count)).toBe(search);
    expect(showTenantSwitchButton(count)).toBe(switchButton);
  });

  it.each([
    [A, null],
    [OFF, "disabledTenantContent"],
    [OFF_ADMIN, "disabledTenantAdminContent"],
    [t("x", { tenantAdmin: true }), null],
  ] as const)("tenantTagTip(%j) → %s", (tenant, expected) => {
    expect(tenantTagTip(tenant)).toBe(expected);
  });

  it.each([
    [t("x", { categoryCodes: ["personal"] }), "personal"],
    [t("x", { categoryCodes: ["company", "personal"] }), "personal"],
    [t("x", { categoryCodes: ["company"] }), "enterprise"],
    [t("x", { categoryCodes: [] }), "enterprise"],
    [A, "enterprise"],
  ] as const)("tenantIcon(%j) → %s", (tenant, expected) => {
    expect(tenantIcon(tenant)).toBe(expected);
  });
});
