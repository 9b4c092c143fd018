import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import { runDueSchedules, scheduleInterval } from "#platform/http/config-schedules.ts";
import { call, faultPaths } from "./admin-calls.ts";
import { login, startPlatform, type RunningPlatform } from "./helpers.ts";

/**
 * Scheduled publish (ADR 059): the admin's draft is stored with its time and published by the
 * platform's runner once due, on the version it was made on. Two runners (two platform nodes)
 * publish a schedule once; a schedule whose base was published over since fails with its reason;
 * a cancelled one is never published.
 */

let running: RunningPlatform;
let api: string;
let adminToken: string;
const quiet = () => undefined;

beforeAll(async () => {
  // No runner of its own: the test runs it, at the times it chooses.
  running = await startPlatform({ inMemory: true, scheduleIntervalMs: 0 });
  api = running.api;
  adminToken = await login(api, "admin", DEMO_ACCOUNTS.admin.password, "10001");
});

afterAll(async () => {
  await running.close();
});

const CONFIG = (rest: string) => `${api}/param/v4/tenant-config/${rest}`;
const KIND = "nav-logo-and-name";

interface Schedule {
  id: string;
  kind: string;
  runAt: string;
  status: string;
  reasonCode: string | null;
  reason: string | null;
  version: number | null;
}

async function published(): Promise<{ version: number; value: Record<string, unknown> }> {
  return (await call<{ version: number; value: Record<string, unknown> }>("GET", CONFIG(KIND), adminToken)).body!.data!;
}

/** Saves a draft with `systemName` on the published version and schedules it `inMs` from now. */
async function scheduled(systemName: string, inMs = 60_000): Promise<Schedule> {
  const live = await published();
  expect((await call("PUT", CONFIG(`${KIND}/draft`), adminToken, { value: { ...live.value, systemName }, basedOn: live.version })).status).toBe(200);
  const answer = await call<Schedule>("POST", CONFIG(`${KIND}/schedule`), adminToken, { basedOn: live.version, runAt: new Date(Date.now() + inMs).toISOString() });
  expect(answer.status).toBe(201);
  return answer.body!.data!;
}

async function schedules(): Promise<Schedule[]> {
  return (await call<{ records: Schedule[] }>("GET", CONFIG("schedules"), adminToken)).body!.data!.records;
}

const later = (ms: number) => new Date(Date.now() + ms);

