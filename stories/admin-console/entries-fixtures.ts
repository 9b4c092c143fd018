import type { EntryRecord } from "#app/platform-api/entries-admin";
import type { EntriesSeed } from "#tests/mocks/entries-admin";
import type { DemoTenantKey } from "../fixtures/portal";

/**
 * Each demo tenant's entry lists as the admin calls answer them (ADR 023), after the seed's
 * (platform/db/seed-workbench.ts): 中建智造 has every kind, one quick entry with children;
 * Acme a few; Nordbygg none yet.
 */

const names = (zh: string, en: string, sv: string) => ({ "zh-CN": zh, en, "sv-SE": sv });
const record = (fields: Record<string, unknown>) => fields as unknown as EntryRecord;

const ZHONGJIAN: EntriesSeed = {
  "quick-entries": [
    record({ id: "82001", code: "quick.todo", name: "我的待办", nameAllLang: names("我的待办", "My to-dos", "Mina uppgifter"), url: "/portal/5/", openType: 0, thumbnailType: "ICON", iconClass: "icon-todo", imageUrl: "", textColor: "", textHoverColor: "", showName: true, childCount: 0 }),
    record({ id: "82002", code: "quick.report", name: "报表中心", nameAllLang: names("报表中心", "Report centre", "Rapportcenter"), url: "https://reports.example.com/zhongjian/", openType: 1, thumbnailType: "IMAGE", iconClass: "", imageUrl: "/platform/assets/zhongjian-logo.svg", textColor: "#FFFFFF", textHoverColor: "#268DFF", showName: true, childCount: 0 }),
    record({ id: "82003", code: "quick.tools", name: "常用工具", nameAllLang: names("常用工具", "Tools", "Verktyg"), url: "", openType: 0, thumbnailType: "ICON", iconClass: "icon-tools", imageUrl: "", textColor: "", textHoverColor: "", showName: true, childCount: 2 }),
  ],
  "extend-entries": [
    record({ id: "82022", code: "extend.service", name: "服务中心", nameAllLang: names("服务中心", "Service centre", "Servicecenter"), url: "https://service.example.com/", openType: 1, thumbnailType: "ICON", iconClass: "icon-service", imageUrl: "", textColor: "", textHoverColor: "", showName: false, childCount: 0 }),
  ],
  "side-entries": [
    record({ id: "83001", name: "在线客服", nameAllLang: names("在线客服", "Customer service", "Kundtjänst"), iconClass: "icon-customer-service", linkType: 2, source: "/widgets/customer-service.js", contentUrl: "", openType: 0 }),
    record({ id: "83002", name: "意见反馈", nameAllLang: names("意见反馈", "Feedback", "Synpunkter"), iconClass: "icon-feedback", linkType: 1, source: "", contentUrl: "/apps/feedback/", openType: 0 }),
  ],
  dashboards: [
    record({ id: "85001", name: "集团经营驾驶舱", nameAllLang: names("集团经营驾驶舱", "Group operations cockpit", "Koncernens verksamhetsöversikt"), icon: "icon-dashboard", contentUrl: "/apps/dashboards/group-operations", orgId: null }),
  ],
  "help-urls": [record({ id: "90001", name: "安全手册", nameAllLang: names("安全手册", "Safety handbook", "Säkerhetshandbok"), url: "https://help.example.com/pmpp/safety", productCode: "pmpp", integrateType: 1 })],
};

const ACME: EntriesSeed = {
  "quick-entries": [
    record({ id: "82101", code: "quick.timesheet", name: "Timesheets", nameAllLang: names("工时表", "Timesheets", "Tidrapporter"), url: "/apps/timesheets/", openType: 0, thumbnailType: "ICON", iconClass: "icon-clock", imageUrl: "", textColor: "", textHoverColor: "", showName: true, childCount: 0 }),
  ],
  "side-entries": [record({ id: "83011", name: "Feedback", nameAllLang: names("意见反馈", "Feedback", "Synpunkter"), iconClass: "icon-feedback", linkType: 1, source: "", contentUrl: "/apps/feedback/", openType: 0 })],
};

export const ENTRIES_SEEDS: Record<DemoTenantKey, EntriesSeed> = { zhongjian: ZHONGJIAN, acme: ACME, nordbygg: {} };
