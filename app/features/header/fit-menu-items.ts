/** What a row of items measures: each item's width, the room it has, the "more" item's width, the gap between items. */
export interface MenuRowWidths {
  itemWidths: readonly number[];
  available: number;
  moreWidth: number;
  gap?: number;
}

/** How many items show, and the widths the row asks of its parent (all items; only the "more" item). */
export interface MenuRowFit {
  visible: number;
  natural: number;
  min: number;
}

/** Half a pixel of slack: measured widths are fractional and a browser may round them either way. */
const SLACK = 0.5;

const width = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0);

/**
 * Which items of a horizontal menu fit (SPEC §2 header main menu; like antd Menu's overflowed
 * indicator): all of them when their widths and gaps fit the room; otherwise the longest
 * leading run that fits beside the "more" item, the rest going into it. Widths that are not
 * positive numbers count as 0; a row whose items measure nothing (no layout, as on the server
 * or in jsdom) shows every item and asks for no width. `natural` is what the row needs to show every item, `min` what it
 * needs with all of them in "more".
 */
export function fitMenuItems({ itemWidths, available, moreWidth, gap = 0 }: MenuRowWidths): MenuRowFit {
  const widths = itemWidths.map(width);
  const between = width(gap);
  const more = width(moreWidth);
  const count = widths.length;
  const itemsTotal = widths.reduce((sum, w) => sum + w, 0);
  if (itemsTotal === 0) return { visible: count, natural: 0, min: 0 };
  const natural = itemsTotal + between * (count - 1);
  const min = Math.min(natural, more);
  if (!Number.isFinite(available) || natural <= available + SLACK) return { visible: count, natural, min };
  let used = more;
  let visible = 0;
  while (visible < count && used + (widths[visible] ?? 0) + between <= available + SLACK) {
    used += (widths[visible] ?? 0) + between;
    visible += 1;
  }
  return { visible, natural, min };
}
