import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "#app/kit/i18n/config";
import { createI18n } from "#app/kit/i18n/create-i18n";
import { mergeLocaleTree } from "#app/kit/i18n/merge-locale-tree";

describe("area locale files merge into the base namespace", () => {
  it.each([
    ["zh-CN", "退出登录", "更多菜单"],
    ["en", "Log out", "More menus"],
    ["sv-SE", "Logga ut", "Fler menyer"],
  ] as const)("%s resolves a header key of the base file and one of the header area file", (locale, logout, moreMenus) => {
    const i18n = createI18n(locale);
    // header.logout is only in <locale>.json, header.moreMenus only in header.<locale>.json.
    expect(i18n.t("header.logout")).toBe(logout);
    expect(i18n.t("header.moreMenus")).toBe(moreMenus);
  });

  it("every locale keeps the base file's header keys next to the area's", () => {
    for (const locale of SUPPORTED_LOCALES) {
      const i18n = createI18n(locale);
      for (const key of ["header.home", "header.userMenu", "header.switchTenant", "header.workbench", "header.toolbar.label"]) {
        expect(i18n.exists(key), `${locale} ${key}`).toBe(true);
      }
    }
  });
});

describe("mergeLocaleTree", () => {
  it("merges nested trees key by key; the extra value wins where both have a string", () => {
    const base = { header: { home: "Home", logout: "Log out", nested: { a: "A" } }, nav: { mainMenu: "Main" } };
    const merged = mergeLocaleTree(base, { header: { logout: "Sign out", nested: { b: "B" }, more: "More" } });
    expect(merged).toEqual({ header: { home: "Home", logout: "Sign out", nested: { a: "A", b: "B" }, more: "More" }, nav: { mainMenu: "Main" } });
    expect(base.header.logout).toBe("Log out");
  });

  it("adds nothing from something that is not a tree, and lets a tree replace a string", () => {
    expect(mergeLocaleTree({ a: "x" }, null)).toEqual({ a: "x" });
    expect(mergeLocaleTree({ a: "x" }, ["y"])).toEqual({ a: "x" });
    expect(mergeLocaleTree({ a: "x" }, { a: { b: "y" } })).toEqual({ a: { b: "y" } });
  });
});
