/**
 * A Segmented whose choices wrap onto another line where its place is narrower than they are (a
 * phone, a column beside a preview, a long Swedish label), never widening the page: give the
 * Segmented this class and draw WRAPPING_SEGMENTED_CSS once (StyleRules).
 */
export const WRAPPING_SEGMENTED_CLASS = "portal-wrapping-segmented";
export const WRAPPING_SEGMENTED_CSS = `.ant-space-item:has(>.${WRAPPING_SEGMENTED_CLASS}){max-width:100%}.${WRAPPING_SEGMENTED_CLASS}{max-width:100%}.${WRAPPING_SEGMENTED_CLASS} .ant-segmented-group{flex-wrap:wrap}`;
