import { ApiError, apiGet, apiSend } from "#app/platform-api/client";
import type { EntryKind } from "#app/platform-api/entries-admin";
import type { ConfigFieldError, ConfigKind } from "#app/platform-api/tenant-config";
import type { TenantTransfer } from "#app/types/generated/tenant-transfer";

/**
 * Copying a tenant's look and scheduled publish (ADR 059) as the browser calls them, through
 * the BFF: export, check and import of the file (schemas/tenant-transfer.schema.json), and the
 * schedules of tenant config publishes. The one place their paths are written on the client
 * (ADR 019). Used by the tenant admin console only.
 */

const BASE = "param/v4/tenant-config";

/** What the file's format is called, the version this portal reads, and the largest file (the platform's, ADR 059). */
export const TRANSFER_FORMAT = "portal-tenant-look";
export const TRANSFER_FORMAT_VERSION = 1;
export const MAX_TRANSFER_BYTES = 1000 * 1024;

export type TransferDocument = TenantTransfer;

/** Something the import changes from the file to fit this tenant, said before it is confirmed. */
export interface TransferNote {
  path: string;
  message: string;
}

/** Entries of this tenant an import leaves where they are (groups, entries without a link), by list. */
export type KeptEntries = Partial<Record<EntryKind, { id: string; name: string }[]>>;

export interface TransferCheck {
  /** The file fitted to this tenant: what the import writes. */
  document: TransferDocument;
  notes: TransferNote[];
  kept: KeptEntries;
}

export interface TransferImport {
  /** The kinds now the caller's drafts, each on the published version it was made on. */
  drafts: { kind: ConfigKind; basedOn: number }[];
  notes: TransferNote[];
  entries: TransferDocument["entries"];
  kept: KeptEntries;
}

/** A file the platform refused (400), with its faults by field. */
export class InvalidTransfer extends Error {
  override readonly name = "InvalidTransfer";
  constructor(
    message: string,
    readonly errors: ConfigFieldError[],
  ) {
    super(message);
  }
}

function refused(error: unknown): never {
  if (error instanceof ApiError && error.status === 400) {
    const errors = (error.data as { errors?: unknown } | null)?.errors;
    throw new InvalidTransfer(error.message, Array.isArray(errors) ? errors.filter((e): e is ConfigFieldError => typeof e?.path === "string" && typeof e?.message === "string") : []);
  }
  throw error;
}

/** GET param/v4/tenant-config/transfer/export: the current tenant's look as one document. */
export function exportTransfer(): Promise<TransferDocument> {
  return apiGet<TransferDocument>(`${BASE}/transfer/export`);
}

/** POST param/v4/tenant-config/transfer/check: what importing the file would do here; InvalidTransfer for a wrong one. */
export function checkTransfer(document: unknown): Promise<TransferCheck> {
  return apiSend<TransferCheck>("POST", `${BASE}/transfer/check`, document).catch(refused);
}

/** POST param/v4/tenant-config/transfer/import: the file as the caller's drafts (nothing is published). */
export function importTransfer(document: unknown): Promise<TransferImport> {
  return apiSend<TransferImport>("POST", `${BASE}/transfer/import`, document).catch(refused);
}

export type ScheduleStatus = "pending" | "publishing" | "published" | "failed" | "cancelled";
export type ScheduleFailure = "stale" | "invalid" | "interrupted" | "error";

/** One scheduled publish. */
export interface ScheduleRecord {
  id: string;
  kind: ConfigKind;
  runAt: string;
  status: ScheduleStatus;
  basedOn: number;
  reasonCode: ScheduleFailure | null;
  reason: string | null;
  version: number | null;
  actorAccount: string;
  createdAt: string;
  doneAt: string | null;
}

/** POST param/v4/tenant-config/{kind}/schedule: the caller's draft (or `fields` of it) to be published at `runAt`. */
export function scheduleConfig(kind: ConfigKind, basedOn: number, runAt: string, fields?: readonly string[]): Promise<ScheduleRecord & { unpublished: string[] }> {
  return apiSend<ScheduleRecord & { unpublished: string[] }>("POST", `${BASE}/${encodeURIComponent(kind)}/schedule`, fields ? { basedOn, runAt, fields } : { basedOn, runAt });
}

/** GET param/v4/tenant-config/schedules: pending schedules, soonest first, then the last finished ones. */
export async function configSchedules(): Promise<ScheduleRecord[]> {
  return (await apiGet<{ records: ScheduleRecord[] }>(`${BASE}/schedules`)).records;
}

/** DELETE param/v4/tenant-config/schedules/{id}: cancels a pending schedule. */
export function cancelSchedule(id: string): Promise<ScheduleRecord> {
  return apiSend<ScheduleRecord>("DELETE", `${BASE}/schedules/${encodeURIComponent(id)}`);
}
