import { LATER_PIECE_ATTRIBUTE, LATER_PIECE_READY_EVENT } from "./lazy-piece";

/** The element a click is replayed on: the target itself, or its nearest HTML ancestor (an icon's svg). */
function clickable(target: EventTarget | null): HTMLElement | null {
  let element = target instanceof Element ? target : null;
  while (element && !(element instanceof HTMLElement)) element = element.parentElement;
  return element;
}

/**
 * The events with which React hydrates a boundary at once, synchronously, when they reach one
 * not yet hydrated (React 18's list of discrete events that require hydration), click aside.
 */
const SYNCHRONOUS_HYDRATION_EVENTS = ["mousedown", "mouseup", "pointerdown", "pointerup", "pointercancel", "touchstart", "touchend", "touchcancel", "auxclick", "dblclick", "contextmenu", "dragstart", "dragend", "drop", "keydown", "keypress", "keyup", "input", "change", "compositionstart", "compositionend", "copy", "cut", "paste", "reset", "submit"] as const;

/** The later piece's region `target` is in, while it has not hydrated; null otherwise. */
function regionNotHydrated(target: EventTarget | null): Element | null {
  const region = clickable(target)?.closest(`[${LATER_PIECE_ATTRIBUTE}]`) ?? null;
  return region && region.getAttribute(LATER_PIECE_ATTRIBUTE) !== "ready" ? region : null;
}

/**
 * ADR 045: a later piece's markup is on screen before its code has hydrated it.
 * - A click there meanwhile would reach no handler (React drops it) while the browser still did
 *   what a click does by default (a link followed as a new document, a radio ticked behind
 *   React's back). So such a click is held, its default prevented, and the last one is made
 *   again once the region has hydrated: the person's click is answered a moment late, not lost.
 * - The other events of a press, a key or a form there do not reach React either: React would
 *   try to hydrate the boundary at once, synchronously, for them, without its code. The browser
 *   still does their default (focus moves, text is typed), a submission aside.
 */
export function holdClicksBeforeHydration(target: Window = window): void {
  let held: HTMLElement | null = null;
  // A document has one later region (the portal page): once it has hydrated, nothing is held any more.
  const listening = new AbortController();
  const { signal } = listening;
  target.addEventListener(
    "click",
    (event) => {
      if (!regionNotHydrated(event.target)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held = clickable(event.target);
    },
    { capture: true, signal },
  );
  for (const type of SYNCHRONOUS_HYDRATION_EVENTS) {
    target.addEventListener(
      type,
      (event) => {
        if (!regionNotHydrated(event.target)) return;
        if (type === "submit") event.preventDefault();
        event.stopImmediatePropagation();
      },
      { capture: true, signal },
    );
  }
  target.addEventListener(
    LATER_PIECE_READY_EVENT,
    () => {
      listening.abort();
      const element = held;
      held = null;
      if (element?.isConnected) element.click();
    },
    { signal },
  );
}
