import { lazyPiece } from "#app/lazy/lazy-piece";
import { usePortal } from "#app/portal/portal-context";
import { showParticipantOrgDropdown } from "#app/rules/identity-entry";
import { PARTICIPANT_ORG_SELECT_BOX } from "./participant-org-box";

/**
 * The select's code (antd Select, rc-select, rc-virtual-list) loads only for a page that draws
 * it: a server render that does names it, so the browser has it before hydrating; drawn later
 * (an identity chosen on the page), a spinner of the select's size stands in meanwhile.
 */
const ParticipantOrgChoice = lazyPiece(
  "components/header/ParticipantOrgChoice",
  () => import("./ParticipantOrgChoice").then((m) => m.ParticipantOrgChoice),
  "inline",
  { ...PARTICIPANT_ORG_SELECT_BOX, minHeight: 0 },
);

/**
 * The participant-org dropdown of the header (SPEC §2 Layout): while the user acts
 * as a participant with more than one org, choosing another org applies it to the
 * identity and reloads the page for it.
 */
export function ParticipantOrgSelect() {
  const { participantOrgs = [], identity } = usePortal();
  if (identity?.type !== "participant" || !identity.externalEntityId || !showParticipantOrgDropdown(participantOrgs)) return null;
  return <ParticipantOrgChoice externalEntityId={identity.externalEntityId} />;
}
