import { LATER_PIECE_ATTRIBUTE, LATER_PIECE_READY_EVENT } from "./lazy-piece";

/** The element a click is replayed on: the target itself, or its nearest HTML ancestor (an icon's svg). */
function clickable(target: EventTarget | null): HTMLElement | null {
  let element = target instanceof Element ? target : null;
  while (element && !(element instanceof HTMLElement)) element = element.parentElement;
  return element;
}

/**
 * ADR 045: a later piece's markup is on screen before its code has hydrated it. A click there
 * meanwhile would reach no handler (React drops it) while the browser still did what a click
 * does by default (a link followed as a new document, a radio ticked behind React's back). So
 * such a click is held, its default prevented, and the last one is made again once the region
 * has hydrated: the person's click is answered a moment late instead of lost.
 */
export function holdClicksBeforeHydration(target: Window = window): void {
  let held: HTMLElement | null = null;
  target.addEventListener(
    "click",
    (event) => {
      const element = clickable(event.target);
      const region = element?.closest(`[${LATER_PIECE_ATTRIBUTE}]`);
      if (!element || !region || region.getAttribute(LATER_PIECE_ATTRIBUTE) === "ready") return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held = element;
    },
    true,
  );
  target.addEventListener(LATER_PIECE_READY_EVENT, () => {
    const element = held;
    held = null;
    if (element?.isConnected) element.click();
  });
}
