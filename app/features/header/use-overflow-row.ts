import { useCallback, useEffect, useRef, useState, type CSSProperties } from "react";
import { fitMenuItems, type MenuRowFit } from "./fit-menu-items";
import { useBrowserLayoutEffect } from "#app/kit/react/use-browser-layout-effect";

/** The server has no layout: measuring starts in the browser, before the first paint. */

/** An item that went into "more": still laid out (so it can be measured again), but neither seen, reached nor read. */
export const OVERFLOWED_STYLE: CSSProperties = { position: "absolute", top: 0, left: 0, visibility: "hidden", pointerEvents: "none" };

export interface OverflowRow {
  /** The flex item the row lives in; what it adds around the list (padding, border) counts in its widths. */
  rootRef: (element: HTMLElement | null) => void;
  /** The list: its width is the room; its children marked data-overflow-item and data-overflow-more are measured. */
  listRef: (element: HTMLElement | null) => void;
  /** How many leading items show; all of them until measured. */
  visible: number;
  /** The flex item's width with every item and with every item in "more"; null until measured. */
  natural: number | null;
  min: number | null;
}

const sameFit = (a: MenuRowFit | null, b: MenuRowFit) => a !== null && a.visible === b.visible && Math.abs(a.natural - b.natural) < 0.5 && Math.abs(a.min - b.min) < 0.5;

/**
 * Measures a row of items and tells how many fit (fitMenuItems), again whenever the row's room
 * or an item's width changes (one ResizeObserver, added and removed with the row). `signature`
 * names what the items show (their names, in the active locale): a change measures again.
 */
export function useOverflowRow(count: number, gap: number, signature: string): OverflowRow {
  const root = useRef<HTMLElement | null>(null);
  const list = useRef<HTMLElement | null>(null);
  const [fit, setFit] = useState<MenuRowFit | null>(null);

  const measure = useCallback(() => {
    const element = list.current;
    if (!element) return;
    const children = [...element.children] as HTMLElement[];
    const items = children.filter((child) => child.hasAttribute("data-overflow-item"));
    const more = children.find((child) => child.hasAttribute("data-overflow-more"));
    const listWidth = element.getBoundingClientRect().width;
    const around = root.current && root.current !== element ? Math.max(0, root.current.getBoundingClientRect().width - listWidth) : 0;
    const next = fitMenuItems({
      itemWidths: items.map((item) => item.getBoundingClientRect().width),
      available: element.clientWidth,
      moreWidth: more?.getBoundingClientRect().width ?? 0,
      gap,
    });
    // Nothing measured (no layout): keep every item and leave the widths to the style sheet.
    if (next.natural === 0) return;
    const withAround = { visible: next.visible, natural: next.natural + around, min: next.min + around };
    setFit((previous) => (sameFit(previous, withAround) ? previous : withAround));
  }, [gap]);

  useBrowserLayoutEffect(() => {
    measure();
  }, [measure, count, signature]);

  useEffect(() => {
    const element = list.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => measure());
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [measure, count, signature]);

  return {
    rootRef: useCallback((element: HTMLElement | null) => {
      root.current = element;
    }, []),
    listRef: useCallback((element: HTMLElement | null) => {
      list.current = element;
    }, []),
    visible: fit ? Math.min(fit.visible, count) : count,
    natural: fit?.natural ?? null,
    min: fit?.min ?? null,
  };
}
