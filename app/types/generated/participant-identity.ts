/* eslint-disable */
// generated from schemas/participant-identity.schema.json by npm run gen:types; do not edit

/**
 * A participant identity of the user in a tenant (SPEC §3 Identity). bizType participant_admin marks the admin one, listed first (SPEC §6).
 */
export interface ParticipantIdentity {
  /**
   * 1 for an external participant identity (SPEC §7 Change identity).
   */
  externalType?: number | null;
  /**
   * Whole number, as a string of digits.
   */
  externalEntityId: string;
  bizId?: string | null;
  /**
   * participant_admin marks the admin participant org.
   */
  bizType?: string | null;
  bizName?: string | null;
  participantOrgId?: string | null;
  roleType?: string | null;
  /**
   * An external identity also sets the participant when auto-selected (SPEC §4 Tenant switch).
   */
  external?: boolean;
  fullName?: string[];
  tenantName?: string | null;
  [k: string]: unknown;
}
