import { describe, expect, it } from "vitest";
import { formatDateTime } from "#app/features/workbench/format";

describe("a workbench timestamp in the user's locale (SPEC §3 workbench)", () => {
  const at = "2026-03-04T05:06:00Z";

  it("is the locale's medium date and short time, the same each time it is asked", () => {
    const expected = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(new Date(at));
    expect(formatDateTime(at, "en")).toBe(expected);
    expect(formatDateTime(at, "en")).toBe(expected);
    expect(formatDateTime(at, "zh-CN")).toBe(new Intl.DateTimeFormat("zh-CN", { dateStyle: "medium", timeStyle: "short" }).format(new Date(at)));
    expect(formatDateTime(at, "zh-CN")).not.toBe(expected);
  });

  it("keeps text that is not a date, shows nothing for none, and falls back to ISO for a locale Intl refuses", () => {
    expect(formatDateTime("next week", "en")).toBe("next week");
    expect(formatDateTime(null, "en")).toBe("");
    expect(formatDateTime(undefined, "en")).toBe("");
    expect(formatDateTime(at, "not a locale!")).toBe("2026-03-04T05:06:00.000Z");
  });
});
