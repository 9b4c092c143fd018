import type { AppLocale } from "./locale";
import { callPlatform } from "./platform-api";

/** A project as the demo apps show it (from the platform's org node, SPEC §3). */
export interface Project {
  id: string;
  name: string;
  fullId: string;
  fullName: string;
  type: string;
  /** Project status code of the dictionary pmpp.xmztdict ("1" under construction, …); null when unset. */
  status: string | null;
  sapCode: string | null;
  /** The user has bookmarked it. */
  userFocus: boolean;
}

export interface ProjectList {
  projects: Project[];
  /** How many projects the org has (the list may hold fewer: see `maxProjects`). */
  total: number;
}

/** The platform's page size limit for the project list. */
const PAGE_SIZE = 100;

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** An org node record as a Project; null when it lacks an id or a name. */
export function readProject(value: unknown): Project | null {
  if (!value || typeof value !== "object") return null;
  const r = value as Record<string, unknown>;
  const id = text(r.id);
  const name = text(r.name);
  if (!id || !name) return null;
  const extend = Array.isArray(r.projectExtendData) ? (r.projectExtendData as unknown[]) : [];
  const sap = extend.find((e): e is { code: string; value: unknown } => !!e && typeof e === "object" && (e as { code?: unknown }).code === "SAP_CODE");
  return {
    id,
    name,
    fullId: text(r.fullId) || id,
    fullName: text(r.fullName) || name,
    type: text(r.type),
    status: typeof r.status === "string" && r.status !== "" ? r.status : null,
    sapCode: sap && typeof sap.value === "string" && sap.value !== "" ? sap.value : null,
    userFocus: r.userFocus === true,
  };
}

/**
 * The projects below an org (the tenant's root when orgId is null), bookmarked first:
 * POST org-permission/v4/projects/list-page-child-project, page by page up to `maxProjects`.
 */
export async function listProjects(orgId: string | null, options: { signal?: AbortSignal; maxProjects?: number } = {}): Promise<ProjectList> {
  const max = Math.max(1, options.maxProjects ?? PAGE_SIZE);
  const projects: Project[] = [];
  let total = 0;
  for (let pageIndex = 1; projects.length < max; pageIndex += 1) {
    const page = await callPlatform<{ records?: unknown; recordTotal?: unknown }>("org-permission/v4/projects/list-page-child-project", {
      method: "POST",
      signal: options.signal,
      body: { ...(orgId ? { orgId } : {}), pageIndex, pageSize: Math.min(PAGE_SIZE, max), includeOrgInfo: false },
    });
    const records = Array.isArray(page?.records) ? page.records : [];
    total = typeof page?.recordTotal === "number" ? page.recordTotal : projects.length + records.length;
    for (const record of records) {
      const project = readProject(record);
      if (project && projects.length < max) projects.push(project);
    }
    if (records.length < Math.min(PAGE_SIZE, max) || projects.length >= total) break;
  }
  return { projects, total: Math.max(total, projects.length) };
}

/** An org by id (GET org-permission/v4/orgs/{id}) as a Project-shaped node; null when unreadable. */
export async function readOrg(orgId: string, signal?: AbortSignal): Promise<Project | null> {
  return readProject(await callPlatform<unknown>(`org-permission/v4/orgs/${encodeURIComponent(orgId)}`, { signal }));
}

/** The org types that are projects (platform/routes/org-nodes.ts PROJECT_TYPE_LIST). */
export const PROJECT_TYPES: readonly string[] = ["general-project", "mixing-station"];

/**
 * Project status labels in the locale, by code (dictionary pmpp.xmztdict). A failed call gives
 * an empty map: the apps then show the codes.
 */
export async function projectStatusLabels(locale: AppLocale, signal?: AbortSignal): Promise<Map<string, string>> {
  try {
    const items = await callPlatform<unknown>("general-dictionary/v4/dict-items/list-by-dict-full-code?dictFullCode=pmpp.xmztdict", {
      signal,
      headers: { "x-product-code": "pmpp", "accept-language": locale },
    });
    const labels = new Map<string, string>();
    if (!Array.isArray(items)) return labels;
    for (const item of items as Record<string, unknown>[]) {
      const code = text(item?.code);
      const label = text(item?.[`xmzt_${locale}`]) || text(item?.xmzt);
      if (code && label) labels.set(code, label);
    }
    return labels;
  } catch (error) {
    if (signal?.aborted) throw error;
    return new Map();
  }
}
