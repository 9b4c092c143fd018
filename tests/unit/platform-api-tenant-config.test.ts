import { afterEach, describe, expect, it, vi } from "vitest";
import {
  configAudit,
  configAuditCsvHref,
  configDraft,
  configVersion,
  configVersions,
  dropConfigDraft,
  InvalidDraft,
  publishConfig,
  publishedConfig,
  PublishConflict,
  rollbackConfig,
  saveConfigDraft,
} from "#app/platform-api/tenant-config";
import { recordPlatformCalls } from "./support/platform-calls";

afterEach(() => vi.unstubAllGlobals());

/** The tenant config's versions as ADR 020 names its calls. */
describe("platform-api/tenant-config (ADR 020)", () => {
  it("calls each path with its method and body", async () => {
    const calls = recordPlatformCalls({ version: 3 });
    await publishedConfig("header-theme");
    await configDraft("scene-params");
    await saveConfigDraft("nav-logo-and-name", { systemName: "Acme" }, 4);
    await dropConfigDraft("layout-override");
    await publishConfig("header-theme", 4);
    await configVersions("header-theme", 2, 10);
    await configVersion("scene-params", 7);
    await rollbackConfig("scene-params", 5);
    await configAudit(1, 20, { kind: "header-theme", action: "rollback", actor: "admin" });
    expect(calls.map(({ method, path, body }) => [`${method} ${path}`, body ?? null])).toEqual([
      ["GET param/v4/tenant-config/header-theme", null],
      ["GET param/v4/tenant-config/scene-params/draft", null],
      ["PUT param/v4/tenant-config/nav-logo-and-name/draft", { value: { systemName: "Acme" }, basedOn: 4 }],
      ["DELETE param/v4/tenant-config/layout-override/draft", null],
      ["POST param/v4/tenant-config/header-theme/publish", { basedOn: 4 }],
      ["GET param/v4/tenant-config/header-theme/versions?pageIndex=2&pageSize=10", null],
      ["GET param/v4/tenant-config/scene-params/versions/7", null],
      ["POST param/v4/tenant-config/scene-params/rollback", { version: 5 }],
      ["GET param/v4/tenant-config/audit?pageIndex=1&pageSize=20&kind=header-theme&action=rollback&actor=admin", null],
    ]);
    // Mutating calls carry the BFF's CSRF header.
    expect(calls.filter((c) => c.method !== "GET").every((c) => c.headers.get("x-portal-request") === "1")).toBe(true);
  });

  it("leaves empty audit filters out, and the CSV link carries the filters and format=csv", async () => {
    const calls = recordPlatformCalls({ records: [], recordTotal: 0, totalPage: 0 });
    await configAudit(1, 20, { kind: "", actor: "a&b" });
    expect(calls[0]?.path).toBe("param/v4/tenant-config/audit?pageIndex=1&pageSize=20&actor=a%26b");
    expect(configAuditCsvHref({ kind: "scene-params" })).toBe("/api/param/v4/tenant-config/audit?kind=scene-params&format=csv");
  });

  it("a 412 is a conflict with the current version and the versions since; a 400 lists the faults", async () => {
    const current = { kind: "header-theme", version: 6, value: { themeColor: "#000" }, servedVersion: 6, stale: false };
    const since = [{ version: 6, action: "publish", actorAccount: "other", at: "2026-11-26T10:00:00Z", summary: ["/themeColor"], basedOn: 5, valid: true }];
    // As the platform answers: the version now published and the versions since; the console then reads that version.
    vi.stubGlobal("fetch", async (input: RequestInfo | URL) =>
      String(input).endsWith("/publish") ? Response.json({ success: false, data: { current: 6, since }, errorCode: "412", errorMsg: "stale" }, { status: 412 }) : Response.json({ success: true, data: current }),
    );
    const conflict = await publishConfig("header-theme", 5).catch((e: unknown) => e);
    expect(conflict).toBeInstanceOf(PublishConflict);
    expect((conflict as PublishConflict).current).toEqual(current);
    expect((conflict as PublishConflict).since).toEqual(since);

    vi.stubGlobal("fetch", async () => Response.json({ success: false, data: { errors: [{ path: "/themeColor", message: "must be a colour" }] }, errorCode: "400", errorMsg: "/themeColor: must be a colour" }, { status: 400 }));
    const invalid = await publishConfig("header-theme", 6).catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(InvalidDraft);
    expect((invalid as InvalidDraft).errors).toEqual([{ path: "/themeColor", message: "must be a colour" }]);
  });
});
