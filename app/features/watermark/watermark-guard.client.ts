import type { WatermarkBackground } from "./watermark-image";

/**
 * The watermark's layer, kept on the page by the browser itself (ADR 029; antd's Watermark does
 * the same with a MutationObserver). The layer is a plain element the shell owns outside React,
 * the last word on its own look: every property that could hide it is written inline with
 * `!important`, which no style sheet can override, and it is drawn above everything the shell
 * draws (antd dialogs from z-index 1000, framed apps) without ever taking the pointer.
 *
 * Whatever takes it away or restyles it — `remove()`, the `hidden` attribute, a changed style
 * attribute, a class, the body's children replaced, the body itself replaced, a style sheet added
 * to the page — is a DOM mutation; the observer's callback runs before the browser next paints
 * and puts the layer back as it was. After such a mutation the layer's computed style is read
 * too, so a rule the inline style does not cover is seen and undone.
 */

/** What the layer shows: its data attributes (read by tests and by people) and its background. */
export interface WatermarkLayer {
  /** `data-*` attributes, without the prefix (e.g. `{ "watermark-type": "TEXT" }`). */
  data: Record<string, string>;
  background: WatermarkBackground;
}

export interface WatermarkGuard {
  /** Shows `layer` from now on. */
  update(layer: WatermarkLayer): void;
  /** Stops watching and takes the layer away. */
  stop(): void;
}

/** Above every layer a page draws: antd's dialogs (1000 and up), messages, popovers, framed apps. */
export const WATERMARK_Z_INDEX = 2147483647;

/** How the layer must look, whatever the page's style sheets say. */
function lockedStyle(background: WatermarkBackground): Record<string, string> {
  return {
    display: "block",
    visibility: "visible",
    opacity: String(background.opacity),
    position: "fixed",
    inset: "0px",
    width: "100vw",
    height: "100vh",
    "min-width": "0px",
    "min-height": "0px",
    "max-width": "none",
    "max-height": "none",
    margin: "0px",
    padding: "0px",
    border: "0px",
    "box-sizing": "border-box",
    "z-index": String(WATERMARK_Z_INDEX),
    "pointer-events": "none",
    "user-select": "none",
    transform: "none",
    translate: "none",
    scale: "none",
    rotate: "none",
    filter: "none",
    "clip-path": "none",
    mask: "none",
    "mix-blend-mode": "normal",
    "box-shadow": "none",
    "backdrop-filter": "none",
    outline: "none",
    "content-visibility": "visible",
    contain: "none",
    zoom: "1",
    transition: "none",
    animation: "none",
    "background-color": "transparent",
    "background-image": background.backgroundImage,
    "background-repeat": background.backgroundRepeat,
    "background-position": background.backgroundPosition,
    "background-size": background.backgroundSize ?? "auto",
    "background-attachment": "scroll",
    "background-clip": "border-box",
    "background-origin": "padding-box",
    "background-blend-mode": "normal",
  };
}

const styleText = (style: Record<string, string>) =>
  Object.entries(style)
    .map(([name, value]) => `${name}: ${value} !important;`)
    .join(" ");

/** The attributes the layer has, and no others. */
function attributesOf(layer: WatermarkLayer): Map<string, string> {
  const attributes = new Map<string, string>([
    ["aria-hidden", "true"],
    ["data-testid", "watermark"],
  ]);
  for (const [name, value] of Object.entries(layer.data)) attributes.set(`data-${name}`, value);
  attributes.set("style", styleText(lockedStyle(layer.background)));
  return attributes;
}

/** The computed values that say the layer is seen (checked after a mutation; the inline style should already hold them). */
function looksRight(element: HTMLElement, background: WatermarkBackground): boolean {
  const view = element.ownerDocument.defaultView;
  // A document without a window, or one being torn down, has no computed style to read.
  if (typeof view?.getComputedStyle !== "function") return true;
  const style = view.getComputedStyle(element);
  return (
    style.display === "block" &&
    style.visibility === "visible" &&
    Math.abs(Number(style.opacity) - background.opacity) < 0.001 &&
    style.position === "fixed" &&
    style.zIndex === String(WATERMARK_Z_INDEX) &&
    style.pointerEvents === "none" &&
    style.transform === "none" &&
    style.clipPath === "none" &&
    style.filter === "none"
  );
}

/**
 * Draws `layer` over `doc` and keeps it there until `stop()`: an observer on the layer (its
 * attributes), on its parent the body (its children), on the root (a body put in the place of the
 * body) and on the head (style sheets added or changed) puts the layer back within the same
 * task as the change.
 */
export function guardWatermark(doc: Document, initial: WatermarkLayer): WatermarkGuard {
  const element = doc.createElement("div");
  let layer = initial;
  let wanted = attributesOf(layer);
  let observedBody: HTMLElement | null = null;
  let stopped = false;

  const restoreAttributes = (force: boolean) => {
    for (const attribute of [...element.attributes]) if (!wanted.has(attribute.name)) element.removeAttribute(attribute.name);
    for (const [name, value] of wanted) if (force || element.getAttribute(name) !== value) element.setAttribute(name, value);
  };

  const restore = () => {
    if (stopped) return;
    const body = doc.body;
    if (!body) return;
    if (body !== observedBody) {
      observedBody = body;
      observer.observe(body, { childList: true });
    }
    restoreAttributes(false);
    if (element.parentNode !== body) body.appendChild(element);
    // A rule the inline style does not name (or a style attribute rewritten to the same text by
    // the CSSOM) leaves the layer unseen: write the style again, and say so once.
    if (!looksRight(element, layer.background)) {
      element.removeAttribute("style");
      restoreAttributes(true);
    }
  };

  const observer = new MutationObserver(() => {
    restore();
    // What restore() itself changed is not news.
    observer.takeRecords();
  });
  observer.observe(element, { attributes: true });
  observer.observe(doc.documentElement, { childList: true });
  if (doc.head) observer.observe(doc.head, { childList: true, subtree: true, characterData: true, attributes: true });
  restore();
  observer.takeRecords();

  return {
    update(next) {
      layer = next;
      wanted = attributesOf(next);
      restore();
      observer.takeRecords();
    },
    stop() {
      stopped = true;
      observer.disconnect();
      element.remove();
    },
  };
}
