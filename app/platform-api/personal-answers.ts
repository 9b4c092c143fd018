import type { AccountInfo } from "#app/types/generated/account-info";
import type { PasswordRules } from "#app/types/generated/password-rules";
import type { SecurityLogItem } from "#app/types/generated/security-log-item";

/**
 * Readers of the personal-centre answers in the browser, following schemas/account-info,
 * password-rules, security-log-item and page. Hand-written because the page's CSP forbids
 * the code generation ajv needs; each gives a clean object or null.
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
const wholeNumber = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value);

/** Member info with account name, nickname and accountType, else null. */
export function readAccountInfo(value: unknown): AccountInfo | null {
  if (!isObject(value)) return null;
  const accountName = text(value["accountName"]);
  const nickname = text(value["nickname"]);
  const accountType = value["accountType"];
  if (accountName === undefined || nickname === undefined || !wholeNumber(accountType)) return null;
  const agreement = isObject(value["accountInfo"]) ? value["accountInfo"] : {};
  const changed = value["passwordChangedAt"];
  return {
    id: text(value["id"]) ?? (typeof value["id"] === "number" ? String(value["id"]) : undefined),
    accountName,
    nickname,
    username: text(value["username"]),
    mobile: text(value["mobile"]),
    email: text(value["email"]),
    avatarPath: Array.isArray(value["avatarPath"]) ? value["avatarPath"].filter((p): p is string => typeof p === "string") : [],
    accountType,
    passwordChangedAt: typeof changed === "string" ? changed : null,
    accountInfo: { agreeAgreement: agreement["agreeAgreement"] === true, agreeGDPR: agreement["agreeGDPR"] === true, identity: text(agreement["identity"]) ?? "tenant" },
  };
}

const CHAR_CLASSES: readonly PasswordRules["charClasses"][number][] = ["lower", "upper", "digit", "symbol"];

/** Password rules with sensible bounds (1 ≤ min ≤ max), else null. */
export function readPasswordRules(value: unknown): PasswordRules | null {
  if (!isObject(value)) return null;
  const { minLength, maxLength, minCharClasses } = value;
  if (!wholeNumber(minLength) || !wholeNumber(maxLength) || !wholeNumber(minCharClasses) || minLength < 1 || maxLength < minLength || minCharClasses < 0) return null;
  const classes = Array.isArray(value["charClasses"]) ? CHAR_CLASSES.filter((c) => (value["charClasses"] as unknown[]).includes(c)) : [];
  return { minLength, maxLength, minCharClasses, charClasses: classes, notContainAccount: value["notContainAccount"] === true, notSameAsOld: value["notSameAsOld"] === true };
}

const EVENTS: readonly SecurityLogItem["eventType"][] = ["login", "logout", "password-change"];

/** A security-log event with id, known type, result and time, else null. */
export function readSecurityLogItem(value: unknown): SecurityLogItem | null {
  if (!isObject(value)) return null;
  const itemId = typeof value["id"] === "number" ? String(value["id"]) : text(value["id"]);
  const eventType = EVENTS.find((e) => e === value["eventType"]);
  const time = text(value["time"]);
  if (!itemId || !eventType || typeof value["success"] !== "boolean" || !time) return null;
  const tenantId = value["tenantId"];
  return {
    id: itemId,
    eventType,
    success: value["success"],
    time,
    ip: text(value["ip"]),
    userAgent: text(value["userAgent"]),
    tenantId: typeof tenantId === "string" ? tenantId : null,
  };
}

/** SPEC page form `{ records, recordTotal, totalPage }` with its records read by `item`, else null. */
export function readPage<T>(value: unknown, item: (record: unknown) => T | null): { records: T[]; recordTotal: number; totalPage: number } | null {
  if (!isObject(value) || !Array.isArray(value["records"]) || !wholeNumber(value["recordTotal"]) || !wholeNumber(value["totalPage"])) return null;
  return { records: value["records"].flatMap((record) => item(record) ?? []), recordTotal: value["recordTotal"], totalPage: value["totalPage"] };
}
