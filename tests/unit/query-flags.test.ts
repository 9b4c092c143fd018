import { describe, expect, it } from "vitest";
import { parseQueryFlags, type ParsedQuery } from "#app/shell/query-flags.ts";

function parse(query: string): ParsedQuery {
  return parseQueryFlags(new URLSearchParams(query));
}

describe("parseQueryFlags", () => {
  it("no query: no view mode, no flags", () => {
    expect(parse("")).toEqual({ viewMode: null, flags: {} });
  });

  const BOOLEAN_FLAGS = ["brandLogoShow", "userInfoShow", "noPadding", "disableRobot", "userGuide"] as const;
  const booleans: [raw: string, expected: boolean | undefined][] = [
    ["true", true],
    ["1", true],
    ["false", false],
    ["0", false],
    ["TRUE", undefined],
    ["True", undefined],
    ["yes", undefined],
    ["on", undefined],
    ["", undefined],
    [" true", undefined],
    ["2", undefined],
    ["-1", undefined],
    ["null", undefined],
  ];

  for (const flag of BOOLEAN_FLAGS) {
    it.each(booleans)(`${flag}=%j → %j`, (raw, expected) => {
      const { flags } = parse(`${flag}=${encodeURIComponent(raw)}`);
      if (expected === undefined) expect(flags).not.toHaveProperty(flag);
      else expect(flags[flag]).toBe(expected);
    });
  }

  const texts: [raw: string, expected: string | undefined][] = [
    ["Portal", "Portal"],
    ["  padded  ", "padded"],
    ["中建智造", "中建智造"],
    ["a\u0000b\u001fc\u007fd", "abcd"],
    ["line\nbreak", "linebreak"],
    ["\t\n", undefined],
    ["   ", undefined],
    ["", undefined],
    ["x".repeat(64), "x".repeat(64)],
    ["x".repeat(65), undefined],
    ["<script>alert(1)</script>", "<script>alert(1)</script>"],
  ];

  it.each(texts)("systemName=%j → %j", (raw, expected) => {
    expect(parse(`systemName=${encodeURIComponent(raw)}`).flags.systemName).toBe(expected);
  });

  it.each(texts)("scene=%j → %j", (raw, expected) => {
    expect(parse(`scene=${encodeURIComponent(raw)}`).flags.scene).toBe(expected);
  });

  it("viewMode is trimmed text of at most 32 characters, else null", () => {
    expect(parse("viewMode=content").viewMode).toBe("content");
    expect(parse("viewMode=%20full%20").viewMode).toBe("full");
    expect(parse(`viewMode=${"v".repeat(32)}`).viewMode).toBe("v".repeat(32));
    expect(parse(`viewMode=${"v".repeat(33)}`).viewMode).toBeNull();
    expect(parse("viewMode=").viewMode).toBeNull();
    expect(parse("viewMode=%00%01").viewMode).toBeNull();
  });

  it("only flags that were given appear, and unknown parameters are ignored", () => {
    const parsed = parse("noPadding=1&systemName=Acme&foo=bar&local_token=abc&__proto__=x&constructor=1");
    expect(parsed).toEqual({ viewMode: null, flags: { noPadding: true, systemName: "Acme" } });
    expect(Object.keys(parsed.flags).sort()).toEqual(["noPadding", "systemName"]);
  });

  it("a repeated parameter: the first value counts", () => {
    expect(parse("userGuide=0&userGuide=1").flags.userGuide).toBe(false);
    expect(parse("userGuide=maybe&userGuide=1").flags).not.toHaveProperty("userGuide");
  });

  it("all flags together", () => {
    expect(
      parse("viewMode=full&brandLogoShow=0&userInfoShow=true&noPadding=false&disableRobot=1&userGuide=0&systemName=S&scene=demo"),
    ).toEqual({
      viewMode: "full",
      flags: { brandLogoShow: false, userInfoShow: true, noPadding: false, disableRobot: true, userGuide: false, systemName: "S", scene: "demo" },
    });
  });

  it("never throws on random input", () => {
    let seed = 7;
    const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
    for (let i = 0; i < 500; i++) {
      const parts: string[] = [];
      for (let j = 0; j < 5; j++) {
        const key = ["viewMode", "systemName", "scene", "noPadding", "userGuide", "x"][Math.floor(rand() * 6)] ?? "x";
        let value = "";
        for (let k = 0; k < rand() * 80; k++) value += String.fromCharCode(Math.floor(rand() * 0x3000));
        parts.push(`${key}=${encodeURIComponent(value)}`);
      }
      const parsed = parse(parts.join("&"));
      for (const value of [parsed.viewMode, parsed.flags.systemName, parsed.flags.scene]) {
        if (value == null) continue;
        expect(value).not.toMatch(/[\u0000-\u001f\u007f]/);
        expect(value).toBe(value.trim());
      }
    }
  });
});
