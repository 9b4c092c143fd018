/* eslint-disable */
// generated from schemas/identity-context.schema.json by npm run gen:types; do not edit

/**
 * The identity the user acts as (SPEC §3 Client storage: user identity type, identity id, participant user org).
 */
export interface IdentityContext {
  userType: "tenant" | "participant";
  externalEntityId: string | null;
  participantOrgId: string | null;
}
