import type { PasswordRules } from "#app/types/generated/password-rules";

/** One rule of the password rules, as the member password page lists it while typing. */
export interface PasswordCheck {
  key: "length" | "noSpaces" | "charClasses" | "notAccount" | "notSameAsOld";
  ok: boolean;
  /** Values for the rule's message (i18n interpolation). */
  params: Record<string, string | number>;
}

type CharClass = PasswordRules["charClasses"][number];

const CHAR_CLASS_TESTS: Record<CharClass, RegExp> = {
  lower: /[a-z]/,
  upper: /[A-Z]/,
  digit: /[0-9]/,
  symbol: /[^A-Za-z0-9\s]/,
};

/** The account name is checked only from this length on (as the platform does). */
const ACCOUNT_CHECK_MIN = 3;

/**
 * The platform's password rules (GET uaa/user/password-rules) applied to `password`: one
 * check per rule the platform sets, in a fixed order. `oldPassword` is the one typed in the
 * old-password field; an empty one does not count against the new password yet.
 */
export function passwordChecks(rules: PasswordRules, password: string, context: { accountName?: string | null; oldPassword?: string | null } = {}): PasswordCheck[] {
  const classes = rules.charClasses.filter((c): c is CharClass => c in CHAR_CLASS_TESTS);
  const used = classes.filter((c) => CHAR_CLASS_TESTS[c].test(password)).length;
  const checks: PasswordCheck[] = [
    { key: "length", ok: password.length >= rules.minLength && password.length <= rules.maxLength, params: { min: rules.minLength, max: rules.maxLength } },
    { key: "noSpaces", ok: password.length > 0 && !/\s/.test(password), params: {} },
    { key: "charClasses", ok: used >= Math.min(rules.minCharClasses, classes.length), params: { count: rules.minCharClasses, classes: classes.join(",") } },
  ];
  const account = context.accountName ?? "";
  if (rules.notContainAccount && account.length >= ACCOUNT_CHECK_MIN) {
    checks.push({ key: "notAccount", ok: password.length > 0 && !password.toLowerCase().includes(account.toLowerCase()), params: { account } });
  }
  if (rules.notSameAsOld) {
    const old = context.oldPassword ?? "";
    checks.push({ key: "notSameAsOld", ok: password.length > 0 && (old === "" || password !== old), params: {} });
  }
  return checks;
}

/** Whether every check passed. */
export function passwordAcceptable(checks: readonly PasswordCheck[]): boolean {
  return checks.every((check) => check.ok);
}
