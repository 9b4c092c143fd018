import { apiGet, ApiError, apiSend } from "#app/platform-api/client";
import { RECENT_VISITS_REQUEST_NUM } from "#app/kit/constants";
import type { CollectedMenu } from "#app/features/collections/collections.rules";
import { readRecentVisit, type RecentVisit } from "#app/features/recent-visits/recent-visits.rules";
import type { BulletinItem } from "#app/types/generated/bulletin-item";
import type { Entry } from "#app/types/generated/entry";
import type { WorkbenchConfig } from "#app/types/generated/workbench-config";
import { readBulletin, readEntry, readWorkbenchConfig } from "./workbench-answers";

/**
 * The workbench service of SPEC §7 Product and workbench as the browser calls it, through the
 * BFF: the home page and workbench reads, the header's and side toolbar's entries, dashboards
 * and portal config, the collected menus, recent visits, the identity change and the session's
 * custom info. The one place its paths are written on the client (ADR 019).
 */

/** A recent visit as the platform lists it: the SPEC §3 fields plus when it happened. */
export interface RecentVisitItem extends RecentVisit {
  visitTime: string | null;
}

/**
 * What the home page and the workbench read from the platform (SPEC §7 Product and
 * workbench). An interface so stories can stand in for the platform. The collected menus
 * are the collections store's (app/features/collections/collections.store.ts), shared with the sidebar and header.
 */
export interface WorkbenchApi {
  /** GET workbench/v4/user-widgets/workbench-config (by orgId). */
  workbenchConfig(orgId: string | null): Promise<WorkbenchConfig>;
  /** GET workbench/v4/portal-menus/project-bulletin-board?orgId: the org's notices and those above it. */
  bulletins(orgId: string): Promise<BulletinItem[]>;
  /** GET workbench/v4/portal-menus/quick-Entrances/{id}/list, or the current ones without a group. */
  quickEntries(groupId: string | null): Promise<Entry[]>;
  /** GET workbench/v4/user-recent-visits/list?num=12: newest first. */
  recentVisits(): Promise<RecentVisitItem[]>;
}

/** An answer that is not what the schema says: the section shows an error, never a crash. */
function unreadable(piece: string): ApiError {
  return new ApiError(200, "invalid-answer", `The platform's ${piece} could not be read`);
}

/** The items of a list answer that `read` accepts; anything that is not a list is an error. */
function validItems<T>(data: unknown, read: (item: unknown) => T | null, piece: string): T[] {
  if (!Array.isArray(data)) throw unreadable(piece);
  return data.flatMap((item) => read(item) ?? []);
}

const GROUP_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** GET workbench/v4/user-widgets/workbench-config: what the org's workbench holds (SPEC §3). */
export function workbenchConfigPath(orgId: string | null): string {
  return `workbench/v4/user-widgets/workbench-config${orgId ? `?orgId=${encodeURIComponent(orgId)}` : ""}`;
}

/** The quick entries of a group (SPEC §7 quick-Entrances/{id}/list), or the current ones without a (well-formed) group. */
export function quickEntriesPath(groupId: string | null): string {
  return groupId && GROUP_ID.test(groupId) ? `workbench/v4/portal-menus/quick-Entrances/${groupId}/list` : CURRENT_QUICK_ENTRIES_PATH;
}

/** The readable quick entries of an answer (a malformed entry is left out); throws when the answer is not a list. */
export function readQuickEntries(data: unknown): Entry[] {
  return validItems(data, (item) => readEntry(item), "quick entries");
}

/** The workbench config of an answer; throws when it cannot be read. */
export function readWorkbenchConfigAnswer(data: unknown): WorkbenchConfig {
  const config = readWorkbenchConfig(data);
  if (!config) throw unreadable("workbench config");
  return config;
}

/** GET workbench/v4/portal-menus/project-bulletin-board?orgId: the org's notices and those above it (SPEC §7). */
export function bulletinsPath(orgId: string): string {
  return `workbench/v4/portal-menus/project-bulletin-board?orgId=${encodeURIComponent(orgId)}`;
}

/** The readable notices of a bulletin board answer (a malformed one is left out); throws when the answer is not a list. */
export function readBulletinsAnswer(data: unknown): BulletinItem[] {
  return validItems(data, readBulletin, "bulletin board");
}

