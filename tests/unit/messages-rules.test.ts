import { describe, expect, it } from "vitest";
import { messageTarget } from "#app/features/messages/message-target.ts";
import {
  ALERT_FIRST_FETCH_MS,
  ALERT_POLL_MS,
  ALERT_RESTART_MS,
  alertStagger,
  badgeText,
  diffAlerts,
  nextAlertPoll,
  planMessageJump,
  readMessage,
  readMessagePage,
  readUnreadCount,
  UNREAD_COUNT_POLL_MS,
} from "#app/features/messages/messages.rules.ts";
import type { MenuNode } from "#app/types/generated/menu-node.ts";
import type { Message } from "#app/types/generated/message.ts";
import { validateAgainstSchema } from "#platform/http/schema-validation.ts";
import { DEMO_MESSAGES, MESSAGE_MENUS } from "../../stories/messages/fixtures.ts";

const msg = (id: string, extra: Partial<Message> = {}): Message => ({ id, title: `m${id}`, type: "alert", createTime: "2026-06-01T00:00:00.000Z", read: false, ...extra });

describe("badge (SPEC §9 badge cap 99)", () => {
  it.each([
    [0, null],
    [-3, null],
    [Number.NaN, null],
    ["7", null],
    [null, null],
    [1, "1"],
    [7, "7"],
    [99, "99"],
    [100, "99+"],
    [12345, "99+"],
  ])("%s unread → %s", (count, text) => {
    expect(badgeText(count)).toBe(text);
  });
});

describe("poll timings (SPEC §9)", () => {
  it("counts every 120000 ms; alerts first after 1500 ms, then every 120000 ms, 5000 ms after the last was closed", () => {
    expect(UNREAD_COUNT_POLL_MS).toBe(120_000);
    expect([nextAlertPoll("started"), nextAlertPoll("fetched"), nextAlertPoll("failed"), nextAlertPoll("allClosed")]).toEqual([ALERT_FIRST_FETCH_MS, ALERT_POLL_MS, ALERT_POLL_MS, ALERT_RESTART_MS]);
    expect([ALERT_FIRST_FETCH_MS, ALERT_POLL_MS, ALERT_RESTART_MS]).toEqual([1_500, 120_000, 5_000]);
  });
  it("staggers new notifications 30 ms apart", () => {
    expect([0, 1, 2, 5].map(alertStagger)).toEqual([0, 30, 60, 150]);
    expect([-1, 1.5].map(alertStagger)).toEqual([0, 0]);
  });
});

describe("alert diffing (SPEC §4: shown while returned)", () => {
  it("opens the new ones in order, closes those no longer returned, keeps the rest", () => {
    const diff = diffAlerts(["1", "2"], [msg("3"), msg("2"), msg("4")]);
    expect(diff.open.map((m) => m.id)).toEqual(["3", "4"]);
    expect(diff.close).toEqual(["1"]);
    expect(diff.shown.map((m) => m.id)).toEqual(["3", "2", "4"]);
  });
  it("ignores normal and read messages and ids returned twice", () => {
    const diff = diffAlerts([], [msg("1", { type: "normal" }), msg("2", { read: true }), msg("3"), msg("3")]);
    expect(diff.shown.map((m) => m.id)).toEqual(["3"]);
    expect(diff.open.map((m) => m.id)).toEqual(["3"]);
  });
  it("nothing returned closes everything shown", () => {
    expect(diffAlerts(["5", "6"], [])).toEqual({ open: [], close: ["5", "6"], shown: [] });
  });
});

describe("reading the platform's answers", () => {
  it("reads a message and drops an unsafe link", () => {
    expect(readMessage({ id: 90000001, title: "t", type: "normal", createTime: "2026-06-01T00:00:00Z", read: false, webContentUrl: { type: "url", url: "/portal/5/" } })).toMatchObject({ id: "90000001", businessJump: true, webContentUrl: { type: "url", url: "/portal/5/" } });
    for (const url of ["https://evil.example.com/", "//evil.example.com/x", "javascript:alert(1)", "/\\evil.example.com"]) {
      expect(readMessage({ id: "1", title: "t", type: "alert", createTime: "x", read: true, webContentUrl: { type: "url", url } }), url).toMatchObject({ businessJump: false, webContentUrl: null });
    }
  });
  it.each([null, [], { id: "abc", title: "t", type: "normal", createTime: "x", read: false }, { id: "1", title: "t", type: "urgent", createTime: "x", read: false }, { id: "1", title: "t", type: "normal", createTime: "x", read: "no" }])("refuses %j", (raw) => {
    expect(readMessage(raw)).toBeNull();
  });
  it("reads pages and counts", () => {
    expect(readMessagePage({ records: [{ id: "2", title: "a", type: "normal", createTime: "x", read: false }, { bad: true }], recordTotal: 7, totalPage: 2 })).toEqual({ records: [expect.objectContaining({ id: "2" })], recordTotal: 7, totalPage: 2 });
    expect(readMessagePage({ records: [], recordTotal: -1, totalPage: 0 })).toBeNull();
    expect([readUnreadCount(3), readUnreadCount("12"), readUnreadCount(-1), readUnreadCount(1.5), readUnreadCount("x")]).toEqual([3, 12, null, null, null]);
  });
  it("the story and test fixtures are valid messages (schemas/message)", () => {
    for (const message of DEMO_MESSAGES) expect(validateAgainstSchema("message.schema.json", message), message.title).toEqual({ valid: true });
  });
});

