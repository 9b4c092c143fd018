import type { Selectable } from "kysely";
import type { AnnouncementKind, BulletinsTable } from "../db/schema.ts";
import { fieldErrors, type FieldError } from "../http/envelope.ts";
import { rejectHostileShape } from "../http/input.ts";
import { schemaFieldErrors } from "../http/schema-validation.ts";
import { isPlainObject } from "../http/tenant-config.ts";

/**
 * Announcements (ADR 024, schemas/announcement.schema.json): how a write body is read (the
 * schema and the checks a schema cannot make: a text in some language, a schedule that ends
 * after it starts) and how a row is answered. Pure.
 */

export type AnnouncementRow = Selectable<BulletinsTable> & { org_name?: string | null };
export const ANNOUNCEMENT_SCHEMA = "announcement.schema.json";
/** A write body larger than this (as JSON) is refused: every field together fits well within it. */
export const MAX_ANNOUNCEMENT_BODY_BYTES = 64 * 1024;
/** The locales of the texts, in the order the plain (fallback) column is taken from. */
export const ANNOUNCEMENT_LOCALES = ["zh-CN", "en", "sv-SE"] as const;
const ANNOUNCEMENT_ID = /^[0-9]{1,19}$/;

export type AnnouncementLevel = "normal" | "important" | "urgent";
export type AnnouncementStatus = "scheduled" | "live" | "ended" | "withdrawn";
type Texts = Partial<Record<(typeof ANNOUNCEMENT_LOCALES)[number], string>>;

/** The writable fields, read and checked. */
export interface AnnouncementInput {
  kind: AnnouncementKind;
  level: AnnouncementLevel;
  orgId: string | null;
  titleAllLang: Texts;
  contentAllLang: Texts;
  publishFrom: Date;
  publishUntil: Date | null;
}

