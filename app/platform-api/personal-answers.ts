import { readValid } from "#app/kit/schemas/browser-validate";
import type { AccountInfo } from "#app/types/generated/account-info";
import type { PasswordRules } from "#app/types/generated/password-rules";
import type { SecurityLogItem } from "#app/types/generated/security-log-item";
import { validateAccountInfo } from "#app/types/generated/validators/account-info.js";
import { validatePage } from "#app/types/generated/validators/page.js";
import { validatePasswordRules } from "#app/types/generated/validators/password-rules.js";
import { validateSecurityLogItem } from "#app/types/generated/validators/security-log-item.js";

/**
 * Readers of the personal-centre answers in the browser: schemas/account-info,
 * password-rules, security-log-item and page, checked by their generated validators
 * (ADR 019; no eval, ADR 017). A bad optional field or list item is dropped, a bad required
 * one refuses the answer (null); the defaults below stand in for fields left out or dropped.
 * What is left as code is normalisation (numeric ids as text) and one rule a JSON Schema
 * cannot say (maxLength not below minLength).
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
/** The answer with its id, when the platform sends a number, as text. */
const withIdAsText = (value: unknown): unknown => (isObject(value) && typeof value["id"] === "number" ? { ...value, id: String(value["id"]) } : value);

/** No avatar, no password change known, and no agreement given: asked again rather than assumed. */
const ACCOUNT_INFO_DEFAULTS: Partial<AccountInfo> = {
  avatarPath: [],
  passwordChangedAt: null,
  accountInfo: { agreeAgreement: false, agreeGDPR: false, identity: "tenant" },
};

/** Member info with account name, nickname and accountType, else null. */
export function readAccountInfo(value: unknown): AccountInfo | null {
  return readValid(validateAccountInfo, withIdAsText(value), ACCOUNT_INFO_DEFAULTS);
}

const CHAR_CLASSES: readonly PasswordRules["charClasses"][number][] = ["lower", "upper", "digit", "symbol"];
const PASSWORD_RULES_DEFAULTS: Partial<PasswordRules> = { charClasses: [], notContainAccount: false, notSameAsOld: false };

/** Password rules with sensible bounds (1 ≤ min ≤ max), else null. */
export function readPasswordRules(value: unknown): PasswordRules | null {
  const rules = readValid(validatePasswordRules, value, PASSWORD_RULES_DEFAULTS);
  if (!rules || rules.maxLength < rules.minLength) return null;
  // Each class once, in the order the checks list them.
  return { ...rules, charClasses: CHAR_CLASSES.filter((c) => rules.charClasses.includes(c)) };
}

/** A security-log event with id, known type, result and time, else null. */
export function readSecurityLogItem(value: unknown): SecurityLogItem | null {
  return readValid(validateSecurityLogItem, withIdAsText(value), { tenantId: null });
}

/** SPEC page form `{ records, recordTotal, totalPage }` with its records read by `item`, else null. */
export function readPage<T>(value: unknown, item: (record: unknown) => T | null): { records: T[]; recordTotal: number; totalPage: number } | null {
  const page = readValid(validatePage, value);
  return page && { records: page.records.flatMap((record) => item(record) ?? []), recordTotal: page.recordTotal, totalPage: page.totalPage };
}
