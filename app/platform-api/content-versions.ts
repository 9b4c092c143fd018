import { apiGet, apiSend } from "#app/platform-api/client";
import type { AnnouncementRecord, AnnouncementWrite } from "#app/platform-api/announcements";
import type { EntryFieldError, EntryKind, EntryRecord } from "#app/platform-api/entries-admin";

/**
 * Drafts, publish, versions and rollback of entry lists and announcements (ADR 057) as the
 * browser calls them, through the BFF; the one place these paths are written on the client
 * (ADR 019). Used by the tenant admin console only.
 */

/** One version as the platform answers it (the tenant config's shape, ADR 020). */
export interface ContentVersion {
  version: number;
  action: "publish" | "rollback" | "import";
  actorAccount: string;
  at: string;
  summary: string[];
  basedOn: number;
  restoredFrom: number | null;
}

export interface ContentVersionPage {
  records: ContentVersion[];
  recordTotal: number;
  totalPage: number;
  publishedVersion: number;
}

export interface ContentDraft<V> {
  value: V;
  basedOn: number;
  updatedAt: string;
  errors: EntryFieldError[];
}

/** An entry of a list draft: an entry of the list (its id) with its fields, or a new one (no id). */
export type EntryDraftItem<K extends EntryKind = EntryKind> = Omit<EntryRecord<K>, "id" | "name"> & { id?: string; name?: string };

const ENTRIES = (kind: EntryKind) => `workbench/v4/admin/entries/${kind}`;
const ANNOUNCEMENTS = "message/v4/announcements";
const ifMatch = (version: number): RequestInit => ({ headers: { "if-match": `"${version}"` } });

export function entryDraft<K extends EntryKind>(kind: K): Promise<ContentDraft<EntryDraftItem<K>[]> | null> {
  return apiGet<ContentDraft<EntryDraftItem<K>[]> | null>(`${ENTRIES(kind)}/draft`);
}

export function saveEntryDraft<K extends EntryKind>(kind: K, value: readonly EntryDraftItem<K>[], basedOn: number): Promise<ContentDraft<EntryDraftItem<K>[]>> {
  return apiSend("PUT", `${ENTRIES(kind)}/draft`, { value, basedOn });
}

export async function dropEntryDraft(kind: EntryKind): Promise<void> {
  await apiSend<boolean>("DELETE", `${ENTRIES(kind)}/draft`);
}

/** Publishes the admin's draft of the list made on `basedOn` (412 when someone published meanwhile). */
export function publishEntryDraft<K extends EntryKind>(kind: K, basedOn: number): Promise<{ version: number; records: EntryRecord<K>[] }> {
  return apiSend("POST", `${ENTRIES(kind)}/publish`, undefined, ifMatch(basedOn));
}

export function entryVersions(kind: EntryKind, pageIndex = 1, pageSize = 10): Promise<ContentVersionPage> {
  return apiGet(`${ENTRIES(kind)}/versions?pageIndex=${pageIndex}&pageSize=${pageSize}`);
}

export function entryVersion<K extends EntryKind>(kind: K, version: number): Promise<ContentVersion & { value: EntryRecord<K>[] }> {
  return apiGet(`${ENTRIES(kind)}/versions/${version}`);
}

export function rollbackEntries<K extends EntryKind>(kind: K, version: number, published: number): Promise<{ version: number; records: EntryRecord<K>[] }> {
  return apiSend("POST", `${ENTRIES(kind)}/rollback`, { version }, ifMatch(published));
}

/** The draft of an announcement (its id), or of a new one (`new`). */
export function announcementDraft(key: string): Promise<ContentDraft<AnnouncementWrite> | null> {
  return apiGet(`${ANNOUNCEMENTS}/${encodeURIComponent(key)}/draft`);
}

export function saveAnnouncementDraft(key: string, value: AnnouncementWrite, basedOn: number): Promise<ContentDraft<AnnouncementWrite>> {
  return apiSend("PUT", `${ANNOUNCEMENTS}/${encodeURIComponent(key)}/draft`, { value, basedOn });
}

export async function dropAnnouncementDraft(key: string): Promise<void> {
  await apiSend<boolean>("DELETE", `${ANNOUNCEMENTS}/${encodeURIComponent(key)}/draft`);
}

/** Publishes the admin's draft: posts it (`new`) or changes the announcement (412 when someone published meanwhile). */
export function publishAnnouncementDraft(key: string, basedOn: number): Promise<AnnouncementRecord> {
  return apiSend("POST", `${ANNOUNCEMENTS}/${encodeURIComponent(key)}/publish`, undefined, key === "new" ? {} : ifMatch(basedOn));
}

export function announcementVersions(id: string, pageIndex = 1, pageSize = 10): Promise<ContentVersionPage> {
  return apiGet(`${ANNOUNCEMENTS}/${encodeURIComponent(id)}/versions?pageIndex=${pageIndex}&pageSize=${pageSize}`);
}

export function rollbackAnnouncement(id: string, version: number, published: number): Promise<AnnouncementRecord> {
  return apiSend("POST", `${ANNOUNCEMENTS}/${encodeURIComponent(id)}/rollback`, { version }, ifMatch(published));
}

/** Sends the announcement as written to the signed-in admin alone (a message of their message centre). */
export function sendAnnouncementToMe(body: AnnouncementWrite): Promise<{ messageId: string }> {
  return apiSend("POST", `${ANNOUNCEMENTS}/send-to-me`, body);
}