/** GET workbench/v4/user-recent-visits/list?num=12 (SPEC §7, §9). */
export const RECENT_VISITS_PATH = `workbench/v4/user-recent-visits/list?num=${RECENT_VISITS_REQUEST_NUM}`;

/** The readable visits of a recent-visits answer, newest first; throws when the answer is not a list. */
export function readRecentVisitsAnswer(data: unknown): RecentVisitItem[] {
  if (!Array.isArray(data)) throw unreadable("recent visits");
  return data.flatMap((item) => {
    const visit = readRecentVisit(item);
    if (!visit) return [];
    const time = (item as { visitTime?: unknown }).visitTime;
    return [{ ...visit, visitTime: typeof time === "string" ? time : null }];
  });
}

/** GET workbench/v4/portal-menus/quick-Entrances/current: the quick entries without a group (the header's too). */
export const CURRENT_QUICK_ENTRIES_PATH = "workbench/v4/portal-menus/quick-Entrances/current";

/** GET workbench/v4/portal-menus/tenant-auth-entrance-tree: the tenant's extend entries. */
export const TENANT_ENTRANCE_TREE_PATH = "workbench/v4/portal-menus/tenant-auth-entrance-tree";

/** GET workbench/v4/portal-param-values/portal-config: the tenant's portal config (the side entries). */
export const PORTAL_CONFIG_PATH = "workbench/v4/portal-param-values/portal-config";

/** GET workbench/v4/dashboards/list?orgId: the dashboards of the org. */
export function dashboardsPath(orgId: string): string {
  return `workbench/v4/dashboards/list?orgId=${encodeURIComponent(orgId)}`;
}

/** GET workbench/v4/user-collections: the user's collected menus in the current tenant. */
export const USER_COLLECTIONS_PATH = "workbench/v4/user-collections";

/** GET workbench/v4/user-collections; the answer is read by the collections store. */
export function userCollections(): Promise<unknown> {
  return apiGet<unknown>(USER_COLLECTIONS_PATH);
}

/** POST workbench/v4/user-collections: collects one menu; answers the stored entry (the one there already when it was collected). */
export function addUserCollection(entry: CollectedMenu): Promise<unknown> {
  return apiSend<unknown>("POST", USER_COLLECTIONS_PATH, entry);
}

/** DELETE workbench/v4/user-collections/{id}: uncollects one entry (404 when it is gone already). */
export function removeUserCollection(id: string): Promise<unknown> {
  return apiSend<unknown>("DELETE", `${USER_COLLECTIONS_PATH}/${encodeURIComponent(id)}`);
}

/** POST workbench/v4/user-recent-visits: one visit of a menu page. */
export function recordRecentVisit(visit: RecentVisit): Promise<unknown> {
  return apiSend<unknown>("POST", "workbench/v4/user-recent-visits", visit);
}

/** PUT workbench/v4/identity/change-identity?identityCode (SPEC §4 Identity switch). */
export function changeIdentity(identityCode: string): Promise<unknown> {
  return apiSend<unknown>("PUT", `workbench/v4/identity/change-identity?identityCode=${encodeURIComponent(identityCode)}`);
}

/** What PUT workbench/v4/ti-run/update-custom-info is sent: the user's details and the current org's full name. */
export interface CustomInfo {
  accountName: string;
  orgFullName: string;
  username?: string;
  mobile?: string;
}

/** PUT workbench/v4/ti-run/update-custom-info. */
export function updateCustomInfo(info: CustomInfo): Promise<unknown> {
  return apiSend<unknown>("PUT", "workbench/v4/ti-run/update-custom-info", info);
}

/** The workbench API over the BFF (app/platform-api/client.ts). */
export const platformWorkbenchApi: WorkbenchApi = {
  async workbenchConfig(orgId) {
    return readWorkbenchConfigAnswer(await apiGet<unknown>(workbenchConfigPath(orgId)));
  },
  async bulletins(orgId) {
    return readBulletinsAnswer(await apiGet<unknown>(bulletinsPath(orgId)));
  },
  async quickEntries(groupId) {
    return readQuickEntries(await apiGet<unknown>(quickEntriesPath(groupId)));
  },
  async recentVisits() {
    return readRecentVisitsAnswer(await apiGet<unknown>(RECENT_VISITS_PATH));
  },
};
