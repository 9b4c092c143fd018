/** The participant-org select's box in the header, for the select and for what stands in for it while its code loads. */
export const PARTICIPANT_ORG_SELECT_STYLE = { minWidth: 160, maxWidth: 240, flexShrink: 0 } as const;
