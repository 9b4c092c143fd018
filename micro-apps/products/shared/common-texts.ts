import type { Texts } from "../../shared/locale";

/** Texts every product page shows. */
export interface CommonTexts {
  demoData: string;
  /** Before the project's name, with its colon. */
  project: string;
  all: string;
  search: string;
  noMatch: string;
}

export const COMMON: Texts<CommonTexts> = {
  "zh-CN": { demoData: "演示数据", project: "项目：", all: "全部", search: "搜索", noMatch: "没有符合条件的记录。" },
  en: { demoData: "Demo data", project: "Project: ", all: "All", search: "Search", noMatch: "Nothing matches." },
  "sv-SE": { demoData: "Demodata", project: "Projekt: ", all: "Alla", search: "Sök", noMatch: "Inget matchar." },
};

/** One text of the demo data in the three languages. */
export type Tr = Texts<string>;

export const tr = (zh: string, en: string, sv: string): Tr => ({ "zh-CN": zh, en, "sv-SE": sv });

/** The day the demo data is written for (the demo's messages and diary are of early June 2026). */
export const DEMO_TODAY = "2026-06-06";
