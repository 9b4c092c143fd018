/* eslint-disable */
// generated from schemas/weak-password.schema.json by npm run gen:types; do not edit

/**
 * Whether the user's password fails the current rules (SPEC §8 'Your password is at risk! Please change password!').
 */
export interface WeakPassword {
  weak: boolean;
  [k: string]: unknown;
}
