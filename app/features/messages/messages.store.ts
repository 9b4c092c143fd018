import { proxy } from "valtio";
import { subscribeKey } from "valtio/utils";
import { SessionExpiredError } from "#app/platform-api/client";
import type { MessageApi } from "#app/platform-api/message";
import {
  alertStagger,
  diffAlerts,
  MESSAGE_DROPDOWN_PAGE_SIZE,
  nextAlertPoll,
  UNREAD_COUNT_POLL_MS,
  type AlertPollEvent,
} from "#app/features/messages/messages.rules";
import type { Message } from "#app/types/generated/message";

/**
 * Live state of the message centre (ARCHITECTURE §5, SPEC §4 Messages, §9): the unread count,
 * the dropdown's unread messages and the alerts shown as notifications, with the actions beside
 * it and the polls, which run between activateMessagePolls() and its deactivate(). A failed
 * call is logged and leaves the last state; it never reaches the user as a crash. The page has
 * one store (messagesStore), shared by its message centre and its message pages; it is written
 * only in the browser (effects and clicks), so the server never shares it between requests.
 */
export interface MessagesState {
  /** null until the first answer. */
  unreadCount: number | null;
  /** SPEC §4 dropdown: the newest unread messages (at most 5) and how many there are. */
  dropdown: Message[];
  dropdownTotal: number;
  dropdownStatus: "idle" | "loading" | "ready" | "failed";
  /** The alerts shown as notifications, as the platform last returned them. */
  alerts: Message[];
  /** The message being opened (detail, mark read, jump). */
  openingId: string | null;
  /** How many times messages were read or marked elsewhere on the page: readers read again when it moves. */
  changes: number;
}

export type MessagesStore = MessagesState;

export function createMessagesStore(seed: Partial<MessagesState> = {}): MessagesStore {
  return proxy(structuredClone({ ...initialState(), ...seed }));
}

function initialState(): MessagesState {
  return { unreadCount: null, dropdown: [], dropdownTotal: 0, dropdownStatus: "idle", alerts: [], openingId: null, changes: 0 };
}

/** The page's one message store: the header's message centre and the message pages read and write it. */
export const messagesStore: MessagesStore = createMessagesStore();

let holders = 0;

/**
 * A message centre holds the page's store while it is mounted. When the last one lets go, the
 * store forgets what it showed: the next centre (another user after signing in again, say)
 * starts from "not read yet", never from someone else's count. Returns the release.
 */
export function holdMessagesStore(): () => void {
  holders += 1;
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    holders -= 1;
    if (holders === 0) Object.assign(messagesStore, initialState());
  };
}

/** How the store reports a failed call: logged, for whoever reads the console; never thrown. */
export function logMessageError(what: string, error: unknown): void {
  console.warn(`message centre: ${what} failed:`, error instanceof Error ? error.message : error);
}

/** SPEC §7 GET unread-count into the store; false (logged) when it failed. */
export async function refreshUnreadCount(store: MessagesStore, api: MessageApi): Promise<boolean> {
  try {
    store.unreadCount = await api.unreadCount();
    return true;
  } catch (error) {
    logMessageError("reading the unread count", error);
    if (error instanceof SessionExpiredError) throw error;
    return false;
  }
}

/** SPEC §4 dropdown, §7 page {unread, pageIndex 1, pageSize 5}: the newest unread messages. */
export async function loadDropdown(store: MessagesStore, api: MessageApi, productCode?: string): Promise<boolean> {
  if (store.dropdownStatus !== "ready") store.dropdownStatus = "loading";
  try {
    const page = await api.page({ unread: true, pageIndex: 1, pageSize: MESSAGE_DROPDOWN_PAGE_SIZE, ...(productCode ? { productCode } : {}) });
    store.dropdown = page.records.slice(0, MESSAGE_DROPDOWN_PAGE_SIZE);
    store.dropdownTotal = page.recordTotal;
    store.dropdownStatus = "ready";
    // The page's total is as fresh as the count: the badge follows it.
    store.unreadCount = page.recordTotal;
    return true;
  } catch (error) {
    logMessageError("reading the unread messages", error);
    if (store.dropdownStatus !== "ready") store.dropdownStatus = "failed";
    return false;
  }
}

/** The count and, once the dropdown was read, its list again. */
export async function refreshMessages(store: MessagesStore, api: MessageApi): Promise<void> {
  await (store.dropdownStatus === "idle" ? refreshUnreadCount(store, api).catch(() => false) : loadDropdown(store, api));
}

/**
 * SPEC §4 dropdown "mark-all-read", §7 PUT all; rejects when the platform refused (the caller
 * says so). The alerts shown go with the next alert fetch (announceMessagesChanged asks for it).
 */
export async function markAllMessagesRead(store: MessagesStore, api: MessageApi): Promise<number> {
  const marked = await api.markAllRead();
  store.dropdown = [];
  store.dropdownTotal = 0;
  store.unreadCount = 0;
  await refreshMessages(store, api);
  return marked;
}

