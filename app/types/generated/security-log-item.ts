/* eslint-disable */
// generated from schemas/security-log-item.schema.json by npm run gen:types; do not edit

/**
 * One event of the security log (personal centre). The menu shows only when accountType is not above 0 (SPEC §5).
 */
export interface SecurityLogItem {
  id: string;
  eventType: "login" | "logout" | "password-change";
  success: boolean;
  tenantId?: string | null;
  ip?: string;
  userAgent?: string;
  time: string;
  [k: string]: unknown;
}
