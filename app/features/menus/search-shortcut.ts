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
