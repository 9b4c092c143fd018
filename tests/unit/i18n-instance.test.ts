import { describe, expect, it } from "vitest";
import { createI18nWith } from "#app/kit/i18n/i18n-instance";

const resources = {
  "zh-CN": { translation: { greeting: "你好", onlyChinese: "仅中文", farewell: "再见，{{name}}" } },
  en: { translation: { greeting: "Hello", farewell: "Goodbye, {{name}}" } },
  "sv-SE": { translation: { greeting: "Hej" } },
};

describe("the portal's i18next instance (its language chains worked out once per code)", () => {
  it("looks a key up in the instance's language, then in the default locale", () => {
    const i18n = createI18nWith("sv-SE", resources);
    expect([i18n.t("greeting"), i18n.t("farewell", { name: "Ada" }), i18n.t("onlyChinese")]).toEqual(["Hej", "再见，Ada", "仅中文"]);
    // Asked again, the same answers (the chain is remembered, not consumed).
    expect([i18n.t("greeting"), i18n.t("onlyChinese")]).toEqual(["Hej", "仅中文"]);
  });

  it("a call for another language, or a change of language, looks up that language's own chain", () => {
    const i18n = createI18nWith("zh-CN", resources);
    expect(i18n.t("greeting")).toBe("你好");
    expect(i18n.t("greeting", { lng: "en" })).toBe("Hello");
    expect(i18n.t("greeting", { lng: "sv-SE" })).toBe("Hej");
    void i18n.changeLanguage("en");
    expect([i18n.t("greeting"), i18n.t("farewell", { name: "Ada" }), i18n.t("onlyChinese")]).toEqual(["Hello", "Goodbye, Ada", "仅中文"]);
  });

  it("a call that names its own fallback languages uses them", () => {
    const i18n = createI18nWith("sv-SE", resources);
    expect(i18n.t("farewell", { name: "Ada", fallbackLng: "en" })).toBe("Goodbye, Ada");
    expect(i18n.t("farewell", { name: "Ada" })).toBe("再见，Ada");
  });
});
