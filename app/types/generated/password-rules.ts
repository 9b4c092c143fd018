/* eslint-disable */
// generated from schemas/password-rules.schema.json by npm run gen:types; do not edit

/**
 * What a new password must satisfy (personal centre, member password).
 */
export interface PasswordRules {
  minLength: number;
  maxLength: number;
  /**
   * How many of charClasses a password must use.
   */
  minCharClasses: number;
  charClasses: ("lower" | "upper" | "digit" | "symbol")[];
  /**
   * The account name may not appear in it (any case).
   */
  notContainAccount?: boolean;
  /**
   * It must differ from the current password.
   */
  notSameAsOld?: boolean;
  [k: string]: unknown;
}
