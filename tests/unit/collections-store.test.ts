import { describe, expect, it } from "vitest";
import type { CollectedMenu } from "#app/features/collections/collections.rules";
import { createCollectionsStore, joinCollectionsChannel, loadCollections, reloadCollections, toggleCollected, type CollectionsApi, type CollectionsChannel } from "#app/features/collections/collections.store";
import { ApiError } from "#app/platform-api/client";
import type { MenuNode } from "#app/types/generated/menu-node";

const page = (id: string, code: string, name: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  id,
  code,
  name,
  level: 5,
  type: 1,
  sourceType: "menu",
  sourceProductCode: "pmpp",
  sourceAppCode: "pmpp-web",
  ...extra,
});
const MASTER = page("p-master", "pmpp.schedule.plan.master", "总进度计划");
const MONTHLY = page("p-monthly", "pmpp.schedule.plan.monthly", "月计划编制");
const REVIEW = page("s-review", "gepm.design.review", "设计评审", { sourceProductCode: "gepm", sourceAppCode: "gepm-web" });
const OVERVIEW = page("m-overview", "pmpp.overview", "项目概况");
const REPORT = page("m-report", "pmpp.report", "项目报表", { noAuth: true });
const SCHEDULE = page("m-schedule", "pmpp.schedule", "进度管理", { type: 0, sourceType: "dir" });
const CONTEXT = { tenantId: "10001", userId: "u-demo", locale: "zh-CN" };

/** The platform's list for the demo user: 项目概况. */
const STORED = [{ id: "1", menuName: "项目概况", productCode: "pmpp", appCode: "pmpp-web", menuAuthCode: "pmpp.overview", sourceType: "dir" }];

interface Held<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}
function held<T>(): Held<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/**
 * A stand-in platform whose answers the test gives one by one: each read and each per-item
 * change (SPEC §7 POST user-collections, DELETE user-collections/{id}) waits until the test
 * answers it, or is answered at once, as the platform would, when `auto` is on.
 */
function platform(stored: unknown = STORED, { auto = true }: { auto?: boolean } = {}) {
  const reads: Held<unknown>[] = [];
  const changes: { kind: "add" | "remove"; entry?: CollectedMenu; id?: string; answer: Held<unknown> }[] = [];
  let current = Array.isArray(stored) ? ([...stored] as { id: string; menuAuthCode: string }[]) : stored;
  let nextId = 70;
  const api: CollectionsApi = {
    list() {
      const answer = held<unknown>();
      reads.push(answer);
      if (auto) answer.resolve(current);
      return answer.promise;
    },
    add(entry) {
      const answer = held<unknown>();
      changes.push({ kind: "add", entry: structuredClone(entry), answer });
      if (auto) {
        const added = { ...entry, id: String(nextId++) };
        current = [...(current as object[]), added] as typeof current;
        answer.resolve(added);
      }
      return answer.promise;
    },
    remove(id) {
      const answer = held<unknown>();
      changes.push({ kind: "remove", id, answer });
      if (auto) {
        current = (current as { id: string }[]).filter((item) => item.id !== id) as typeof current;
        answer.resolve(true);
      }
      return answer.promise;
    },
  };
  /** The changes sent: "+code" for a collected menu, "-id" for a removed entry. */
  const sent = () => changes.map((change) => (change.kind === "add" ? `+${change.entry!.menuAuthCode}` : `-${change.id!}`));
  return { api, reads, changes, sent };
}

const codes = (list: readonly { menuAuthCode: string }[]) => list.map((item) => item.menuAuthCode);
/** Lets every promise that can settle do so. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A store that has read STORED from a stand-in platform. With `auto` off the test answers the
 * read here and every later call itself; with it on the platform answers at once.
 */
async function loadedStore({ auto }: { auto: boolean }) {
  const fake = platform(STORED, { auto });
  const store = createCollectionsStore({ api: fake.api });
  const load = loadCollections(store);
  if (!auto) {
    await settle();
    fake.reads[0]!.resolve(STORED);
  }
  await load;
  return { fake, store };
}

