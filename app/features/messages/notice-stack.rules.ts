/** A box on screen, in CSS pixels from the viewport's top left. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The notice stack's width at most (it is narrower on a narrow screen). */
export const NOTICE_STACK_MAX_WIDTH = 360;
/** Its distance from the viewport's edges. */
export const NOTICE_STACK_MARGIN = 16;

/** Where the stack stands: its corner (both at the bottom), and whether it shrank to its count chip. */
export interface NoticeStackPlace {
  corner: "right" | "left";
  chip: boolean;
}

const overlaps = (a: Box, b: Box) => a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

/**
 * Where the page's notice stack stands so that it never hides the focused field: at the bottom
 * right as a rule; at the bottom left when the focused element lies under the right corner's
 * place; shrunk to its count chip (at the right) when it lies under both. `stack` is the size
 * the stack takes when shown whole, `focused` the focused element's box (null: none, or one the
 * stack holds itself).
 */
export function placeNoticeStack(focused: Box | null, stack: { width: number; height: number }, viewport: { width: number; height: number }): NoticeStackPlace {
  if (!focused || (focused.width === 0 && focused.height === 0)) return { corner: "right", chip: false };
  const top = viewport.height - NOTICE_STACK_MARGIN - stack.height;
  const right: Box = { left: viewport.width - NOTICE_STACK_MARGIN - stack.width, top, width: stack.width, height: stack.height };
  if (!overlaps(focused, right)) return { corner: "right", chip: false };
  const left: Box = { left: NOTICE_STACK_MARGIN, top, width: stack.width, height: stack.height };
  if (!overlaps(focused, left)) return { corner: "left", chip: false };
  return { corner: "right", chip: true };
}
