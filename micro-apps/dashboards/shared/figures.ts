import type { Project } from "../../shared/projects";

/** Figures the dashboards draw, computed from the org's projects. Pure. */

/** Status colours by the dictionary's codes (pmpp.xmztdict): under construction, completed, stopped, not started. */
export const STATUS_COLORS: Readonly<Record<string, string>> = { "1": "#1677ff", "2": "#52c41a", "3": "#ff4d4f", "4": "#faad14" };
export const NO_STATUS_COLOR = "#bfbfbf";
/** The order statuses are shown in. */
export const STATUS_ORDER = ["1", "4", "3", "2"] as const;

export interface Unit {
  id: string;
  name: string;
}

/**
 * The unit a project counts under: the org one level below the dashboard's org on the
 * project's path (fullId and fullName are "/"-joined paths of the same length); a project
 * right below the org is its own unit. `baseDepth` is the number of segments of the org's path.
 */
export function unitOf(project: Project, baseDepth: number): Unit {
  const ids = project.fullId.split("/");
  const names = project.fullName.split("/");
  const id = ids[baseDepth] ?? project.id;
  const name = names.length === ids.length ? (names[baseDepth] ?? project.name) : id === project.id ? project.name : id;
  return { id, name };
}

/** Counts by status code (null for projects without one), in STATUS_ORDER, then others, then none. */
export function countByStatus(projects: readonly Project[]): { status: string | null; count: number }[] {
  const counts = new Map<string | null, number>();
  for (const p of projects) counts.set(p.status, (counts.get(p.status) ?? 0) + 1);
  const known = STATUS_ORDER.filter((s) => counts.has(s)).map((s) => ({ status: s as string | null, count: counts.get(s) ?? 0 }));
  const others = [...counts.keys()].filter((s): s is string => s !== null && !(STATUS_ORDER as readonly string[]).includes(s)).sort();
  return [...known, ...others.map((s) => ({ status: s as string | null, count: counts.get(s) ?? 0 })), ...(counts.has(null) ? [{ status: null, count: counts.get(null) ?? 0 }] : [])];
}

/** Projects per unit, most first (then by name), each with its counts by status. */
export function countByUnit(projects: readonly Project[], baseDepth: number): { unit: Unit; count: number; byStatus: { status: string | null; count: number }[] }[] {
  const groups = new Map<string, { unit: Unit; projects: Project[] }>();
  for (const p of projects) {
    const unit = unitOf(p, baseDepth);
    const group = groups.get(unit.id) ?? { unit, projects: [] };
    group.projects.push(p);
    groups.set(unit.id, group);
  }
  return [...groups.values()]
    .map((g) => ({ unit: g.unit, count: g.projects.length, byStatus: countByStatus(g.projects) }))
    .sort((a, b) => b.count - a.count || a.unit.name.localeCompare(b.unit.name));
}
