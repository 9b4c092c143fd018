// The shortcut's rules are the bridge's (hosted apps read their keys with them too: watchShortcuts).
export { isSearchShortcut, isTextField, SEARCH_SHORTCUT_KEYS, type ShortcutKey } from "#packages/bridge/src/shortcuts.ts";

/** The window event with which a hosted app's shortcut (the bridge's openSearch) asks the header's menu search to open. */
export const OPEN_MENU_SEARCH_EVENT = "portal:open-menu-search";

/** Opens the header's menu search, as its shortcut does (a hosted app pressed it: SPEC §2 search). */
export function requestMenuSearch(): void {
  window.dispatchEvent(new Event(OPEN_MENU_SEARCH_EVENT));
}
