import { readValid } from "#app/kit/schemas/browser-validate.ts";
import { safeSameOriginPath } from "#app/kit/security/url-safety.ts";
import { textInLocale, withTexts } from "../../kit/i18n/texts-by-locale.ts";
import type { Message, MessageMenuLink } from "#app/types/generated/message.ts";
import { validateMessage } from "#app/types/generated/validators/message.js";
import { validatePage } from "#app/types/generated/validators/page.js";

/**
 * The message centre's rules (SPEC §4 Messages, §9): reading the platform's answers, the badge,
 * the poll timings, which alert notifications to open and close, and where a message leads.
 * Pure: no I/O, no timers, never throws.
 */

/** SPEC §9 timings and sizes. */
export const UNREAD_COUNT_POLL_MS = 120_000;
export const ALERT_POLL_MS = 120_000;
export const ALERT_FIRST_FETCH_MS = 1_500;
export const ALERT_RESTART_MS = 5_000;
export const ALERT_STAGGER_MS = 30;
export const MESSAGE_DROPDOWN_PAGE_SIZE = 5;
export const MESSAGE_BADGE_CAP = 99;
/** The message pages list this many per page. */
export const MESSAGE_LIST_PAGE_SIZE = 10;

/**
 * Codes of the message-centre pages among the internal portal menus (SPEC §2), shared with the
 * platform (schemas/message-pages.ts). The shell draws the pages by these codes; the details
 * page reads the message id from the `messageId` query value.
 */
export { MESSAGE_PAGE_CODES } from "#schemas/message-pages.ts";
export type MessageListKind = "all" | "unread" | "read";
/** The query value naming the message of the details page. */
export const MESSAGE_ID_PARAM = "messageId";

const MESSAGE_ID_PATTERN = /^[1-9][0-9]{0,17}$/;

/** A message id as the platform writes them (a whole number as text), or null. */
export function messageIdOf(value: unknown): string | null {
  const text = typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? String(value) : value;
  return typeof text === "string" && MESSAGE_ID_PATTERN.test(text) ? text : null;
}

/*
 * ---- Reading answers ----
 * A message and a page of them are checked by the generated validators of schemas/message and
 * schemas/page (ADR 019; no eval, ADR 017): a bad optional field is dropped, a bad required one
 * refuses the message. Two readers stay as code:
 * - readLink: a message's link is a safety check stricter than its schema (a same-origin path
 *   by the URL parser, not a pattern; codes and org ids by their patterns; each bad part left
 *   out on its own), and planMessageJump runs it again on the message it is given.
 * - readUnreadCount: the answer is a bare count that the platform may write as digits; turning
 *   digits into a number is normalisation, and no schema describes a bare number.
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
const CODE = /^[A-Za-z0-9._:-]{1,128}$/;

function readLink(value: unknown): Message["webContentUrl"] {
  if (!isObject(value)) return null;
  if (value["type"] === "url") {
    const url = safeSameOriginPath(value["url"]);
    return url ? { type: "url", url } : null;
  }
  if (value["type"] !== "menu") return null;
  const productCode = text(value["productCode"]);
  const moduleCode = text(value["moduleCode"]);
  if (!productCode || !moduleCode || !CODE.test(productCode) || !CODE.test(moduleCode)) return null;
  const link: MessageMenuLink = { type: "menu", productCode, moduleCode };
  const orgId = text(value["orgId"]);
  if (orgId && /^[A-Za-z0-9_.-]{1,64}$/.test(orgId)) link.orgId = orgId;
  const applicationCode = text(value["applicationCode"]);
  if (applicationCode && CODE.test(applicationCode)) link.applicationCode = applicationCode;
  const url = safeSameOriginPath(value["url"]);
  if (url) link.url = url;
  const extra = value["extendParamers"];
  if (isObject(extra)) {
    const entries = Object.entries(extra).filter((entry): entry is [string, string] => typeof entry[1] === "string");
    if (entries.length > 0) link.extendParamers = Object.fromEntries(entries);
  }
  return link;
}

/** One message with id, title, type, time and read flag, else null; an unsafe link is dropped. */
export function readMessage(value: unknown): Message | null {
  if (!isObject(value)) return null;
  // The link is read by readLink, not the validator: a bad link is left out, the message kept.
  const { webContentUrl, ...fields } = value;
  const message = readValid(validateMessage, { ...fields, id: messageIdOf(fields["id"]) ?? fields["id"] });
  if (!message) return null;
  const link = readLink(webContentUrl);
  const { titleAllLang, contentAllLang, ...rest } = message;
  return {
    ...rest,
    ...withTexts("titleAllLang", titleAllLang),
    content: message.content ?? "",
    ...withTexts("contentAllLang", contentAllLang),
    productCode: message.productCode ?? null,
    readTime: message.readTime ?? null,
    businessJump: link !== null,
    webContentUrl: link,
  };
}

/** The message with its title and text in `locale` (SPEC §3 nameAllLang's rules), for display. */
export function messageInLocale(message: Message, locale: unknown): Message {
  return { ...message, title: textInLocale(message.title, message.titleAllLang, locale), content: textInLocale(message.content ?? "", message.contentAllLang, locale) };
}

/** A list of messages; items that cannot be read are left out. */
export function readMessageList(value: unknown): Message[] {
  return Array.isArray(value) ? value.flatMap((item) => readMessage(item) ?? []) : [];
}

