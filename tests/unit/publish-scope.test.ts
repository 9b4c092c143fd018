import { describe, expect, it } from "vitest";
import { homeSectionOf, publishPlan, sectionOfField, WATERMARK_FIELDS } from "#app/features/admin-console/publish-scope.rules";

/** Which console section a config field belongs to, and what a Publish from a section publishes (ADR 054). */
describe("the section of a field", () => {
  it("gives the header theme's watermark fields to the Watermark section and the rest of it to Branding", () => {
    for (const field of WATERMARK_FIELDS) expect(sectionOfField("header-theme", `/${field}`)).toBe("watermark");
    expect(sectionOfField("header-theme", "/systemLogoUrl")).toBe("branding");
    expect(sectionOfField("header-theme", "/systemName")).toBe("branding");
    // A nested pointer belongs where its top-level property does.
    expect(sectionOfField("header-theme", "/watermarkScope/0")).toBe("watermark");
    expect(homeSectionOf("header-theme")).toBe("branding");
  });

  it("gives every field of the other kinds to the section that edits the kind", () => {
    expect(sectionOfField("nav-logo-and-name", "/watermarkSwitch")).toBe("branding");
    expect(sectionOfField("scene-params", "/helpCenterShow")).toBe("scene-params");
    expect(sectionOfField("layout-override", "/layouts")).toBe("layout");
  });
});

describe("a Publish's plan", () => {
  const live = { systemName: "中建智造", systemLogoUrl: "https://cdn.example.com/old.png", watermarkSwitch: 1, watermarkTemplate: "9001" };

  it("splits the draft's changes into the section's own fields and the others', each with its section", () => {
    const draft = { ...live, systemLogoUrl: "https://cdn.example.com/new.png", watermarkTemplate: "9002" };
    expect(publishPlan("header-theme", "watermark", live, draft)).toEqual({
      changed: ["/systemLogoUrl", "/watermarkTemplate"],
      own: ["/watermarkTemplate"],
      others: [{ pointer: "/systemLogoUrl", section: "branding" }],
    });
    expect(publishPlan("header-theme", "branding", live, draft)).toEqual({
      changed: ["/systemLogoUrl", "/watermarkTemplate"],
      own: ["/systemLogoUrl"],
      others: [{ pointer: "/watermarkTemplate", section: "watermark" }],
    });
  });

  it("counts a removed field as changed, and lists nothing when the draft is the live value", () => {
    const { watermarkTemplate: _gone, ...draft } = live;
    expect(publishPlan("header-theme", "watermark", live, draft)).toEqual({ changed: ["/watermarkTemplate"], own: ["/watermarkTemplate"], others: [] });
    expect(publishPlan("header-theme", "watermark", live, { ...live })).toEqual({ changed: [], own: [], others: [] });
  });
});
