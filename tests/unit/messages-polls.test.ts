import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SessionExpiredError } from "#app/platform-api/client.ts";
import type { MessageApi } from "#app/platform-api/message.ts";
import { activateMessagePolls, createMessagesStore, loadDropdown, markAllMessagesRead, openMessage, type AlertHooks, type MessagePolls } from "#app/features/messages/messages.store.ts";
import type { Message } from "#app/types/generated/message.ts";

const alert = (id: string, extra: Partial<Message> = {}): Message => ({ id, title: `alert ${id}`, type: "alert", createTime: "2026-06-01T00:00:00.000Z", read: false, ...extra });

/** A message service in memory whose answers a test changes between polls. */
function fakeApi(start: { count?: number; alerts?: Message[] } = {}) {
  const state = { count: start.count ?? 0, alerts: start.alerts ?? [], marked: [] as string[][], failAlerts: false, expire: false };
  const api = {
    unreadCount: vi.fn(async () => {
      if (state.expire) throw new SessionExpiredError("expired");
      return state.count;
    }),
    alerts: vi.fn(async () => {
      if (state.failAlerts) throw new Error("alerts down");
      return state.alerts;
    }),
    page: vi.fn(async () => ({ records: state.alerts.filter((m) => !m.read), recordTotal: state.count, totalPage: 1 })),
    detail: vi.fn(async (id: string) => ({ ...(state.alerts.find((m) => m.id === id) ?? alert(id, { type: "normal" })) })),
    markRead: vi.fn(async (ids: string[]) => {
      state.marked.push(ids);
      state.alerts = state.alerts.filter((m) => !ids.includes(m.id));
      state.count = Math.max(0, state.count - ids.length);
      return ids.length;
    }),
    markAllRead: vi.fn(async () => {
      const n = state.count;
      state.count = 0;
      state.alerts = [];
      return n;
    }),
  } satisfies MessageApi;
  return { api, state };
}

function hooks() {
  const opened: string[] = [];
  const closed: string[] = [];
  const value: AlertHooks = { open: (m) => opened.push(m.id), close: (id) => closed.push(id) };
  return { value, opened, closed };
}

