import { useState, type ReactNode, type UIEvent } from "react";

interface Props<T> {
  items: readonly T[];
  /** Height of the scrolling box in px (SPEC §9: org tree 500). */
  height: number;
  /** Estimated row height in px (SPEC §9: 32). */
  itemHeight: number;
  /** Most rows kept in the DOM at once (SPEC §9: 30). */
  keep: number;
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  "aria-label": string;
  role?: "tree" | "list";
}

/**
 * Renders only the rows in view plus a margin, never more than `keep`, inside a
 * box as tall as every row together — so a tree of 100,000 nodes costs the
 * same to draw as one of 30. Rows are laid out by a top spacer, not measured.
 */
export function VirtualList<T>({ items, height, itemHeight, keep, itemKey, renderItem, role = "tree", ...rest }: Props<T>) {
  const [scrollTop, setScrollTop] = useState(0);
  const visible = Math.ceil(height / itemHeight);
  const margin = Math.max(0, Math.floor((keep - visible) / 2));
  const maxStart = Math.max(0, items.length - keep);
  const start = Math.min(maxStart, Math.max(0, Math.floor(scrollTop / itemHeight) - margin));
  const end = Math.min(items.length, start + keep);
  const windowed = items.slice(start, end);
  return (
    <div
      role={role}
      aria-label={rest["aria-label"]}
      data-total={items.length}
      onScroll={(event: UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop)}
      style={{ height, overflowY: "auto", position: "relative" }}
    >
      <div style={{ height: items.length * itemHeight, position: "relative" }}>
        <div style={{ position: "absolute", top: start * itemHeight, left: 0, right: 0 }}>
          {windowed.map((item, i) => (
            <div key={itemKey(item)} style={{ height: itemHeight, boxSizing: "border-box" }}>
              {renderItem(item, start + i)}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