describe("where a message leads (SPEC §4 jump)", () => {
  it("plans a same-origin path as it is, a menu with the org it names, nothing for no or unsafe links", () => {
    expect(planMessageJump({ webContentUrl: { type: "url", url: "/portal/5/?a=1" } }, "1")).toEqual({ kind: "path", href: "/portal/5/?a=1" });
    expect(planMessageJump({ webContentUrl: { type: "url", url: "https://evil.example.com/" } }, "1")).toEqual({ kind: "none" });
    expect(planMessageJump({ webContentUrl: null }, "1")).toEqual({ kind: "none" });
    expect(planMessageJump({ webContentUrl: { type: "menu", productCode: "pmpp", moduleCode: "pmpp.overview", orgId: "1" } }, "1")).toEqual({ kind: "menu", productCode: "pmpp", menuCode: "pmpp.overview", orgId: null, query: {} });
    expect(
      planMessageJump({ webContentUrl: { type: "menu", productCode: "pmpp", moduleCode: "pmpp.overview", orgId: "9", url: "/apps/x/y", extendParamers: { tab: "plan", org: "666", local_token: "t", "bad name": "x" } } }, "1"),
    ).toEqual({ kind: "menu", productCode: "pmpp", menuCode: "pmpp.overview", orgId: "9", query: { tab: "plan", path: "%2Fapps%2Fx%2Fy" } });
  });

  const context = { menus: MESSAGE_MENUS, currentPath: "/portal/3101/?org=1&messageId=5", orgId: "1" };
  const lookup = async (orgId: string, productCode: string, menuCode: string): Promise<MenuNode | null> =>
    orgId === "100010010" && menuCode === "pmpp.schedule.plan.master" ? { id: "1000100029", name: "总进度计划", level: 5, sourceType: "menu", code: menuCode, sourceProductCode: productCode } : null;

  it("opens a menu of the current org from the page's menus, keeping the query", async () => {
    expect(await messageTarget(msg("1", { webContentUrl: { type: "menu", productCode: "pmpp", moduleCode: "pmpp.overview" } }), { ...context, lookup })).toEqual({ kind: "href", href: "/portal/3101/?org=1" });
  });
  it("asks the platform for a menu in another org and opens it there", async () => {
    expect(await messageTarget(msg("1", { webContentUrl: { type: "menu", productCode: "pmpp", moduleCode: "pmpp.schedule.plan.master", orgId: "100010010" } }), { ...context, lookup })).toEqual({ kind: "href", href: "/portal/1000100029/?orgId=100010010" });
  });
  it("a menu the org or the platform does not give the user is 'noMenuPermission'", async () => {
    expect(await messageTarget(msg("1", { webContentUrl: { type: "menu", productCode: "pmpp", moduleCode: "pmpp.cost.analysis" } }), { ...context, lookup })).toEqual({ kind: "forbidden" });
    expect(await messageTarget(msg("1", { webContentUrl: { type: "menu", productCode: "pmpp", moduleCode: "pmpp.cost.analysis", orgId: "100010010" } }), { ...context, lookup })).toEqual({ kind: "forbidden" });
    const failing = async () => Promise.reject(new Error("down"));
    expect(await messageTarget(msg("1", { webContentUrl: { type: "menu", productCode: "pmpp", moduleCode: "x", orgId: "9" } }), { ...context, lookup: failing })).toEqual({ kind: "forbidden" });
  });
  it("a message that leads nowhere opens its details page, or shows where the user is without one", async () => {
    expect(await messageTarget(msg("90000009", { webContentUrl: null }), { ...context, lookup })).toEqual({ kind: "href", href: "/portal/10104/?org=1&messageId=90000009" });
    expect(await messageTarget(msg("90000009", { webContentUrl: null }), { ...context, menus: { ...MESSAGE_MENUS, portalMenus: [] }, lookup })).toEqual({ kind: "show" });
  });
  it("goes to a same-origin path and never to another origin", async () => {
    expect(await messageTarget(msg("1", { webContentUrl: { type: "url", url: "/portal/5/" } }), context)).toEqual({ kind: "href", href: "/portal/5/" });
    expect(await messageTarget(msg("1", { webContentUrl: { type: "url", url: "https://evil.example.com/" } as never }), context)).toEqual({ kind: "href", href: "/portal/10104/?org=1&messageId=1" });
  });
});
