import { FakeTenantConfig, fakeTenantConfigFetch, type TenantConfigSeed } from "#tests/mocks/tenant-config";
import type { AuditRecord } from "#app/platform-api/tenant-config";
import type { DemoTenantKey } from "../fixtures/portal";
import { consoleSeed } from "./fixtures";

/**
 * The console's history as the platform answers it (ADR 020, ADR 058), over each demo tenant's
 * fixtures: version 1 of every kind is the platform's import by `system`, a rollback names the
 * version it restored, another admin (`coadmin`) holds a draft of the header theme, and the
 * audit has an app's and a layout override's rows beside the config's.
 */
export const OTHER_DRAFT_AT = "2026-11-26T08:40:00Z";

const EXTRA_AUDIT: AuditRecord[] = [
  {
    id: "app-1",
    at: "2026-11-22T10:15:00Z",
    actorAccount: "coadmin",
    resource: "micro-app",
    resourceId: "pm-schedule",
    action: "update",
    version: null,
    before: { id: "pm-schedule", nameAllLang: { "zh-CN": "进度", en: "Schedule" }, kind: "microApp", allowedOrigins: [] },
    after: { id: "pm-schedule", nameAllLang: { "zh-CN": "进度计划", en: "Schedule" }, kind: "iframe", allowedOrigins: ["https://api.example.com"] },
  },
  {
    id: "layout-1",
    at: "2026-11-23T14:00:00Z",
    actorAccount: "admin",
    resource: "tenant-config",
    resourceId: "layout-override",
    action: "publish",
    version: 1,
    before: null,
    after: { layouts: [{ viewMode: "full", portalType: "Classic", regions: { header: { component: "ClassicHeader" }, tabBar: { visible: false } } }] },
  },
];

export function historySeed(tenant: DemoTenantKey): TenantConfigSeed {
  const seed = consoleSeed(tenant);
  const versions = Object.fromEntries(
    Object.entries(seed.versions).map(([kind, list]) => [
      kind,
      (list ?? []).map((item, index) => (index === 0 ? { ...item, action: "import", actorAccount: "system" } : item.action === "rollback" ? { ...item, restoredFrom: 1 } : item)),
    ]),
  ) as TenantConfigSeed["versions"];
  return { ...seed, versions, audit: [...(seed.audit ?? []), ...EXTRA_AUDIT], otherDrafts: { "header-theme": [{ account: "coadmin", nickname: "协同管理员", basedOn: 1, updatedAt: OTHER_DRAFT_AT }] } };
}

/** Answers the console's platform calls from the tenant's history fixtures until the story ends. */
export function withHistoryPlatform(tenant: DemoTenantKey): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = fakeTenantConfigFetch(new FakeTenantConfig(historySeed(tenant)), original);
  return () => {
    globalThis.fetch = original;
  };
}
