import { http, HttpResponse } from "msw";
import { ENTRY_KINDS, type EntryKind } from "#app/platform-api/entries-admin";
import { CONFIG_KINDS, type ConfigKind } from "#app/platform-api/tenant-config";
import type { KeptEntries, TransferDocument } from "#app/platform-api/tenant-transfer";
import type { EntriesSeed } from "./entries-admin";
import { API } from "./envelope";

/**
 * The export, check and import calls of a tenant's look (ADR 059) as the platform answers them,
 * for component tests and stories: the export is `exported`; a check or an import of a file of
 * another format version answers the platform's 400; any other file is taken as it is, with
 * `kept` as the entries an import leaves.
 */

export interface TransferFake {
  exported: TransferDocument;
  kept?: KeptEntries;
  /** The kinds an import makes drafts of (default: every kind). */
  drafts?: ConfigKind[];
}

const ok = (data: unknown, status = 200) => HttpResponse.json({ success: true, data }, { status });
const refused = (errors: { path: string; message: string }[]) => HttpResponse.json({ success: false, data: { errors }, errorCode: "400", errorMsg: `Invalid: ${errors[0]!.path}: ${errors[0]!.message}` }, { status: 400 });

function faults(body: unknown): { path: string; message: string }[] {
  const doc = body as { format?: unknown; formatVersion?: unknown } | null;
  if (doc?.format !== "portal-tenant-look") return [{ path: "format", message: "must be portal-tenant-look: the file is not an export of a tenant's look" }];
  if (doc.formatVersion !== 1) return [{ path: "formatVersion", message: `must be 1` }];
  return [];
}

export function transferHandlers(fake: TransferFake) {
  return [
    http.get(`${API}/param/v4/tenant-config/transfer/export`, () => ok(fake.exported)),
    http.post(`${API}/param/v4/tenant-config/transfer/check`, async ({ request }) => {
      const body = (await request.json()) as TransferDocument;
      const errors = faults(body);
      return errors.length > 0 ? refused(errors) : ok({ document: body, notes: [], kept: fake.kept ?? {} });
    }),
    http.post(`${API}/param/v4/tenant-config/transfer/import`, async ({ request }) => {
      const body = (await request.json()) as TransferDocument;
      const errors = faults(body);
      if (errors.length > 0) return refused(errors);
      return ok({ drafts: (fake.drafts ?? [...CONFIG_KINDS]).map((kind) => ({ kind, basedOn: 1 })), notes: [], entries: body.entries, kept: fake.kept ?? {} });
    }),
  ];
}

/** A tenant's look as its export: the given published values and entry lists as write bodies (no id, plain name or child count; groups left out). */
export function transferDocumentOf(source: { id: string; name: string }, config: Record<ConfigKind, unknown>, entries: EntriesSeed): TransferDocument {
  const bodies = Object.fromEntries(
    ENTRY_KINDS.map((list: EntryKind) => [
      list,
      (entries[list] ?? [])
        .filter((record) => !(record.childCount && record.childCount > 0))
        .map(({ id: _id, name: _name, childCount: _childCount, ...body }) => Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null))),
    ]),
  );
  return {
    format: "portal-tenant-look",
    formatVersion: 1,
    exportedAt: "2026-12-07T06:00:00.000Z",
    source: { tenantId: source.id, tenantName: source.name },
    config,
    entries: bodies,
    images: {},
  } as unknown as TransferDocument;
}
