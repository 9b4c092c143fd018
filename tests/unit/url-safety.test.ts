import { describe, expect, it } from "vitest";
import { isPortalLink } from "#packages/url-safety/src/link-format.ts";
import { safeHttpUrl, safeSameOriginPath } from "#packages/url-safety/src/url-safety.ts";
import * as portalUrlSafety from "#app/kit/security/url-safety.ts";

const { DEFAULT_PORTAL_ENTRY, loginRedirectTarget } = portalUrlSafety;

const OWN = "http://portal.test";
const PROBE = "http://a.example";

/** A same-origin path as a browser would read it: one leading slash, resolves on this origin. */
function expectSameOriginPath(result: string, input: string): void {
  const why = `input ${JSON.stringify(input)} → ${JSON.stringify(result)}`;
  expect(result.startsWith("/"), why).toBe(true);
  expect(result.startsWith("//"), why).toBe(false);
  expect(result.startsWith("/\\"), why).toBe(false);
  expect(/[\u0000-\u001f\u007f\\]/.test(result), why).toBe(false);
  expect(new URL(result, PROBE).origin, why).toBe(PROBE);
}

describe("safeSameOriginPath", () => {
  const table: [input: unknown, expected: string | null, ownOrigin?: string][] = ([
    ["/portal/1/?org=1", "/portal/1/?org=1"],
    ["/portal/1/#tab", "/portal/1/#tab"],
    ["/", "/"],
    ["/a/../b", "/b"],
    ["/a b", "/a%20b"],
    ["/@evil.example", "/@evil.example"],
    ["/portal?next=//evil.example", "/portal?next=//evil.example"],
    // Protocol-relative and backslash forms browsers read as another host.
    ["//evil.example", null],
    ["///evil.example", null],
    ["/\\evil.example", null],
    ["\\\\evil.example", null],
    ["\\/evil.example", null],
    // Dot segments that collapse into a protocol-relative path.
    ["/..//evil.example", null],
    ["/.//evil.example", null],
    ["/%2e%2e//evil.example", null],
    ["/%2E//evil.example/x?y#z", null],
    ["/a/../..//evil.example/x", null],
    // An encoded backslash in the path: a server that decodes it answers `/\evil.example`, which
    // the browser reads as `//evil.example`. In the query it is data, and kept.
    ["/%5Cevil.example", null],
    ["/%5cevil.example/x", null],
    ["/a/%5C/evil.example", null],
    ["/portal?next=%5Cx", "/portal?next=%5Cx"],
    // Other origins and schemes.
    ["https://evil.example/", null],
    ["http://evil.example/portal/", null],
    ["javascript:alert(1)", null],
    ["data:text/html,<script>alert(1)</script>", null],
    ["portal/1/", null],
    ["?org=1", null],
    // Control characters.
    ["/a\tb", null],
    ["/a\nb", null],
    ["/a\rb", null],
    ["/\u0000", null],
    ["/\u007f", null],
    ["/\t/evil.example", null],
    // Not a string, empty, too long.
    ["", null],
    [undefined, null],
    [null, null],
    [42, null],
    [{ toString: () => "/x" }, null],
    [["/x"], null],
    [`/${"a".repeat(2047)}`, `/${"a".repeat(2047)}`],
    [`/${"a".repeat(2048)}`, null],
    // Absolute URLs on the portal's own origin are reduced to their path.
    ["http://portal.test/portal/1/?org=2#h", "/portal/1/?org=2#h", OWN],
    ["http://portal.test", "/", OWN],
    ["http://PORTAL.test:80/x", "/x", OWN],
    ["https://portal.test/x", null, OWN],
    ["http://portal.test:8080/x", null, OWN],
    ["http://portal.test.evil.example/x", null, OWN],
    ["http://evil.example/?http://portal.test/", null, OWN],
    ["http://portal.test//evil.example", null, OWN],
    ["http://portal.test/..//evil.example", null, OWN],
    ["http://portal.test\\@evil.example/", null, OWN],
    ["http://portal.test/%5Cevil.example", null, OWN],
    ["not a url", null, OWN],
  ] as [unknown, string | null, string?][]).map(([input, expected, own]) => [input, expected, own ?? "none"]);

  it.each(table)("%j → %j (own origin: %s)", (input, expected, ownOrigin) => {
    expect(safeSameOriginPath(input, ownOrigin === "none" ? undefined : ownOrigin)).toBe(expected);
  });
});

describe("safeHttpUrl", () => {
  const table: [input: unknown, expected: string | null][] = [
    ["https://cdn.example/logo.svg", "https://cdn.example/logo.svg"],
    ["http://cdn.example", "http://cdn.example/"],
    ["HTTPS://CDN.example/A", "https://cdn.example/A"],
    ["/platform/assets/zhongjian-logo.svg", "/platform/assets/zhongjian-logo.svg"],
    ["https://cdn.example/a b", "https://cdn.example/a%20b"],
    ["javascript:alert(1)", null],
    ["JavaScript:alert(1)", null],
    [" javascript:alert(1)", null],
    ["java\tscript:alert(1)", null],
    ["java\nscript:alert(1)", null],
    ["data:image/svg+xml,<svg onload=alert(1)>", null],
    ["vbscript:msgbox(1)", null],
    ["ftp://files.example/x", null],
    ["file:///etc/passwd", null],
    ["blob:https://cdn.example/uuid", null],
    ["https://user:secret@cdn.example/", null],
    ["https://user@cdn.example/", null],
    ["https://127.0.0.1:3330@evil.example/", null],
    ["/apps/a\u0001b/", null],
    ["/apps/a\u007fb/", null],
    ["https://cdn.example/a\u001fb", null],
    ["/%5Cevil.example", null],
    ["//cdn.example/logo.svg", null],
    ["/\\cdn.example/logo.svg", null],
    ["/..//evil.example", null],
    ["https://cdn.example\\@evil.example/", null],
    ["logo.svg", null],
    ["", null],
    [undefined, null],
    [7, null],
    [`https://cdn.example/${"a".repeat(4096)}`, null],
  ];

  it.each(table)("%j → %j", (input, expected) => {
    expect(safeHttpUrl(input)).toBe(expected);
  });
});