/**
 * SPEC §4 Messages "click, fetch detail, mark read, jump, refresh list": the message's detail,
 * marked read when it was unread, then the list and count again. Returns the detail (the caller
 * jumps); rejects when the detail could not be read.
 */
export async function openMessage(store: MessagesStore, api: MessageApi, id: string): Promise<Message> {
  store.openingId = id;
  try {
    const message = await api.detail(id);
    if (!message.read) {
      try {
        await api.markRead([message.id]);
        message.read = true;
      } catch (error) {
        // The message still opens; it stays unread and the list says so.
        logMessageError("marking a message read", error);
      }
    }
    store.dropdown = store.dropdown.filter((m) => m.id !== id);
    await refreshMessages(store, api);
    return message;
  } finally {
    store.openingId = null;
  }
}

/**
 * Tells the page's message centre and message pages that messages were read or marked
 * elsewhere (a message page, the centre's own panel): the centre counts again and checks its
 * alerts, a message page reads its list again.
 */
export function announceMessagesChanged(store: MessagesStore = messagesStore): void {
  store.changes += 1;
}

/** What the polls ask of the one who shows alerts (the notice stack of the header's message centre). */
export interface AlertHooks {
  open(message: Message): void;
  close(id: string): void;
}

export interface MessagePolls {
  /** The user closed an alert's notification: it is marked read; the last one closed restarts the alert poll after 5 s. */
  alertClosed(id: string): Promise<void>;
  /** Stops every poll and timer, and the watch on changes made elsewhere. */
  deactivate(): void;
}

type Timer = ReturnType<typeof setTimeout>;

/**
 * Starts the polls of SPEC §9: the unread count at once and every 120000 ms; the alerts 1500 ms
 * after start and every 120000 ms, newly returned ones opened 30 ms apart, those no longer
 * returned closed, and 5000 ms after the user closed the last one. A 401 stops them (the shell
 * asks the user to sign in again); other failures are logged and the polls go on. Messages read
 * elsewhere on the page (announceMessagesChanged) are counted and checked for alerts at once.
 */
export function activateMessagePolls(store: MessagesStore, api: MessageApi, hooks: AlertHooks): MessagePolls {
  let active = true;
  let countTimer: Timer | undefined;
  let alertTimer: Timer | undefined;
  const staggered = new Set<Timer>();
  /** Each alert fetch gets a number; an answer overtaken by a newer fetch is dropped. */
  let alertRun = 0;

  const stop = () => {
    active = false;
    clearTimeout(countTimer);
    clearTimeout(alertTimer);
    for (const timer of staggered) clearTimeout(timer);
    staggered.clear();
    unwatch();
  };
  const stopOnExpiry = (error: unknown) => {
    if (error instanceof SessionExpiredError) stop();
  };

  const countTick = async () => {
    try {
      await refreshUnreadCount(store, api);
    } catch (error) {
      stopOnExpiry(error);
    }
    if (active) countTimer = setTimeout(() => void countTick(), UNREAD_COUNT_POLL_MS);
  };

  const scheduleAlerts = (event: AlertPollEvent | "now") => {
    if (!active) return;
    clearTimeout(alertTimer);
    alertTimer = setTimeout(() => void alertTick(), event === "now" ? 0 : nextAlertPoll(event));
  };

  const alertTick = async () => {
    const run = ++alertRun;
    let returned: Message[];
    try {
      returned = await api.alerts();
    } catch (error) {
      logMessageError("reading the alerts", error);
      stopOnExpiry(error);
      if (run === alertRun) scheduleAlerts("failed");
      return;
    }
    if (!active || run !== alertRun) return;
    const diff = diffAlerts(store.alerts.map((m) => m.id), returned);
    store.alerts = diff.shown;
    for (const id of diff.close) hooks.close(id);
    const show = (message: Message) => {
      if (active && store.alerts.some((m) => m.id === message.id)) hooks.open(message);
    };
    diff.open.forEach((message, index) => {
      const delay = alertStagger(index);
      if (delay === 0) return show(message);
      const timer = setTimeout(() => {
        staggered.delete(timer);
        show(message);
      }, delay);
      staggered.add(timer);
    });
    scheduleAlerts("fetched");
  };

  const onChanged = () => {
    void refreshMessages(store, api);
    scheduleAlerts("now");
  };

  const unwatch = subscribeKey(store, "changes", onChanged);
  void countTick();
  scheduleAlerts("started");

  return {
    async alertClosed(id) {
      if (!active || !store.alerts.some((m) => m.id === id)) return;
      store.alerts = store.alerts.filter((m) => m.id !== id);
      if (store.alerts.length === 0) {
        // A fetch on the way would show the alert again: its answer is dropped.
        alertRun += 1;
        scheduleAlerts("allClosed");
      }
      try {
        await api.markRead([id]);
      } catch (error) {
        logMessageError("marking an alert read", error);
        stopOnExpiry(error);
      }
      if (active) await refreshMessages(store, api);
    },
    deactivate: stop,
  };
}
