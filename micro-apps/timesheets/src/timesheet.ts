/** A week's timesheet: hours per project and day. Pure: no DOM, no storage. */
export const DAY_MAX_HOURS = 24;
export const ROWS_MAX = 20;

export interface TimesheetRow {
  /** A project id of the list, or a project name typed when there is no list. */
  project: string;
  /** Hours Monday to Sunday as typed ("" for none). */
  hours: string[];
}

export type CellProblem = "badHours";
export type RowProblem = "needProject";

/** Monday 00:00 (local time) of the week holding `date`. */
export function weekStart(date: Date): Date {
  const monday = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7));
  return monday;
}

export function addDays(date: Date, days: number): Date {
  const next = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  next.setDate(next.getDate() + days);
  return next;
}

/** ISO 8601 week of a Monday: "2026-W48" (the week belongs to the year of its Thursday). */
export function isoWeek(monday: Date): string {
  const thursday = addDays(monday, 3);
  const year = thursday.getFullYear();
  const jan1 = new Date(year, 0, 1);
  const week = Math.floor(Math.round((thursday.getTime() - jan1.getTime()) / 86_400_000) / 7) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** Hours typed in a cell: a number of quarter hours from 0 to 24 ("7,5" too); "" is 0; null when invalid. */
export function parseHours(typed: string): number | null {
  const compact = typed.trim().replace(",", ".");
  if (compact === "") return 0;
  if (!/^\d{1,2}(?:\.\d{1,2})?$/.test(compact)) return null;
  const value = Number(compact);
  return value <= DAY_MAX_HOURS && Number.isInteger(value * 4) ? value : null;
}

export interface TimesheetCheck {
  /** Hours per row (invalid cells count 0). */
  rowTotals: number[];
  /** Hours per day, Monday first. */
  dayTotals: number[];
  total: number;
  cellProblems: (CellProblem | null)[][];
  rowProblems: (RowProblem | null)[];
  /** Days whose total is above 24 hours. */
  overfullDays: number[];
  ok: boolean;
}

/** Totals and problems of a timesheet: every cell valid, every row with hours has a project, no day above 24 h. */
export function checkTimesheet(rows: readonly TimesheetRow[]): TimesheetCheck {
  const dayTotals = [0, 0, 0, 0, 0, 0, 0];
  const cellProblems = rows.map((row) => row.hours.map((h) => (parseHours(h) === null ? ("badHours" as const) : null)));
  const rowTotals = rows.map((row) =>
    row.hours.reduce((sum, h, day) => {
      const value = parseHours(h) ?? 0;
      dayTotals[day] = (dayTotals[day] ?? 0) + value;
      return sum + value;
    }, 0),
  );
  const rowProblems = rows.map((row, i) => ((rowTotals[i] ?? 0) > 0 && row.project.trim() === "" ? ("needProject" as const) : null));
  const overfullDays = dayTotals.flatMap((total, day) => (total > DAY_MAX_HOURS ? [day] : []));
  const total = dayTotals.reduce((a, b) => a + b, 0);
  const ok = cellProblems.every((r) => r.every((p) => p === null)) && rowProblems.every((p) => p === null) && overfullDays.length === 0;
  return { rowTotals, dayTotals, total, cellProblems, rowProblems, overfullDays, ok };
}

export function emptyRow(): TimesheetRow {
  return { project: "", hours: ["", "", "", "", "", "", ""] };
}

/** Stored rows read back (JSON); malformed rows are dropped, never thrown. */
export function readRows(raw: string | null): TimesheetRow[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((r): r is TimesheetRow => !!r && typeof r === "object" && typeof (r as TimesheetRow).project === "string" && Array.isArray((r as TimesheetRow).hours) && (r as TimesheetRow).hours.length === 7 && (r as TimesheetRow).hours.every((h) => typeof h === "string" && h.length <= 8))
      .map((r) => ({ project: r.project.slice(0, 200), hours: [...r.hours] }))
      .slice(0, ROWS_MAX);
  } catch {
    return [];
  }
}
