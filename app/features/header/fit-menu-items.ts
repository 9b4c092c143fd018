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

/** One bar of a group, as measured: its items' widths, its "more" item, the gap between its items, what it adds around them (padding, border). */
export interface GroupBarWidths {
  itemWidths: readonly number[];
  moreWidth: number;
  gap?: number;
  around?: number;
}

/** A bar's share of the group's room: how many leading items it shows and its width. */
export interface GroupBarFit {
  visible: number;
  width: number;
}

/** What the group asks of the header: every item of every bar shown, or every bar down to its "more" item. */
export interface MenuGroupFit {
  bars: GroupBarFit[];
  natural: number;
  min: number;
}

/**
 * Several menu bars side by side (the header's main and sub menus, SPEC §2 levels 3 and 4) in
 * one room, fitted item by item (fitMenuItems for one bar): every item of every bar when they
 * fit; otherwise each bar starts at its "more" item and the bars, in turn, take their next item
 * while it fits — so no bar is left with a lone "more" while the room it needs lies unused
 * beside another bar's "more". A bar whose last item comes in no longer needs its "more" item.
 * `between` is the space between two bars. Widths that are not positive numbers count as 0; a
 * group whose items measure nothing (no layout) shows every item.
 */
export function fitMenuGroup(bars: readonly GroupBarWidths[], available: number, between = 0): MenuGroupFit {
  const rows = bars.map((bar) => {
    const widths = bar.itemWidths.map(width);
    const gap = width(bar.gap ?? 0);
    const around = width(bar.around ?? 0);
    const itemsTotal = widths.reduce((sum, w) => sum + w, 0);
    const natural = widths.length === 0 ? 0 : around + itemsTotal + gap * (widths.length - 1);
    const min = widths.length === 0 ? 0 : Math.min(natural, around + width(bar.moreWidth));
    return { widths, gap, around, natural, min, more: width(bar.moreWidth), itemsTotal };
  });
  const spacing = width(between) * Math.max(0, rows.filter((row) => row.widths.length > 0).length - 1);
  const natural = rows.reduce((sum, row) => sum + row.natural, 0) + spacing;
  const min = rows.reduce((sum, row) => sum + row.min, 0) + spacing;
  const all = (): MenuGroupFit => ({ bars: rows.map((row) => ({ visible: row.widths.length, width: row.natural })), natural, min });
  if (rows.every((row) => row.itemsTotal === 0)) return { bars: rows.map((row) => ({ visible: row.widths.length, width: 0 })), natural: 0, min: 0 };
  if (!Number.isFinite(available) || natural <= available + SLACK) return all();
  const shown = rows.map(() => 0);
  const used = rows.map((row) => row.min);
  let left = available - min;
  // A bar's width with its first `count` items (and its "more" item unless that is all of them).
  const widthWith = (index: number, count: number): number => {
    const row = rows[index]!;
    if (count >= row.widths.length) return row.natural;
    let w = row.around + row.more;
    for (let i = 0; i < count; i++) w += (row.widths[i] ?? 0) + row.gap;
    return w;
  };
  for (let grew = true; grew; ) {
    grew = false;
    for (let index = 0; index < rows.length; index++) {
      const count = shown[index]!;
      if (count >= rows[index]!.widths.length) continue;
      const next = widthWith(index, count + 1);
      if (next - used[index]! <= left + SLACK) {
        left -= next - used[index]!;
        used[index] = next;
        shown[index] = count + 1;
        grew = true;
      }
    }
  }
  return { bars: rows.map((_, index) => ({ visible: shown[index]!, width: used[index]! })), natural, min };
}
