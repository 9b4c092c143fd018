import type { Texts } from "../../shared/locale";

export type DashboardKind = "group-operations" | "region-progress" | "project-kpis";

export interface DashboardTexts {
  titles: Record<DashboardKind, string>;
  leads: Record<DashboardKind, string>;
  org: string;
  wholeTenant: string;
  loading: string;
  failed: string;
  unauthorized: string;
  retry: string;
  empty: string;
  partial: string;
  projects: string;
  bookmarked: string;
  byUnit: string;
  byStatus: string;
  progressByUnit: string;
  projectList: string;
  colProject: string;
  colUnit: string;
  colStatus: string;
  colSap: string;
  noStatus: string;
  noValue: string;
  listed: string;
  updated: string;
}

export const TEXTS: Texts<DashboardTexts> = {
  "zh-CN": {
    titles: { "group-operations": "集团经营驾驶舱", "region-progress": "区域进度看板", "project-kpis": "项目指标看板" },
    leads: {
      "group-operations": "集团各单位的项目规模与状态。",
      "region-progress": "区域内各单位项目的建设状态。",
      "project-kpis": "项目数量、状态与收藏。",
    },
    org: "组织：{org}",
    wholeTenant: "全部组织",
    loading: "正在加载数据…",
    failed: "数据加载失败：{reason}",
    unauthorized: "请先登录门户后再打开此看板。",
    retry: "重试",
    empty: "该组织下没有项目。",
    partial: "统计基于前 {shown} 个项目（共 {total} 个）。",
    projects: "项目总数",
    bookmarked: "我收藏的",
    byUnit: "各单位项目数",
    byStatus: "项目状态分布",
    progressByUnit: "各单位项目状态",
    projectList: "项目清单",
    colProject: "项目",
    colUnit: "所属单位",
    colStatus: "状态",
    colSap: "SAP 编码",
    noStatus: "未设置",
    noValue: "—",
    listed: "列出前 {shown} 个",
    updated: "数据时间：{time}",
  },
  en: {
    titles: { "group-operations": "Group operations", "region-progress": "Region progress", "project-kpis": "Project KPIs" },
    leads: {
      "group-operations": "The size and status of the projects of every unit in the group.",
      "region-progress": "How far the projects of each unit in the region have come.",
      "project-kpis": "Projects by count, status and bookmarks.",
    },
    org: "Org: {org}",
    wholeTenant: "All orgs",
    loading: "Loading the figures…",
    failed: "The figures could not be loaded: {reason}",
    unauthorized: "Sign in to the portal before opening this dashboard.",
    retry: "Retry",
    empty: "This org has no projects.",
    partial: "Figures from the first {shown} of {total} projects.",
    projects: "Projects",
    bookmarked: "Bookmarked by me",
    byUnit: "Projects per unit",
    byStatus: "Projects by status",
    progressByUnit: "Project status per unit",
    projectList: "Project list",
    colProject: "Project",
    colUnit: "Unit",
    colStatus: "Status",
    colSap: "SAP code",
    noStatus: "Not set",
    noValue: "—",
    listed: "First {shown} listed",
    updated: "Figures as of {time}",
  },
  "sv-SE": {
    titles: { "group-operations": "Koncernöversikt", "region-progress": "Regionens framsteg", "project-kpis": "Projektnyckeltal" },
    leads: {
      "group-operations": "Storlek och status för projekten i koncernens alla enheter.",
      "region-progress": "Hur långt projekten i regionens enheter har kommit.",
      "project-kpis": "Projekt efter antal, status och bokmärken.",
    },
    org: "Organisation: {org}",
    wholeTenant: "Alla organisationer",
    loading: "Läser in siffrorna…",
    failed: "Siffrorna kunde inte läsas in: {reason}",
    unauthorized: "Logga in i portalen innan du öppnar den här översikten.",
    retry: "Försök igen",
    empty: "Organisationen har inga projekt.",
    partial: "Siffror från de första {shown} av {total} projekt.",
    projects: "Projekt",
    bookmarked: "Mina bokmärken",
    byUnit: "Projekt per enhet",
    byStatus: "Projekt efter status",
    progressByUnit: "Projektstatus per enhet",
    projectList: "Projektlista",
    colProject: "Projekt",
    colUnit: "Enhet",
    colStatus: "Status",
    colSap: "SAP-kod",
    noStatus: "Ej angiven",
    noValue: "—",
    listed: "De första {shown} visas",
    updated: "Siffror per {time}",
  },
};
