import { describe, expect, it } from "vitest";
import { markDetailPath } from "#app/platform-api/report-center";

describe("platform-api/report-center (SPEC §7 Watermark)", () => {
  it("builds the mark detail's path with the template id encoded as one path segment", () => {
    expect(markDetailPath("3001")).toBe("report-center/v4/mark/3001/detail");
    expect(markDetailPath("../3001?x=1")).toBe("report-center/v4/mark/..%2F3001%3Fx%3D1/detail");
  });
});
