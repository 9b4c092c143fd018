import { describe, expect, it } from "vitest";
import { identityAtEntry, showParticipantOrgDropdown, sortParticipants, type IdentityEntryInput } from "#app/features/identity/identity-entry.rules.ts";
import type { ParticipantIdentity } from "#app/types/generated/participant-identity.ts";

const p = (id: string, bizType: string | null = "participant"): ParticipantIdentity => ({ externalEntityId: id, bizType, bizName: `P${id}` });
const P1 = p("1");
const P2 = p("2");
const ADMIN = p("3", "participant_admin");

describe("identityAtEntry (SPEC §4 Identity at entry)", () => {
  const table: { name: string; input: IdentityEntryInput<ParticipantIdentity>; expected: ReturnType<typeof identityAtEntry<ParticipantIdentity>> }[] = [
    // with externalEntityId
    { name: "id, not fetched yet", input: { externalEntityId: "2" }, expected: { kind: "fetchIdentities" } },
    { name: "id, one identity is used", input: { externalEntityId: "2", identities: [P1] }, expected: { kind: "useIdentity", identity: P1 } },
    { name: "id, several: the matching one", input: { externalEntityId: "2", identities: [P1, P2] }, expected: { kind: "useIdentity", identity: P2 } },
    { name: "id, no match, nothing stored → list, admin first", input: { externalEntityId: "7", identities: [P1, ADMIN] }, expected: { kind: "chooseIdentity", list: [ADMIN, P1] } },
    { name: "id, no match, stored participant → change to it", input: { externalEntityId: "7", identities: [P1, P2], storedIdentityType: "participant" }, expected: { kind: "changeToStored" } },
    { name: "id, no match, stored tenant → keep it", input: { externalEntityId: "7", identities: [P1, P2], storedIdentityType: "tenant" }, expected: { kind: "changeToStored" } },
    { name: "id, empty list, nothing stored", input: { externalEntityId: "7", identities: [] }, expected: { kind: "enterAsTenant" } },
    { name: "id, empty list, stored participant", input: { externalEntityId: "7", identities: [], storedIdentityType: "participant" }, expected: { kind: "changeToStored" } },
    { name: "id, match wins over stored type", input: { externalEntityId: "1", identities: [P1, P2], storedIdentityType: "tenant" }, expected: { kind: "useIdentity", identity: P1 } },
    // without
    { name: "no id, nothing stored, not fetched", input: {}, expected: { kind: "fetchIdentities" } },
    { name: "no id, one identity entered directly", input: { identities: [P2] }, expected: { kind: "enterDirectly", identity: P2 } },
    { name: "no id, several → list", input: { identities: [P1, P2, ADMIN] }, expected: { kind: "chooseIdentity", list: [ADMIN, P1, P2] } },
    { name: "no id, none → tenant", input: { identities: [] }, expected: { kind: "enterAsTenant" } },
    { name: "no id, stored type", input: { storedIdentityType: "participant" }, expected: { kind: "changeToStored" } },
    { name: "no id, stored tenant with list", input: { identities: [P1, P2], storedIdentityType: "tenant" }, expected: { kind: "changeToStored" } },
    // malformed input counts as absent
    { name: "non-numeric id is no id", input: { externalEntityId: "abc", identities: [P1, P2] }, expected: { kind: "chooseIdentity", list: [P1, P2] } },
    { name: "empty id is no id", input: { externalEntityId: "", identities: [P1] }, expected: { kind: "enterDirectly", identity: P1 } },
    { name: "unknown stored type is none", input: { storedIdentityType: "admin" as never, identities: [P1] }, expected: { kind: "enterDirectly", identity: P1 } },
  ];
  it.each(table)("$name", ({ input, expected }) => {
    expect(identityAtEntry(input)).toEqual(expected);
  });
});

describe("participant list (SPEC §2, §6)", () => {
  it("lists participant_admin first and keeps the rest in order", () => {
    const a = p("a");
    const b = p("b", null);
    const admin1 = p("x", "participant_admin");
    const c = p("c");
    const admin2 = p("y", "participant_admin");
    const input = [a, b, admin1, c, admin2];
    expect(sortParticipants(input)).toEqual([admin1, admin2, a, b, c]);
    expect(input).toEqual([a, b, admin1, c, admin2]);
    expect(sortParticipants([])).toEqual([]);
  });

  it.each([
    [null, false],
    [undefined, false],
    [[], false],
    [[P1], false],
    [[P1, P2], true],
  ])("showParticipantOrgDropdown(%j) → %s", (list, expected) => {
    expect(showParticipantOrgDropdown(list)).toBe(expected);
  });
});
