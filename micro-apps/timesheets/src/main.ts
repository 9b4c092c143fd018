import { h } from "../../shared/dom";
import { fill, formatNumber } from "../../shared/locale";
import { startPage } from "../../shared/page";
import { listProjects, type Project } from "../../shared/projects";
import { canStore, readStored, writeStored } from "../../shared/storage";
import "../../shared/page.css";
import { addDays, checkTimesheet, emptyRow, isoWeek, readRows, ROWS_MAX, weekStart, type TimesheetRow } from "./timesheet";
import { TEXTS } from "./texts";
import "./timesheets.css";

/** The weekly timesheet the portal opens from a header shortcut. */
const { locale, t } = startPage(TEXTS, (x) => x.title);
const dayName = new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "numeric" });
const dayLong = new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long" });
const shortDate = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short" });
const hours = (value: number) => fill(t.hours, { value: formatNumber(locale, value, value % 1 === 0 ? 0 : 2) });

let monday = weekStart(new Date());
let rows: TimesheetRow[] = [];
let projects: Project[] | null = null;
let dirty = false;
let message = "";

const storeKey = () => `timesheets:${isoWeek(monday)}`;
const weekLabel = h("h2", { id: "timesheet-week", "aria-live": "polite" });
const table = h("table", { class: "table timesheet", "aria-labelledby": "timesheet-week" });
const status = h("p", { role: "status", "aria-live": "polite" });
const problems = h("ul", { class: "problem timesheet-problems" });

function loadWeek(): void {
  rows = readRows(readStored(storeKey()));
  if (rows.length === 0) rows = [emptyRow()];
  dirty = false;
  message = "";
  draw();
}

function projectControl(row: TimesheetRow, index: number): HTMLElement {
  const label = fill(t.projectFor, { row: index + 1 });
  if (projects && projects.length > 0) {
    const select = h("select", { "data-row": index, "data-field": "project", "aria-label": label }, h("option", { value: "" }, t.chooseProject), ...projects.map((p) => h("option", { value: p.id }, p.name)));
    // A project no longer listed (or typed earlier) stays as it was.
    if (row.project && !projects.some((p) => p.id === row.project)) select.append(h("option", { value: row.project }, row.project));
    select.value = row.project;
    return select;
  }
  const input = h("input", { "data-row": index, "data-field": "project", "aria-label": label, placeholder: t.projectName, maxlength: 200 });
  input.value = row.project;
  return input;
}

let rowTotalCells: HTMLElement[] = [];
let dayTotalCells: HTMLElement[] = [];
const totalCell = h("strong");

/** Builds the table for the rows (on a new week, a row added or removed, the project list loaded). */
function draw(): void {
  const days = Array.from({ length: 7 }, (_, d) => addDays(monday, d));
  const [year, week] = isoWeek(monday).split("-W");
  weekLabel.textContent = fill(t.week, { year: year ?? "", week: Number(week), from: shortDate.format(days[0]), to: shortDate.format(days[6]) });
  rowTotalCells = rows.map(() => h("td", { class: "number" }));
  dayTotalCells = days.map(() => h("td", { class: "number" }));
  table.replaceChildren(
    h("thead", null, h("tr", null, h("th", { scope: "col" }, t.project), ...days.map((d) => h("th", { scope: "col", class: "number" }, dayName.format(d))), h("th", { scope: "col", class: "number" }, t.total), h("th", { scope: "col" }, h("span", { class: "sr-only" }, t.remove)))),
    h(
      "tbody",
      null,
      ...rows.map((row, i) =>
        h(
          "tr",
          null,
          h("td", null, projectControl(row, i)),
          ...row.hours.map((value, d) => {
            const input = h("input", { class: "timesheet-hours", inputmode: "decimal", autocomplete: "off", maxlength: 5, "data-row": i, "data-day": d, "aria-label": fill(t.hoursFor, { day: dayLong.format(days[d]), row: i + 1 }) });
            input.value = value;
            return h("td", { class: "number" }, input);
          }),
          rowTotalCells[i],
          h("td", null, h("button", { type: "button", class: "button", "data-remove": i, "aria-label": fill(t.removeRow, { row: i + 1 }), disabled: rows.length === 1 }, "×")),
        ),
      ),
    ),
    h("tfoot", null, h("tr", null, h("th", { scope: "row" }, t.dayTotal), ...dayTotalCells, h("td", { class: "number" }, totalCell), h("td", null))),
  );
  refresh();
}

