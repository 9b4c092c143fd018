/* eslint-disable */
// generated from schemas/announcement.schema.json by npm run gen:types; do not edit

/**
 * A bulletin-board post or an alert message a tenant admin posts to the whole tenant or to one org (and the orgs below it), with a schedule (ADR 024). A bulletin shows on the workbench's project bulletin board (SPEC §7 project-bulletin-board); an alert shows in the message centre and as a persistent notification at bottom right (SPEC §4 Messages, §7 message/v4/messages/alerts) until read, withdrawn or publishUntil. As GET message/v4/announcements answers it and as a tenant admin writes it (POST, PUT message/v4/announcements[/{id}]); a write leaves out the read-only fields (a PUT may repeat what it read).
 */
export interface Announcement {
  /**
   * Set by the platform: a whole number written as text (an alert's message id in the message centre).
   */
  id?: string;
  /**
   * bulletin: a post on the workbench's bulletin board; alert: a message in the message centre shown as a notification at bottom right.
   */
  kind: "bulletin" | "alert";
  /**
   * How pressing it is (the bulletin board's level).
   */
  level?: "normal" | "important" | "urgent";
  /**
   * The audience: null for every member of the tenant, else an org of the tenant (members working in that org or an org below it).
   */
  orgId?: string | null;
  /**
   * The audience org's name; null for the whole tenant.
   */
  orgName?: string | null;
  /**
   * The title per locale; at least one locale has one. A locale without one shows the first of zh-CN, en, sv-SE that has.
   */
  titleAllLang: {
    "zh-CN"?: string;
    en?: string;
    "sv-SE"?: string;
  };
  /**
   * The text per locale, as titleAllLang.
   */
  contentAllLang: {
    "zh-CN"?: string;
    en?: string;
    "sv-SE"?: string;
  };
  /**
   * Shown from this time on (an ISO 8601 date-time with a time zone, such as 2026-12-01T08:00:00Z).
   */
  publishFrom: string;
  /**
   * Shown until this time, which is after publishFrom; null: until withdrawn.
   */
  publishUntil?: string | null;
  /**
   * Where it stands now: before publishFrom, showing, after publishUntil, or withdrawn by an admin.
   */
  status?: "scheduled" | "live" | "ended" | "withdrawn";
  /**
   * The account that posted it.
   */
  publisher?: string;
  withdrawnAt?: string | null;
  /**
   * Bumped by every write; a write names it in If-Match.
   */
  version?: number;
  createdAt?: string;
  updatedAt?: string;
}
