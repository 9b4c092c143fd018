import { http } from "msw";
import type { OrgNode } from "#app/types/generated/org-node";
import { ALL_ORGS, ORG_CHILDREN, ORG_ROOT, PROJECTS } from "./fixtures/orgs";
import { API, fail, ok } from "./envelope";

/** Bookmarks set through project-focus, so a reload shows them. */
export const focusCalls: { id: string; status: string }[] = [];

function page<T>(records: T[], pageIndex: number, pageSize: number) {
  const start = (pageIndex - 1) * pageSize;
  return { records: records.slice(start, start + pageSize), recordTotal: records.length, totalPage: Math.ceil(records.length / pageSize) };
}

/** org-permission: the org tree, child loading, search, projects and bookmarks (SPEC §7 Org). */
export const orgPermissionHandlers = [
  http.post(`${API}/org-permission/v4/orgs/auth-tree`, () => ok([ORG_ROOT])),
  http.post(`${API}/org-permission/v4/orgs/list-auth-descendant-by-org-ids`, async ({ request }) => {
    const body = (await request.json()) as { ids?: unknown };
    if (!Array.isArray(body.ids)) return fail(400, "400", "ids is required");
    const map: Record<string, OrgNode[]> = {};
    for (const id of body.ids) map[String(id)] = ORG_CHILDREN[String(id)] ?? [];
    return ok(map);
  }),
  http.post(`${API}/org-permission/v4/orgs/search`, async ({ request }) => {
    const body = (await request.json()) as { keyword?: string; pageIndex?: number; pageSize?: number };
    const keyword = (body.keyword ?? "").toLowerCase();
    const hits = ALL_ORGS.filter((o) => o.name.toLowerCase().includes(keyword));
    return ok(page(hits, body.pageIndex ?? 1, body.pageSize ?? 50));
  }),
  http.post(`${API}/org-permission/v4/projects/list-page-child-project`, async ({ request }) => {
    const body = (await request.json()) as { keyword?: string; status?: string[]; pageIndex?: number; pageSize?: number };
    const keyword = (body.keyword ?? "").toLowerCase();
    const hits = PROJECTS.filter((p) => p.name.toLowerCase().includes(keyword)).map((p) => ({
      ...p,
      userFocus: focusCalls.filter((c) => c.id === p.id).at(-1)?.status === "1" || (p.userFocus === true && !focusCalls.some((c) => c.id === p.id)),
    }));
    return ok(page(hits, body.pageIndex ?? 1, body.pageSize ?? 50));
  }),
  http.post(`${API}/org-permission/v4/projects/child-project-tree`, () =>
    ok(PROJECTS.slice(0, 1).map((p) => ({ ...p, parentProjectFlag: true, childProjects: PROJECTS.slice(1) }))),
  ),
  http.put(`${API}/org-permission/v4/project-focus/:id/status/:status`, ({ params, request }) => {
    if (request.headers.get("x-portal-request") !== "1") return fail(403, "403", "Cross-site request refused");
    focusCalls.push({ id: String(params.id), status: String(params.status) });
    return ok(null);
  }),
];
