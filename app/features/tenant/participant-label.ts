import type { ParticipantIdentity } from "#app/types/generated/participant-identity";

/** antd's Radio.Group passes `role` through but does not type it; without it the group has no accessible name. */
export const RADIO_GROUP_ROLE = { role: "radiogroup" } as Record<string, string>;

/** A participant identity's label: its org name path, else its business name. */
export function participantLabel(identity: ParticipantIdentity, tenantLabel: string): string {
  if (identity.external !== true) return tenantLabel;
  if (identity.fullName && identity.fullName.length > 0) return identity.fullName.join(" / ");
  return identity.bizName ?? identity.externalEntityId;
}
