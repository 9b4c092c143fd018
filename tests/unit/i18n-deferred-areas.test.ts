import { describe, expect, it } from "vitest";
import { createI18nWith } from "#app/kit/i18n/i18n-instance";
import { loadAreaStrings, loadLocaleBundle } from "#app/kit/i18n/locale-bundle";
import { resources } from "#app/kit/i18n/resources";

/** The browser's locale bundles and the personal area, which loads with the personal-centre pages. */
describe("deferred areas of the locale bundles", () => {
  it("a locale bundle leaves the personal area out; loading it reaches instances already made from the bundle", async () => {
    const bundle = await loadLocaleBundle("en");
    expect(bundle.translation["personal"]).toBeUndefined();
    expect(bundle.translation["header"]).toBeTypeOf("object");
    const i18n = createI18nWith("en", { en: { translation: bundle.translation } });
    expect(i18n.exists("personal.memberMenu")).toBe(false);
    await loadAreaStrings("personal");
    expect(i18n.t("personal.memberMenu")).toBe("Member menu");
  });

  it("a locale loaded after the area was asked for comes with it, as the server has it", async () => {
    await loadAreaStrings("personal");
    const bundle = await loadLocaleBundle("sv-SE");
    expect(bundle.translation["personal"]).toEqual(resources["sv-SE"].translation["personal"]);
    expect(createI18nWith("sv-SE", { "sv-SE": { translation: bundle.translation } }).t("personal.memberMenu")).toBe("Medlemsmeny");
  });
});
