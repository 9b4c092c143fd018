import { sql, type Insertable, type Kysely } from "kysely";
import type { Database, OrgsTable } from "./schema.ts";
import { PROJECT_STATUS_CODES, PROJECT_TYPES, orgSearchText, type ProjectStatus } from "./seed-orgs.ts";

/** 大型基建集团: a generated org tree of a little over 100,000 nodes. */
export const LARGE_TENANT_ID = "10004";

const REGIONS = ["华东", "华北", "华南", "华中", "西南", "西北", "东北", "京津冀", "粤港澳", "海外"];
const BRANCHES_PER_REGION = 10;
const UNITS_PER_BRANCH = 10;
const LEAVES_PER_UNIT = 99;
const STATUSES: ProjectStatus[] = ["in-progress", "completed", "suspended", "not-started"];

/** 1 + 10 + 100 + 1,000 + 99,000 = 100,111. */
export const LARGE_TENANT_ORG_COUNT =
  1 +
  REGIONS.length +
  REGIONS.length * BRANCHES_PER_REGION +
  REGIONS.length * BRANCHES_PER_REGION * UNITS_PER_BRANCH * (1 + LEAVES_PER_UNIT);

interface Parent {
  id: string;
  fullId: string;
  fullName: string;
}

/**
 * The same rows on every run: company → 10 regions → 100 branches → 1,000 project
 * departments → 99,000 projects, mixing stations and departments. Ids are the tenant id and a
 * 6-digit sequence in depth-first order; leaves are named like "华东区域第3分公司项目部 0421".
 * Rows are produced in batches so the whole tree never sits in memory as Kysely objects.
 */
export function* largeOrgRows(batchSize = 1000): Generator<Insertable<OrgsTable>[]> {
  let sequence = 0;
  let batch: Insertable<OrgsTable>[] = [];
  const add = (
    parent: Parent | null,
    name: string,
    shortName: string,
    type: string,
    order: number,
    isLeaf: boolean,
    extra: { status?: ProjectStatus; sapCode?: string; authType?: number } = {},
  ): Parent => {
    sequence += 1;
    const id = `${LARGE_TENANT_ID}${String(sequence).padStart(6, "0")}`;
    const fullId = parent ? `${parent.fullId}/${id}` : id;
    const fullName = parent ? `${parent.fullName}/${name}` : name;
    const isProject = PROJECT_TYPES.has(type);
    batch.push({
      id,
      tenant_id: LARGE_TENANT_ID,
      parent_id: parent?.id ?? null,
      name,
      short_name: shortName,
      full_name: fullName,
      full_id: fullId,
      full_node_id: fullId,
      type,
      auth_type: extra.authType ?? 1,
      enable: true,
      is_leaf: isLeaf,
      is_son_project_node: false,
      user_focus: false,
      real_id: id,
      parent_project_flag: false,
      sort_order: order,
      org_info: JSON.stringify(isProject ? { status: extra.status ?? "in-progress" } : null),
      project_extend_data: JSON.stringify(extra.sapCode ? [{ code: "SAP_CODE", value: extra.sapCode }] : []),
      status: isProject ? PROJECT_STATUS_CODES[extra.status ?? "in-progress"] : null,
      search_text: orgSearchText(name, shortName, fullName),
    });
    return { id, fullId, fullName };
  };

  const root = add(null, "大型基建集团有限公司", "大型基建", "company", 0, false);
  for (const [r, region] of REGIONS.entries()) {
    const regionNode = add(root, `${region}区域公司`, `${region}公司`, "company", r, false);
    for (let b = 1; b <= BRANCHES_PER_REGION; b++) {
      const branchName = `${region}区域第${b}分公司`;
      const branch = add(regionNode, branchName, `${region}${b}分`, "company", b, false, b === BRANCHES_PER_REGION && r === 9 ? { authType: 0 } : {});
      let leaf = 0;
      for (let u = 1; u <= UNITS_PER_BRANCH; u++) {
        const unit = add(branch, `${branchName}第${u}项目部`, `${region}${b}-${u}部`, "project-command", u, false);
        for (let l = 0; l < LEAVES_PER_UNIT; l++) {
          leaf += 1;
          const no = String(leaf).padStart(4, "0");
          const kind = l % 3;
          if (kind === 2) {
            add(unit, `${branchName}职能部门 ${no}`, `部门 ${no}`, "department", l, true);
          } else {
            const type = kind === 0 ? "general-project" : "mixing-station";
            const label = kind === 0 ? "项目部" : "搅拌站";
            add(unit, `${branchName}${label} ${no}`, `${region}${b}${label}${no}`, type, l, true, {
              status: STATUSES[leaf % STATUSES.length] ?? "in-progress",
              sapCode: `SAP-${String(r + 1).padStart(2, "0")}${String(b).padStart(2, "0")}-${no}`,
            });
          }
          if (batch.length >= batchSize) {
            yield batch;
            batch = [];
          }
        }
      }
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * Writes the generated tree with one multi-row INSERT per batch. Each batch travels as a
 * single JSON parameter expanded by jsonb_to_recordset: a bound parameter per value would
 * hit the protocol's 65,535-parameter ceiling at ~3,000 rows and is several times slower
 * on PGlite. Returns the number of rows.
 */
export async function insertLargeOrgTree(db: Kysely<Database>, batchSize = 5000): Promise<number> {
  let count = 0;
  for (const rows of largeOrgRows(batchSize)) {
    await sql`insert into orgs (id, tenant_id, parent_id, name, short_name, full_name, full_id, full_node_id, type,
        auth_type, enable, is_leaf, is_son_project_node, user_focus, real_id, parent_project_flag, sort_order,
        org_info, project_extend_data, status, search_text)
      select id, tenant_id, parent_id, name, short_name, full_name, full_id, full_node_id, type,
        auth_type, enable, is_leaf, is_son_project_node, user_focus, real_id, parent_project_flag, sort_order,
        org_info::jsonb, project_extend_data::jsonb, status, search_text
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id text, tenant_id text, parent_id text,
        name text, short_name text, full_name text, full_id text, full_node_id text, type text, auth_type int,
        enable boolean, is_leaf boolean, is_son_project_node boolean, user_focus boolean, real_id text,
        parent_project_flag boolean, sort_order int, org_info text, project_extend_data text, status text,
        search_text text)`.execute(db);
    count += rows.length;
  }
  return count;
}