describe("scheduled publish (ADR 059)", () => {
  it("takes the draft, publishes nothing before its time, and once due is published once though two runners run at the same moment", async () => {
    const before = await published();
    const schedule = await scheduled("定时发布的名称");
    // The draft became the schedule.
    expect((await call("GET", CONFIG(`${KIND}/draft`), adminToken)).body?.data).toBeNull();
    expect(await schedules()).toContainEqual(expect.objectContaining({ id: schedule.id, status: "pending", kind: KIND }));

    expect(await runDueSchedules(running.platform.db, quiet)).toEqual({ published: 0, failed: 0 });
    expect((await published()).version).toBe(before.version);

    const due = later(61_000);
    const [first, second] = await Promise.all([runDueSchedules(running.platform.db, quiet, due), runDueSchedules(running.platform.db, quiet, due)]);
    expect(first.published + second.published).toBe(1);
    const after = await published();
    expect(after.version).toBe(before.version + 1);
    expect(after.value["systemName"]).toBe("定时发布的名称");
    const audit = await running.platform.db.selectFrom("audit_log").select("version").where("tenant_id", "=", "10001").where("resource_id", "=", KIND).where("action", "=", "scheduled-publish").execute();
    expect(audit.filter((row) => row.version === after.version)).toHaveLength(1);
    expect(await schedules()).toContainEqual(expect.objectContaining({ id: schedule.id, status: "published", version: after.version }));
  });

  it("fails with reason `stale` when another version was published after it was scheduled, and the published value stands", async () => {
    const schedule = await scheduled("过期的定时发布");
    const live = await published();
    expect((await call("PUT", CONFIG(`${KIND}/draft`), adminToken, { value: { ...live.value, systemName: "其间发布的名称" }, basedOn: live.version })).status).toBe(200);
    expect((await call("POST", CONFIG(`${KIND}/publish`), adminToken, { basedOn: live.version })).status).toBe(200);

    expect(await runDueSchedules(running.platform.db, quiet, later(61_000))).toEqual({ published: 0, failed: 1 });
    expect((await published()).value["systemName"]).toBe("其间发布的名称");
    const failed = (await schedules()).find((s) => s.id === schedule.id);
    expect(failed).toMatchObject({ status: "failed", reasonCode: "stale" });
    expect(failed?.reason).toMatch(/someone published meanwhile/);
  });

  it("is not published once cancelled, and a cancelled schedule cannot be cancelled again", async () => {
    const before = await published();
    const schedule = await scheduled("取消的定时发布");
    expect((await call("DELETE", CONFIG(`schedules/${schedule.id}`), adminToken)).status).toBe(200);
    expect((await call("DELETE", CONFIG(`schedules/${schedule.id}`), adminToken)).status).toBe(409);
    expect(await runDueSchedules(running.platform.db, quiet, later(61_000))).toEqual({ published: 0, failed: 0 });
    expect((await published()).version).toBe(before.version);
  });

  it("is audited: who set it and what it will publish, who cancelled one, and the publish by the schedule as the admin who set it (ADR 062)", async () => {
    const audit = async (action: string) =>
      (await call<{ records: { action: string; actorAccount: string; resourceId: string; version: number | null; before: unknown; after: Record<string, unknown> | null }[] }>("GET", CONFIG(`audit?resource=tenant-config&action=${action}`), adminToken)).body!.data!.records;
    const live = await published();
    const cancelled = await scheduled("审计取消的定时发布");
    expect((await call("DELETE", CONFIG(`schedules/${cancelled.id}`), adminToken)).status).toBe(200);
    const kept = await scheduled("审计的定时发布");
    const [set] = await audit("schedule");
    expect(set).toMatchObject({ action: "schedule", actorAccount: "admin", resourceId: KIND, version: null, before: { systemName: live.value["systemName"] }, after: { systemName: "审计的定时发布" } });
    const [unset] = await audit("unschedule");
    expect(unset).toMatchObject({ action: "unschedule", actorAccount: "admin", resourceId: KIND, before: { systemName: live.value["systemName"] }, after: { systemName: "审计取消的定时发布" } });

    expect((await runDueSchedules(running.platform.db, quiet, later(61_000))).published).toBe(1);
    const [fired] = await audit("scheduled-publish");
    expect(fired).toMatchObject({ action: "scheduled-publish", actorAccount: "admin", resourceId: KIND, version: live.version + 1, after: { systemName: "审计的定时发布" } });
    expect((await schedules()).find((s) => s.id === kept.id)?.version).toBe(live.version + 1);
  });

  it("refuses a time in the past or that is no time, and a schedule with no draft", async () => {
    const live = await published();
    expect((await call("PUT", CONFIG(`${KIND}/draft`), adminToken, { value: { ...live.value, systemName: "x" }, basedOn: live.version })).status).toBe(200);
    const past = await call("POST", CONFIG(`${KIND}/schedule`), adminToken, { runAt: "2020-01-01T00:00:00Z" });
    expect(past.status).toBe(400);
    expect(faultPaths(past)).toEqual(["runAt"]);
    expect((await call("POST", CONFIG(`${KIND}/schedule`), adminToken, { runAt: "tomorrow" })).status).toBe(400);
    expect((await call("DELETE", CONFIG(`${KIND}/draft`), adminToken)).status).toBe(200);
    expect((await call("POST", CONFIG(`${KIND}/schedule`), adminToken, { runAt: later(60_000).toISOString() })).status).toBe(409);
  });

  it("runs at the interval the environment sets, 0 for no runner, and refuses an interval that is no whole number", () => {
    expect(scheduleInterval(undefined, "250")).toBe(250);
    expect(scheduleInterval(undefined, "0")).toBe(0);
    expect(scheduleInterval(undefined, undefined)).toBe(5000);
    expect(() => scheduleInterval(undefined, "soon")).toThrow(/PLATFORM_SCHEDULE_INTERVAL_MS/);
  });
});
