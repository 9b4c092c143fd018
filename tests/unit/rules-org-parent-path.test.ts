import { describe, expect, it } from "vitest";
import { orgParentPath } from "#app/features/org-switch/org-search.rules.ts";

describe("orgParentPath (SPEC §3 Org node fullName; search rows show the name, then where it sits)", () => {
  it("is the fullName without the org's own name at its end", () => {
    expect(orgParentPath({ name: "Leeds Ring Road Section A", fullName: "Acme Construction Ltd/Northern Region/Leeds Ring Road Command/Leeds Ring Road Section A" })).toBe(
      "Acme Construction Ltd/Northern Region/Leeds Ring Road Command",
    );
    expect(orgParentPath({ name: "华北区域公司", fullName: "中建智造集团有限公司/华北区域公司" })).toBe("中建智造集团有限公司");
  });

  it("is empty for a root, a missing or odd fullName, and what is not text", () => {
    expect(orgParentPath({ name: "Acme Construction Ltd", fullName: "Acme Construction Ltd" })).toBe("");
    expect(orgParentPath({ name: "A", fullName: "" })).toBe("");
    expect(orgParentPath({ name: "A" })).toBe("");
    // A fullName that does not end with the name (renamed since): nothing rather than a wrong path.
    expect(orgParentPath({ name: "B", fullName: "Root/A" })).toBe("");
    // A name that only ends the last segment is not the segment.
    expect(orgParentPath({ name: "Road", fullName: "Root/Ring Road" })).toBe("");
    expect(orgParentPath({ name: 1, fullName: ["x"] })).toBe("");
  });
});
