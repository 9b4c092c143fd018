/* eslint-disable */
// generated from schemas/account-info.schema.json by npm run gen:types; do not edit

/**
 * Member info of the signed-in user (personal centre) with the agreement of the current identity (SPEC §3 Account info, Agreement).
 */
export interface AccountInfo {
  id?: string;
  accountName: string;
  nickname: string;
  mobile?: string;
  email?: string;
  avatarPath: string[];
  /**
   * The security-log menu shows only when not above 0.
   */
  accountType: number;
  username?: string;
  passwordChangedAt?: string | null;
  /**
   * The version of nickname, mobile and email, named in If-Match when they are changed (412 when another change came first; ADR 033).
   */
  infoVersion?: string;
  accountInfo: {
    agreeAgreement: boolean;
    agreeGDPR: boolean;
    /**
     * 'tenant' or the participant's externalEntityId.
     */
    identity: string;
    [k: string]: unknown;
  };
  [k: string]: unknown;
}