export interface AnnouncementRecord {
  id: string;
  kind: AnnouncementKind;
  level: AnnouncementLevel;
  orgId: string | null;
  orgName: string | null;
  titleAllLang: Texts;
  contentAllLang: Texts;
  publishFrom: string;
  publishUntil: string | null;
  status: AnnouncementStatus;
  publisher: string;
  withdrawnAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export function isAnnouncementId(value: string): boolean {
  return ANNOUNCEMENT_ID.test(value);
}

/** The texts with something in them (blank ones are left out), by locale. */
function textsOfBody(value: unknown): Texts {
  const out: Texts = {};
  if (!isPlainObject(value)) return out;
  for (const locale of ANNOUNCEMENT_LOCALES) {
    const text = value[locale];
    if (typeof text === "string" && text.trim() !== "") out[locale] = text.trim();
  }
  return out;
}

/** A date-time the schema let through, as a Date; null when it names no real instant. */
function instant(value: unknown): Date | null {
  if (typeof value !== "string") return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
}

/** Titles and texts are refused over their limit, never cut (ADR 057): the message names the limit and the length sent. */
const TEXT_LIMITS: Record<string, number> = { titleAllLang: 200, contentAllLang: 4000 };

function tooLong(body: Record<string, unknown>, path: string): string {
  const [field = "", locale = ""] = path.split("/");
  const texts = body[field];
  const text = isPlainObject(texts) && typeof texts[locale] === "string" ? texts[locale] : "";
  const what = field === "titleAllLang" ? "title" : "text";
  return `is too long: a ${what} may have at most ${TEXT_LIMITS[field]} characters and this one has ${[...text].length}; shorten it (nothing was saved)`;
}

const DATE_TIME_WORDS = "must be a date-time with a time zone, such as 2026-12-01T08:00:00Z";

/**
 * The body of a POST (no `id`) or PUT (`id` left out or the one of the path) as an
 * announcement's writable fields; a 400 naming every faulty field (`{ errors: [{ path, message }] }`)
 * otherwise. Keys `__proto__`, `constructor` and `prototype` and deep nesting are refused first.
 */
export function readAnnouncementBody(body: unknown, pathId: string | null): AnnouncementInput {
  if (!isPlainObject(body)) throw fieldErrors([{ path: "", message: "must be a JSON object" }]);
  rejectHostileShape(body, 4);
  if (Buffer.byteLength(JSON.stringify(body), "utf8") > MAX_ANNOUNCEMENT_BODY_BYTES) {
    throw fieldErrors([{ path: "", message: `must be at most ${MAX_ANNOUNCEMENT_BODY_BYTES / 1024} KB written as JSON` }]);
  }
  const errors: FieldError[] = schemaFieldErrors(ANNOUNCEMENT_SCHEMA, body);
  for (const error of errors) {
    if ((error.path === "publishFrom" || error.path === "publishUntil") && error.message.startsWith("must match format")) error.message = DATE_TIME_WORDS;
    else if (error.path === "orgId" && error.message.startsWith("must match")) error.message = 'must be an org id (1 to 64 letters, digits, "_", "." or "-") or null for the whole tenant';
    else if (/^(title|content)AllLang\/[^/]+$/.test(error.path) && error.message === "is not a field of this call") error.message = "is not one of the locales zh-CN, en and sv-SE";
    else if (/^(title|content)AllLang\/[^/]+$/.test(error.path) && error.message.startsWith("must NOT have more than")) error.message = tooLong(body, error.path);
  }
  const has = (path: string) => errors.some((e) => e.path === path || e.path.startsWith(`${path}/`));
  const id = body["id"];
  if (id !== undefined && !has("id")) {
    if (pathId === null) errors.push({ path: "id", message: "is set by the platform: leave it out" });
    else if (id !== pathId) errors.push({ path: "id", message: `must be the id in the path (${pathId}) or left out` });
  }
  const titles = textsOfBody(body["titleAllLang"]);
  const contents = textsOfBody(body["contentAllLang"]);
  if (!has("titleAllLang") && isPlainObject(body["titleAllLang"]) && Object.keys(titles).length === 0) {
    errors.push({ path: "titleAllLang", message: "needs a title in at least one language (zh-CN, en or sv-SE)" });
  }
  if (!has("contentAllLang") && isPlainObject(body["contentAllLang"]) && Object.keys(contents).length === 0) {
    errors.push({ path: "contentAllLang", message: "needs a text in at least one language (zh-CN, en or sv-SE)" });
  }
  const from = instant(body["publishFrom"]);
  const until = body["publishUntil"] === null || body["publishUntil"] === undefined ? null : instant(body["publishUntil"]);
  if (!has("publishFrom") && from === null && body["publishFrom"] !== undefined) errors.push({ path: "publishFrom", message: DATE_TIME_WORDS });
  if (!has("publishUntil") && until === null && typeof body["publishUntil"] === "string") errors.push({ path: "publishUntil", message: DATE_TIME_WORDS });
  if (!has("publishFrom") && !has("publishUntil") && from !== null && until !== null && until.getTime() <= from.getTime()) {
    errors.push({ path: "publishUntil", message: "must be after publishFrom (the announcement would never show)" });
  }
  if (errors.length > 0 || from === null) throw fieldErrors(errors);
  return {
    kind: body["kind"] === "alert" ? "alert" : "bulletin",
    level: (body["level"] as AnnouncementLevel | undefined) ?? "normal",
    orgId: typeof body["orgId"] === "string" ? body["orgId"] : null,
    titleAllLang: titles,
    contentAllLang: contents,
    publishFrom: from,
    publishUntil: until,
  };
}

/** The plain (fallback) text: the first locale in ANNOUNCEMENT_LOCALES order that has one. */
function fallback(texts: Texts): string {
  for (const locale of ANNOUNCEMENT_LOCALES) if (texts[locale]) return texts[locale] as string;
  return "";
}

/** The columns of an announcement's writable fields. */
export function announcementColumns(input: AnnouncementInput) {
  return {
    kind: input.kind,
    level: input.level,
    org_id: input.orgId,
    title: fallback(input.titleAllLang),
    content: fallback(input.contentAllLang),
    title_all_lang: JSON.stringify(input.titleAllLang),
    content_all_lang: JSON.stringify(input.contentAllLang),
    publish_time: input.publishFrom,
    publish_until: input.publishUntil,
  };
}

/** Where an announcement stands at `now` (ADR 024). */
export function announcementStatus(row: Pick<AnnouncementRow, "publish_time" | "publish_until" | "withdrawn_at">, now: Date): AnnouncementStatus {
  if (row.withdrawn_at !== null) return "withdrawn";
  if (new Date(row.publish_time).getTime() > now.getTime()) return "scheduled";
  if (row.publish_until !== null && new Date(row.publish_until).getTime() <= now.getTime()) return "ended";
  return "live";
}

/** Stored texts (a row written before 014 may have only the plain column). */
function textsOfRow(value: unknown, plain: string): Texts {
  const texts = textsOfBody(value);
  return Object.keys(texts).length > 0 ? texts : plain ? { "zh-CN": plain } : {};
}

const iso = (value: Date | string): string => new Date(value).toISOString();
const LEVELS = new Set<string>(["normal", "important", "urgent"]);

export function announcementRecord(row: AnnouncementRow, now: Date = new Date()): AnnouncementRecord {
  return {
    id: row.id,
    kind: row.kind,
    level: LEVELS.has(row.level) ? (row.level as AnnouncementLevel) : "normal",
    orgId: row.org_id,
    orgName: row.org_id === null ? null : (row.org_name ?? null),
    titleAllLang: textsOfRow(row.title_all_lang, row.title),
    contentAllLang: textsOfRow(row.content_all_lang, row.content),
    publishFrom: iso(row.publish_time),
    publishUntil: row.publish_until === null ? null : iso(row.publish_until),
    status: announcementStatus(row, now),
    publisher: row.publisher,
    withdrawnAt: row.withdrawn_at === null ? null : iso(row.withdrawn_at),
    version: row.version,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
