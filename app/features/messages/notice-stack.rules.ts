/** A box on screen, in CSS pixels from the viewport's top left. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The notice stack's width at most (it is narrower on a narrow screen). */
export const NOTICE_STACK_MAX_WIDTH = 360;
/**
 * Its distance from the right edge unless the side toolbar asks for more (SideToolbar sets
 * --portal-notices-right: the stack stands left of the toolbar), and from the bottom: above the
 * corner where a tenant's customer-service launcher sits (SPEC §2 side toolbar).
 */
export const NOTICE_STACK_RIGHT = 24;
export const NOTICE_STACK_BOTTOM = 88;

/** Where the stack stands: its corner (both at the bottom), and whether it shrank to its count chip. */
export interface NoticeStackPlace {
  corner: "right" | "left";
  chip: boolean;
}

/** Below this width (a phone) the stack waits as its count chip until the person opens it: a card would cover a third of the page. */
export const NOTICE_STACK_PHONE_WIDTH = 768;

const overlaps = (a: Box, b: Box) => a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

/**
 * Where the page's notice stack stands so that it never hides the focused field: at the bottom
 * right as a rule (`right`: the box it takes there, shown whole); at the bottom left, the same
 * distance from the left edge, when the focused element lies under the right place; shrunk to
 * its count chip (at the right) when it lies under both. `focused` is the focused element's box
 * (null: none, or one the stack holds itself). On a phone it is the chip until `opened` (the
 * person opened it from the chip).
 */
export function placeNoticeStack(focused: Box | null, right: Box, viewport: { width: number }, opened = false): NoticeStackPlace {
  if (viewport.width < NOTICE_STACK_PHONE_WIDTH && !opened) return { corner: "right", chip: true };
  if (!focused || (focused.width === 0 && focused.height === 0)) return { corner: "right", chip: false };
  if (!overlaps(focused, right)) return { corner: "right", chip: false };
  const left: Box = { ...right, left: Math.max(0, viewport.width - right.left - right.width) };
  if (!overlaps(focused, left)) return { corner: "left", chip: false };
  return { corner: "right", chip: true };
}
