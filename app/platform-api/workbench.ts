import { apiGet, ApiError } from "#app/platform-api/client";
import { RECENT_VISITS_REQUEST_NUM } from "#app/kit/constants";
import { readRecentVisit, type RecentVisit } from "#app/features/recent-visits/recent-visits.rules";
import type { BulletinItem } from "#app/types/generated/bulletin-item";
import type { Entry } from "#app/types/generated/entry";
import type { WorkbenchConfig } from "#app/types/generated/workbench-config";
import { readBulletin, readEntry, readWorkbenchConfig } from "./workbench-answers";

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

/** The workbench API over the BFF (app/platform-api/client.ts). */
export const platformWorkbenchApi: WorkbenchApi = {
  async workbenchConfig(orgId) {
    const config = readWorkbenchConfig(await apiGet<unknown>(`workbench/v4/user-widgets/workbench-config${orgId ? `?orgId=${encodeURIComponent(orgId)}` : ""}`));
    if (!config) throw unreadable("workbench config");
    return config;
  },
  async bulletins(orgId) {
    const data = await apiGet<unknown>(`workbench/v4/portal-menus/project-bulletin-board?orgId=${encodeURIComponent(orgId)}`);
    return validItems(data, readBulletin, "bulletin board");
  },
  async quickEntries(groupId) {
    const path = groupId && GROUP_ID.test(groupId) ? `workbench/v4/portal-menus/quick-Entrances/${groupId}/list` : "workbench/v4/portal-menus/quick-Entrances/current";
    return validItems(await apiGet<unknown>(path), (item) => readEntry(item), "quick entries");
  },
  async recentVisits() {
    const data = await apiGet<unknown>(`workbench/v4/user-recent-visits/list?num=${RECENT_VISITS_REQUEST_NUM}`);
    if (!Array.isArray(data)) throw unreadable("recent visits");
    return data.flatMap((item) => {
      const visit = readRecentVisit(item);
      if (!visit) return [];
      const time = (item as { visitTime?: unknown }).visitTime;
      return [{ ...visit, visitTime: typeof time === "string" ? time : null }];
    });
  },
};
