import type { Texts } from "../../../shared/locale";
import { tr, type Tr } from "../../shared/common-texts";

/** The units of the group that hold investment projects: its regional companies and the overseas division. */
export type Unit = "north" | "east" | "south" | "southwest" | "overseas";
/** The project's status as the platform's org node has it (pmpp.xmztdict). */
export type ProjectStatus = "in-progress" | "completed" | "suspended" | "not-started";
/** How a project's completed investment stands against its plan (see `assess`). */
export type Assessment = "on-plan" | "slow" | "behind";

export interface InvestmentProject {
  sapCode: string;
  name: Tr;
  unit: Unit;
  status: ProjectStatus;
  /** Investment planned up to AS_OF, in yuan (cumulative since the project started). */
  planned: number;
  /** Investment completed up to AS_OF, in yuan. */
  completed: number;
}

/** The day the figures are cumulated to (the month before the demo's today). */
export const AS_OF = "2026-05-31";

/** The units' names as the platform's org tree has them: the portal's org is matched on these. */
export const UNIT_ORG_NAMES: Record<Unit, string> = {
  north: "华北区域公司",
  east: "华东区域公司",
  south: "华南区域公司",
  southwest: "西南区域公司",
  overseas: "海外事业部",
};

/**
 * The group's investment projects (demo data): the projects of the demo tenant's org tree, by
 * their SAP code; a sub-project's investment is counted in its parent's.
 */
export const PROJECTS: readonly InvestmentProject[] = [
  { sapCode: "SAP-HB-0001", name: tr("北京大兴国际物流园项目", "Beijing Daxing International Logistics Park", "Beijing Daxing internationella logistikpark"), unit: "north", status: "in-progress", planned: 820_000_000, completed: 742_300_000 },
  { sapCode: "SAP-HB-0002", name: tr("天津滨海新区综合体项目", "Tianjin Binhai New Area complex", "Komplexet i Tianjin Binhai"), unit: "north", status: "in-progress", planned: 1_350_000_000, completed: 1_262_000_000 },
  { sapCode: "SAP-HD-0001", name: tr("上海临港数据中心项目", "Shanghai Lingang data centre", "Datacenter i Shanghai Lingang"), unit: "east", status: "in-progress", planned: 960_000_000, completed: 985_000_000 },
  { sapCode: "SAP-HD-0002", name: tr("杭州亚运村配套项目", "Hangzhou Asian Games Village facilities", "Asiatiska spelens by i Hangzhou"), unit: "east", status: "in-progress", planned: 540_000_000, completed: 528_000_000 },
  { sapCode: "SAP-HD-0003", name: tr("苏州地铁8号线一标段", "Suzhou Metro Line 8, section 1", "Suzhous tunnelbana linje 8, etapp 1"), unit: "east", status: "in-progress", planned: 1_120_000_000, completed: 903_000_000 },
  { sapCode: "SAP-HD-0004", name: tr("苏州地铁8号线二标段", "Suzhou Metro Line 8, section 2", "Suzhous tunnelbana linje 8, etapp 2"), unit: "east", status: "in-progress", planned: 1_040_000_000, completed: 968_000_000 },
  { sapCode: "SAP-HN-0001", name: tr("深圳前海金融中心项目", "Shenzhen Qianhai Financial Centre", "Finanscentrum i Shenzhen Qianhai"), unit: "south", status: "completed", planned: 2_380_000_000, completed: 2_412_000_000 },
  { sapCode: "SAP-HN-0002", name: tr("广州南沙港区项目", "Guangzhou Nansha port area", "Hamnområdet i Guangzhou Nansha"), unit: "south", status: "completed", planned: 1_560_000_000, completed: 1_548_000_000 },
  { sapCode: "SAP-HN-0003", name: tr("珠海横琴口岸项目", "Zhuhai Hengqin border crossing", "Gränsövergången i Zhuhai Hengqin"), unit: "south", status: "in-progress", planned: 690_000_000, completed: 655_000_000 },
  { sapCode: "SAP-XN-0001", name: tr("成都天府机场配套项目", "Chengdu Tianfu Airport facilities", "Anläggningar vid Chengdu Tianfu flygplats"), unit: "southwest", status: "in-progress", planned: 780_000_000, completed: 802_000_000 },
  { sapCode: "SAP-XN-0002", name: tr("重庆两江新区项目", "Chongqing Liangjiang New Area", "Chongqing Liangjiang nya område"), unit: "southwest", status: "suspended", planned: 450_000_000, completed: 286_000_000 },
  { sapCode: "SAP-HW-0001", name: tr("雅加达轻轨项目", "Jakarta light rail", "Lätt spårväg i Jakarta"), unit: "overseas", status: "not-started", planned: 36_000_000, completed: 21_500_000 },
];

/** Completed over planned; null when nothing was planned (no rate to show). */
export function completionRate(project: Pick<InvestmentProject, "planned" | "completed">): number | null {
  return project.planned > 0 ? project.completed / project.planned : null;
}

/** On plan from 95 % of the planned investment, slow from 85 %, behind below; nothing planned is on plan. */
export function assess(project: Pick<InvestmentProject, "planned" | "completed">): Assessment {
  const rate = completionRate(project);
  if (rate === null || rate >= 0.95) return "on-plan";
  return rate >= 0.85 ? "slow" : "behind";
}

/**
 * The projects the portal's org holds: a unit's own when the org is one of the units, every
 * project otherwise (the group, or the page opened on its own).
 */
export function projectsOfOrg(orgName: string | null): readonly InvestmentProject[] {
  const unit = (Object.keys(UNIT_ORG_NAMES) as Unit[]).find((u) => UNIT_ORG_NAMES[u] === orgName);
  return unit ? PROJECTS.filter((p) => p.unit === unit) : PROJECTS;
}

