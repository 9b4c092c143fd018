import { describe, expect, it } from "vitest";
import { countByStatus, countByUnit, unitOf } from "../../micro-apps/dashboards/shared/figures";
import { checkFeedback, feedbackReference, readKept } from "../../micro-apps/feedback/src/feedback";
import { matchSections, HANDBOOK } from "../../micro-apps/iframe-demo/src/handbook";
import { checkDraft as checkLedgerDraft, parseAmount } from "../../micro-apps/project-ledger/src/ledger-entry";
import { fill, pageLocale } from "../../micro-apps/shared/locale";
import { readProject, type Project } from "../../micro-apps/shared/projects";
import { checkDraft as checkDiaryDraft, isDay, readEntries, sortEntries, storageKey, type DiaryEntry } from "../../micro-apps/site-diary/src/diary";
import { checkTimesheet, emptyRow, isoWeek, parseHours, readRows, weekStart } from "../../micro-apps/timesheets/src/timesheet";
import { bricksPerCubicMetre, brickwork, concreteVolume, parseDecimal, rebarKgPerMetre, rebarWeight } from "../../micro-apps/tools/calculator/src/quantities";

describe("demo apps' locale", () => {
  it("takes the lang query, else the portal's remembered language, else zh-CN", () => {
    expect(pageLocale("?lang=en-GB", "portal_lang=sv-SE")).toBe("en");
    expect(pageLocale("?lang=xx", "a=1; portal_lang=sv-SE")).toBe("sv-SE");
    expect(pageLocale("", "")).toBe("zh-CN");
    expect(fill("{a} of {b} {c}", { a: 1, b: "two" })).toBe("1 of two {c}");
  });
});

describe("project ledger entries", () => {
  const projects = [{ id: "p1", name: "Riverside Tower" }];
  it("reads amounts with a point or a comma, above 0, two decimals at most", () => {
    expect(parseAmount("1 234,50")).toBe(1234.5);
    expect(parseAmount("12.5")).toBe(12.5);
    expect(parseAmount("0")).toBeNull();
    expect(parseAmount("1.234")).toBeNull();
    expect(parseAmount("-3")).toBeNull();
    expect(parseAmount("1e5")).toBeNull();
  });
  it("names each field's problem, or gives the entry", () => {
    expect(checkLedgerDraft({ projectId: "", amount: "", note: "x".repeat(201) }, projects)).toEqual({ ok: false, problems: { projectId: "needProject", amount: "needAmount", note: "noteTooLong" } });
    expect(checkLedgerDraft({ projectId: "gone", amount: "abc", note: "" }, projects)).toEqual({ ok: false, problems: { projectId: "needProject", amount: "badAmount" } });
    expect(checkLedgerDraft({ projectId: "p1", amount: "99,9", note: "  March  " }, projects)).toEqual({ ok: true, projectName: "Riverside Tower", amount: 99.9, note: "March" });
  });
});

describe("projects from the platform", () => {
  it("reads an org node, with its SAP code, and drops what has no id or name", () => {
    expect(readProject({ id: "1", name: "A", fullId: "r/1", fullName: "R/A", type: "general-project", status: "2", userFocus: true, projectExtendData: [{ code: "SAP_CODE", value: "SAP-1" }] })).toEqual({
      id: "1",
      name: "A",
      fullId: "r/1",
      fullName: "R/A",
      type: "general-project",
      status: "2",
      sapCode: "SAP-1",
      userFocus: true,
    });
    expect(readProject({ id: "1" })).toBeNull();
    expect(readProject("x")).toBeNull();
  });
});

describe("site diary", () => {
  it("accepts today or earlier, a weather, 0–9999 workers and the work done", () => {
    expect(checkDiaryDraft({ date: "2026-06-01", weather: "rain", workers: "12", work: " Slab " }, "2026-06-01")).toEqual({ ok: true, fields: { date: "2026-06-01", weather: "rain", workers: 12, work: "Slab" } });
    expect(checkDiaryDraft({ date: "2026-06-02", weather: "hail", workers: "-1", work: "" }, "2026-06-01")).toEqual({ ok: false, problems: { date: "futureDate", weather: "needWeather", workers: "badWorkers", work: "needWork" } });
    expect(isDay("2026-02-30")).toBe(false);
  });
  it("reads stored entries safely and sorts them newest first", () => {
    const a: DiaryEntry = { id: "a", date: "2026-06-01", weather: "sunny", workers: 3, work: "x", createdAt: 1 };
    const b: DiaryEntry = { ...a, id: "b", date: "2026-06-03" };
    expect(readEntries(JSON.stringify([a, { ...a, weather: "hail" }, null, b]))).toEqual([a, b]);
    expect(readEntries("{not json")).toEqual([]);
    expect(sortEntries([a, b]).map((e) => e.id)).toEqual(["b", "a"]);
    expect(storageKey("10002", null)).toBe("site-diary:10002:-");
  });
});

