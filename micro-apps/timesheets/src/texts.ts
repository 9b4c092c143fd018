import type { Texts } from "../../shared/locale";

export interface TimesheetTexts {
  title: string;
  lead: string;
  week: string;
  previousWeek: string;
  nextWeek: string;
  thisWeek: string;
  project: string;
  chooseProject: string;
  projectName: string;
  total: string;
  dayTotal: string;
  hoursFor: string;
  projectFor: string;
  addRow: string;
  removeRow: string;
  remove: string;
  save: string;
  saved: string;
  notSaved: string;
  unsaved: string;
  invalid: string;
  badHours: string;
  needProject: string;
  overfull: string;
  loadingProjects: string;
  noProjects: string;
  keptNotice: string;
  hours: string;
  rowsMax: string;
}

export const TEXTS: Texts<TimesheetTexts> = {
  "zh-CN": {
    title: "工时填报",
    lead: "按周填写每个项目的工时（小时，可填 0.25 的倍数）。",
    week: "{year} 年第 {week} 周（{from} – {to}）",
    previousWeek: "上一周",
    nextWeek: "下一周",
    thisWeek: "本周",
    project: "项目",
    chooseProject: "请选择项目",
    projectName: "项目名称",
    total: "合计",
    dayTotal: "每日合计",
    hoursFor: "第 {row} 行 {day} 的工时",
    projectFor: "第 {row} 行的项目",
    addRow: "添加一行",
    removeRow: "删除第 {row} 行",
    remove: "删除",
    save: "保存",
    saved: "已保存 {week} 的工时。",
    notSaved: "本浏览器不允许保存，关闭页面后工时不再保留。",
    unsaved: "有未保存的修改。",
    invalid: "请先修正标红的内容。",
    badHours: "工时须为 0–24 之间 0.25 的倍数",
    needProject: "填了工时的行须选择项目",
    overfull: "{day} 合计超过 24 小时",
    loadingProjects: "正在加载项目列表…",
    noProjects: "无法加载项目列表，请直接填写项目名称。",
    keptNotice: "工时保存在本浏览器中，不会发送到平台。",
    hours: "{value} 小时",
    rowsMax: "最多 {max} 行",
  },
  en: {
    title: "Timesheets",
    lead: "Enter your hours per project for the week (in quarter hours).",
    week: "Week {week}, {year} ({from} – {to})",
    previousWeek: "Previous week",
    nextWeek: "Next week",
    thisWeek: "This week",
    project: "Project",
    chooseProject: "Choose a project",
    projectName: "Project name",
    total: "Total",
    dayTotal: "Day total",
    hoursFor: "Hours on {day}, row {row}",
    projectFor: "Project of row {row}",
    addRow: "Add a row",
    removeRow: "Remove row {row}",
    remove: "Remove",
    save: "Save",
    saved: "Saved the hours of {week}.",
    notSaved: "This browser does not allow saving: the hours are gone when the page closes.",
    unsaved: "There are unsaved changes.",
    invalid: "Correct the fields marked in red first.",
    badHours: "Hours are 0 to 24 in quarter hours",
    needProject: "A row with hours needs a project",
    overfull: "{day} adds up to more than 24 hours",
    loadingProjects: "Loading the projects…",
    noProjects: "The project list could not be loaded; type the project name instead.",
    keptNotice: "Hours are kept in this browser; they are not sent to the platform.",
    hours: "{value} h",
    rowsMax: "At most {max} rows",
  },
  "sv-SE": {
    title: "Tidrapport",
    lead: "Fyll i dina timmar per projekt för veckan (i kvartstimmar).",
    week: "Vecka {week}, {year} ({from} – {to})",
    previousWeek: "Föregående vecka",
    nextWeek: "Nästa vecka",
    thisWeek: "Den här veckan",
    project: "Projekt",
    chooseProject: "Välj ett projekt",
    projectName: "Projektnamn",
    total: "Summa",
    dayTotal: "Summa per dag",
    hoursFor: "Timmar {day}, rad {row}",
    projectFor: "Projekt på rad {row}",
    addRow: "Lägg till rad",
    removeRow: "Ta bort rad {row}",
    remove: "Ta bort",
    save: "Spara",
    saved: "Sparade timmarna för {week}.",
    notSaved: "Webbläsaren tillåter inte att spara: timmarna försvinner när sidan stängs.",
    unsaved: "Det finns ändringar som inte är sparade.",
    invalid: "Rätta först fälten som är markerade i rött.",
    badHours: "Timmar är 0 till 24 i kvartstimmar",
    needProject: "En rad med timmar behöver ett projekt",
    overfull: "{day} blir mer än 24 timmar",
    loadingProjects: "Läser in projekten…",
    noProjects: "Projektlistan kunde inte läsas in; skriv projektets namn i stället.",
    keptNotice: "Timmarna sparas i den här webbläsaren; de skickas inte till plattformen.",
    hours: "{value} h",
    rowsMax: "Högst {max} rader",
  },
};