/** The group the demo data is of: the org shown when the page is opened on its own. */
export const DEMO_GROUP: Texts<string> = { "zh-CN": "中建智造集团有限公司", en: "CSCEC Smart Build Group Co., Ltd.", "sv-SE": "CSCEC Smart Build Group AB" };

export interface InvestmentTexts {
  title: string;
  lead: string;
  /** Before the org's name, with its colon. */
  org: string;
  asOf: string;
  figures: string;
  planned: string;
  plannedNote: string;
  completed: string;
  variance: string;
  rate: string;
  rateNote: string;
  behind: string;
  behindNote: string;
  chart: string;
  chartDescription: string;
  chartRow: string;
  byUnit: string;
  unitRow: string;
  table: string;
  caption: string;
  unit: string;
  units: Record<Unit, string>;
  shown: string;
  project: string;
  sapCode: string;
  status: string;
  statuses: Record<ProjectStatus, string>;
  assessment: string;
  assessments: Record<Assessment, string>;
  sum: string;
}

export const TEXTS: Texts<InvestmentTexts> = {
  "zh-CN": {
    title: "投资分析",
    lead: "各项目计划投资与完成投资的对比、完成率和偏差。",
    org: "组织：",
    asOf: "数据截至 {date}",
    figures: "关键指标",
    planned: "计划投资",
    plannedNote: "{count} 个项目",
    completed: "完成投资",
    variance: "偏差",
    rate: "投资完成率",
    rateNote: "达到 95% 为正常",
    behind: "滞后项目",
    behindNote: "完成率低于 85%",
    chart: "各项目计划与完成投资",
    chartDescription: "每个项目两条横条：上为计划投资，下为完成投资；数值同见下方的项目投资明细表。",
    chartRow: "{project}：计划 {planned}，完成 {completed}。",
    byUnit: "按单位汇总",
    unitRow: "完成 {completed} / 计划 {planned}",
    table: "项目投资明细",
    caption: "金额为截至 {date} 的累计值；偏差 = 完成投资 − 计划投资。",
    unit: "所属单位",
    units: { north: "华北区域公司", east: "华东区域公司", south: "华南区域公司", southwest: "西南区域公司", overseas: "海外事业部" },
    shown: "显示 {shown} / {total} 个项目",
    project: "项目",
    sapCode: "SAP 编码",
    status: "项目状态",
    statuses: { "in-progress": "在建", completed: "已竣工", suspended: "停工", "not-started": "未开工" },
    assessment: "评价",
    assessments: { "on-plan": "正常", slow: "偏慢", behind: "滞后" },
    sum: "合计",
  },
  en: {
    title: "Investment analysis",
    lead: "Planned and completed investment by project, with completion rate and variance.",
    org: "Organisation: ",
    asOf: "Figures as of {date}",
    figures: "Key figures",
    planned: "Planned investment",
    plannedNote: "{count} projects",
    completed: "Completed investment",
    variance: "Variance",
    rate: "Completion rate",
    rateNote: "On plan from 95%",
    behind: "Projects behind",
    behindNote: "Below 85% of plan",
    chart: "Planned and completed investment by project",
    chartDescription: "Two bars per project: planned investment above, completed below; the same figures are in the project table below.",
    chartRow: "{project}: planned {planned}, completed {completed}.",
    byUnit: "By unit",
    unitRow: "{completed} of {planned} completed",
    table: "Investment by project",
    caption: "Cumulative amounts as of {date}; variance = completed − planned.",
    unit: "Unit",
    units: { north: "North China Region", east: "East China Region", south: "South China Region", southwest: "Southwest Region", overseas: "Overseas Division" },
    shown: "Showing {shown} of {total} projects",
    project: "Project",
    sapCode: "SAP code",
    status: "Project status",
    statuses: { "in-progress": "Under construction", completed: "Completed", suspended: "Suspended", "not-started": "Not started" },
    assessment: "Assessment",
    assessments: { "on-plan": "On plan", slow: "Slow", behind: "Behind" },
    sum: "Total",
  },
  "sv-SE": {
    title: "Investeringsanalys",
    lead: "Planerade och genomförda investeringar per projekt, med genomförandegrad och avvikelse.",
    org: "Organisation: ",
    asOf: "Siffror per {date}",
    figures: "Nyckeltal",
    planned: "Planerad investering",
    plannedNote: "{count} projekt",
    completed: "Genomförd investering",
    variance: "Avvikelse",
    rate: "Genomförandegrad",
    rateNote: "Enligt plan från 95 %",
    behind: "Projekt efter plan",
    behindNote: "Under 85 % av plan",
    chart: "Planerad och genomförd investering per projekt",
    chartDescription: "Två staplar per projekt: planerad investering överst, genomförd under; samma siffror finns i projekttabellen nedan.",
    chartRow: "{project}: planerat {planned}, genomfört {completed}.",
    byUnit: "Per enhet",
    unitRow: "{completed} av {planned} genomfört",
    table: "Investeringar per projekt",
    caption: "Ackumulerade belopp per {date}; avvikelse = genomfört − planerat.",
    unit: "Enhet",
    units: { north: "Region Nordkina", east: "Region Östkina", south: "Region Sydkina", southwest: "Region Sydvästra Kina", overseas: "Utlandsdivisionen" },
    shown: "Visar {shown} av {total} projekt",
    project: "Projekt",
    sapCode: "SAP-kod",
    status: "Projektstatus",
    statuses: { "in-progress": "Under byggnad", completed: "Färdigställt", suspended: "Vilande", "not-started": "Ej påbörjat" },
    assessment: "Bedömning",
    assessments: { "on-plan": "Enligt plan", slow: "Långsamt", behind: "Efter plan" },
    sum: "Summa",
  },
};
