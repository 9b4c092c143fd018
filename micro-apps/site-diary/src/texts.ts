import type { Texts } from "../../shared/locale";
import type { DiaryProblem, Weather } from "./diary";

export interface DiaryTexts extends Record<DiaryProblem, string> {
  title: string;
  forOrg: string;
  noOrg: string;
  standalone: string;
  newEntry: string;
  date: string;
  weather: string;
  workers: string;
  work: string;
  workPlaceholder: string;
  add: string;
  entries: string;
  empty: string;
  count: string;
  workersShort: string;
  remove: string;
  removeEntry: string;
  savedHere: string;
  notSaved: string;
  added: string;
  build: string;
  weathers: Record<Weather, string>;
}

export const TEXTS: Texts<DiaryTexts> = {
  "zh-CN": {
    title: "施工日志",
    forOrg: "组织：{org}",
    noOrg: "未选择组织",
    standalone: "当前页面在门户之外打开，日志按本浏览器保存。",
    newEntry: "记一笔日志",
    date: "日期",
    weather: "天气",
    workers: "作业人数",
    work: "施工内容",
    workPlaceholder: "例如：3 号楼五层顶板混凝土浇筑",
    add: "保存日志",
    entries: "日志记录",
    empty: "还没有日志。",
    count: "共 {count} 条",
    workersShort: "{count} 人",
    remove: "删除",
    removeEntry: "删除 {date} 的日志",
    savedHere: "日志保存在本浏览器中，不会发送到平台。",
    notSaved: "本浏览器不允许保存，关闭页面后日志不再保留。",
    added: "已保存 {date} 的日志",
    build: "版本 {version}",
    needDate: "请选择日期",
    futureDate: "日期不能晚于今天",
    needWeather: "请选择天气",
    badWorkers: "作业人数须为 0 到 9999 的整数",
    needWork: "请填写施工内容",
    workTooLong: "施工内容最多 500 个字符",
    weathers: { sunny: "晴", cloudy: "多云", rain: "雨", snow: "雪", wind: "大风" },
  },
  en: {
    title: "Site diary",
    forOrg: "Org: {org}",
    noOrg: "No org chosen",
    standalone: "This page is open outside the portal; the diary is kept in this browser.",
    newEntry: "New diary entry",
    date: "Date",
    weather: "Weather",
    workers: "Workers on site",
    work: "Work done",
    workPlaceholder: "For example: poured the level 5 slab of block 3",
    add: "Save entry",
    entries: "Diary entries",
    empty: "No entries yet.",
    count: "{count} entries",
    workersShort: "{count} workers",
    remove: "Delete",
    removeEntry: "Delete the entry of {date}",
    savedHere: "The diary is kept in this browser; it is not sent to the platform.",
    notSaved: "This browser does not allow saving: the entries are gone when the page closes.",
    added: "Saved the entry of {date}",
    build: "Version {version}",
    needDate: "Choose a date",
    futureDate: "The date cannot be after today",
    needWeather: "Choose the weather",
    badWorkers: "Workers must be a whole number from 0 to 9999",
    needWork: "Describe the work done",
    workTooLong: "The work done may have at most 500 characters",
    weathers: { sunny: "Sunny", cloudy: "Cloudy", rain: "Rain", snow: "Snow", wind: "Strong wind" },
  },
  "sv-SE": {
    title: "Byggdagbok",
    forOrg: "Organisation: {org}",
    noOrg: "Ingen organisation vald",
    standalone: "Sidan är öppnad utanför portalen; dagboken sparas i den här webbläsaren.",
    newEntry: "Ny anteckning",
    date: "Datum",
    weather: "Väder",
    workers: "Arbetare på plats",
    work: "Utfört arbete",
    workPlaceholder: "Till exempel: göt bjälklaget på plan 5 i hus 3",
    add: "Spara anteckning",
    entries: "Anteckningar",
    empty: "Inga anteckningar ännu.",
    count: "{count} anteckningar",
    workersShort: "{count} arbetare",
    remove: "Ta bort",
    removeEntry: "Ta bort anteckningen från {date}",
    savedHere: "Dagboken sparas i den här webbläsaren; den skickas inte till plattformen.",
    notSaved: "Webbläsaren tillåter inte att spara: anteckningarna försvinner när sidan stängs.",
    added: "Sparade anteckningen från {date}",
    build: "Version {version}",
    needDate: "Välj ett datum",
    futureDate: "Datumet kan inte vara efter i dag",
    needWeather: "Välj väder",
    badWorkers: "Antalet arbetare måste vara ett heltal från 0 till 9999",
    needWork: "Beskriv utfört arbete",
    workTooLong: "Utfört arbete får ha högst 500 tecken",
    weathers: { sunny: "Sol", cloudy: "Molnigt", rain: "Regn", snow: "Snö", wind: "Hård vind" },
  },
};
