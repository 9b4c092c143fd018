import type { Insertable } from "kysely";
import type { OrgsTable } from "./schema.ts";

/** A node of a demo org tree as written by hand; ids and paths are derived. */
export interface OrgSpec {
  name: string;
  shortName?: string;
  type:
    | "company"
    | "general-project"
    | "general-department"
    | "project-command"
    | "category"
    | "department"
    | "external-participant"
    | "mixing-station";
  authType?: 0 | 1;
  enable?: boolean;
  userFocus?: boolean;
  sapCode?: string;
  /** Project status, stored as a dictionary code (PROJECT_STATUS_CODES); default in-progress. */
  status?: ProjectStatus;
  children?: OrgSpec[];
}

export type ProjectStatus = "in-progress" | "completed" | "suspended" | "not-started";

/** Codes of the project status dictionary pmpp.xmztdict (see seed.ts PROJECT_STATUS_DICT). */
export const PROJECT_STATUS_CODES: Record<ProjectStatus, string> = {
  "in-progress": "1",
  completed: "2",
  suspended: "3",
  "not-started": "4",
};

export const PROJECT_TYPES: ReadonlySet<string> = new Set(["general-project", "mixing-station"]);

/** What substring search looks in: name, short name and full name, lower-cased. */
export function orgSearchText(name: string, shortName: string, fullName: string): string {
  return `${name} ${shortName} ${fullName}`.toLowerCase();
}

/**
 * Flattens a tree depth-first into org rows. Ids are `<tenantId><4-digit sequence>` so the
 * same tree always gets the same ids; fullId/fullName/fullNodeId join the path with "/".
 */
export function flattenOrgTree(tenantId: string, root: OrgSpec): Insertable<OrgsTable>[] {
  const rows: Insertable<OrgsTable>[] = [];
  let sequence = 0;
  const visit = (
    node: OrgSpec,
    parent: { id: string; fullId: string; fullName: string; isProject: boolean } | null,
    order: number,
  ) => {
    sequence += 1;
    const id = `${tenantId}${String(sequence).padStart(4, "0")}`;
    const fullId = parent ? `${parent.fullId}/${id}` : id;
    const fullName = parent ? `${parent.fullName}/${node.name}` : node.name;
    const isProject = PROJECT_TYPES.has(node.type);
    const children = node.children ?? [];
    const extend = node.sapCode ? [{ code: "SAP_CODE", value: node.sapCode }] : [];
    rows.push({
      id,
      tenant_id: tenantId,
      parent_id: parent?.id ?? null,
      name: node.name,
      short_name: node.shortName ?? node.name,
      full_name: fullName,
      full_id: fullId,
      full_node_id: fullId,
      type: node.type,
      auth_type: node.authType ?? 1,
      enable: node.enable ?? true,
      is_leaf: children.length === 0,
      is_son_project_node: isProject && (parent?.isProject ?? false),
      user_focus: node.userFocus ?? false,
      real_id: id,
      parent_project_flag: isProject && children.some((c) => PROJECT_TYPES.has(c.type)),
      sort_order: order,
      org_info: JSON.stringify(isProject ? { status: node.status ?? "in-progress" } : null),
      project_extend_data: JSON.stringify(extend),
      status: isProject ? PROJECT_STATUS_CODES[node.status ?? "in-progress"] : null,
      search_text: orgSearchText(node.name, node.shortName ?? node.name, fullName),
    });
    children.forEach((child, i) => visit(child, { id, fullId, fullName, isProject }, i));
  };
  visit(root, null, 0);
  return rows;
}

