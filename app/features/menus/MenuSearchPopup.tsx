import { memo, useEffect, useLayoutEffect, useRef, type MouseEvent, type RefObject } from "react";
import { createPortal } from "react-dom";
import { SEARCH_CLASS } from "./search-box-style";

/** One result as the list shows it: the menu's name and where it lives (its app and parent menus). */
export interface SearchOption {
  id: string;
  name: string;
  trail: string;
}

/** The popup's width (px), narrower only when the window is. */
export const SEARCH_POPUP_WIDTH = 360;
/** Between the box and the popup (px). */
const POPUP_GAP = 4;
/** What the popup keeps clear of the window's edges (px). */
const WINDOW_MARGIN = 8;

/** The element id of the option at `index` in the list `listId` (what aria-activedescendant names). */
export const optionId = (listId: string, index: number): string => `${listId}-${index}`;

/**
 * The option that becomes active after an arrow key: the next (`step` 1) or previous (-1), wrapping
 * at either end; from none, Arrow Down reaches the first and Arrow Up the last. -1 when there is none.
 */
export function stepActive(active: number, step: 1 | -1, count: number): number {
  if (!Number.isInteger(count) || count <= 0) return -1;
  if (!Number.isInteger(active) || active < 0 || active >= count) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}

/**
 * Puts the popup under the box, its left edges together; where that leaves the window, its right
 * edges together instead (as antd's popups flip), and never past the window's edges.
 */
function place(popup: HTMLElement, anchor: HTMLElement): void {
  const box = anchor.getBoundingClientRect();
  const viewport = document.documentElement.clientWidth || window.innerWidth;
  const width = Math.max(0, Math.min(SEARCH_POPUP_WIDTH, viewport - 2 * WINDOW_MARGIN));
  let left = box.left;
  if (left + width > viewport - WINDOW_MARGIN) left = box.right - width;
  left = Math.max(WINDOW_MARGIN, Math.min(left, viewport - WINDOW_MARGIN - width));
  const next = { width: `${width}px`, left: `${Math.round(left + window.scrollX)}px`, top: `${Math.round(box.bottom + POPUP_GAP + window.scrollY)}px` };
  // Unchanged values are not written again: the popup is then not laid out again.
  if (popup.style.width !== next.width) popup.style.width = next.width;
  if (popup.style.left !== next.left) popup.style.left = next.left;
  if (popup.style.top !== next.top) popup.style.top = next.top;
}

/** Scrolls the list just enough to show the option (the list is the options' offset parent). */
function reveal(list: HTMLElement, option: HTMLElement): void {
  const top = option.offsetTop;
  const bottom = top + option.offsetHeight;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
}

interface OptionRowProps {
  id: string;
  index: number;
  name: string;
  trail: string;
  active: boolean;
}

/** One option; drawn again only when it moves, or becomes or stops being the active one. */
const OptionRow = memo(function OptionRow({ id, index, name, trail, active }: OptionRowProps) {
  return (
    <li id={id} role="option" aria-selected={active} data-index={index} className={SEARCH_CLASS.option}>
      <span>{name}</span>
      {trail && <span className={SEARCH_CLASS.trail}>{trail}</span>}
    </li>
  );
});

/** The option under a pointer event, -1 when none. */
function optionIndexAt(event: MouseEvent): number {
  const target = event.target as Element | null;
  const row = typeof target?.closest === "function" ? target.closest("[data-index]") : null;
  const index = row ? Number(row.getAttribute("data-index")) : -1;
  return Number.isInteger(index) ? index : -1;
}

const keepFocus = (event: MouseEvent) => event.preventDefault();

export interface MenuSearchPopupProps {
  /** The box the popup hangs under. */
  anchor: RefObject<HTMLElement | null>;
  /** The class scoping the search's styles to the theme. */
  scope: string;
  listId: string;
  /** The list's accessible name. */
  label: string;
  options: readonly SearchOption[];
  /** The active option's index, -1 for none. */
  active: number;
  /** The active option was reached with the keyboard: the list scrolls to show it. */
  revealActive: boolean;
  /** The 50-limit tip, or null. */
  tip: string | null;
  /** The no-data text, or null. */
  noData: string | null;
  onPick(index: number): void;
  onActivate(index: number): void;
}

/**
 * The result list of the menu search (WAI-ARIA combobox popup): a listbox of at most 50 options,
 * drawn over the page in document.body so that no overflow of the header clips it, with the
 * no-data text or the limit tip as a status below. Pointer presses keep the focus in the box.
 */
export function MenuSearchPopup({ anchor, scope, listId, label, options, active, revealActive, tip, noData, onPick, onActivate }: MenuSearchPopupProps) {
  const popup = useRef<HTMLDivElement | null>(null);
  const list = useRef<HTMLUListElement | null>(null);

  useEffect(() => {
    const element = popup.current;
    const target = anchor.current;
    if (!element || !target) return;
    const update = () => place(element, target);
    const onScroll = (event: Event) => {
      if (!(event.target instanceof Node && element.contains(event.target))) update();
    };
    // Placed once the frame's layout is done (a resize observer's first call comes then, before
    // the paint): reading the box's place earlier would make the keystroke lay out the page twice.
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(update);
    if (observer) observer.observe(target);
    else update();
    window.addEventListener("resize", update);
    window.addEventListener("scroll", onScroll, { capture: true, passive: true });
    return () => {
      observer?.disconnect();
      window.removeEventListener("resize", update);
      window.removeEventListener("scroll", onScroll, { capture: true });
    };
  }, [anchor]);

  // The header may have moved the box since (its items change width): placed again in the frame
  // that draws this render, where the page is laid out anyway.
  useEffect(() => {
    const element = popup.current;
    const target = anchor.current;
    if (!element || !target || typeof window.requestAnimationFrame !== "function") return;
    const frame = window.requestAnimationFrame(() => place(element, target));
    return () => window.cancelAnimationFrame(frame);
  });

  useLayoutEffect(() => {
    if (!revealActive || active < 0 || !list.current) return;
    const option = list.current.children[active];
    if (option instanceof HTMLElement) reveal(list.current, option);
  }, [active, revealActive]);

  const onMouseMove = (event: MouseEvent) => {
    const index = optionIndexAt(event);
    if (index >= 0 && index !== active) onActivate(index);
  };
  const onClick = (event: MouseEvent) => {
    const index = optionIndexAt(event);
    if (index >= 0) onPick(index);
  };

  return createPortal(
    <div ref={popup} className={`${scope} ${SEARCH_CLASS.popup}`} onMouseDown={keepFocus}>
      <ul ref={list} id={listId} role="listbox" aria-label={label} className={SEARCH_CLASS.list} onMouseMove={onMouseMove} onClick={onClick}>
        {options.map((option, index) => (
          <OptionRow key={index} id={optionId(listId, index)} index={index} name={option.name} trail={option.trail} active={index === active} />
        ))}
      </ul>
      {noData !== null && (
        <div role="status" className={SEARCH_CLASS.status}>
          {noData}
        </div>
      )}
      {tip !== null && (
        <div role="status" className={`${SEARCH_CLASS.status} ${SEARCH_CLASS.tip}`}>
          {tip}
        </div>
      )}
    </div>,
    document.body,
  );
}