describe("one check for the portal and the platform (ARCHITECTURE §6)", () => {
  it("the portal's pages check with the shared functions the platform checks stored links with", () => {
    expect(portalUrlSafety.safeHttpUrl).toBe(safeHttpUrl);
    expect(portalUrlSafety.safeSameOriginPath).toBe(safeSameOriginPath);
  });

  it.each([
    ["https://cdn.example/logo.svg", true],
    ["/platform/assets/zhongjian-logo.svg", true],
    ["", true],
    ["https://127.0.0.1:3330@evil.example/", false],
    ["/apps/a\u0001b/", false],
    ["/apps/a\u007fb/", false],
    ["/%5Cevil.example", false],
    ["javascript:alert(1)", false],
  ])("the schemas' link format takes %j: %s", (value, expected) => {
    expect(isPortalLink(value)).toBe(expected);
  });
});

describe("loginRedirectTarget", () => {
  const table: [input: unknown, expected: string][] = [
    ["/portal/1/?org=2", "/portal/1/?org=2"],
    ["/portal/5/", "/portal/5/"],
    ["http://portal.test/portal/1/?org=3", "/portal/1/?org=3"],
    ["https://evil.example/", DEFAULT_PORTAL_ENTRY],
    ["//evil.example", DEFAULT_PORTAL_ENTRY],
    ["/\\evil.example", DEFAULT_PORTAL_ENTRY],
    ["/..//evil.example", DEFAULT_PORTAL_ENTRY],
    ["javascript:alert(1)", DEFAULT_PORTAL_ENTRY],
    ["", DEFAULT_PORTAL_ENTRY],
    [undefined, DEFAULT_PORTAL_ENTRY],
    [null, DEFAULT_PORTAL_ENTRY],
  ];

  it.each(table)("%j → %j", (input, expected) => {
    expect(loginRedirectTarget(input, OWN)).toBe(expected);
  });

  it("the default entry is the home portal", () => {
    expect(DEFAULT_PORTAL_ENTRY).toBe("/portal/1/");
  });
});

/** Small deterministic PRNG (mulberry32) so a failure can be reproduced from the seed. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  "/", "/", "/", "\\", ":", ".", "..", "@", "%", "?", "#", "%2e", "%2E", "%2f", "%5c", "%00", "%0a",
  "javascript", "data", "http", "https", "http://", "https://", "//", "evil.example", "portal.test", "a", "x",
  " ", "\t", "\n", "\r", "\u0000", "\u0001", "\u001f", "\u007f", "\u3000", "\u2028", "\uff0f", "é", ";", "&", "=",
];

function randomInputs(seed: number, count: number): string[] {
  const rand = prng(seed);
  const pick = () => PIECES[Math.floor(rand() * PIECES.length)] ?? "";
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const length = 1 + Math.floor(rand() * 10);
    let s = "";
    for (let j = 0; j < length; j++) s += pick();
    // Half the inputs look like paths or own-origin URLs, where the interesting cases are.
    const r = rand();
    if (r < 0.35) s = `/${s}`;
    else if (r < 0.5) s = `${OWN}/${s}`;
    else if (r < 0.6) s = `/..${s}`;
    out.push(s);
  }
  return out;
}

describe("fuzzed invariants", () => {
  const SEED = 20260214;
  const inputs = randomInputs(SEED, 4000);

  it("safeSameOriginPath returns null or a path that stays on this origin", () => {
    let kept = 0;
    for (const input of inputs) {
      for (const own of [undefined, OWN]) {
        const result = safeSameOriginPath(input, own);
        if (result === null) continue;
        kept++;
        expectSameOriginPath(result, input);
        // Stable: a kept path is kept unchanged on a second pass.
        expect(safeSameOriginPath(result), input).toBe(result);
      }
    }
    // The generator does reach the accepting branch often enough to mean something.
    expect(kept).toBeGreaterThan(500);
  });

  it("safeHttpUrl returns null, an http(s) URL without credentials, or a same-origin path", () => {
    for (const input of inputs) {
      const result = safeHttpUrl(input);
      if (result === null) continue;
      if (result.startsWith("/")) {
        expectSameOriginPath(result, input);
        continue;
      }
      const parsed = new URL(result);
      expect(["http:", "https:"], input).toContain(parsed.protocol);
      expect(parsed.username + parsed.password, input).toBe("");
      expect(/[\u0000-\u001f\u007f\\]/.test(result), input).toBe(false);
    }
  });

  it("loginRedirectTarget always answers a same-origin path", () => {
    for (const input of inputs) expectSameOriginPath(loginRedirectTarget(input, OWN), input);
  });

  it("never throws on any string", () => {
    const rand = prng(SEED + 1);
    for (let i = 0; i < 2000; i++) {
      let s = "";
      const length = Math.floor(rand() * 40);
      for (let j = 0; j < length; j++) s += String.fromCharCode(Math.floor(rand() * 0x80));
      expect(() => [safeSameOriginPath(s, OWN), safeHttpUrl(s), loginRedirectTarget(s)]).not.toThrow();
      const path = safeSameOriginPath(s, OWN);
      if (path !== null) expectSameOriginPath(path, s);
    }
  });
});
