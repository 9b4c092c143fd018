import type { CSSProperties } from "react";

/**
 * antd's preset tag colours write their text in the colour's 7th shade on its 1st; for green,
 * orange and gold that stands under 4.5:1 (3.4, 3.3, 2.8: WCAG AA, ADR 036). Their text takes a
 * darker shade of the same colour (antd's palette), the tag keeps its tint.
 */
const READABLE_TEXT: Record<string, string> = { green: "#237804", orange: "#AD4E00", gold: "#874D00" };

/** A Tag's `color` and `style` for a preset colour (or none), its text readable on its tint. */
export function tagColour(color: string | undefined, style?: CSSProperties): { color?: string; style?: CSSProperties } {
  const text = color ? READABLE_TEXT[color] : undefined;
  return { ...(color ? { color } : {}), ...(text || style ? { style: { ...style, ...(text ? { color: text } : {}) } } : {}) };
}
