/** Site diary entries (施工日志): the day's weather, crew size and the work done. Pure: no DOM, no storage. */
export const WEATHER = ["sunny", "cloudy", "rain", "snow", "wind"] as const;
export type Weather = (typeof WEATHER)[number];

export interface DiaryEntry {
  id: string;
  /** YYYY-MM-DD */
  date: string;
  weather: Weather;
  workers: number;
  work: string;
  createdAt: number;
}

export interface DiaryDraft {
  date: string;
  weather: string;
  workers: string;
  work: string;
}

export const WORK_MAX = 500;
export const WORKERS_MAX = 9999;
/** The most entries kept per org (the oldest go first). */
export const ENTRIES_MAX = 200;

export type DiaryField = keyof DiaryDraft;
export type DiaryProblem = "needDate" | "futureDate" | "needWeather" | "badWorkers" | "needWork" | "workTooLong";

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** Today in the browser's time zone, YYYY-MM-DD. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Checks a draft: the entry's fields, or each field's problem. A diary records today or earlier. */
export function checkDraft(
  draft: DiaryDraft,
  today: string,
): { ok: true; fields: Omit<DiaryEntry, "id" | "createdAt"> } | { ok: false; problems: Partial<Record<DiaryField, DiaryProblem>> } {
  const problems: Partial<Record<DiaryField, DiaryProblem>> = {};
  if (!isDay(draft.date)) problems.date = "needDate";
  else if (draft.date > today) problems.date = "futureDate";
  if (!(WEATHER as readonly string[]).includes(draft.weather)) problems.weather = "needWeather";
  const workers = /^\d{1,4}$/.test(draft.workers.trim()) ? Number(draft.workers.trim()) : NaN;
  if (!(workers >= 0 && workers <= WORKERS_MAX)) problems.workers = "badWorkers";
  const work = draft.work.trim();
  if (work === "") problems.work = "needWork";
  else if (work.length > WORK_MAX) problems.work = "workTooLong";
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, fields: { date: draft.date, weather: draft.weather as Weather, workers, work } };
}

/** Entries newest day first (then newest written first). */
export function sortEntries(entries: readonly DiaryEntry[]): DiaryEntry[] {
  return [...entries].sort((a, b) => (a.date === b.date ? b.createdAt - a.createdAt : a.date < b.date ? 1 : -1));
}

/** Stored entries (JSON) read back; anything malformed is dropped, never thrown. */
export function readEntries(raw: string | null): DiaryEntry[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter((e): e is DiaryEntry => {
      if (!e || typeof e !== "object") return false;
      const x = e as Record<string, unknown>;
      return (
        typeof x.id === "string" &&
        typeof x.date === "string" &&
        isDay(x.date) &&
        (WEATHER as readonly unknown[]).includes(x.weather) &&
        typeof x.workers === "number" &&
        Number.isInteger(x.workers) &&
        x.workers >= 0 &&
        x.workers <= WORKERS_MAX &&
        typeof x.work === "string" &&
        x.work.length <= WORK_MAX &&
        typeof x.createdAt === "number"
      );
    })
    .slice(0, ENTRIES_MAX);
}

/** Where an org's diary is kept in the browser. */
export function storageKey(tenantId: string | null, orgId: string | null): string {
  return `site-diary:${tenantId ?? "-"}:${orgId ?? "-"}`;
}
