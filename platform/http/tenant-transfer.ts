import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { ENTRY_KINDS, type EntryRecord } from "../routes/entries-admin-kinds.ts";
import { checkDimensions, IMAGE_URL_BASE, MAX_IMAGE_BYTES } from "../routes/images.ts";
import { watermarkExists } from "../routes/watermarks.ts";
import { CONFIG_KINDS, publishedConfig, writeErrors } from "./config-versions.ts";
import { ApiError, type FieldError } from "./envelope.ts";
import { sniffImage } from "./image-sniff.ts";
import { schemaFieldErrors } from "./schema-validation.ts";

/**
 * A tenant's look as one file (ADR 059, schemas/tenant-transfer.schema.json): its published
 * branding, scene params, layout override and entry lists, with the images uploaded to it
 * embedded as data URIs. Exported from one tenant, checked and adapted for another, where it
 * becomes the admin's drafts (never the live config).
 */

export const TRANSFER_FORMAT = "portal-tenant-look";
export const TRANSFER_FORMAT_VERSION = 1;
/** The largest file: what one call to the platform may carry (1 MiB) less room for the call itself. */
export const MAX_TRANSFER_BYTES = 1000 * 1024;
const SCHEMA_FILE = "tenant-transfer.schema.json";
const IMAGE_PATH = new RegExp(`^${IMAGE_URL_BASE.replace(/\//g, "\\/")}\\/([0-9a-f]{64})$`);

export type TransferConfigKind = (typeof CONFIG_KINDS)[number]["kind"];
export type TransferEntryList = "quick-entries" | "extend-entries" | "side-entries" | "dashboards" | "help-urls";

export interface TransferDocument {
  format: typeof TRANSFER_FORMAT;
  formatVersion: number;
  exportedAt: string;
  source: { tenantId: string; tenantName: string };
  config: Record<TransferConfigKind, unknown>;
  entries: Record<TransferEntryList, Record<string, unknown>[]>;
  images: Record<string, string>;
}

/** What an import changes from the file to fit the tenant, said before it is confirmed. */
export interface TransferNote {
  path: string;
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Every string of a value (deep), for the image references. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) value.forEach((item) => strings(item, out));
  else if (isRecord(value)) Object.values(value).forEach((item) => strings(item, out));
  return out;
}

/** The ids of the uploaded images a value refers to (/api/file/v4/images/{id}). */
export function imageIds(value: unknown): string[] {
  return [...new Set(strings(value).flatMap((text) => IMAGE_PATH.exec(text)?.[1] ?? []))];
}

/** An entry as its list's write call takes it: the record without its id, plain name and counts. */
function writeBody(list: TransferEntryList, record: EntryRecord): Record<string, unknown> {
  const fields: Record<TransferEntryList, readonly string[]> = {
    "quick-entries": ["code", "nameAllLang", "url", "openType", "thumbnailType", "iconClass", "imageUrl", "textColor", "textHoverColor", "showName"],
    "extend-entries": ["code", "nameAllLang", "url", "openType", "thumbnailType", "iconClass", "imageUrl", "textColor", "textHoverColor", "showName"],
    "side-entries": ["nameAllLang", "iconClass", "linkType", "source", "contentUrl", "openType"],
    dashboards: ["nameAllLang", "icon", "contentUrl", "orgId"],
    "help-urls": ["nameAllLang", "url", "productCode", "integrateType"],
  };
  // A null orgId (the whole tenant) is left out: the write schema takes an id or nothing.
  return Object.fromEntries(fields[list].filter((field) => record[field] !== undefined && record[field] !== null).map((field) => [field, record[field]]));
}

/** A list's entries split into those its admin calls write (with their bodies) and the others (kept by an import). */
export interface EntryListSplit {
  writable: { id: string; body: Record<string, unknown> }[];
  /** Groups of entries and entries without a link (a popover): the admin calls cannot write them (ADR 023). */
  kept: { id: string; name: string }[];
}

/** Each entry list of the tenant, split into what the admin calls write and what they cannot. */
export async function entryLists(db: Kysely<Database>, tenantId: string): Promise<Record<TransferEntryList, EntryListSplit>> {
  const lists = {} as Record<TransferEntryList, EntryListSplit>;
  for (const kind of ENTRY_KINDS) {
    const list = kind.path as TransferEntryList;
    const split: EntryListSplit = { writable: [], kept: [] };
    for (const record of await kind.records(db, tenantId)) {
      const body = writeBody(list, record);
      const group = typeof record["childCount"] === "number" && record["childCount"] > 0;
      if (!group && schemaFieldErrors(kind.schema, body).length === 0) split.writable.push({ id: record.id, body });
      else split.kept.push({ id: record.id, name: record.name });
    }
    lists[list] = split;
  }
  return lists;
}

