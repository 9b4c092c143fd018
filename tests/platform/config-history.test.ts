import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import { call } from "./admin-calls.ts";
import { login, startPlatform, type RunningPlatform } from "./helpers.ts";

/**
 * The history the console reads (ADR 020, ADR 058): the audit filtered by a date range and by
 * free text (account, resource, changed field), with 400s naming what is wrong, and the read of
 * the other tenant admins' drafts of a kind (whose and when, never their values; admins only).
 */

let running: RunningPlatform;
let api: string;
let demoToken: string;
let adminToken: string;
let coadminToken: string;

beforeAll(async () => {
  running = await startPlatform({ inMemory: true });
  api = running.api;
  demoToken = await login(api, "demo", DEMO_ACCOUNTS.demo.password);
  adminToken = await login(api, "admin", DEMO_ACCOUNTS.admin.password);
  coadminToken = await login(api, "coadmin", DEMO_ACCOUNTS.coadmin.password);
});

afterAll(async () => {
  await running.close();
});

const CONFIG = (kind: string, rest = "") => `${api}/param/v4/tenant-config/${kind}${rest}`;
const AUDIT = (query: string) => `${api}/param/v4/tenant-config/audit?pageSize=100&${query}`;

interface AuditRow {
  at: string;
  actorAccount: string;
  resource: string;
  resourceId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

interface Page<T> {
  records: T[];
  recordTotal: number;
}

async function publish(token: string, kind: string, change: Record<string, unknown>): Promise<void> {
  const live = await call<{ version: number; value: Record<string, unknown> }>("GET", CONFIG(kind), token);
  const basedOn = live.body!.data!.version;
  expect((await call("PUT", CONFIG(kind, "/draft"), token, { value: { ...live.body!.data!.value, ...change }, basedOn })).status).toBe(200);
  expect((await call("POST", CONFIG(kind, "/publish"), token, { basedOn })).status).toBe(200);
}

async function audit(query: string, token = adminToken) {
  return call<Page<AuditRow>>("GET", AUDIT(query), token);
}

describe("the audit's free text and date range (ADR 058)", () => {
  it("finds rows by the actor's account, by the kind, and by the name of a field that changed, but not by one that stayed", async () => {
    await publish(coadminToken, "header-theme", { systemName: "协同管理员改的标题" });
    await publish(adminToken, "scene-params", { loginSessionTimeout: 7 });

    const byAccount = (await audit("q=COADM")).body!.data!.records;
    expect(byAccount.length).toBeGreaterThan(0);
    expect(byAccount.every((row) => row.actorAccount === "coadmin")).toBe(true);

    const byKind = (await audit("q=scene-par")).body!.data!.records;
    expect(byKind.length).toBeGreaterThan(0);
    expect(byKind.every((row) => row.resourceId === "scene-params")).toBe(true);

    // systemName changed in the coadmin's publish; the admin's scene params publish did not touch it.
    const byField = (await audit("q=systemname")).body!.data!.records;
    expect(byField.some((row) => row.actorAccount === "coadmin" && row.resourceId === "header-theme")).toBe(true);
    expect(byField.some((row) => row.resourceId === "scene-params")).toBe(false);
    for (const row of byField) expect(JSON.stringify(row.before?.["systemName"] ?? null)).not.toBe(JSON.stringify(row.after?.["systemName"] ?? null));

    // Several terms: a row matching any of them; a LIKE wildcard is taken as a character.
    const either = (await audit("q=coadmin&q=scene-params")).body!.data!.records;
    expect(new Set(either.map((row) => row.actorAccount === "coadmin" || row.resourceId === "scene-params"))).toEqual(new Set([true]));
    expect(either.length).toBe(byAccount.length + byKind.filter((row) => row.actorAccount !== "coadmin").length);
    expect((await audit("q=%25")).body!.data!.recordTotal).toBe(0);
  });

  it("keeps a range: from and to as instants, a date alone as to being the whole day", async () => {
    const all = (await audit("")).body!.data!.records;
    const newest = all[0]!;
    const day = newest.at.slice(0, 10);
    const inDay = (await audit(`from=${day}&to=${day}`)).body!.data!.records;
    expect(inDay.map((row) => row.at)).toContain(newest.at);
    expect(inDay.every((row) => row.at.slice(0, 10) === day)).toBe(true);
    const after = new Date(Date.parse(newest.at) + 1000).toISOString();
    expect((await audit(`from=${encodeURIComponent(after)}`)).body!.data!.recordTotal).toBe(0);
    const before = (await audit(`to=${encodeURIComponent(new Date(Date.parse(newest.at) - 1).toISOString())}`)).body!.data!.records;
    expect(before.map((row) => row.at)).not.toContain(newest.at);
  });

  it("answers 400 naming what is wrong: a range backwards, a date that is none, a text too long or given too often", async () => {
    const backwards = await audit("from=2026-11-27&to=2026-11-26");
    expect(backwards.status).toBe(400);
    expect(backwards.body?.errorMsg).toMatch(/from must not be after to/);
    expect((await audit("to=2026-13-45")).status).toBe(400);
    const long = await audit(`q=${"x".repeat(65)}`);
    expect(long.status).toBe(400);
    expect(long.body?.errorMsg).toMatch(/q is longer than 64 characters/);
    const many = await audit(Array.from({ length: 31 }, (_, i) => `q=t${i}`).join("&"));
    expect(many.status).toBe(400);
    expect(many.body?.errorMsg).toMatch(/at most 30 times/);
    expect((await audit("q[a]=b")).status).toBe(400);
  });

  it("is for the tenant's admins only", async () => {
    expect((await audit("q=admin", demoToken)).status).toBe(403);
  });
});

describe("the other admins' drafts of a kind (ADR 058)", () => {
  it("tells an admin whose drafts of the kind there are and when they were saved, never their values, and not their own", async () => {
    const live = await call<{ version: number; value: Record<string, unknown> }>("GET", CONFIG("nav-logo-and-name"), adminToken);
    const secret = "协同管理员尚未发布的名称";
    expect((await call("PUT", CONFIG("nav-logo-and-name", "/draft"), coadminToken, { value: { ...live.body!.data!.value, systemName: secret }, basedOn: live.body!.data!.version })).status).toBe(200);
    expect((await call("PUT", CONFIG("nav-logo-and-name", "/draft"), adminToken, { value: live.body!.data!.value, basedOn: live.body!.data!.version })).status).toBe(200);

    const seen = await call<{ account: string; nickname: string; basedOn: number; updatedAt: string }[]>("GET", CONFIG("nav-logo-and-name", "/other-drafts"), adminToken);
    expect(seen.status).toBe(200);
    expect(seen.body!.data!.map((d) => d.account)).toEqual(["coadmin"]);
    expect(seen.body!.data![0]!.basedOn).toBe(live.body!.data!.version);
    expect(Number.isNaN(Date.parse(seen.body!.data![0]!.updatedAt))).toBe(false);
    expect(JSON.stringify(seen.body)).not.toContain(secret);

    // The coadmin sees the admin's; another kind has none.
    const theirs = await call<{ account: string }[]>("GET", CONFIG("nav-logo-and-name", "/other-drafts"), coadminToken);
    expect(theirs.body!.data!.map((d) => d.account)).toEqual(["admin"]);
    expect((await call<unknown[]>("GET", CONFIG("layout-override", "/other-drafts"), adminToken)).body!.data).toEqual([]);
  });

  it("answers 403 to a member who is not an admin, 404 for a kind there is not, 400 for a parameter it does not take", async () => {
    expect((await call("GET", CONFIG("nav-logo-and-name", "/other-drafts"), demoToken)).status).toBe(403);
    expect((await call("GET", CONFIG("nav-logo-and-name", "/other-drafts"), undefined)).status).toBe(401);
    expect((await call("GET", CONFIG("no-such-kind", "/other-drafts"), adminToken)).status).toBe(404);
    expect((await call("GET", CONFIG("nav-logo-and-name", "/other-drafts?user=20014"), adminToken)).status).toBe(400);
  });
});
