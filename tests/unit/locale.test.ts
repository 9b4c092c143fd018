import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALE_COOKIE, normaliseLocale, SUPPORTED_LOCALES } from "#app/kit/i18n/config.ts";
import { resources } from "#app/kit/i18n/resources.ts";
import { resolveLocale } from "#app/kit/i18n/locale.server.ts";

describe("normaliseLocale", () => {
  const table: [input: unknown, expected: string | null][] = [
    ["zh-CN", "zh-CN"],
    ["zh", "zh-CN"],
    ["ZH-cn", "zh-CN"],
    ["zh_TW", "zh-CN"],
    ["zh-Hans-CN", "zh-CN"],
    ["en", "en"],
    ["en-US", "en"],
    ["EN_gb", "en"],
    ["  en  ", "en"],
    ["sv", "sv-SE"],
    ["sv-SE", "sv-SE"],
    ["sv_FI", "sv-SE"],
    ["english", null],
    ["svenska", null],
    ["zhx", null],
    ["de-DE", null],
    ["fr", null],
    ["", null],
    ["-", null],
    ["en;", null],
    ["en\r\nSet-Cookie: x=1", null],
    [`en-${"x".repeat(40)}`, null],
    [undefined, null],
    [null, null],
    [1, null],
    [["en"], null],
  ];

  it.each(table)("%j → %j", (input, expected) => {
    expect(normaliseLocale(input)).toBe(expected);
  });

  it("every supported locale normalises to itself and has resources", () => {
    for (const locale of SUPPORTED_LOCALES) {
      expect(normaliseLocale(locale)).toBe(locale);
      expect(resources[locale].translation).toBeTypeOf("object");
    }
    expect(DEFAULT_LOCALE).toBe("zh-CN");
    expect(LOCALE_COOKIE).toBe("portal_lang");
  });
});

function request(url: string, cookie?: string): Request {
  return new Request(url, cookie === undefined ? {} : { headers: { cookie } });
}

describe("resolveLocale", () => {
  it("defaults to zh-CN without query or cookie, and sets no cookie", () => {
    expect(resolveLocale(request("http://portal.test/portal/1/"))).toEqual({ locale: "zh-CN", setCookie: null });
  });

  it("the lang query wins over the cookie and is remembered for a year", () => {
    const result = resolveLocale(request("http://portal.test/portal/1/?lang=en-US", "portal_lang=sv-SE"));
    expect(result.locale).toBe("en");
    expect(result.setCookie).toBe("portal_lang=en; Path=/; Max-Age=31536000; SameSite=Lax");
  });

  it("the admin console's preview frame shows the language it asks for without remembering it (ADR 020)", () => {
    expect(resolveLocale(request("http://portal.test/portal/1/?adminPreview=x&lang=sv", "portal_lang=en"))).toEqual({ locale: "sv-SE", setCookie: null });
  });

  it("the remembered cookie is Secure on https", () => {
    const result = resolveLocale(request("https://portal.example/?lang=sv"));
    expect(result.locale).toBe("sv-SE");
    expect(result.setCookie).toBe("portal_lang=sv-SE; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
  });

  it("without a query the cookie is used, and not set again", () => {
    expect(resolveLocale(request("http://portal.test/", "portal_lang=en"))).toEqual({ locale: "en", setCookie: null });
    expect(resolveLocale(request("http://portal.test/", "a=1; portal_lang=sv-SE; b=2"))).toEqual({ locale: "sv-SE", setCookie: null });
    expect(resolveLocale(request("http://portal.test/", "a=1;portal_lang=en")).locale).toBe("en");
  });

  it("a garbage lang is ignored: cookie, else default; nothing is set", () => {
    expect(resolveLocale(request("http://portal.test/?lang=klingon", "portal_lang=en"))).toEqual({ locale: "en", setCookie: null });
    expect(resolveLocale(request("http://portal.test/?lang=", "portal_lang=sv"))).toEqual({ locale: "sv-SE", setCookie: null });
    expect(resolveLocale(request("http://portal.test/?lang=en%0d%0aSet-Cookie:%20x=1"))).toEqual({ locale: "zh-CN", setCookie: null });
  });

  it("a garbage cookie is ignored", () => {
    for (const cookie of ["portal_lang=klingon", "portal_lang=", "portal_lang", `portal_lang=${"e".repeat(100)}`, "portal_lang=%E0%A4%A"]) {
      expect(resolveLocale(request("http://portal.test/", cookie)), cookie).toEqual({ locale: "zh-CN", setCookie: null });
    }
  });

  it("a cookie whose name only ends in portal_lang is not read", () => {
    expect(resolveLocale(request("http://portal.test/", "xportal_lang=en")).locale).toBe("zh-CN");
    expect(resolveLocale(request("http://portal.test/", "my_portal_lang=en; other=1")).locale).toBe("zh-CN");
  });

  it("the first lang query value counts", () => {
    expect(resolveLocale(request("http://portal.test/?lang=sv&lang=en")).locale).toBe("sv-SE");
  });

  it("the cookie it sets only ever holds a supported locale", () => {
    for (const lang of ["en", "EN-us", "zh_TW", "sv-FI", "en-;Domain=evil.example", "en-%0aX"]) {
      const { setCookie } = resolveLocale(request(`http://portal.test/?lang=${lang}`));
      if (setCookie === null) continue;
      const value = /^portal_lang=([^;]*);/.exec(setCookie)?.[1];
      expect(SUPPORTED_LOCALES, lang).toContain(value);
      expect(setCookie, lang).not.toMatch(/Domain|evil/i);
    }
  });
});
