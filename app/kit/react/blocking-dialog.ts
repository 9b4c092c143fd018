import { useEffect, useSyncExternalStore } from "react";

/**
 * Set on `<html>` while a blocking (modal) dialog is open, so that what the page draws outside
 * React — a side entry's script such as the customer-service widget (SPEC §3 linkType 2) — can
 * step aside too: `html[data-blocking-dialog]`.
 */
export const BLOCKING_DIALOG_ATTRIBUTE = "data-blocking-dialog";

/** Shown on screen: Chromium's own answer where it has one, else no ancestor with display none. */
function shown(element: Element): boolean {
  if (typeof element.checkVisibility === "function") return element.checkVisibility();
  const view = element.ownerDocument.defaultView;
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node instanceof HTMLElement && node.hidden) return false;
    if (view && view.getComputedStyle(node).display === "none") return false;
  }
  return true;
}

/**
 * Whether a blocking dialog is open in `doc`: an element with aria-modal="true" on screen —
 * every antd Modal and Drawer (the identity, re-login, tenant, privacy and idle dialogs, the
 * dialog frames), a sub-app's own modal too. A closed antd modal stays in the document hidden
 * (display none), and is not counted; non-modal dialogs (the message panel, the notices) neither.
 */
export function blockingDialogShown(doc: Document): boolean {
  for (const element of Array.from(doc.querySelectorAll('[aria-modal="true"]'))) if (shown(element)) return true;
  return false;
}

let current = false;
const listeners = new Set<() => void>();
let observer: MutationObserver | null = null;
let holders = 0;

function check(): void {
  const next = blockingDialogShown(document);
  if (next === current) return;
  current = next;
  document.documentElement.toggleAttribute(BLOCKING_DIALOG_ATTRIBUTE, next);
  for (const listener of [...listeners]) listener();
}

/**
 * Watches the document for blocking dialogs opening and closing (HOUSE-STYLE activate /
 * deactivate): one MutationObserver for the page, however many hold it; the last release stops
 * it. Each change sets `html[data-blocking-dialog]` and tells the subscribers
 * (useBlockingDialogOpen). Returns the release.
 */
export function activateBlockingDialogWatch(): () => void {
  if (typeof document === "undefined") return () => undefined;
  holders += 1;
  if (!observer) {
    observer = new MutationObserver(check);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["style", "class", "hidden", "aria-modal"] });
    check();
  }
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    holders -= 1;
    if (holders > 0 || !observer) return;
    observer.disconnect();
    observer = null;
    current = false;
    document.documentElement.removeAttribute(BLOCKING_DIALOG_ATTRIBUTE);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const release = activateBlockingDialogWatch();
  return () => {
    listeners.delete(listener);
    release();
  };
}

/**
 * True while a blocking dialog is open on the page (blockingDialogShown). False on the server
 * and while hydrating. The page's notices wait while it is true; popups close when it turns true.
 */
export function useBlockingDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => false,
  );
}

/**
 * Closes a popup (a dropdown, a popover, a menu) when a blocking dialog opens over the page: no
 * popup stays layered above a modal, hiding its text (antd draws popups at 1030 and up, its
 * modals at 1000). `close` is called once per opening, while the popup is open.
 */
export function useCloseOnBlockingDialog(open: boolean, close: () => void): boolean {
  const blocked = useBlockingDialogOpen();
  useEffect(() => {
    if (blocked && open) close();
    // Only the dialog's opening closes the popup: a popup opened inside the dialog stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocked]);
  return blocked;
}
