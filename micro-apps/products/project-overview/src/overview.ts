import type { Texts } from "../../../shared/locale";
import { tr, type Tr } from "../../shared/common-texts";

export type MilestoneState = "done" | "on-track" | "late" | "not-started";

/** The project's figures (demo data). */
export const PROJECT = {
  contractValue: 1_286_000_000,
  outputToDate: 742_300_000,
  outputThisMonth: 58_600_000,
  scheduleDone: 0.62,
  schedulePlanned: 0.65,
  safeDays: 412,
  workersOnSite: 1286,
  qualityPassRate: 0.986,
  floorArea: 286_000,
  started: "2025-03-18",
  due: "2027-06-30",
};

export const FACTS: readonly { label: keyof OverviewTexts["facts"]; value: Tr }[] = [
  { label: "owner", value: tr("北京大兴国际物流园开发有限公司", "Beijing Daxing International Logistics Park Development Co., Ltd.", "Beijing Daxing internationella logistikpark utveckling AB") },
  { label: "builder", value: tr("中建智造集团有限公司", "CSCEC Smart Build Group Co., Ltd.", "CSCEC Smart Build Group AB") },
  { label: "supervisor", value: tr("北京双圆工程咨询监理有限公司", "Beijing Shuangyuan Engineering Consulting Co.", "Beijing Shuangyuan Byggkonsult AB") },
  { label: "designer", value: tr("中国建筑设计研究院有限公司", "China Architecture Design & Research Group", "China Architecture Design & Research Group") },
  { label: "scope", value: tr("3 栋高标准仓库、1 栋分拣中心及配套办公楼", "3 high-bay warehouses, a sorting centre and an office building", "3 höglager, en sorteringscentral och en kontorsbyggnad") },
];

/** Progress by part of the works: done share and planned share today. */
export const PARTS: readonly { name: Tr; done: number; planned: number }[] = [
  { name: tr("地基与基础", "Foundations", "Grundläggning"), done: 1, planned: 1 },
  { name: tr("主体结构", "Main structure", "Stomme"), done: 0.86, planned: 0.9 },
  { name: tr("钢结构屋面", "Steel roof structure", "Takstomme i stål"), done: 0.58, planned: 0.6 },
  { name: tr("机电安装", "MEP installation", "Installationer"), done: 0.31, planned: 0.4 },
  { name: tr("幕墙与外装", "Curtain wall and facade", "Glasfasad och fasad"), done: 0.08, planned: 0.15 },
  { name: tr("室外工程", "External works", "Markarbeten"), done: 0, planned: 0 },
];

export const MILESTONES: readonly { name: Tr; planned: string; actual: string | null; state: MilestoneState }[] = [
  { name: tr("基坑开挖完成", "Excavation complete", "Schaktning klar"), planned: "2025-06-30", actual: "2025-06-24", state: "done" },
  { name: tr("主体结构 ±0.000", "Structure at ground level", "Stomme i marknivå"), planned: "2025-09-15", actual: "2025-09-20", state: "done" },
  { name: tr("1号库主体封顶", "Warehouse 1 topped out", "Lager 1, taklagsfest"), planned: "2026-04-30", actual: "2026-04-28", state: "done" },
  { name: tr("3号库主体封顶", "Warehouse 3 topped out", "Lager 3, taklagsfest"), planned: "2026-06-20", actual: null, state: "late" },
  { name: tr("钢结构屋面闭水", "Steel roof watertight", "Tak i stål tätt"), planned: "2026-08-31", actual: null, state: "on-track" },
  { name: tr("竣工验收", "Completion inspection", "Slutbesiktning"), planned: "2027-06-30", actual: null, state: "not-started" },
];

export interface OverviewTexts {
  title: string;
  lead: string;
  figures: string;
  contractValue: string;
  outputToDate: string;
  outputNote: string;
  schedule: string;
  scheduleNote: string;
  safeDays: string;
  days: string;
  workers: string;
  qualityPassRate: string;
  progress: string;
  progressRow: string;
  milestones: string;
  milestone: string;
  planned: string;
  actual: string;
  state: string;
  states: Record<MilestoneState, string>;
  about: string;
  facts: { owner: string; builder: string; supervisor: string; designer: string; scope: string };
  floorArea: string;
  duration: string;
}

export const TEXTS: Texts<OverviewTexts> = {
  "zh-CN": {
    title: "项目概况",
    lead: "项目的合同、产值、进度、安全与质量一览。",
    figures: "关键指标",
    contractValue: "合同总额",
    outputToDate: "累计完成产值",
    outputNote: "本月 {month}",
    schedule: "总体进度",
    scheduleNote: "计划 {planned}",
    safeDays: "安全生产天数",
    days: "{days} 天",
    workers: "今日在场人数",
    qualityPassRate: "质量验收合格率",
    progress: "分部工程进度",
    progressRow: "完成 {done}，计划 {planned}",
    milestones: "里程碑节点",
    milestone: "节点",
    planned: "计划日期",
    actual: "实际日期",
    state: "状态",
    states: { done: "已完成", "on-track": "进行中", late: "滞后", "not-started": "未开始" },
    about: "项目信息",
    facts: { owner: "建设单位", builder: "施工总承包", supervisor: "监理单位", designer: "设计单位", scope: "建设内容" },
    floorArea: "建筑面积",
    duration: "合同工期",
  },
  en: {
    title: "Project overview",
    lead: "The project's contract, output, schedule, safety and quality at a glance.",
    figures: "Key figures",
    contractValue: "Contract value",
    outputToDate: "Output to date",
    outputNote: "This month {month}",
    schedule: "Overall progress",
    scheduleNote: "Planned {planned}",
    safeDays: "Days without lost-time injury",
    days: "{days} days",
    workers: "Workers on site today",
    qualityPassRate: "Inspection pass rate",
    progress: "Progress by part of the works",
    progressRow: "{done} done, {planned} planned",
    milestones: "Milestones",
    milestone: "Milestone",
    planned: "Planned",
    actual: "Actual",
    state: "Status",
    states: { done: "Done", "on-track": "On track", late: "Late", "not-started": "Not started" },
    about: "About the project",
    facts: { owner: "Owner", builder: "Main contractor", supervisor: "Supervising engineer", designer: "Designer", scope: "Scope" },
    floorArea: "Floor area",
    duration: "Contract period",
  },
  "sv-SE": {
    title: "Projektöversikt",
    lead: "Projektets avtal, produktion, tidplan, säkerhet och kvalitet i korthet.",
    figures: "Nyckeltal",
    contractValue: "Avtalsvärde",
    outputToDate: "Produktion hittills",
    outputNote: "Denna månad {month}",
    schedule: "Total färdigställandegrad",
    scheduleNote: "Planerat {planned}",
    safeDays: "Dagar utan frånvaroolycka",
    days: "{days} dagar",
    workers: "Personal på plats i dag",
    qualityPassRate: "Godkända kontroller",
    progress: "Framdrift per del av arbetet",
    progressRow: "{done} klart, {planned} planerat",
    milestones: "Milstolpar",
    milestone: "Milstolpe",
    planned: "Planerat",
    actual: "Utfall",
    state: "Status",
    states: { done: "Klar", "on-track": "Enligt plan", late: "Försenad", "not-started": "Ej påbörjad" },
    about: "Om projektet",
    facts: { owner: "Byggherre", builder: "Huvudentreprenör", supervisor: "Byggledare", designer: "Projektör", scope: "Omfattning" },
    floorArea: "Bruttoarea",
    duration: "Kontraktstid",
  },
};