/** 中建智造集团: company → regional companies → departments and projects (42 nodes). */
export const ZHONGJIAN_ORG_TREE: OrgSpec = {
  name: "中建智造集团有限公司",
  shortName: "中建智造",
  type: "company",
  children: [
    {
      name: "集团总部",
      type: "general-department",
      children: [
        { name: "工程管理部", type: "department" },
        { name: "安全质量部", type: "department" },
        { name: "财务资金部", type: "department" },
        { name: "人力资源部", type: "department" },
      ],
    },
    {
      name: "华北区域公司",
      shortName: "华北公司",
      type: "company",
      children: [
        { name: "华北工程部", type: "department" },
        {
          name: "在建项目",
          type: "category",
          children: [
            { name: "北京大兴国际物流园项目", type: "general-project", sapCode: "SAP-HB-0001", userFocus: true },
            {
              name: "天津滨海新区综合体项目",
              type: "general-project",
              sapCode: "SAP-HB-0002",
              children: [{ name: "综合体一期子项目", type: "general-project", sapCode: "SAP-HB-0002-01" }],
            },
            { name: "雄安新区市政道路项目指挥部", type: "project-command" },
          ],
        },
        { name: "华北一号搅拌站", type: "mixing-station", sapCode: "SAP-HB-M001" },
      ],
    },
    {
      name: "华东区域公司",
      shortName: "华东公司",
      type: "company",
      children: [
        { name: "华东工程部", type: "department" },
        { name: "上海临港数据中心项目", type: "general-project", sapCode: "SAP-HD-0001", userFocus: true },
        { name: "杭州亚运村配套项目", type: "general-project", sapCode: "SAP-HD-0002" },
        {
          name: "苏州地铁8号线项目指挥部",
          type: "project-command",
          children: [
            { name: "苏州地铁8号线一标段", type: "general-project", sapCode: "SAP-HD-0003" },
            { name: "苏州地铁8号线二标段", type: "general-project", sapCode: "SAP-HD-0004" },
          ],
        },
        { name: "华东二号搅拌站", type: "mixing-station", sapCode: "SAP-HD-M002" },
      ],
    },
    {
      name: "华南区域公司",
      shortName: "华南公司",
      type: "company",
      children: [
        { name: "华南工程部", type: "department" },
        {
          name: "已竣工项目",
          type: "category",
          children: [
            { name: "深圳前海金融中心项目", type: "general-project", sapCode: "SAP-HN-0001", status: "completed" },
            { name: "广州南沙港区项目", type: "general-project", sapCode: "SAP-HN-0002", status: "completed" },
          ],
        },
        {
          name: "在建项目",
          type: "category",
          children: [{ name: "珠海横琴口岸项目", type: "general-project", sapCode: "SAP-HN-0003" }],
        },
        { name: "华南三号搅拌站", type: "mixing-station", sapCode: "SAP-HN-M003" },
      ],
    },
    {
      name: "西南区域公司",
      shortName: "西南公司",
      type: "company",
      authType: 0,
      children: [
        { name: "成都天府机场配套项目", type: "general-project", sapCode: "SAP-XN-0001" },
        { name: "重庆两江新区项目", type: "general-project", sapCode: "SAP-XN-0002", status: "suspended" },
      ],
    },
    {
      name: "海外事业部",
      type: "general-department",
      children: [
        {
          name: "东南亚项目指挥部",
          type: "project-command",
          children: [{ name: "雅加达轻轨项目", type: "general-project", sapCode: "SAP-HW-0001", status: "not-started" }],
        },
      ],
    },
    {
      name: "外部参建单位",
      type: "external-participant",
      children: [
        { name: "中铁设计咨询有限公司", type: "external-participant" },
        { name: "华建工程监理有限公司", type: "external-participant" },
      ],
    },
    {
      name: "装配式建筑研究院",
      type: "general-department",
      children: [
        { name: "预制构件工厂", type: "department" },
        { name: "技术研发中心", type: "department", enable: false },
      ],
    },
  ],
};

/** Acme Construction Ltd (10 nodes). */
export const ACME_ORG_TREE: OrgSpec = {
  name: "Acme Construction Ltd",
  shortName: "Acme",
  type: "company",
  children: [
    {
      name: "Head Office",
      type: "general-department",
      children: [
        { name: "Engineering", type: "department" },
        { name: "Health, Safety & Environment", shortName: "HSE", type: "department" },
      ],
    },
    {
      name: "Projects",
      type: "category",
      children: [
        { name: "Riverside Tower", type: "general-project", sapCode: "ACME-P-001", userFocus: true },
        { name: "Harbour Bridge Refurbishment", type: "general-project", sapCode: "ACME-P-002" },
        { name: "North Quarry Batching Plant", type: "mixing-station", sapCode: "ACME-M-001" },
      ],
    },
    {
      name: "Northern Region",
      type: "company",
      children: [
        {
          name: "Leeds Ring Road Command",
          type: "project-command",
          children: [{ name: "Leeds Ring Road Section A", type: "general-project", sapCode: "ACME-P-003" }],
        },
      ],
    },
  ],
};

/** Nordbygg AB (6 nodes); the tenant itself is disabled. */
export const NORDBYGG_ORG_TREE: OrgSpec = {
  name: "Nordbygg AB",
  shortName: "Nordbygg",
  type: "company",
  children: [
    { name: "Huvudkontor", type: "general-department" },
    {
      name: "Projekt",
      type: "category",
      children: [
        { name: "Kvarteret Lärkan", type: "general-project", sapCode: "NB-P-001" },
        { name: "Slussen etapp 2", type: "general-project", sapCode: "NB-P-002" },
      ],
    },
    { name: "Betongstation Syd", type: "mixing-station", sapCode: "NB-M-001" },
  ],
};
