import { describe, expect, it } from "vitest";
import { currentIdentityName, identityOption, identityShortName, isCurrentIdentity } from "#app/features/identity/current-identity.rules";

const TENANT = "本企业";

describe("identityOption (SPEC §4 Identity at entry: each identity named once)", () => {
  it("names the tenant identity by the tenant label, with nothing beside it", () => {
    expect(identityOption({ external: false, externalEntityId: "1", bizName: "This enterprise", fullName: [] }, TENANT)).toEqual({ name: TENANT, detail: null });
  });

  it("shows a participant org's name once when its business name is the same name", () => {
    expect(identityOption({ external: true, externalEntityId: "5000000001", bizName: "中铁设计咨询有限公司", fullName: ["中铁设计咨询有限公司"] }, TENANT)).toEqual({ name: "中铁设计咨询有限公司", detail: null });
    // The demo's participant_admin: its org path, whose last name is the business name (read "中铁设计咨询有限公司 中铁设计咨询有限公司" before).
    expect(identityOption({ external: true, externalEntityId: "5000000001", bizName: "中铁设计咨询有限公司", fullName: ["中建智造集团有限公司", "外部参建单位", "中铁设计咨询有限公司"] }, TENANT)).toEqual({ name: "中建智造集团有限公司 / 外部参建单位 / 中铁设计咨询有限公司", detail: null });
  });

  it("adds only what the business name says beyond the org's name (its role or context)", () => {
    expect(identityOption({ external: true, externalEntityId: "5000000003", bizName: "北京大兴国际物流园项目 劳务分包", fullName: ["北京大兴国际物流园项目"] }, TENANT)).toEqual({ name: "北京大兴国际物流园项目", detail: "劳务分包" });
    expect(identityOption({ external: true, externalEntityId: "7", bizName: "总承包", fullName: ["集团", "一号项目"] }, TENANT)).toEqual({ name: "集团 / 一号项目", detail: "总承包" });
  });

  it("falls back to the business name, then the id, when the org path is empty", () => {
    expect(identityOption({ external: true, externalEntityId: "9", bizName: "华建工程监理有限公司", fullName: [] }, TENANT)).toEqual({ name: "华建工程监理有限公司", detail: null });
    expect(identityOption({ external: true, externalEntityId: "9", bizName: "", fullName: [] }, TENANT)).toEqual({ name: "9", detail: null });
  });
});

describe("identityShortName", () => {
  it("is 本企业, the org's own name without the path above it, else the business name or the id", () => {
    expect(identityShortName({ external: false, externalEntityId: "1", bizName: "This enterprise", fullName: [] }, TENANT)).toBe(TENANT);
    expect(identityShortName({ external: true, externalEntityId: "5", bizName: "中铁设计咨询有限公司", fullName: ["中建智造集团有限公司", "外部参建单位", "中铁设计咨询有限公司"] }, TENANT)).toBe("中铁设计咨询有限公司");
    expect(identityShortName({ external: true, externalEntityId: "5", bizName: "华建", fullName: [] }, TENANT)).toBe("华建");
    expect(identityShortName({ external: true, externalEntityId: "5", bizName: "", fullName: [] }, TENANT)).toBe("5");
  });
});

describe("isCurrentIdentity", () => {
  const tenant = { externalType: 0, externalEntityId: "1000120001" };
  const participant = { externalType: 1, externalEntityId: "5000000001" };
  it("matches the tenant identity for a tenant page and the participant by its id", () => {
    expect(isCurrentIdentity(tenant, { type: "tenant", externalEntityId: null, participantOrgId: null })).toBe(true);
    expect(isCurrentIdentity(participant, { type: "tenant", externalEntityId: null, participantOrgId: null })).toBe(false);
    expect(isCurrentIdentity(participant, { type: "participant", externalEntityId: "5000000001", participantOrgId: null })).toBe(true);
    expect(isCurrentIdentity(participant, { type: "participant", externalEntityId: "5000000002", participantOrgId: null })).toBe(false);
    expect(isCurrentIdentity(tenant, null)).toBe(false);
  });
});

describe("currentIdentityName (SPEC §6 user dropdown)", () => {
  const labels = { tenant: TENANT, participant: "参建方" };
  const orgs = [
    { id: "a", name: "中铁设计咨询有限公司" },
    { id: "b", name: "上海临港数据中心项目" },
  ];
  it("is 本企业, the chosen participant org, the first org, or the participant label", () => {
    expect(currentIdentityName({ type: "tenant", externalEntityId: null, participantOrgId: null }, orgs, labels)).toBe(TENANT);
    expect(currentIdentityName({ type: "participant", externalEntityId: "5", participantOrgId: "b" }, orgs, labels)).toBe("上海临港数据中心项目");
    expect(currentIdentityName({ type: "participant", externalEntityId: "5", participantOrgId: null }, orgs, labels)).toBe("中铁设计咨询有限公司");
    expect(currentIdentityName({ type: "participant", externalEntityId: "5", participantOrgId: null }, [], labels)).toBe("参建方");
    expect(currentIdentityName(null, orgs, labels)).toBeNull();
  });
});
