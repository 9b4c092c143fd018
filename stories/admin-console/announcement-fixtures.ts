import type { AnnouncementRecord } from "#app/platform-api/announcements";
import { FakeAnnouncements, fakeAnnouncementsFetch, type FakeOrg } from "#tests/mocks/announcements";
import type { DemoTenantKey } from "../fixtures/portal";

/**
 * The Announcements section's stories per demo tenant (ADR 024): each tenant's bulletins and
 * alerts in its own language, one of each status, at a fixed time so the statuses hold.
 */

export const STORY_NOW = Date.parse("2026-11-26T09:00:00Z");

const record = (over: Partial<AnnouncementRecord> & Pick<AnnouncementRecord, "id" | "kind" | "titleAllLang" | "publishFrom">): AnnouncementRecord => ({
  level: "normal",
  orgId: null,
  orgName: null,
  contentAllLang: over.titleAllLang,
  publishUntil: null,
  status: "live",
  publisher: "admin",
  withdrawnAt: null,
  version: 1,
  createdAt: over.publishFrom,
  updatedAt: over.publishFrom,
  ...over,
});

const ORGS: Record<DemoTenantKey, FakeOrg[]> = {
  zhongjian: [
    { id: "1002", name: "华北区域公司" },
    { id: "1003", name: "华东区域公司" },
  ],
  acme: [{ id: "2002", name: "Riverside Tower" }],
  nordbygg: [{ id: "3002", name: "Kvarteret Hamnen" }],
};

const SEEDS: Record<DemoTenantKey, AnnouncementRecord[]> = {
  zhongjian: [
    record({ id: "90000101", kind: "alert", level: "urgent", titleAllLang: { "zh-CN": "系统升级停机通知", en: "Downtime for the upgrade", "sv-SE": "Driftstopp för uppgraderingen" }, publishFrom: "2026-11-26T08:00:00Z", publishUntil: "2026-11-27T08:00:00Z" }),
    record({ id: "90000102", kind: "bulletin", level: "important", orgId: "1002", orgName: "华北区域公司", titleAllLang: { "zh-CN": "冬季施工安全检查" }, publishFrom: "2026-12-01T00:00:00Z" }),
    record({ id: "90000103", kind: "bulletin", titleAllLang: { "zh-CN": "十月安全月总结", en: "October safety month" }, publishFrom: "2026-10-01T00:00:00Z", publishUntil: "2026-11-01T00:00:00Z" }),
    record({ id: "90000104", kind: "alert", titleAllLang: { "zh-CN": "网络维护" }, publishFrom: "2026-11-20T00:00:00Z", withdrawnAt: "2026-11-21T00:00:00Z", version: 2 }),
  ],
  acme: [
    record({ id: "90000201", kind: "alert", level: "important", titleAllLang: { en: "Fire drill on Friday", "zh-CN": "周五消防演习" }, publishFrom: "2026-11-25T08:00:00Z", publishUntil: "2026-11-28T17:00:00Z" }),
    record({ id: "90000202", kind: "bulletin", orgId: "2002", orgName: "Riverside Tower", titleAllLang: { en: "Crane inspection" }, publishFrom: "2026-11-24T06:30:00Z" }),
  ],
  nordbygg: [record({ id: "90000301", kind: "bulletin", titleAllLang: { "sv-SE": "Julstängt kontor", en: "Office closed for Christmas" }, publishFrom: "2026-12-20T00:00:00Z", publishUntil: "2027-01-07T00:00:00Z" })],
};

/** The tenant's announcements and orgs behind fetch until the story ends (its cleanup puts fetch back); the fake, for play checks. */
export function withFakeAnnouncements(tenant: DemoTenantKey): { fake: FakeAnnouncements; restore: () => void } {
  const original = globalThis.fetch;
  const fake = new FakeAnnouncements(SEEDS[tenant], ORGS[tenant], () => STORY_NOW);
  globalThis.fetch = fakeAnnouncementsFetch(fake, original);
  return {
    fake,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}