/**
 * The tenant's look as a file (ADR 059): each kind's published value (the defaults where
 * nothing is published), each entry list in order, and the images they refer to as data URIs.
 * 413 when the images make the file larger than MAX_TRANSFER_BYTES, naming them.
 */
export async function exportTransfer(db: Kysely<Database>, tenantId: string, now = new Date()): Promise<TransferDocument> {
  const tenant = await db.selectFrom("tenants").select(["id", "name"]).where("id", "=", tenantId).executeTakeFirstOrThrow();
  const config = {} as Record<TransferConfigKind, unknown>;
  for (const spec of CONFIG_KINDS) config[spec.kind] = (await publishedConfig(db, tenantId, spec)).value ?? null;
  const entries = {} as Record<TransferEntryList, Record<string, unknown>[]>;
  for (const [list, split] of Object.entries(await entryLists(db, tenantId))) entries[list as TransferEntryList] = split.writable.map((entry) => entry.body);
  const images: Record<string, string> = {};
  for (const id of imageIds({ config, entries })) {
    const file = await db.selectFrom("uploaded_files").select(["content_type", "bytes"]).where("id", "=", id).limit(1).executeTakeFirst();
    // An image this platform no longer has stays a reference; the import says so.
    if (file) images[id] = `data:${file.content_type};base64,${Buffer.from(file.bytes).toString("base64")}`;
  }
  const document: TransferDocument = {
    format: TRANSFER_FORMAT,
    formatVersion: TRANSFER_FORMAT_VERSION,
    exportedAt: now.toISOString(),
    source: { tenantId: tenant.id, tenantName: tenant.name },
    config,
    entries,
    images,
  };
  const size = Buffer.byteLength(JSON.stringify(document));
  if (size > MAX_TRANSFER_BYTES) {
    const kib = (bytes: number) => Math.ceil(bytes / 1024);
    const largest = Object.entries(images)
      .sort((a, b) => b[1].length - a[1].length)
      .slice(0, 3)
      .map(([id, uri]) => `${IMAGE_URL_BASE}/${id} (${kib(uri.length)} KiB)`);
    throw new ApiError(413, `The export would be ${kib(size)} KiB, more than the ${kib(MAX_TRANSFER_BYTES)} KiB a file may hold: its images are too large together (${largest.join(", ")}); use smaller images and export again`, "413", { size, limit: MAX_TRANSFER_BYTES });
  }
  return document;
}

/** The bytes of a data URI of the file, or null when it is not one. */
function dataUriBytes(uri: string): Buffer | null {
  const match = /^data:image\/(?:png|jpeg|gif|webp);base64,([A-Za-z0-9+/]+={0,2})$/.exec(uri);
  return match ? Buffer.from(match[1]!, "base64") : null;
}

/**
 * The faults of a file as a document of the format (ADR 059): a wrong format or a later version
 * first (nothing else is read then), then its schema's, then each config kind's own write checks
 * (registered layout components), then each embedded image: its bytes must be an image
 * (PNG, JPEG, GIF or WebP, no SVG), at most 512 KiB and the id the SHA-256 of them.
 */
