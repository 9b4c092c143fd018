import { LATER_PIECE_ATTRIBUTE, LATER_PIECE_READY_EVENT } from "./lazy-piece";

/**
 * ADR 045: a later piece's markup is on screen before its code has hydrated it.
 * - A click there meanwhile would reach no handler (React drops it) while the browser still did
 *   what a click does by default (a link followed as a new document, a radio ticked behind
 *   React's back). So such a click is held, its default prevented, and the last one is made
 *   again once the region has hydrated: the person's click is answered a moment late, not lost.
 * - The other events of a press, a key or a form there do not reach React either: React would
 *   try to hydrate the boundary at once, synchronously, for them, without its code. The browser
 *   still does their default (focus moves, text is typed), a submission aside.
 *
 * The document runs it from an inline script in its head (laterClicksScript), before any of its
 * own modules: the page is on screen and its load event may fire before the shell's code has
 * run, and a click in that moment must be held too. So it is self-contained: it uses nothing
 * but its arguments and the DOM (its source is written into the page as it is).
 */
export function holdClicksBeforeHydration(target: Window, attribute: string, readyEvent: string): void {
  // The events with which React hydrates a boundary at once, synchronously, when they reach one
  // not yet hydrated (React 18's list of discrete events that require hydration), click aside.
  const synchronous = ["mousedown", "mouseup", "pointerdown", "pointerup", "pointercancel", "touchstart", "touchend", "touchcancel", "auxclick", "dblclick", "contextmenu", "dragstart", "dragend", "drop", "keydown", "keypress", "keyup", "input", "change", "compositionstart", "compositionend", "copy", "cut", "paste", "reset", "submit"];
  // The element a click is replayed on: the target itself, or its nearest HTML ancestor (an icon's svg).
  const clickable = (from: EventTarget | null): HTMLElement | null => {
    let element = from instanceof Element ? from : null;
    while (element && !(element instanceof HTMLElement)) element = element.parentElement;
    return element;
  };
  // The later piece's region the event is in, while it has not hydrated.
  const notHydrated = (from: EventTarget | null): boolean => {
    const region = clickable(from)?.closest(`[${attribute}]`);
    return !!region && region.getAttribute(attribute) !== "ready";
  };
  let held: HTMLElement | null = null;
  // A document has one later region (the portal page): once it has hydrated, nothing is held any more.
  const listening = new AbortController();
  const { signal } = listening;
  target.addEventListener(
    "click",
    (event) => {
      if (!notHydrated(event.target)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held = clickable(event.target);
    },
    { capture: true, signal },
  );
  for (const type of synchronous) {
    target.addEventListener(
      type,
      (event) => {
        if (!notHydrated(event.target)) return;
        if (type === "submit") event.preventDefault();
        event.stopImmediatePropagation();
      },
      { capture: true, signal },
    );
  }
  target.addEventListener(
    readyEvent,
    () => {
      listening.abort();
      const element = held;
      held = null;
      if (element?.isConnected) element.click();
    },
    { signal },
  );
}

/** The inline script that holds the clicks on a later piece's region from the document's first parse (ADR 045). */
export function laterClicksScript(nonce: string | undefined): string {
  const call = `(${holdClicksBeforeHydration.toString()})(window,${JSON.stringify(LATER_PIECE_ATTRIBUTE)},${JSON.stringify(LATER_PIECE_READY_EVENT)});`;
  return `<script${nonce ? ` nonce="${nonce}"` : ""}>${call}</script>`;
}
