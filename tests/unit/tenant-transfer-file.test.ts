import { describe, expect, it } from "vitest";
import { exportFileName, readTransferFile } from "#app/features/admin-console/transfer-section/transfer-file.rules";
import { sameEntries } from "#app/features/admin-console/transfer-section/entry-lists.rules";
import { scheduledTime } from "#app/features/admin-console/schedule-publish/schedule-time.rules";
import { MAX_TRANSFER_BYTES } from "#app/platform-api/tenant-transfer";
import { MAX_TRANSFER_BYTES as PLATFORM_MAX_TRANSFER_BYTES } from "#platform/http/tenant-transfer.ts";

/**
 * What the console says of a chosen file before it sends it (ADR 059): too large, empty, not
 * JSON, not an export, a later format version, each its own fault; a file of the format goes on
 * to the platform's check. And the time a publish is scheduled for, from the date-time field.
 */
describe("reading a chosen file as an export of a tenant's look (ADR 059)", () => {
  const doc = { format: "portal-tenant-look", formatVersion: 1, config: {} };
  const text = JSON.stringify(doc);

  it("passes a file of the format on, a byte order mark and all", () => {
    expect(readTransferFile(text.length, `\uFEFF${text}`)).toEqual({ ok: true, document: doc });
  });

  it("refuses a file larger than the platform takes, saying both sizes in KB", () => {
    expect(MAX_TRANSFER_BYTES).toBe(PLATFORM_MAX_TRANSFER_BYTES);
    expect(readTransferFile(MAX_TRANSFER_BYTES + 1, text)).toEqual({ ok: false, fault: { key: "tooLarge", params: { size: 1001, limit: 1000 } } });
  });

  it("tells an empty file, a file that is not JSON and a JSON file of another kind apart", () => {
    expect(readTransferFile(0, "")).toEqual({ ok: false, fault: { key: "empty" } });
    const notJson = readTransferFile(5, "{oops");
    expect(notJson.ok === false && notJson.fault.key).toBe("notJson");
    expect(readTransferFile(20, '{"name":"package"}')).toEqual({ ok: false, fault: { key: "notExport" } });
    expect(readTransferFile(2, "[]")).toEqual({ ok: false, fault: { key: "notExport" } });
  });

  it("refuses a later format version with the version it is and the one this portal reads", () => {
    expect(readTransferFile(text.length, JSON.stringify({ ...doc, formatVersion: 3 }))).toEqual({ ok: false, fault: { key: "laterVersion", params: { version: 3, supported: 1 } } });
  });

  it("names the file after the tenant and the day", () => {
    expect(exportFileName("10001", "2026-12-07T06:00:00.000Z")).toBe("portal-look-10001-2026-12-07.json");
    expect(exportFileName("../x", "not a date")).toBe("portal-look-___x-export.json");
  });
});

describe("an entry list against a file's entries", () => {
  it("is the same when the bodies match in order, whatever the platform adds (id, plain name, child count, no org)", () => {
    const body = { code: "a", nameAllLang: { "zh-CN": "甲", en: "A", "sv-SE": "A" }, url: "/a/" };
    expect(sameEntries([{ id: "1", name: "甲", childCount: 0, orgId: null, ...body }], [body])).toBe(true);
    expect(sameEntries([{ id: "1", ...body, url: "/b/" }], [body])).toBe(false);
    expect(sameEntries([], [body])).toBe(false);
  });
});

describe("the time a publish is scheduled for (ADR 059)", () => {
  const now = new Date(2026, 11, 7, 14, 30, 0);
  it("is the field's local time as ISO when it is to come, else none", () => {
    expect(scheduledTime("2026-12-07T14:30:08", now)).toBe(new Date(2026, 11, 7, 14, 30, 8).toISOString());
    expect(scheduledTime("2026-12-07T14:29", now)).toBeNull();
    expect(scheduledTime("", now)).toBeNull();
    expect(scheduledTime("tomorrow", now)).toBeNull();
  });
});
