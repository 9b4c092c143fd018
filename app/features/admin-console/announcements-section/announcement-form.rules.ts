import type { AnnouncementRecord, AnnouncementWrite } from "#app/platform-api/announcements";

/**
 * How the announcement form (AnnouncementForm.tsx) reads and writes (ADR 024): a record as the
 * form's values, the values as the body of a post or a change, and where each of the
 * platform's field faults shows. Pure.
 */

export const ANNOUNCEMENT_LOCALES = ["zh-CN", "en", "sv-SE"] as const;
export type AnnouncementLocale = (typeof ANNOUNCEMENT_LOCALES)[number];
type Texts = Partial<Record<AnnouncementLocale, string>>;

export interface AnnouncementFormValues {
  kind: "bulletin" | "alert";
  level: "normal" | "important" | "urgent";
  audience: "tenant" | "org";
  orgId?: string;
  /** Start and end as milliseconds (the form's dateFormatter is "number"); the end may be empty. */
  schedule: [number | string | null | undefined, number | string | null | undefined];
  titleAllLang: Texts;
  contentAllLang: Texts;
}

/** The form's values for a record, or for a new announcement: a bulletin to the whole tenant, shown from `now` with no end. */
export function formValuesOf(record: AnnouncementRecord | null, now: number): AnnouncementFormValues {
  if (!record) return { kind: "bulletin", level: "normal", audience: "tenant", schedule: [now, null], titleAllLang: {}, contentAllLang: {} };
  return {
    kind: record.kind,
    level: record.level ?? "normal",
    audience: record.orgId ? "org" : "tenant",
    ...(record.orgId ? { orgId: record.orgId } : {}),
    schedule: [Date.parse(record.publishFrom), record.publishUntil ? Date.parse(record.publishUntil) : null],
    titleAllLang: { ...record.titleAllLang },
    contentAllLang: { ...record.contentAllLang },
  };
}

/** A picker's value as an ISO date-time; null when empty or not a time. */
function isoOf(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  const time = typeof value === "number" ? value : typeof value === "string" ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

function textsOf(texts: Texts | undefined): Texts {
  const out: Texts = {};
  for (const locale of ANNOUNCEMENT_LOCALES) {
    const text = texts?.[locale]?.trim();
    if (text) out[locale] = text;
  }
  return out;
}

/** The body of a post or a change; the platform checks it (a missing start is left out, so its fault shows on the field). */
export function writeOf(values: AnnouncementFormValues): AnnouncementWrite {
  const [from, until] = values.schedule ?? [null, null];
  const publishFrom = isoOf(from);
  return {
    kind: values.kind,
    level: values.level,
    orgId: values.audience === "org" ? (values.orgId ?? null) : null,
    titleAllLang: textsOf(values.titleAllLang),
    contentAllLang: textsOf(values.contentAllLang),
    ...(publishFrom ? { publishFrom } : {}),
    publishUntil: isoOf(until),
  } as AnnouncementWrite;
}

/** The form field a platform fault path belongs to (`titleAllLang/en`, `publishUntil`, …); null when none (shown above the form). */
export function formFieldOf(path: string): (string | number)[] | null {
  const [head, locale] = path.split("/");
  if (head === "titleAllLang" || head === "contentAllLang") {
    return [head, ANNOUNCEMENT_LOCALES.includes(locale as AnnouncementLocale) ? (locale as string) : "zh-CN"];
  }
  if (head === "publishFrom" || head === "publishUntil") return ["schedule"];
  if (head === "kind" || head === "level" || head === "orgId") return [head];
  return null;
}

/** The record's title in `locale`, else the first written (zh-CN, en, sv-SE). */
export function titleIn(record: Pick<AnnouncementRecord, "titleAllLang">, locale: string): string {
  const texts = record.titleAllLang as Texts;
  return texts[locale as AnnouncementLocale] || ANNOUNCEMENT_LOCALES.map((l) => texts[l]).find(Boolean) || "";
}

/** A text's length as the platform counts it (code points: an emoji is one), 0 when not a text. */
export function textLength(value: unknown): number {
  return typeof value === "string" ? [...value].length : 0;
}

export const ANNOUNCEMENT_FIELDS = ["kind", "level", "orgId", "titleAllLang", "contentAllLang", "publishFrom", "publishUntil"] as const;
export type AnnouncementField = (typeof ANNOUNCEMENT_FIELDS)[number];

const sameValue = (field: AnnouncementField, a: unknown, b: unknown): boolean => {
  if (field === "publishFrom" || field === "publishUntil") {
    const time = (v: unknown) => (typeof v === "string" && v !== "" ? Math.floor(Date.parse(v) / 1000) : null);
    return time(a) === time(b);
  }
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
};

/** The fields a draft changes against the live announcement (every field set, for a new one). */
export function announcementChanges(record: AnnouncementRecord | null, draft: AnnouncementWrite): AnnouncementField[] {
  if (!record) return ANNOUNCEMENT_FIELDS.filter((field) => draft[field] !== undefined && draft[field] !== null);
  return ANNOUNCEMENT_FIELDS.filter((field) => !sameValue(field, record[field], draft[field]));
}
