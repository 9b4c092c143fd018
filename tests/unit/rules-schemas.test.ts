import { describe, expect, it } from "vitest";
import { validate, type SchemaName } from "#app/kit/schemas/validator.ts";

// Identity, participant, project-status and business-org shapes read from the platform (SPEC §3).
const table: { name: SchemaName; data: unknown; ok: boolean; pointers?: string[] }[] = [
  { name: "identity", data: { code: "Default", name: "Default", selected: true }, ok: true },
  { name: "identity", data: { code: "", name: "x" }, ok: false, pointers: ["/code"] },
  { name: "identity", data: { code: "a", name: "A", selected: "yes" }, ok: false, pointers: ["/selected"] },
  {
    name: "participant-identity",
    data: { externalType: 1, externalEntityId: "123", bizType: "participant_admin", fullName: ["A", "B"], external: true, tenantName: "T" },
    ok: true,
  },
  { name: "participant-identity", data: { externalEntityId: "12a" }, ok: false, pointers: ["/externalEntityId"] },
  { name: "participant-identity", data: { externalEntityId: "1", fullName: "A" }, ok: false, pointers: ["/fullName"] },
  { name: "participant-identity", data: {}, ok: false, pointers: ["/externalEntityId"] },
  { name: "identity-context", data: { userType: "tenant", externalEntityId: null, participantOrgId: null }, ok: true },
  { name: "identity-context", data: { userType: "participant", externalEntityId: "42", participantOrgId: "o1" }, ok: true },
  { name: "identity-context", data: { userType: "admin", externalEntityId: null, participantOrgId: null }, ok: false, pointers: ["/userType"] },
  { name: "identity-context", data: { userType: "tenant", externalEntityId: "x", participantOrgId: null }, ok: false, pointers: ["/externalEntityId"] },
  { name: "identity-context", data: { userType: "tenant" }, ok: false, pointers: ["/externalEntityId", "/participantOrgId"] },
  { name: "project-status", data: { id: "1", code: "10", xmzt: "在建", xmzt_en: "Building", "xmzt_sv-SE": "Bygger" }, ok: true },
  { name: "project-status", data: { id: "1", code: "10" }, ok: false, pointers: ["/xmzt"] },
  { name: "project-status", data: { id: "1", code: "10", xmzt: "x", xmzt_en: 3 }, ok: false, pointers: ["/xmzt_en"] },
  { name: "biz-org-relation", data: { relCode: "r", bizOrgCode: "b" }, ok: true },
  { name: "biz-org-relation", data: { relCode: "r" }, ok: false, pointers: ["/bizOrgCode"] },
];

describe("identity and dictionary schemas", () => {
  it.each(table)("$name accepts/rejects %#", ({ name, data, ok, pointers }) => {
    const result = validate(name, data);
    expect(result.ok).toBe(ok);
    if (!result.ok && pointers) expect([...new Set(result.errors.map((e) => e.pointer))].sort()).toEqual([...pointers].sort());
  });
});
