import { apiGet, ApiError, apiSend } from "#app/platform-api/client";
import { encryptPassword } from "#app/features/login/encrypt-password";
import type { AccountInfo } from "#app/types/generated/account-info";
import type { PasswordRules } from "#app/types/generated/password-rules";
import type { SecurityLogItem } from "#app/types/generated/security-log-item";
import { readAccountInfo, readPage, readPasswordRules, readSecurityLogItem } from "./personal-answers";

/** The member fields a member edits (SPEC §3 User info); '' clears mobile or email. */
export interface AccountChanges {
  nickname?: string;
  mobile?: string;
  email?: string;
}

/** SPEC §3 page form (`{ records, recordTotal, totalPage }`) of the security log. */
export interface SecurityLogPage {
  records: SecurityLogItem[];
  recordTotal: number;
  totalPage: number;
}

/** What decides which member pages show (SPEC §6): the intranet flag and the avatar setting. */
export interface PersonalEnv {
  intranet: boolean;
  avatarAllowedOnIntranet: boolean;
}

/** 412 (ADR 033): the member info was changed elsewhere since it was read; `current` is what is stored now. */
export class MemberInfoChangedError extends Error {
  override readonly name = "MemberInfoChangedError";
  constructor(
    message: string,
    readonly current: AccountInfo | null,
  ) {
    super(message);
  }
}

/** The password could not be encrypted before sending (no public key, or the key is bad). */
export class PasswordEncryptionError extends Error {
  override readonly name = "PasswordEncryptionError";
}

/**
 * The personal centre's platform calls (SPEC §2 key 10000, §7 member and password calls).
 * An interface so stories can stand in for the platform.
 */
export interface PersonalApi {
  /** GET tenant-user/v4/users/account-info-by-identity. */
  accountInfo(): Promise<AccountInfo>;
  /**
   * PUT tenant-user/v4/users/account-info on the version read (`infoVersion`, sent as If-Match);
   * answers the account info after the change. A change made elsewhere first: MemberInfoChangedError.
   */
  updateAccountInfo(changes: AccountChanges, version?: string | null): Promise<AccountInfo>;
  /** GET uaa/user/password-rules. */
  passwordRules(): Promise<PasswordRules>;
  /** PUT uaa/user/password with both passwords RSA-encrypted with the platform key, as at login. */
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
  /** GET uaa/user/security-logs?pageIndex&pageSize (1-based). */
  securityLogs(pageIndex: number, pageSize: number): Promise<SecurityLogPage>;
  /** GET i18n/v4/env/info, read for the member-menu rule. */
  env(): Promise<PersonalEnv>;
}

function unreadable(piece: string): ApiError {
  return new ApiError(200, "invalid-answer", `The platform's ${piece} could not be read`);
}

function accountInfoOf(data: unknown): AccountInfo {
  const info = readAccountInfo(data);
  if (!info) throw unreadable("member info");
  return info;
}

async function encryptWithPlatformKey(plain: string, publicKey: string): Promise<string> {
  try {
    return await encryptPassword(publicKey, plain);
  } catch (error) {
    throw new PasswordEncryptionError(error instanceof Error ? error.message : String(error));
  }
}

/** The personal centre's calls over the BFF (app/platform-api/client.ts). */
export const platformPersonalApi: PersonalApi = {
  async accountInfo() {
    return accountInfoOf(await apiGet<unknown>("tenant-user/v4/users/account-info-by-identity"));
  },
  async updateAccountInfo(changes, version) {
    const init = version ? { headers: { "if-match": `"${version}"` } } : undefined;
    try {
      return accountInfoOf(await apiSend<unknown>("PUT", "tenant-user/v4/users/account-info", changes, init));
    } catch (error) {
      if (error instanceof ApiError && error.status === 412) throw new MemberInfoChangedError(error.message, readAccountInfo(error.data));
      throw error;
    }
  },
  async passwordRules() {
    const rules = readPasswordRules(await apiGet<unknown>("uaa/user/password-rules"));
    if (!rules) throw unreadable("password rules");
    return rules;
  },
  async changePassword(oldPassword, newPassword) {
    // The same key and padding as the login form (app/features/login/encrypt-password.ts).
    const { publicKey } = await apiGet<{ publicKey?: unknown }>("identification/public-key");
    if (typeof publicKey !== "string" || !publicKey) throw new PasswordEncryptionError("no public key");
    const body = { oldPassword: await encryptWithPlatformKey(oldPassword, publicKey), newPassword: await encryptWithPlatformKey(newPassword, publicKey) };
    await apiSend<unknown>("PUT", "uaa/user/password", body);
  },
  async securityLogs(pageIndex, pageSize) {
    const page = readPage(await apiGet<unknown>(`uaa/user/security-logs?pageIndex=${pageIndex}&pageSize=${pageSize}`), readSecurityLogItem);
    if (!page) throw unreadable("security log");
    return page;
  },
  async env() {
    const data = await apiGet<Record<string, unknown> | null>("i18n/v4/env/info");
    return { intranet: data?.["intranet"] === true, avatarAllowedOnIntranet: data?.["avatarAllowedOnIntranet"] === true };
  },
};
