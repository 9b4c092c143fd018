import { describe, expect, it } from "vitest";
import { HEADER_SHRINK } from "#app/features/header/header-shrink";
import { isSearchShortcut, isTextField, type ShortcutKey } from "#app/features/menus/search-shortcut";

describe("HEADER_SHRINK: the order in which the header gives way", () => {
  it("extend entries first, then the menu bars, then the fields beside the brand, then the left area", () => {
    const { entries, menu, fields, left } = HEADER_SHRINK;
    expect(entries).toBeGreaterThan(menu);
    expect(menu).toBeGreaterThan(fields);
    expect(fields).toBeGreaterThan(left);
  });

  it("keeps each part a million times readier than the next, so a later part gives up under a pixel while an earlier one still shrinks", () => {
    // Flex shrink is weighted by the part's own width: a 28 px entries "more" against a 1,500 px menu bar, a 76 px "more" against a 600 px left area.
    const share = (later: number, laterWidth: number, earlier: number, earlierWidth: number) => (later * laterWidth) / (earlier * earlierWidth);
    const overflow = 1920;
    expect(share(HEADER_SHRINK.menu, 1500, HEADER_SHRINK.entries, 28) * overflow).toBeLessThan(0.5);
    expect(share(HEADER_SHRINK.left, 600, HEADER_SHRINK.menu, 76) * overflow).toBeLessThan(0.05);
    // The title ends in an ellipsis at any loss of 1/64 px: a 240 px brand against an org switch narrowed to 40 px (ADR 061).
    expect(share(HEADER_SHRINK.left, 240, HEADER_SHRINK.fields, 40) * overflow).toBeLessThan(1 / 64);
  });
});

const key = (over: Partial<ShortcutKey>): ShortcutKey => ({ key: "", ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...over });

describe("isSearchShortcut: / or Ctrl+K opens the menu search", () => {
  it.each([
    ["/ on the page", key({ key: "/" }), false, true],
    ["/ typed with Shift (a layout that needs it)", key({ key: "/", shiftKey: true }), false, true],
    ["/ in a text field is text", key({ key: "/" }), true, false],
    ["Ctrl+K", key({ key: "k", ctrlKey: true }), false, true],
    ["Ctrl+K in a text field", key({ key: "k", ctrlKey: true }), true, true],
    ["⌘K", key({ key: "k", metaKey: true }), false, true],
    ["Ctrl+K with Caps Lock", key({ key: "K", ctrlKey: true }), false, true],
    ["Ctrl+Shift+K", key({ key: "K", ctrlKey: true, shiftKey: true }), false, false],
    ["Ctrl+Alt+K", key({ key: "k", ctrlKey: true, altKey: true }), false, false],
    ["Ctrl+/", key({ key: "/", ctrlKey: true }), false, false],
    ["Alt+/", key({ key: "/", altKey: true }), false, false],
    ["k alone", key({ key: "k" }), false, false],
    ["a composing input method", key({ key: "/", isComposing: true }), false, false],
    ["no key", { ...key({}), key: undefined as unknown as string }, false, false],
  ])("%s", (_name, event, inTextField, expected) => {
    expect(isSearchShortcut(event, inTextField)).toBe(expected);
  });
});

describe("isTextField: where / is typed text", () => {
  it.each([
    [{ tagName: "INPUT", type: "text" }, true],
    [{ tagName: "input", type: "search" }, true],
    [{ tagName: "INPUT" }, true],
    [{ tagName: "TEXTAREA" }, true],
    [{ tagName: "SELECT" }, true],
    [{ tagName: "DIV", isContentEditable: true }, true],
    [{ tagName: "INPUT", type: "checkbox" }, false],
    [{ tagName: "INPUT", type: "BUTTON" }, false],
    [{ tagName: "BUTTON" }, false],
    [{ tagName: "BODY", isContentEditable: false }, false],
    [null, false],
    ["INPUT", false],
    [{}, false],
  ])("%j → %s", (target, expected) => {
    expect(isTextField(target)).toBe(expected);
  });
});