let polls: MessagePolls | null = null;
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers();
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  polls?.deactivate();
  polls = null;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("message polls (SPEC §9)", () => {
  it("counts at once and every 120000 ms", async () => {
    const { api, state } = fakeApi({ count: 3 });
    const store = createMessagesStore();
    polls = activateMessagePolls(store, api, hooks().value);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.unreadCount).toHaveBeenCalledTimes(1);
    expect(store.unreadCount).toBe(3);
    state.count = 120;
    await vi.advanceTimersByTimeAsync(119_999);
    expect(api.unreadCount).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.unreadCount).toHaveBeenCalledTimes(2);
    expect(store.unreadCount).toBe(120);
  });

  it("fetches alerts first after 1500 ms, then every 120000 ms, opening new ones 30 ms apart", async () => {
    const { api, state } = fakeApi({ alerts: [alert("1"), alert("2"), alert("3")] });
    const store = createMessagesStore();
    const h = hooks();
    polls = activateMessagePolls(store, api, h.value);
    await vi.advanceTimersByTimeAsync(1_499);
    expect(api.alerts).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.alerts).toHaveBeenCalledTimes(1);
    expect(h.opened).toEqual(["1"]);
    await vi.advanceTimersByTimeAsync(29);
    expect(h.opened).toEqual(["1"]);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.opened).toEqual(["1", "2"]);
    await vi.advanceTimersByTimeAsync(30);
    expect(h.opened).toEqual(["1", "2", "3"]);
    expect(store.alerts.map((m) => m.id)).toEqual(["1", "2", "3"]);

    // Read elsewhere: no longer returned, so closed; a new one opens; the shown ones stay.
    state.alerts = [alert("4"), alert("2"), alert("3")];
    await vi.advanceTimersByTimeAsync(120_000 - 60);
    expect(api.alerts).toHaveBeenCalledTimes(2);
    expect(h.closed).toEqual(["1"]);
    expect(h.opened).toEqual(["1", "2", "3", "4"]);
  });

  it("closing the last alert marks it read and asks again after 5000 ms, not 120000 ms", async () => {
    const { api } = fakeApi({ count: 1, alerts: [alert("7")] });
    const store = createMessagesStore();
    polls = activateMessagePolls(store, api, hooks().value);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(api.alerts).toHaveBeenCalledTimes(1);
    await polls.alertClosed("7");
    expect(api.markRead).toHaveBeenCalledWith(["7"]);
    expect(store.alerts).toEqual([]);
    expect(store.unreadCount).toBe(0);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(api.alerts).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.alerts).toHaveBeenCalledTimes(2);
    // Then the usual cadence.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(api.alerts).toHaveBeenCalledTimes(3);
  });

  it("closing one of several keeps the 120000 ms cadence; an id not shown is ignored", async () => {
    const { api } = fakeApi({ alerts: [alert("1"), alert("2")] });
    const store = createMessagesStore();
    polls = activateMessagePolls(store, api, hooks().value);
    await vi.advanceTimersByTimeAsync(1_530);
    await polls.alertClosed("1");
    await polls.alertClosed("99");
    expect(api.markRead.mock.calls).toEqual([[["1"]]]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(api.alerts).toHaveBeenCalledTimes(1);
  });

  it("logs a failed alert fetch and tries again after 120000 ms; the page never sees an error", async () => {
    const { api, state } = fakeApi({ alerts: [alert("1")] });
    state.failAlerts = true;
    const store = createMessagesStore();
    const h = hooks();
    polls = activateMessagePolls(store, api, h.value);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(warn).toHaveBeenCalledWith("message centre: reading the alerts failed:", "alerts down");
    state.failAlerts = false;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(h.opened).toEqual(["1"]);
  });

  it("stops on deactivate: no call and no notification afterwards", async () => {
    const { api } = fakeApi({ alerts: [alert("1"), alert("2")] });
    const store = createMessagesStore();
    const h = hooks();
    polls = activateMessagePolls(store, api, h.value);
    await vi.advanceTimersByTimeAsync(1_500);
    polls.deactivate();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(h.opened).toEqual(["1"]);
    expect(api.alerts).toHaveBeenCalledTimes(1);
    expect(api.unreadCount).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stops when the session expired (the shell asks the user to sign in again)", async () => {
    const { api, state } = fakeApi({ count: 2 });
    state.expire = true;
    polls = activateMessagePolls(createMessagesStore(), api, hooks().value);
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(api.unreadCount).toHaveBeenCalledTimes(1);
    expect(api.alerts).not.toHaveBeenCalled();
  });
});

describe("message actions (SPEC §4 Messages)", () => {
  it("opening a message fetches its detail, marks it read and reads the list again", async () => {
    const { api } = fakeApi({ count: 2, alerts: [alert("1"), alert("2")] });
    const store = createMessagesStore();
    await loadDropdown(store, api);
    expect(store.dropdown.map((m) => m.id)).toEqual(["1", "2"]);
    const detail = await openMessage(store, api, "1");
    expect(detail).toMatchObject({ id: "1", read: true });
    expect(api.detail).toHaveBeenCalledWith("1");
    expect(api.markRead).toHaveBeenCalledWith(["1"]);
    expect(api.page).toHaveBeenLastCalledWith({ unread: true, pageIndex: 1, pageSize: 5 });
    expect(store.dropdown.map((m) => m.id)).toEqual(["2"]);
    expect(store.unreadCount).toBe(1);
    expect(store.openingId).toBeNull();
  });

  it("a read message is not marked again; a failed detail rejects and leaves the list", async () => {
    const { api } = fakeApi({ alerts: [alert("3", { read: true })] });
    const store = createMessagesStore();
    await openMessage(store, api, "3");
    expect(api.markRead).not.toHaveBeenCalled();
    api.detail.mockRejectedValueOnce(new Error("gone"));
    await expect(openMessage(store, api, "4")).rejects.toThrow("gone");
    expect(store.openingId).toBeNull();
  });

  it("mark-all-read empties the list and the count", async () => {
    const { api } = fakeApi({ count: 5, alerts: [alert("1")] });
    const store = createMessagesStore();
    await loadDropdown(store, api);
    expect(await markAllMessagesRead(store, api)).toBe(5);
    expect([store.unreadCount, store.dropdown]).toEqual([0, []]);
  });

  it("a failed list read is logged and shows as failed, not thrown", async () => {
    const { api } = fakeApi();
    api.page.mockRejectedValueOnce(new Error("down"));
    const store = createMessagesStore();
    await expect(loadDropdown(store, api)).resolves.toBe(false);
    expect(store.dropdownStatus).toBe("failed");
  });
});
