/**
 * The portal's keyboard shortcuts inside a hosted app (SPEC §2 "Search autocomplete over all leaf
 * menus"): the portal's own listeners never see a key pressed in a frame, so the app tells the
 * shell through the bridge. The rules are the shell's own (it reads its page with them too).
 */
import type { ShellBridge } from "./protocol.ts";

/** What a shortcut reads of a key event. */
export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  /** An input method is composing: its keys are not shortcuts. */
  isComposing?: boolean;
}

/** The keys of the menu search shortcut, as aria-keyshortcuts names them. */
export const SEARCH_SHORTCUT_KEYS = "/ Control+K Meta+K";

/** Input types whose keys are not text: "/" there is still the shortcut. */
const NON_TEXT_INPUTS = new Set(["button", "checkbox", "color", "file", "hidden", "image", "radio", "range", "reset", "submit"]);

/** Whether a key event's target takes typed text (a text input, a text area, a select, editable content). */
export function isTextField(target: unknown): boolean {
  if (typeof target !== "object" || target === null) return false;
  const { tagName, type, isContentEditable } = target as { tagName?: unknown; type?: unknown; isContentEditable?: unknown };
  if (isContentEditable === true) return true;
  const tag = typeof tagName === "string" ? tagName.toUpperCase() : "";
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  return tag === "INPUT" && !(typeof type === "string" && NON_TEXT_INPUTS.has(type.toLowerCase()));
}

/**
 * The menu search's keyboard shortcut: Ctrl+K (⌘K) anywhere, or "/" outside a text field (where
 * it is typed text). Keys held with Alt, Ctrl+Shift+K and keys of a composing input method are not it.
 */
export function isSearchShortcut(event: ShortcutKey, inTextField: boolean): boolean {
  if (event.isComposing === true || event.altKey || typeof event.key !== "string") return false;
  const command = event.ctrlKey || event.metaKey;
  if (command) return !event.shiftKey && event.key.toLowerCase() === "k";
  return event.key === "/" && !inTextField;
}

/**
 * Asks the shell to open its menu search (`bridge.openSearch()`) when the user presses its
 * shortcut in `target` (default the document), and keeps the key from the app. Returns the
 * function that stops it.
 */
export function watchShortcuts(bridge: Pick<ShellBridge, "openSearch">, target: EventTarget = document): () => void {
  const onKeyDown = (event: Event) => {
    const key = event as KeyboardEvent;
    if (key.defaultPrevented || !isSearchShortcut(key, isTextField(key.target))) return;
    key.preventDefault();
    try {
      bridge.openSearch();
    } catch {
      // A disconnected bridge has no search to open; the key stays unused.
    }
  };
  target.addEventListener("keydown", onKeyDown);
  return () => target.removeEventListener("keydown", onKeyDown);
}
