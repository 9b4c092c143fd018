import { useEffect, useMemo, useState } from "react";
import { projectStatuses } from "#app/platform-api/general-dictionary";
import { authDescendantsByOrgIds, authTree, childProjectPage, childProjectTree, searchOrgs, setProjectFocus } from "#app/platform-api/org-permission";
import { PROJECT_PAGE_SIZE, SEARCH_RESULT_CAP } from "#app/kit/constants";
import type { OrgNode } from "#app/types/generated/org-node";
import type { ProjectStatus } from "#app/types/generated/project-status";
import { OrgSwitcher, type OrgSwitcherData, type OrgSwitcherProps } from "./OrgSwitcher";

/** The platform calls behind the org switcher (SPEC §7 Org), through the BFF. */
export function orgSwitcherApi(tenantId: string, currentOrgId: string | null): OrgSwitcherData {
  // The roots are asked for once per page (and again after a failure), so the popover opens on data already here.
  let roots: Promise<OrgNode[]> | null = null;
  return {
    loadRoots: () =>
      (roots ??= authTree().catch((error: unknown) => {
        roots = null;
        throw error;
      })),
    loadChildren: (ids) => authDescendantsByOrgIds(ids, tenantId),
    searchOrgs: (keyword) => searchOrgs({ keyword, pageIndex: 1, pageSize: SEARCH_RESULT_CAP }),
    loadProjects: ({ keyword, status, pageIndex }) => childProjectPage({ keyword, status, pageIndex, pageSize: PROJECT_PAGE_SIZE, includeProjectExtendData: true }),
    loadProjectRelations: (keyword) => childProjectTree({ orgId: currentOrgId, keyword, includeExtendData: false, includeOrgInfo: true }),
    onToggleFocus: (node, status) => setProjectFocus(node.id, status),
  };
}

const NO_STATUSES: readonly ProjectStatus[] = [];

type Props = Omit<OrgSwitcherProps, keyof OrgSwitcherData | "projectStatuses"> & { tenantId: string };

/**
 * Wires the org switcher to the platform. The status dictionary is loaded once; the
 * project page starts after it (SPEC §4: on first load of the dictionary the project
 * page is initialised) — a failed dictionary leaves the filter empty.
 */
export function OrgSwitcherContainer({ tenantId, ...rest }: Props) {
  const currentOrgId = rest.current?.id ?? null;
  const api = useMemo(() => orgSwitcherApi(tenantId, currentOrgId), [tenantId, currentOrgId]);
  const [statuses, setStatuses] = useState<ProjectStatus[] | null>(null);
  // Prefetch the roots once the page is up: opening the popover then needs no round trip.
  useEffect(() => {
    api.loadRoots().catch(() => undefined);
  }, [api]);
  useEffect(() => {
    let live = true;
    projectStatuses().then(
      (list) => live && setStatuses(list),
      () => live && setStatuses([]),
    );
    return () => {
      live = false;
    };
  }, []);
  return <OrgSwitcher {...rest} {...api} projectStatuses={statuses ?? NO_STATUSES} />;
}
