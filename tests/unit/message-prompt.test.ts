import { describe, expect, it } from "vitest";
import { isPortalPagePath } from "#app/features/messages/message-navigation";
import { shouldPromptNewMessages } from "#app/features/messages/messages.rules";

describe("new-message prompt (SPEC §2 dialogs: new-message prompt with a never-remind option)", () => {
  it("tells of unread messages the user was not told of in this session", () => {
    expect(shouldPromptNewMessages(7, null, false)).toBe(true);
    expect(shouldPromptNewMessages(7, 7, false)).toBe(false);
    expect(shouldPromptNewMessages(8, 7, false)).toBe(true);
    expect(shouldPromptNewMessages(6, 7, false)).toBe(false);
  });

  it("tells nothing without unread messages, before the count is known, or after 'never remind'", () => {
    expect(shouldPromptNewMessages(0, null, false)).toBe(false);
    expect(shouldPromptNewMessages(null, null, false)).toBe(false);
    expect(shouldPromptNewMessages(Number.NaN, null, false)).toBe(false);
    expect(shouldPromptNewMessages(7, null, true)).toBe(false);
    expect(shouldPromptNewMessages(9, 2, true)).toBe(false);
  });
});

describe("where a message leads opens inside the portal only for the shell's own pages", () => {
  it.each([
    ["/portal/10101/", true],
    ["/portal/10104/?messageId=12", true],
    ["/portal/5", true],
    ["/portal/1000100029/?orgId=100010002&path=%252Fa", true],
    ["/portal/custom/acme", false],
    ["/apps/feedback/", false],
    ["/login/", false],
    ["//evil.example/portal/1/", false],
  ])("%s: %s", (href, inside) => {
    expect(isPortalPagePath(href)).toBe(inside);
  });
});
