/* eslint-disable */
// generated from schemas/dashboard-write.schema.json by npm run gen:types; do not edit

export type Name = string;

/**
 * The body of POST and PUT workbench/v4/admin/entries/dashboards[/{id}] (SPEC §3 Dashboard; ADR 023).
 */
export interface DashboardWrite {
  nameAllLang: DashboardNames;
  /**
   * One icon class name, or empty for none.
   */
  icon?: string;
  /**
   * The board's page; the portal adds orgId.
   */
  contentUrl: string;
  /**
   * null: every org of the tenant; else that org and the orgs below it.
   */
  orgId?: string | null;
}
/**
 * The name in every portal language (SPEC §1, §3 nameAllLang).
 */
export interface DashboardNames {
  "zh-CN": Name;
  en: Name;
  "sv-SE": Name;
}
