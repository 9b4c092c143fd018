import { describe, expect, it } from "vitest";
import { publishFields, unpublishedFields, withDraftFields } from "#platform/http/partial-publish.ts";

/** What a publish of some fields of a draft makes live, and what stays the draft (ADR 054). */
describe("the value a publish of some fields makes", () => {
  const live = { systemLogoUrl: "https://cdn.example.com/old.png", watermarkSwitch: 1, watermarkScope: "ALL", headerHeight: 48 };
  const draft = { systemLogoUrl: "https://cdn.example.com/new.png", watermarkSwitch: 0, headerHeight: 48, themeColor: "#7B61FF" };

  it("is live with the chosen fields of the draft; every other field as live has it", () => {
    expect(withDraftFields(live, draft, ["/watermarkSwitch"])).toEqual({ ...live, watermarkSwitch: 0 });
    expect(withDraftFields(live, draft, ["/themeColor"])).toEqual({ ...live, themeColor: "#7B61FF" });
  });

  it("removes a chosen field the draft no longer has, and leaves live itself unchanged", () => {
    const copy = structuredClone(live);
    expect(withDraftFields(live, draft, ["/watermarkScope", "/watermarkSwitch"])).toEqual({ systemLogoUrl: live.systemLogoUrl, watermarkSwitch: 0, headerHeight: 48 });
    expect(live).toEqual(copy);
  });

  it("starts from nothing when nothing is live, and refuses a draft that is not an object with 409", () => {
    expect(withDraftFields(null, draft, ["/themeColor"])).toEqual({ themeColor: "#7B61FF" });
    expect(() => withDraftFields(live, ["a"], ["/0"])).toThrow(expect.objectContaining({ status: 409 }));
  });

  it("reads an escaped pointer as its property", () => {
    expect(withDraftFields({}, { "a/b": 1, "c~d": 2 }, ["/a~1b", "/c~0d"])).toEqual({ "a/b": 1, "c~d": 2 });
  });

  it("leaves in the draft exactly the fields not published", () => {
    const published = withDraftFields(live, draft, ["/watermarkSwitch"]);
    expect(unpublishedFields(published, draft)).toEqual(["/systemLogoUrl", "/watermarkScope", "/themeColor"]);
    expect(unpublishedFields(draft, draft)).toEqual([]);
  });
});

describe("the fields a publish call names", () => {
  it("takes top-level pointers, each once; none means the whole draft", () => {
    expect(publishFields(undefined)).toBeUndefined();
    expect(publishFields(["/watermarkSwitch", "/watermarkSwitch", "/a~1b"])).toEqual(["/watermarkSwitch", "/a~1b"]);
  });

  it("refuses an empty or oversize list, a nested or bare name, and a prototype key with 400", () => {
    for (const raw of [[], "/x", ["x"], ["/a/b"], ["/"], [7], ["/__proto__"], Array.from({ length: 201 }, (_, i) => `/f${i}`)]) {
      expect(() => publishFields(raw), JSON.stringify(raw).slice(0, 30)).toThrow(expect.objectContaining({ status: 400 }));
    }
  });
});
