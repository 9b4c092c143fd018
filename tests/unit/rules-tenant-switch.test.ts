import { describe, expect, it } from "vitest";
import { IDENTITY_LIST_DELAY_MS } from "#app/kit/constants.ts";
import {
  autoSelectIdentity,
  identityDialogConfirmDisabled,
  identityListDelayMs,
  tenantDialogConfirmDisabled,
  tenantSwitchHeaders,
  termsTickable,
} from "#app/features/tenant/tenant-switch.rules.ts";
import type { ParticipantIdentity } from "#app/types/generated/participant-identity.ts";

describe("tenantSwitchHeaders (SPEC §4 Tenant switch)", () => {
  const trust = { "20": "trust-token-20", "30": "", "40": null };
  it.each([
    { name: "login tenant: login token, no source header", target: "10", login: "10", expected: { token: "login", srcTenantId: null } },
    { name: "trusted tenant: trust token, login tenant as source", target: "20", login: "10", expected: { token: "trust", srcTenantId: "10" } },
    { name: "empty trust token is not trusted", target: "30", login: "10", expected: { token: "login", srcTenantId: null } },
    { name: "null trust token is not trusted", target: "40", login: "10", expected: { token: "login", srcTenantId: null } },
    { name: "unknown tenant: login token", target: "50", login: "10", expected: { token: "login", srcTenantId: null } },
    { name: "inherited keys are not tenants", target: "toString", login: "10", expected: { token: "login", srcTenantId: null } },
    { name: "no login tenant: no source header to send", target: "20", login: null, expected: { token: "login", srcTenantId: null } },
  ] as const)("$name", ({ target, login, expected }) => {
    expect(tenantSwitchHeaders({ targetTenantId: target, loginTenantId: login, trustTokens: trust })).toEqual(expected);
  });

  it("works without a trust map", () => {
    expect(tenantSwitchHeaders({ targetTenantId: "2", loginTenantId: "1", trustTokens: null })).toEqual({ token: "login", srcTenantId: null });
  });
});

describe("tenant dialog confirm (SPEC §4)", () => {
  const tenant = { id: "1" };
  it.each([
    { currentTenant: null, identitiesShown: false, chosenIdentity: null, disabled: true },
    { currentTenant: undefined, identitiesShown: false, chosenIdentity: null, disabled: true },
    { currentTenant: { id: "" }, identitiesShown: false, chosenIdentity: null, disabled: true },
    { currentTenant: { id: "1", disabled: true }, identitiesShown: false, chosenIdentity: null, disabled: true },
    { currentTenant: { id: "1", disabled: true, tenantAdmin: true }, identitiesShown: false, chosenIdentity: null, disabled: false },
    { currentTenant: tenant, identitiesShown: false, chosenIdentity: null, disabled: false },
    { currentTenant: tenant, identitiesShown: true, chosenIdentity: null, disabled: true },
    { currentTenant: tenant, identitiesShown: true, chosenIdentity: undefined, disabled: true },
    { currentTenant: tenant, identitiesShown: true, chosenIdentity: { externalEntityId: "1" }, disabled: false },
  ])("tenant $currentTenant, identities shown $identitiesShown, chosen $chosenIdentity → disabled $disabled", ({ disabled, ...input }) => {
    expect(tenantDialogConfirmDisabled(input)).toBe(disabled);
  });
});

describe("identity dialog and terms (SPEC §4 Identity switch)", () => {
  it.each([
    [null, false, true],
    [null, true, true],
    [{ code: "a" }, false, true],
    [{ code: "a" }, true, false],
    [undefined, true, true],
  ])("identity %j, terms ticked %s → disabled %s", (identity, termsTicked, disabled) => {
    expect(identityDialogConfirmDisabled({ identity, termsTicked })).toBe(disabled);
  });

  it.each([
    [true, true],
    [false, false],
    [null, false],
    [undefined, false],
  ])("terms read %s → tickable %s", (read, expected) => {
    expect(termsTickable(read)).toBe(expected);
  });

  it("shows the participant list after 300 ms", () => {
    expect(identityListDelayMs).toBe(300);
    expect(IDENTITY_LIST_DELAY_MS).toBe(300);
  });
});

describe("autoSelectIdentity (SPEC §4 Tenant switch)", () => {
  const internal: ParticipantIdentity = { externalEntityId: "1", external: false };
  const external: ParticipantIdentity = { externalEntityId: "2", external: true };
  it.each([
    { list: null, expected: { identity: null, participant: null } },
    { list: [], expected: { identity: null, participant: null } },
    { list: [internal], expected: { identity: internal, participant: null } },
    { list: [external], expected: { identity: external, participant: external } },
    { list: [internal, external], expected: { identity: null, participant: null } },
  ])("$list → $expected", ({ list, expected }) => {
    expect(autoSelectIdentity(list)).toEqual(expected);
  });
});
