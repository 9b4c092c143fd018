import { ApiError, apiGet, apiSend } from "#app/platform-api/client";
import type { DashboardWrite } from "#app/types/generated/dashboard-write";
import type { HelpUrlWrite } from "#app/types/generated/help-url-write";
import type { PortalEntryWrite } from "#app/types/generated/portal-entry-write";
import type { SideEntryWrite } from "#app/types/generated/side-entry-write";

/**
 * The tenant admin's entry lists (ADR 023) as the browser calls them, through the BFF: quick
 * and extend entries, side entries, dashboards and the tenant's help links; list, create,
 * update, delete and reorder, each write with the list's version as If-Match. The one place
 * their paths are written on the client (ADR 019). Used by the tenant admin console only.
 */

export const ENTRY_KINDS = ["quick-entries", "extend-entries", "side-entries", "dashboards", "help-urls"] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** The body each kind's create and update take (schemas/<kind>-write.schema.json). */
export interface EntryWrites {
  "quick-entries": PortalEntryWrite;
  "extend-entries": PortalEntryWrite;
  "side-entries": SideEntryWrite;
  dashboards: DashboardWrite;
  "help-urls": HelpUrlWrite;
}

/** One entry as the admin calls answer it: the write's fields, its id and plain name (and, for quick and extend entries, how many children it has). */
export type EntryRecord<K extends EntryKind = EntryKind> = EntryWrites[K] & { id: string; name: string; childCount?: number };

export interface EntryList<K extends EntryKind = EntryKind> {
  kind: K;
  version: number;
  records: EntryRecord<K>[];
}

/** One fault of a body, by field path (`url`, `nameAllLang/en`). */
export interface EntryFieldError {
  path: string;
  message: string;
}

/** A write refused because the list changed since it was read (412): reload and make the change again. */
export class EntryListChanged extends Error {
  override readonly name = "EntryListChanged";
}

/** A write refused for its body (400), with the faults by field. */
export class InvalidEntry extends Error {
  override readonly name = "InvalidEntry";
  constructor(
    message: string,
    readonly errors: EntryFieldError[],
  ) {
    super(message);
  }
}

const BASE = "workbench/v4/admin/entries";
const ifMatch = (version: number) => ({ headers: { "if-match": `"${version}"` } });

function faultsOf(data: unknown): EntryFieldError[] {
  const errors = (data as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? errors.filter((e): e is EntryFieldError => typeof e?.path === "string" && typeof e?.message === "string") : [];
}

/** The platform's refusals as the console's errors: 412 → EntryListChanged, 400 → InvalidEntry. */
async function sending<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 412) throw new EntryListChanged(error.message);
    if (error instanceof ApiError && error.status === 400) throw new InvalidEntry(error.message, faultsOf(error.data));
    throw error;
  }
}

/** GET workbench/v4/admin/entries/{kind}: the tenant's list and its version. */
export function entryList<K extends EntryKind>(kind: K): Promise<EntryList<K>> {
  return apiGet<EntryList<K>>(`${BASE}/${kind}`);
}

/** POST workbench/v4/admin/entries/{kind}: adds an entry at the end of the list. */
export function createEntry<K extends EntryKind>(kind: K, version: number, body: EntryWrites[K]): Promise<{ version: number; record: EntryRecord<K> }> {
  return sending(apiSend("POST", `${BASE}/${kind}`, body, ifMatch(version)));
}

/** PUT workbench/v4/admin/entries/{kind}/{id}: replaces an entry's fields. */
export function updateEntry<K extends EntryKind>(kind: K, version: number, id: string, body: EntryWrites[K]): Promise<{ version: number; record: EntryRecord<K> }> {
  return sending(apiSend("PUT", `${BASE}/${kind}/${encodeURIComponent(id)}`, body, ifMatch(version)));
}

/** DELETE workbench/v4/admin/entries/{kind}/{id}. */
export function deleteEntry(kind: EntryKind, version: number, id: string): Promise<{ version: number }> {
  return sending(apiSend("DELETE", `${BASE}/${kind}/${encodeURIComponent(id)}`, undefined, ifMatch(version)));
}

/** PUT workbench/v4/admin/entries/{kind}/order: every id of the list once, in the new order. */
export function reorderEntries<K extends EntryKind>(kind: K, version: number, ids: readonly string[]): Promise<{ version: number; records: EntryRecord<K>[] }> {
  return sending(apiSend("PUT", `${BASE}/${kind}/order`, { ids }, ifMatch(version)));
}
