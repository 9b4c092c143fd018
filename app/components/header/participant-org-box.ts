/** The participant-org select's box in the header: the placeholder drawn while its code loads keeps it. */
export const PARTICIPANT_ORG_SELECT_BOX = { minWidth: 160, maxWidth: 240, height: 24, flexShrink: 0 } as const;
