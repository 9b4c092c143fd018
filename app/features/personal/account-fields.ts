/**
 * The member fields' rules (SPEC §3 User info; the platform's PUT account-info checks the
 * same): each check gives null or the i18n key of a clear message.
 */

export const NICKNAME_MAX = 32;
const MOBILE_PATTERN = /^(1\d{10}|\+\d{6,15})$/;
const EMAIL_PATTERN = /^[^\s@"<>]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Nickname: required, 1 to 32 characters, no control characters. */
export function nicknameProblem(value: unknown): string | null {
  const text = typeof value === "string" ? value.trim() : "";
  if (text === "") return "personal.info.errors.nicknameRequired";
  if ([...text].length > NICKNAME_MAX) return "personal.info.errors.nicknameTooLong";
  if (CONTROL.test(text)) return "personal.info.errors.nicknameInvalid";
  return null;
}

/** Mobile: empty, or 1 and ten digits, or + and 6 to 15 digits. */
export function mobileProblem(value: unknown): string | null {
  const text = typeof value === "string" ? value.trim() : "";
  return text === "" || MOBILE_PATTERN.test(text) ? null : "personal.info.errors.mobileInvalid";
}

/** Email: empty, or an address. */
export function emailProblem(value: unknown): string | null {
  const text = typeof value === "string" ? value.trim() : "";
  return text === "" || (text.length <= 254 && EMAIL_PATTERN.test(text)) ? null : "personal.info.errors.emailInvalid";
}