describe("quantity calculator", () => {
  it("computes concrete, rebar and brickwork as the site quotas do", () => {
    expect(parseDecimal("0,12")).toBe(0.12);
    expect(parseDecimal("1/2")).toBeNull();
    expect(concreteVolume({ length: 6, width: 4, depth: 0.12, count: 1, waste: 2 })).toEqual({ net: expect.closeTo(2.88, 6), total: expect.closeTo(2.9376, 6) });
    expect(concreteVolume({ length: 6, width: 4, depth: 0.12, count: 1.5, waste: 2 })).toBeNull();
    expect(rebarKgPerMetre(12)).toBeCloseTo(0.888, 3);
    expect(rebarWeight({ diameter: 12, length: 9, count: 40, waste: 0 })?.net).toBeCloseTo(319.6, 1);
    expect(rebarWeight({ diameter: 13, length: 9, count: 40, waste: 0 })).toBeNull();
    expect(Math.round(bricksPerCubicMetre("240"))).toBe(529);
    expect(Math.round(bricksPerCubicMetre("115"))).toBe(552);
    expect(Math.round(bricksPerCubicMetre("365"))).toBe(522);
    const wall = brickwork({ wall: "240", length: 10, height: 3, openings: 2.4, waste: 0 });
    expect(wall?.volume).toBeCloseTo(6.624, 3);
    expect(wall?.bricks).toBe(Math.ceil(bricksPerCubicMetre("240") * 6.624));
    expect(wall?.mortar).toBeCloseTo(6.624 * 0.226, 2);
    expect(brickwork({ wall: "240", length: 1, height: 1, openings: 2, waste: 0 })).toBeNull();
  });
});

describe("timesheets", () => {
  it("finds the ISO week and its Monday", () => {
    expect(isoWeek(weekStart(new Date(2026, 10, 26)))).toBe("2026-W48");
    expect(isoWeek(weekStart(new Date(2027, 0, 1)))).toBe("2026-W53");
    expect(weekStart(new Date(2026, 10, 29)).getDate()).toBe(23);
  });
  it("adds up hours and names what is wrong", () => {
    expect(parseHours("7,5")).toBe(7.5);
    expect(parseHours("7.3")).toBeNull();
    expect(parseHours("25")).toBeNull();
    const rows = [
      { project: "p1", hours: ["8", "8", "", "", "", "", ""] },
      { project: "", hours: ["17", "x", "", "", "", "", ""] },
    ];
    const check = checkTimesheet(rows);
    expect(check.rowTotals).toEqual([16, 17]);
    expect(check.dayTotals.slice(0, 2)).toEqual([25, 8]);
    expect(check.overfullDays).toEqual([0]);
    expect(check.rowProblems).toEqual([null, "needProject"]);
    expect(check.cellProblems[1]?.[1]).toBe("badHours");
    expect(check.ok).toBe(false);
    expect(checkTimesheet([emptyRow()]).ok).toBe(true);
    expect(readRows(JSON.stringify([{ project: "p", hours: ["1", "", "", "", "", "", ""] }, { project: 3 }]))).toHaveLength(1);
  });
});

describe("feedback", () => {
  it("needs a kind and 10–1000 characters; the email is optional but checked", () => {
    expect(checkFeedback({ category: "problem", message: "The tab bar", email: "" })).toEqual({ ok: true, value: { category: "problem", message: "The tab bar", email: "" } });
    expect(checkFeedback({ category: "spam", message: "short", email: "a@b" })).toEqual({ ok: false, problems: { category: "needCategory", message: "messageShort", email: "badEmail" } });
    expect(feedbackReference(new Date("2026-06-01T10:00:00Z"), () => 0.5)).toMatch(/^FB-20260601-[0-9A-Z]{4}$/);
    expect(readKept("[1, {}]")).toEqual([]);
  });
});

describe("handbook search", () => {
  it("keeps the sections holding every word", () => {
    const sections = HANDBOOK.en.sections;
    expect(matchSections(sections, "").length).toBe(sections.length);
    expect(matchSections(sections, "HARNESS 2 m").map((s) => s.id)).toEqual(["height"]);
    expect(matchSections(sections, "nothing-like-this")).toEqual([]);
  });
});

describe("dashboard figures", () => {
  const project = (id: string, fullId: string, fullName: string, status: string | null): Project => ({ id, name: fullName.split("/").pop() ?? id, fullId, fullName, type: "general-project", status, sapCode: null, userFocus: false });
  const projects = [
    project("4", "1/2/3/4", "Group/North/Active/Airport", "1"),
    project("5", "1/2/5", "Group/North/Depot", "2"),
    project("7", "1/6/7", "Group/South/Port", "1"),
    project("8", "1/8", "Group/HQ project", null),
  ];
  it("counts each project under the unit one level below the org", () => {
    expect(unitOf(projects[0] as Project, 1)).toEqual({ id: "2", name: "North" });
    expect(unitOf(projects[3] as Project, 1)).toEqual({ id: "8", name: "HQ project" });
    expect(countByUnit(projects, 1).map((u) => [u.unit.name, u.count])).toEqual([
      ["North", 2],
      ["HQ project", 1],
      ["South", 1],
    ]);
    expect(countByUnit(projects, 2).find((u) => u.unit.id === "3")?.unit.name).toBe("Active");
  });
  it("counts by status in the dashboards' order, the unset last", () => {
    expect(countByStatus(projects)).toEqual([
      { status: "1", count: 2 },
      { status: "2", count: 1 },
      { status: null, count: 1 },
    ]);
  });
});
