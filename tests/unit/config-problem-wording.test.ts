import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES, type Locale } from "#app/kit/i18n/config";
import { createI18nWith } from "#app/kit/i18n/i18n-instance";
import { resources } from "#app/kit/i18n/resources";
import { readPiece } from "#app/kit/schemas/read-piece";
import { DEFAULT_HEADER_THEME } from "#app/kit/schemas/defaults";
import { problemText, WORDED_RULES } from "#app/shell/problem-wording";
import type { Problem } from "#app/kit/schemas/problem";

/**
 * The portal's config problems, as a tenant admin reads them above the page and in the
 * console's preview (ADR 055): one sentence per rule in the page's language, naming what is
 * wrong and an example of a right value, never the validator's English or a regular expression.
 */

function tIn(locale: Locale): (key: string, values?: Record<string, unknown>) => string {
  const i18n = createI18nWith(locale, resources);
  return (key, values) => i18n.t(key, values ?? {});
}
const zh = tIn("zh-CN");
const en = tIn("en");
const sv = tIn("sv-SE");

/** A regular expression's marks as ajv's pattern param carries them. */
const REGEX = /\^|\$\)|\\[sdwS]|\[0-9|\(\?/;
const HAN = /\p{Script=Han}/u;

function problemsOf(data: unknown): Problem[] {
  return readPiece("header-theme", data, DEFAULT_HEADER_THEME).problems;
}

describe("config problems worded per rule (ADR 055)", () => {
  it("a bad header colour reads as a Chinese sentence with the value found and an example, no regular expression", () => {
    const [problem] = problemsOf({ headerBgColor: "深蓝" });
    expect(problem?.rule).toBe("colour");
    const text = problemText(problem!, zh);
    expect(text).toBe("页头主题（/headerBgColor）：收到 \"深蓝\"，不是有效的颜色，应为 #rgb、#rrggbb、#rrggbbaa、rgb() 或 rgba()，例如 #268DFF。");
    expect(text).not.toMatch(REGEX);
    expect(text).not.toContain("must");
  });

  it("a bad logo address reads as an address with an example in each language", () => {
    const [problem] = problemsOf({ systemLogoUrl: "javascript:alert(1)" });
    expect(problem?.rule).toBe("link");
    expect(problemText(problem!, zh)).toContain("不是有效的地址");
    expect(problemText(problem!, en)).toContain("is not a valid address");
    expect(problemText(problem!, sv)).toContain("är ingen giltig adress");
    for (const t of [zh, en, sv]) {
      expect(problemText(problem!, t)).toContain("https://cdn.example.com/logo.png");
      expect(problemText(problem!, t)).not.toMatch(REGEX);
    }
  });

  it("a wrong type names the type wanted with an example; a number out of range names its limit", () => {
    const problems = problemsOf({ headerHeight: "tall", systemLogoSize: 4 });
    const height = problems.find((p) => p.pointer === "/headerHeight")!;
    const size = problems.find((p) => p.pointer === "/systemLogoSize")!;
    expect(problemText(height, zh)).toMatch(/^页头主题（\/headerHeight）：收到 "tall"，类型不对，应为(整数|数字)/);
    expect(problemText(height, en)).toMatch(/should be (a whole number|a number) \(for example/);
    expect(problemText(size, zh)).toContain("太小，不能小于 16");
    expect(problemText(size, sv)).toContain("minst 16");
  });

  it("a choice not offered lists the choices; a piece that is not an object says what it should be", () => {
    const [choice] = problemsOf({ headerBgType: 5 });
    expect(choice?.rule).toBe("enum");
    expect(problemText(choice!, zh)).toBe("页头主题（/headerBgType）：收到 5，不是可选的值，应为以下之一：0、1。");
    const [whole] = problemsOf("not an object");
    expect(problemText(whole!, zh)).toBe("页头主题（/）：类型不对，应为对象（例如 {\"名称\": \"值\"}）。");
  });

  it("a problem with no worded rule keeps its own message; an unknown piece keeps its name", () => {
    const plain: Problem = { piece: "menus", pointer: "", message: "node 7 has no name" };
    expect(problemText(plain, zh)).toBe("菜单（/）：node 7 has no name");
    const stranger: Problem = { piece: "something-new", pointer: "/x", message: "odd", rule: "not-a-rule", params: {} };
    expect(problemText(stranger, en)).toBe("something-new (/x): odd");
  });

  it("a pattern's regular expression is never shown, even for a rule worded without an example", () => {
    const problem: Problem = { piece: "scene-params", pointer: "/code", message: 'must match pattern "^[a-z]+$"', rule: "pattern", params: { pattern: "^[a-z]+$" } };
    for (const t of [zh, en, sv]) expect(problemText(problem, t)).not.toContain("^[a-z]+$");
    expect(problemText(problem, zh)).toBe("门户场景参数（/code）：写法不符合此项的要求，请按字段说明填写。");
  });

  it("every worded rule and every piece has its sentence in zh-CN, en and sv-SE; the Chinese ones are Chinese", () => {
    for (const locale of SUPPORTED_LOCALES) {
      const bundle = resources[locale].translation as { configProblems?: { rules?: Record<string, unknown>; pieces?: Record<string, unknown> } };
      for (const rule of WORDED_RULES) expect(typeof bundle.configProblems?.rules?.[rule], `${locale} ${rule}`).toBe("string");
      expect(Object.keys(bundle.configProblems?.pieces ?? {}).sort()).toEqual(Object.keys((resources["zh-CN"].translation as { configProblems: { pieces: object } }).configProblems.pieces).sort());
    }
    const zhRules = (resources["zh-CN"].translation as { configProblems: { rules: Record<string, string> } }).configProblems.rules;
    for (const rule of WORDED_RULES) expect(zhRules[rule], rule).toMatch(HAN);
  });
});
