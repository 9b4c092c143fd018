import { describe, expect, it } from "vitest";
import { call } from "./admin-calls.ts";
import { platformWithAdmin } from "./helpers.ts";

/**
 * Publishing some fields of a draft (ADR 054, ADR 020): POST …/publish with `fields` makes the
 * published value plus those fields of the draft the next version, with its own version row
 * and audit row, in the database; the rest of the draft stays the admin's draft, based on the
 * new version.
 */

const env = platformWithAdmin();

const HEADER = () => `${env.api}/param/v4/theme-settings/header`;
const CONFIG = (rest = "") => `${env.api}/param/v4/tenant-config/header-theme${rest}`;
const NEW_LOGO = "https://cdn.example.com/brand/new-logo.png";

interface Published {
  kind: string;
  version: number;
  value: Record<string, unknown>;
}

async function live(): Promise<Published> {
  const answer = await call<Published>("GET", CONFIG(), env.adminToken);
  return answer.body!.data!;
}

async function saveDraft(value: Record<string, unknown>, basedOn: number): Promise<void> {
  expect((await call("PUT", CONFIG("/draft"), env.adminToken, { value, basedOn })).status).toBe(200);
}

describe("a publish of some fields of the header theme's draft (ADR 054)", () => {
  it("publishes the watermark field only: a version of its own with its audit; the logo stays the admin's draft, then publishes with the rest", async () => {
    const before = await live();
    const oldLogo = before.value["systemLogoUrl"];
    expect(before.value["watermarkSwitch"]).toBe(1);
    // Branding's logo and the Watermark section's switch, in the one draft of the kind.
    await saveDraft({ ...before.value, systemLogoUrl: NEW_LOGO, watermarkSwitch: 0 }, before.version);

    const partial = await call<{ version: number; unpublished: string[] }>("POST", CONFIG("/publish"), env.adminToken, { basedOn: before.version, fields: ["/watermarkSwitch"] });
    expect(partial.status).toBe(200);
    expect(partial.body?.data).toEqual({ version: before.version + 1, unpublished: ["/systemLogoUrl"] });

    // Every user reads the switch off and the old logo.
    const member = (await call<Record<string, unknown>>("GET", HEADER(), env.demoToken)).body?.data;
    expect(member).toMatchObject({ watermarkSwitch: 0, systemLogoUrl: oldLogo });
    // The draft keeps the logo, now based on the new version.
    const draft = (await call<{ value: Record<string, unknown>; basedOn: number }>("GET", CONFIG("/draft"), env.adminToken)).body?.data;
    expect(draft).toMatchObject({ value: { systemLogoUrl: NEW_LOGO, watermarkSwitch: 0 }, basedOn: before.version + 1 });

    // The version lists the one field it changed; the audit has it, the value before and after.
    const versions = (await call<{ records: { version: number; action: string; actorAccount: string; summary: string[]; basedOn: number }[] }>("GET", CONFIG("/versions?pageSize=1"), env.adminToken)).body?.data;
    expect(versions?.records[0]).toMatchObject({ version: before.version + 1, action: "publish", actorAccount: "admin", summary: ["/watermarkSwitch"], basedOn: before.version });
    const audit = (await call<{ records: { action: string; version: number; before: Record<string, unknown>; after: Record<string, unknown> }[] }>("GET", `${env.api}/param/v4/tenant-config/audit?kind=header-theme&pageSize=1`, env.adminToken)).body?.data;
    expect(audit?.records[0]).toMatchObject({ action: "publish", version: before.version + 1, before: { watermarkSwitch: 1, systemLogoUrl: oldLogo }, after: { watermarkSwitch: 0, systemLogoUrl: oldLogo } });

    // The rest, published whole: the logo reaches members and the draft is gone.
    const rest = await call<{ version: number; unpublished: string[] }>("POST", CONFIG("/publish"), env.adminToken, {});
    expect(rest.body?.data).toEqual({ version: before.version + 2, unpublished: [] });
    expect((await call<Record<string, unknown>>("GET", HEADER(), env.demoToken)).body?.data).toMatchObject({ watermarkSwitch: 0, systemLogoUrl: NEW_LOGO });
    expect((await call("GET", CONFIG("/draft"), env.adminToken)).body?.data).toBeNull();
  });

  it("drops the draft when the fields published were all it changed; removes a field the draft no longer has", async () => {
    const before = await live();
    expect(before.value["watermarkScope"]).toBeDefined();
    const { watermarkScope: _removed, ...withoutScope } = before.value;
    await saveDraft({ ...withoutScope, watermarkSwitch: 1 }, before.version);
    const done = await call<{ version: number; unpublished: string[] }>("POST", CONFIG("/publish"), env.adminToken, { fields: ["/watermarkSwitch", "/watermarkScope"] });
    expect(done.body?.data).toEqual({ version: before.version + 1, unpublished: [] });
    const after = await live();
    expect(after.value["watermarkSwitch"]).toBe(1);
    expect("watermarkScope" in after.value).toBe(false);
    expect((await call("GET", CONFIG("/draft"), env.adminToken)).body?.data).toBeNull();
  });

  it("checks only what it publishes: a Branding field that does not validate stays in the draft and does not stop the watermark's publish", async () => {
    const before = await live();
    await saveDraft({ ...before.value, headerBgColor: "not a colour", watermarkSwitch: 0 }, before.version);
    expect((await call("POST", CONFIG("/publish"), env.adminToken, {})).status).toBe(400);
    const partial = await call<{ version: number; unpublished: string[] }>("POST", CONFIG("/publish"), env.adminToken, { fields: ["/watermarkSwitch"] });
    expect(partial.status).toBe(200);
    expect(partial.body?.data?.unpublished).toEqual(["/headerBgColor"]);
    expect((await live()).value).toMatchObject({ watermarkSwitch: 0, headerBgColor: before.value["headerBgColor"] });
    expect((await call("DELETE", CONFIG("/draft"), env.adminToken)).status).toBe(200);
  });

  it("answers 412 over a newer version and keeps the draft whole; refuses fields that are not top-level pointers", async () => {
    const before = await live();
    await saveDraft({ ...before.value, systemLogoUrl: NEW_LOGO, watermarkSwitch: 1 }, before.version);
    expect((await call("PUT", HEADER(), env.adminToken, { themeColor: "#AA3300" })).status).toBe(200);
    const stale = await call<{ current: number }>("POST", CONFIG("/publish"), env.adminToken, { fields: ["/watermarkSwitch"] });
    expect(stale.status).toBe(412);
    expect(stale.body?.data?.current).toBe(before.version + 1);
    expect((await live()).version).toBe(before.version + 1);
    const draft = (await call<{ value: Record<string, unknown>; basedOn: number }>("GET", CONFIG("/draft"), env.adminToken)).body?.data;
    expect(draft).toMatchObject({ value: { systemLogoUrl: NEW_LOGO, watermarkSwitch: 1 }, basedOn: before.version });

    for (const fields of [[], ["watermarkSwitch"], ["/a/b"], "/watermarkSwitch", [1], ["/__proto__"], Array.from({ length: 201 }, (_, i) => `/f${i}`)]) {
      const refused = await call("POST", CONFIG("/publish"), env.adminToken, { fields });
      expect(refused.status, JSON.stringify(fields).slice(0, 40)).toBe(400);
    }
    expect((await live()).version).toBe(before.version + 1);
  });
});