export function transferErrors(document: unknown): FieldError[] {
  if (!isRecord(document)) return [{ path: "", message: "must be a JSON object: the file is not an export of a tenant's look" }];
  if (document["format"] !== TRANSFER_FORMAT) return [{ path: "format", message: `must be ${TRANSFER_FORMAT}: the file is not an export of a tenant's look` }];
  const version = document["formatVersion"];
  if (typeof version === "number" && Number.isInteger(version) && version > TRANSFER_FORMAT_VERSION) {
    return [{ path: "formatVersion", message: `is ${version}, a later version of the format than this portal reads (${TRANSFER_FORMAT_VERSION}): import it into a portal of the same release or later` }];
  }
  const schema = schemaFieldErrors(SCHEMA_FILE, document);
  if (schema.length > 0) return schema;
  const doc = document as unknown as TransferDocument;
  const errors: FieldError[] = [];
  for (const spec of CONFIG_KINDS) {
    for (const error of writeErrors(spec, doc.config[spec.kind])) errors.push({ path: `config/${spec.kind}${error.path ? `/${error.path.replace(/^\//, "")}` : ""}`, message: error.message });
  }
  for (const [id, uri] of Object.entries(doc.images)) {
    const path = `images/${id}`;
    const bytes = dataUriBytes(uri);
    if (!bytes || bytes.length === 0) {
      errors.push({ path, message: "must be a base64 data URI of an image" });
      continue;
    }
    if (bytes.length > MAX_IMAGE_BYTES) {
      errors.push({ path, message: `is ${Math.ceil(bytes.length / 1024)} KiB; an image may be at most ${MAX_IMAGE_BYTES / 1024} KiB` });
      continue;
    }
    const sniffed = sniffImage(bytes);
    if (!sniffed.ok) {
      errors.push({ path, message: sniffed.reason === "svg" ? "is an SVG image, which is refused (an SVG can carry script)" : "is not a PNG, JPEG, GIF or WebP image" });
      continue;
    }
    try {
      checkDimensions(bytes, sniffed.contentType);
    } catch (error) {
      errors.push({ path, message: error instanceof Error ? error.message : String(error) });
      continue;
    }
    if (createHash("sha256").update(bytes).digest("hex") !== id) errors.push({ path, message: "is not the image its id names (the id is the SHA-256 of the image's bytes): the file was changed after it was exported" });
  }
  return errors;
}

/** A checked file fitted to the tenant it is imported into, with what was changed to fit. */
export interface AdaptedTransfer {
  document: TransferDocument;
  /** The tenant's entries an import leaves where they are, by list (the admin calls cannot write them). */
  kept: Record<TransferEntryList, { id: string; name: string }[]>;
  notes: TransferNote[];
  /** Faults only the tenant can tell (an image neither in the file nor on this platform). */
  errors: FieldError[];
}

/**
 * Fits a valid file to the tenant (ADR 059): a watermark template the tenant does not have is
 * cleared from the header theme (templates are the tenant's own, not carried), a dashboard
 * shown to an org the tenant does not have is left out (never widened to the whole tenant);
 * each is a note the admin reads before confirming. An image referred to but neither in the
 * file nor on this platform is a fault.
 */
export async function adaptTransfer(db: Kysely<Database>, tenantId: string, document: TransferDocument): Promise<AdaptedTransfer> {
  const notes: TransferNote[] = [];
  const errors: FieldError[] = [];
  const config = { ...document.config };
  const theme = config["header-theme"];
  if (isRecord(theme) && typeof theme["watermarkTemplate"] === "string" && theme["watermarkTemplate"] !== "" && !(await watermarkExists(db, tenantId, theme["watermarkTemplate"]))) {
    const { watermarkTemplate, ...rest } = theme;
    config["header-theme"] = rest;
    notes.push({ path: "config/header-theme/watermarkTemplate", message: `names a watermark template this tenant does not have (${String(watermarkTemplate).slice(0, 64)}): the header theme is imported without it` });
  }
  const dashboards: Record<string, unknown>[] = [];
  for (const [index, dashboard] of document.entries.dashboards.entries()) {
    const orgId = dashboard["orgId"];
    if (typeof orgId === "string" && !(await db.selectFrom("orgs").select("id").where("tenant_id", "=", tenantId).where("id", "=", orgId).executeTakeFirst())) {
      const names = dashboard["nameAllLang"];
      const name = isRecord(names) && typeof names["zh-CN"] === "string" ? names["zh-CN"] : `#${index + 1}`;
      notes.push({ path: `entries/dashboards/${index}`, message: `${name}: is shown to an org this tenant does not have (${orgId.slice(0, 64)}): it is not imported` });
      continue;
    }
    dashboards.push(dashboard);
  }
  for (const id of imageIds({ config, entries: document.entries })) {
    if (document.images[id] !== undefined) continue;
    const here = await db.selectFrom("uploaded_files").select("id").where("id", "=", id).limit(1).executeTakeFirst();
    if (!here) errors.push({ path: `images/${id}`, message: `${IMAGE_URL_BASE}/${id} is referred to, but the image is neither in the file nor on this platform` });
  }
  const lists = await entryLists(db, tenantId);
  const kept = Object.fromEntries(Object.entries(lists).map(([list, split]) => [list, split.kept])) as AdaptedTransfer["kept"];
  return { document: { ...document, config, entries: { ...document.entries, dashboards } }, kept, notes, errors };
}

/** Stores the file's images as the tenant's uploads (their ids, and so their URLs, stay the same). */
export async function storeTransferImages(db: Kysely<Database>, tenantId: string, document: TransferDocument, userId: string): Promise<number> {
  let stored = 0;
  for (const [id, uri] of Object.entries(document.images)) {
    const bytes = dataUriBytes(uri);
    const sniffed = bytes && sniffImage(bytes);
    if (!bytes || !sniffed?.ok) continue;
    const inserted = await db
      .insertInto("uploaded_files")
      .values({ tenant_id: tenantId, id, content_type: sniffed.contentType, bytes, size: bytes.length, uploader: userId })
      .onConflict((oc) => oc.columns(["tenant_id", "id"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted) stored++;
  }
  return stored;
}