describe("collections store: reading the list (SPEC §7 GET user-collections)", () => {
  it("reads once: loading, then the platform's valid entries; a second load asks nothing", async () => {
    const fake = platform([...STORED, { menuName: "no codes" }, STORED[0]], { auto: false });
    const store = createCollectionsStore({ api: fake.api });
    expect(store.status).toBe("idle");
    const first = loadCollections(store);
    const again = loadCollections(store);
    expect(store.status).toBe("loading");
    await settle();
    expect(fake.reads).toHaveLength(1);
    fake.reads[0]!.resolve([...STORED, { menuName: "no codes" }, STORED[0]]);
    await Promise.all([first, again]);
    expect(store.status).toBe("ready");
    expect(store.collected).toEqual([{ ...STORED[0], tenantId: null, userId: null, bizType: null }]);
    await loadCollections(store);
    expect(fake.reads).toHaveLength(1);
  });

  it("reads again on demand", async () => {
    const { fake, store } = await loadedStore({ auto: true });
    await reloadCollections(store);
    expect(fake.reads).toHaveLength(2);
    expect(codes(store.collected)).toEqual(["pmpp.overview"]);
  });

  it("a failed read leaves the store failed with the reason; an answer that is no list is a failure, not an empty list", async () => {
    const fake = platform(null, { auto: false });
    const store = createCollectionsStore({ api: fake.api });
    const load = loadCollections(store);
    await settle();
    fake.reads[0]!.reject(new Error("unavailable"));
    await expect(load).rejects.toThrow("unavailable");
    expect([store.status, store.error?.message]).toEqual(["failed", "unavailable"]);
    const retry = loadCollections(store);
    expect(store.status).toBe("loading");
    await settle();
    fake.reads[1]!.resolve({ not: "a list" });
    await expect(retry).rejects.toThrow("could not be read");
    expect(store.status).toBe("failed");
    expect(store.collected).toEqual([]);
  });
});

