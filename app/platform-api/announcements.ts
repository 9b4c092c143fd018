import { apiGet, apiSend } from "#app/platform-api/client";
import type { Announcement } from "#app/types/generated/announcement";

/**
 * The announcements of the tenant admin console as the browser calls them, through the BFF
 * (ADR 024, platform/README.md "Announcements"): a page of them, post, change (If-Match),
 * withdraw and delete. The one place these paths are written on the client (ADR 019).
 */

const BASE = "message/v4/announcements";

/** An announcement as the platform answers it: every read-only field is there. */
export type AnnouncementRecord = Required<Pick<Announcement, "id" | "version" | "status" | "publisher" | "createdAt" | "updatedAt">> &
  Omit<Announcement, "id" | "version" | "status" | "publisher" | "createdAt" | "updatedAt"> & { orgId: string | null; publishUntil: string | null };

/** What a post or a change sends: the writable fields. */
export type AnnouncementWrite = Pick<Announcement, "kind" | "level" | "orgId" | "titleAllLang" | "contentAllLang" | "publishFrom" | "publishUntil">;

export interface AnnouncementPage {
  records: AnnouncementRecord[];
  recordTotal: number;
  totalPage: number;
}

export interface AnnouncementFilter {
  kind?: "bulletin" | "alert";
  status?: "scheduled" | "live" | "ended" | "withdrawn";
}

const ifMatch = (version: number): RequestInit => ({ headers: { "if-match": `"${version}"` } });
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** GET message/v4/announcements: one page, newest start first. */
export function listAnnouncements(pageIndex: number, pageSize: number, filter: AnnouncementFilter = {}): Promise<AnnouncementPage> {
  const query = new URLSearchParams({ pageIndex: String(pageIndex), pageSize: String(pageSize) });
  if (filter.kind) query.set("kind", filter.kind);
  if (filter.status) query.set("status", filter.status);
  return apiGet<AnnouncementPage>(`${BASE}?${query}`);
}

/** POST message/v4/announcements. A refused body is an ApiError whose data holds `{ errors: [{ path, message }] }`. */
export function postAnnouncement(body: AnnouncementWrite): Promise<AnnouncementRecord> {
  return apiSend<AnnouncementRecord>("POST", BASE, body);
}

/** PUT message/v4/announcements/{id} at `version` (412 when someone changed it meanwhile). */
export function changeAnnouncement(id: string, version: number, body: AnnouncementWrite): Promise<AnnouncementRecord> {
  return apiSend<AnnouncementRecord>("PUT", one(id), body, ifMatch(version));
}

/** POST message/v4/announcements/{id}/withdraw at `version`: taken down for everyone at once. */
export function withdrawAnnouncement(id: string, version: number): Promise<AnnouncementRecord> {
  return apiSend<AnnouncementRecord>("POST", `${one(id)}/withdraw`, undefined, ifMatch(version));
}

/** DELETE message/v4/announcements/{id} at `version`. */
export async function deleteAnnouncement(id: string, version: number): Promise<void> {
  await apiSend<boolean>("DELETE", one(id), undefined, ifMatch(version));
}