/** Totals, marks and problems for what is typed now (the fields themselves stay as they are). */
function refresh(): void {
  const check = checkTimesheet(rows);
  const days = Array.from({ length: 7 }, (_, d) => addDays(monday, d));
  check.rowTotals.forEach((v, i) => rowTotalCells[i]?.replaceChildren(hours(v)));
  check.dayTotals.forEach((v, d) => {
    dayTotalCells[d]?.replaceChildren(hours(v));
    dayTotalCells[d]?.classList.toggle("problem", check.overfullDays.includes(d));
  });
  totalCell.textContent = hours(check.total);
  for (const input of table.querySelectorAll<HTMLInputElement>("input[data-day]")) {
    input.setAttribute("aria-invalid", String(!!check.cellProblems[Number(input.dataset.row)]?.[Number(input.dataset.day)]));
  }
  for (const control of table.querySelectorAll<HTMLElement>("[data-field=project]")) {
    control.setAttribute("aria-invalid", String(!!check.rowProblems[Number(control.dataset.row)]));
  }
  const list: string[] = [];
  if (check.cellProblems.some((r) => r.some(Boolean))) list.push(t.badHours);
  if (check.rowProblems.some(Boolean)) list.push(t.needProject);
  for (const d of check.overfullDays) list.push(fill(t.overfull, { day: dayLong.format(days[d]) }));
  problems.replaceChildren(...list.map((p) => h("li", null, p)));
  status.textContent = message || (dirty ? t.unsaved : "");
}

table.addEventListener("input", (event) => {
  const target = event.target as HTMLInputElement | HTMLSelectElement;
  const row = rows[Number(target.dataset.row)];
  if (!row) return;
  if (target.dataset.field === "project") row.project = target.value;
  else if (target.dataset.day !== undefined) row.hours[Number(target.dataset.day)] = target.value;
  dirty = true;
  message = "";
  refresh();
});
table.addEventListener("click", (event) => {
  const button = (event.target as Element).closest("button[data-remove]");
  if (!button) return;
  rows.splice(Number(button.getAttribute("data-remove")), 1);
  if (rows.length === 0) rows.push(emptyRow());
  dirty = true;
  draw();
});

const addRow = h("button", { type: "button", class: "button" }, t.addRow);
addRow.addEventListener("click", () => {
  if (rows.length >= ROWS_MAX) {
    message = fill(t.rowsMax, { max: ROWS_MAX });
  } else {
    rows.push(emptyRow());
    dirty = true;
  }
  draw();
  table.querySelector<HTMLElement>(`[data-row="${rows.length - 1}"][data-field="project"]`)?.focus();
});
const save = h("button", { type: "submit", class: "button button--primary" }, t.save);
const form = h("form", { class: "panel", "aria-labelledby": "timesheet-week", novalidate: true });
form.addEventListener("submit", (event) => {
  event.preventDefault();
  if (!checkTimesheet(rows).ok) {
    message = t.invalid;
  } else if (canStore() && writeStored(storeKey(), JSON.stringify(rows))) {
    dirty = false;
    message = fill(t.saved, { week: isoWeek(monday) });
  } else {
    message = t.notSaved;
  }
  refresh();
});

function weekButton(label: string, move: () => Date): HTMLButtonElement {
  const button = h("button", { type: "button", class: "button" }, label);
  button.addEventListener("click", () => {
    monday = move();
    loadWeek();
  });
  return button;
}

const projectsNote = h("p", { class: "page-hint", role: "status" }, t.loadingProjects);
form.append(
  h("div", { class: "timesheet-week" }, weekButton(t.previousWeek, () => addDays(monday, -7)), weekLabel, weekButton(t.nextWeek, () => addDays(monday, 7)), weekButton(t.thisWeek, () => weekStart(new Date()))),
  projectsNote,
  h("div", { class: "timesheet-scroll" }, table),
  problems,
  h("p", { class: "timesheet-actions" }, addRow, save),
  status,
  h("p", { class: "page-hint" }, t.keptNotice),
);
document.body.append(h("main", { class: "page" }, h("h1", null, t.title), h("p", { class: "page-lead" }, t.lead), form));
loadWeek();

listProjects(null, { maxProjects: 200 }).then(
  (list) => {
    projects = list.projects;
    projectsNote.textContent = list.projects.length === 0 ? t.noProjects : "";
    draw();
  },
  () => {
    projectsNote.textContent = t.noProjects;
  },
);