export interface MessagePage {
  records: Message[];
  recordTotal: number;
  totalPage: number;
}

/** SPEC page form `{ records, recordTotal, totalPage }` of messages, else null. */
export function readMessagePage(value: unknown): MessagePage | null {
  const page = readValid(validatePage, value);
  return page && { records: readMessageList(page.records), recordTotal: page.recordTotal, totalPage: page.totalPage };
}

const wholeNumber = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0;

/** The unread count: a whole number (also given as digits), else null. */
export function readUnreadCount(value: unknown): number | null {
  const n = typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : value;
  return wholeNumber(n) ? n : null;
}

/* ---- Badge and polls ---- */

/** SPEC §9 badge cap 99: nothing for no unread message, the number up to 99, then "99+". */
export function badgeText(count: unknown): string | null {
  if (typeof count !== "number" || !Number.isFinite(count) || count < 1) return null;
  return count > MESSAGE_BADGE_CAP ? `${MESSAGE_BADGE_CAP}+` : String(Math.floor(count));
}

/** What happened to the alert poll; nextAlertPoll tells how long to wait before fetching again. */
export type AlertPollEvent = "started" | "fetched" | "failed" | "allClosed";

/**
 * SPEC §9 alert poll: the first fetch 1500 ms after start, then every 120000 ms (also after a
 * failure), and 5000 ms after the user closed the last alert shown.
 */
export function nextAlertPoll(event: AlertPollEvent): number {
  switch (event) {
    case "started":
      return ALERT_FIRST_FETCH_MS;
    case "allClosed":
      return ALERT_RESTART_MS;
    default:
      return ALERT_POLL_MS;
  }
}

/** SPEC §9 "staggered 30 ms per notification": the delay before the n-th new alert (0-based) opens. */
export function alertStagger(index: number): number {
  return Number.isInteger(index) && index > 0 ? index * ALERT_STAGGER_MS : 0;
}

export interface AlertDiff {
  /** Returned and not shown yet: open them, in the platform's order. */
  open: Message[];
  /** Shown and no longer returned: close them. */
  close: string[];
  /** What is shown afterwards: the returned alerts. */
  shown: Message[];
}

/**
 * SPEC §4 "Alert-type messages show as persistent notifications ... and are removed when no
 * longer returned": compares the alerts shown (by id) with those the platform returned. Only
 * alert-type, unread messages count; an id returned twice counts once.
 */
export function diffAlerts(shownIds: readonly string[], returned: readonly Message[]): AlertDiff {
  const seen = new Set<string>();
  const shown = returned.filter((message) => {
    if (message.type !== "alert" || message.read || seen.has(message.id)) return false;
    seen.add(message.id);
    return true;
  });
  const before = new Set(shownIds);
  return { open: shown.filter((message) => !before.has(message.id)), close: shownIds.filter((id) => !seen.has(id)), shown };
}

/* ---- Where a message leads ---- */

/** Query names a message's extra parameters may not set: they steer the shell itself. */
const RESERVED_PARAMS = new Set(["org", "orgid", "tenantid", "viewmode", "local_token", "path", "tripartitepageurl", "switchtenant", "externalentityid", "scene", "pagefrom", "messageid"]);

/**
 * Where a message leads (SPEC §3 webContentUrl, §4 Messages "jump"), before the menu is known:
 * - `path`: a same-origin path of the portal, to go to as it is;
 * - `menu`: a portal menu by product and menu code, in `orgId` (null: the current org), with
 *   the query values to set on its page (extra parameters that do not steer the shell, and the
 *   app path, encoded once more since the shell double-decodes `path`);
 * - `none`: the message leads nowhere (or its link is not safe): the details page shows it.
 */
export type MessageJumpPlan =
  | { kind: "path"; href: string }
  | { kind: "menu"; productCode: string; menuCode: string; orgId: string | null; query: Record<string, string> }
  | { kind: "none" };

export function planMessageJump(message: Pick<Message, "webContentUrl"> | null | undefined, currentOrgId: string | null): MessageJumpPlan {
  const link = readLink(message?.webContentUrl);
  if (!link) return { kind: "none" };
  if (link.type === "url") return { kind: "path", href: link.url };
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(link.extendParamers ?? {})) {
    if (/^[A-Za-z][A-Za-z0-9_]{0,31}$/.test(name) && !RESERVED_PARAMS.has(name.toLowerCase()) && value.length <= 200) query[name] = value;
  }
  if (link.url) query["path"] = encodeURIComponent(link.url);
  const orgId = link.orgId && link.orgId !== currentOrgId ? link.orgId : null;
  return { kind: "menu", productCode: link.productCode, menuCode: link.moduleCode, orgId, query };
}

/* ---- The new-message prompt (SPEC §2 dialogs, §4 Messages) ---- */

/**
 * Whether to tell the user of unread messages now: there are some, more than when the user was
 * last told in this browser session (`told`, null when never), and the user did not ask never to
 * be reminded. A count not known yet tells nothing.
 */
export function shouldPromptNewMessages(count: number | null, told: number | null, neverRemind: boolean): boolean {
  if (neverRemind || count === null || !Number.isInteger(count) || count < 1) return false;
  return told === null || !Number.isFinite(told) || count > told;
}