describe("collections store: collecting (SPEC §4 'Collecting from a menu', §5, §7 per-item calls, ARCHITECTURE §7, ADR 033)", () => {
  it("adds at once, sends that one menu (no list, no bizType) and keeps the platform's answer", async () => {
    const { fake, store } = await loadedStore({ auto: false });
    const result = toggleCollected(store, MASTER, CONTEXT, "leftMenu");
    // Shown before the platform answers.
    expect(codes(store.collected)).toEqual(["pmpp.overview", "pmpp.schedule.plan.master"]);
    expect(store.savingMenuIds).toEqual(["p-master"]);
    await settle();
    expect(fake.changes).toHaveLength(1);
    expect(fake.changes[0]!.entry).toEqual({ menuName: "总进度计划", productCode: "pmpp", appCode: "pmpp-web", sourceType: "menu", tenantId: "10001", userId: "u-demo", menuAuthCode: "pmpp.schedule.plan.master" });
    fake.changes[0]!.answer.resolve({ ...fake.changes[0]!.entry, id: "77" });
    await expect(result).resolves.toEqual({ kind: "saved", collected: true });
    expect(store.collected.map((item) => item.id)).toEqual(["1", "77"]);
    expect(store.savingMenuIds).toEqual([]);
  });

  it("removes a collected menu by deleting that one entry", async () => {
    const { fake, store } = await loadedStore({ auto: true });
    await expect(toggleCollected(store, OVERVIEW, CONTEXT, "leftMenu")).resolves.toEqual({ kind: "saved", collected: false });
    expect(fake.sent()).toEqual(["-1"]);
    expect(store.collected).toEqual([]);
  });

  it("an entry removed elsewhere already (404) is removed here too, not an error", async () => {
    const { fake, store } = await loadedStore({ auto: false });
    const removal = toggleCollected(store, OVERVIEW, CONTEXT, "leftMenu");
    await settle();
    fake.changes[0]!.answer.reject(new ApiError(404, "404", "Collection 1 not found"));
    await expect(removal).resolves.toEqual({ kind: "saved", collected: false });
    expect(store.collected).toEqual([]);
  });

  it("two tabs from the same starting list: each one's star is kept (no list overwrites the other's)", async () => {
    const fake = platform(STORED, { auto: true });
    const one = createCollectionsStore({ api: fake.api });
    const other = createCollectionsStore({ api: fake.api });
    await Promise.all([loadCollections(one), loadCollections(other)]);
    await toggleCollected(one, MASTER, CONTEXT, "leftMenu");
    await toggleCollected(other, REVIEW, CONTEXT, "leftMenu");
    const fresh = createCollectionsStore({ api: fake.api });
    await loadCollections(fresh);
    expect(codes(fresh.collected)).toEqual(["pmpp.overview", "pmpp.schedule.plan.master", "gepm.design.review"]);
  });

  it("a saved change is told on the channel, and a store told of a change elsewhere reads the list again", async () => {
    const fake = platform(STORED, { auto: true });
    const listeners = new Set<() => void>();
    const bus = (): CollectionsChannel => {
      let mine: (() => void) | null = null;
      return {
        post: () => listeners.forEach((listener) => listener !== mine && listener()),
        listen(onChange) {
          mine = onChange;
          listeners.add(onChange);
          return () => listeners.delete(onChange);
        },
      };
    };
    const one = createCollectionsStore({ api: fake.api });
    const other = createCollectionsStore({ api: fake.api });
    await Promise.all([loadCollections(one), loadCollections(other)]);
    joinCollectionsChannel(one, bus());
    const leave = joinCollectionsChannel(other, bus());
    await toggleCollected(one, MASTER, CONTEXT, "leftMenu");
    await settle();
    expect(codes(other.collected)).toEqual(["pmpp.overview", "pmpp.schedule.plan.master"]);
    leave();
    await toggleCollected(one, REVIEW, CONTEXT, "leftMenu");
    await settle();
    expect(codes(other.collected)).toEqual(["pmpp.overview", "pmpp.schedule.plan.master"]);
  });

  it("rapid changes are sent one after another, in the order they were made", async () => {
    const { fake, store } = await loadedStore({ auto: false });
    const first = toggleCollected(store, MASTER, CONTEXT, "leftMenu");
    const second = toggleCollected(store, REVIEW, CONTEXT, "leftMenu");
    const third = toggleCollected(store, MASTER, CONTEXT, "leftMenu");
    // All three show at once: 总进度计划 in and out again, 设计评审 in.
    expect(codes(store.collected)).toEqual(["pmpp.overview", "gepm.design.review"]);
    expect(store.savingMenuIds).toEqual(["p-master", "s-review", "p-master"]);
    await settle();
    // The second waits for the first's answer.
    expect(fake.sent()).toEqual(["+pmpp.schedule.plan.master"]);
    fake.changes[0]!.answer.resolve({ ...fake.changes[0]!.entry, id: "77" });
    await settle();
    expect(fake.sent()[1]).toEqual("+gepm.design.review");
    fake.changes[1]!.answer.resolve({ ...fake.changes[1]!.entry, id: "78" });
    await settle();
    // The removal names the id the platform gave the first.
    expect(fake.sent()[2]).toEqual("-77");
    fake.changes[2]!.answer.resolve(true);
    await expect(Promise.all([first, second, third])).resolves.toEqual([
      { kind: "saved", collected: true },
      { kind: "saved", collected: true },
      { kind: "saved", collected: false },
    ]);
    expect(codes(store.collected)).toEqual(["pmpp.overview", "gepm.design.review"]);
    expect(store.savingMenuIds).toEqual([]);
  });

  it("a refused change is rolled back without losing the one after it", async () => {
    const { fake, store } = await loadedStore({ auto: false });
    const first = toggleCollected(store, MASTER, CONTEXT, "leftMenu");
    const second = toggleCollected(store, MONTHLY, CONTEXT, "leftMenu");
    await settle();
    fake.changes[0]!.answer.reject(new Error("collections are down"));
    await expect(first).resolves.toEqual({ kind: "failed", collected: true, message: "collections are down" });
    // 总进度计划 is gone again; 月计划编制, still on its way, stays.
    expect(codes(store.collected)).toEqual(["pmpp.overview", "pmpp.schedule.plan.monthly"]);
    expect(store.savingMenuIds).toEqual(["p-monthly"]);
    await settle();
    expect(fake.sent()[1]).toEqual("+pmpp.schedule.plan.monthly");
    fake.changes[1]!.answer.resolve({ ...fake.changes[1]!.entry, id: "79" });
    await expect(second).resolves.toEqual({ kind: "saved", collected: true });
    expect(codes(store.collected)).toEqual(["pmpp.overview", "pmpp.schedule.plan.monthly"]);
  });

  it("a refused removal puts the menu back", async () => {
    const { fake, store } = await loadedStore({ auto: false });
    const removal = toggleCollected(store, OVERVIEW, CONTEXT, "leftMenu");
    expect(store.collected).toEqual([]);
    await settle();
    fake.changes[0]!.answer.reject(new Error("down"));
    await expect(removal).resolves.toEqual({ kind: "failed", collected: false, message: "down" });
    expect(codes(store.collected)).toEqual(["pmpp.overview"]);
  });

  it("sends nothing before the user's list is read: a change made while it loads waits for it and keeps it", async () => {
    const fake = platform(STORED, { auto: false });
    const store = createCollectionsStore({ api: fake.api });
    const result = toggleCollected(store, MASTER, CONTEXT, "leftMenu");
    await settle();
    expect(fake.reads).toHaveLength(1);
    expect(fake.changes).toEqual([]);
    fake.reads[0]!.resolve(STORED);
    await settle();
    expect(fake.sent()).toEqual(["+pmpp.schedule.plan.master"]);
    fake.changes[0]!.answer.resolve({ ...fake.changes[0]!.entry, id: "77" });
    await expect(result).resolves.toEqual({ kind: "saved", collected: true });
  });

  it("sends nothing when the list cannot be read, and says why", async () => {
    const fake = platform(STORED, { auto: false });
    const store = createCollectionsStore({ api: fake.api });
    const result = toggleCollected(store, MASTER, CONTEXT, "leftMenu");
    await settle();
    fake.reads[0]!.reject(new Error("unavailable"));
    await expect(result).resolves.toEqual({ kind: "failed", collected: true, message: "unavailable" });
    expect(fake.changes).toEqual([]);
    expect(store.collected).toEqual([]);
  });

  it("a read asked for while a change is on its way comes after it, so it never shows an older list", async () => {
    const { fake, store } = await loadedStore({ auto: false });
    const change = toggleCollected(store, MASTER, CONTEXT, "leftMenu");
    const reload = reloadCollections(store);
    await settle();
    expect(fake.reads).toHaveLength(1);
    const added = { ...fake.changes[0]!.entry, id: "77" };
    fake.changes[0]!.answer.resolve(added);
    await change;
    await settle();
    expect(fake.reads).toHaveLength(2);
    fake.reads[1]!.resolve([...STORED, added]);
    await reload;
    expect(codes(store.collected)).toEqual(["pmpp.overview", "pmpp.schedule.plan.master"]);
  });

  it("a menu that cannot be collected changes nothing and sends nothing (SPEC §5)", async () => {
    const { fake, store } = await loadedStore({ auto: true });
    await expect(toggleCollected(store, REPORT, CONTEXT, "leftMenu")).resolves.toEqual({ kind: "unchanged" });
    await expect(toggleCollected(store, SCHEDULE, CONTEXT, "leftMenu")).resolves.toEqual({ kind: "unchanged" });
    expect(fake.changes).toEqual([]);
    expect(codes(store.collected)).toEqual(["pmpp.overview"]);
  });

  it("each store keeps its own list: one per user and tenant", async () => {
    const one = createCollectionsStore({ api: platform().api });
    const other = createCollectionsStore({ api: platform([]).api });
    await Promise.all([loadCollections(one), loadCollections(other)]);
    await toggleCollected(one, MASTER, CONTEXT, "leftMenu");
    expect(codes(one.collected)).toEqual(["pmpp.overview", "pmpp.schedule.plan.master"]);
    expect(other.collected).toEqual([]);
  });
});
