import { describe, expect, it } from "vitest";
import { VIEW_MODES } from "#app/layout/types.ts";
import { buildApplicationModuleLink } from "#app/shell/app-module-link.rules.ts";
import { CODE_PATTERN, ID_PATTERN, WHOLE_NUMBER_PATTERN } from "#app/kit/constants.ts";
import { INVALID_TRIPARTITE_URL_MESSAGE, checkEntryParams, missingParamMessage, type RequiredEntryParam } from "#app/shell/entry-params.rules.ts";
import { safeTripartitePageUrl } from "#app/features/content/tripartite-url.rules.ts";
import { safeHttpUrl, safeSameOriginPath } from "#app/kit/security/url-safety.ts";

const q = (s: string) => new URLSearchParams(s);
const twice = (s: string) => encodeURIComponent(encodeURIComponent(s));

describe("checkEntryParams: required parameters (SPEC §5)", () => {
  const table: { name: string; query: string; cached?: { viewMode?: string } | null; param?: RequiredEntryParam; message?: string }[] = [
    { name: "full mode needs nothing", query: "" },
    { name: "unknown view mode is full", query: "viewMode=weird" },
    { name: "tripartite without url", query: "viewMode=tripartiteApp", param: "tripartitePageUrl" },
    { name: "tripartite with blank url", query: "viewMode=tripartiteApp&tripartitePageUrl=%20", param: "tripartitePageUrl" },
    { name: "tripartite javascript:", query: `viewMode=tripartiteApp&tripartitePageUrl=${encodeURIComponent("javascript:alert(1)")}`, param: "tripartitePageUrl", message: INVALID_TRIPARTITE_URL_MESSAGE },
    { name: "tripartite data:", query: `viewMode=tripartiteApp&tripartitePageUrl=${encodeURIComponent("data:text/html,<b>")}`, param: "tripartitePageUrl", message: INVALID_TRIPARTITE_URL_MESSAGE },
    { name: "tripartite localhost", query: `viewMode=tripartiteApp&tripartitePageUrl=${encodeURIComponent("http://localhost:8080/admin")}`, param: "tripartitePageUrl", message: INVALID_TRIPARTITE_URL_MESSAGE },
    { name: "tripartite relative path", query: "viewMode=tripartiteApp&tripartitePageUrl=%2Fportal%2F1%2F", param: "tripartitePageUrl", message: INVALID_TRIPARTITE_URL_MESSAGE },
    { name: "tripartite ok without product or org", query: `viewMode=tripartiteApp&tripartitePageUrl=${encodeURIComponent("https://vendor.example/page?a=1")}` },
    { name: "module without anything: productCode first", query: "viewMode=module", param: "productCode" },
    { name: "module without org", query: "viewMode=module&productCode=pmpp&menuCode=m", param: "orgId" },
    { name: "module without menu", query: "viewMode=module&productCode=pmpp&orgId=7", param: "menuCode" },
    { name: "module complete", query: "viewMode=module&productCode=pmpp&orgId=7&menuCode=m.1" },
    { name: "module takes org id from org path", query: "viewMode=module&productCode=pmpp&org=1%2F2%2F7&menuCode=m" },
    { name: "singleModule without menu", query: "viewMode=singleModule&productCode=p&orgId=7", param: "menuCode" },
    { name: "singleModule complete", query: "viewMode=singleModule&productCode=p&orgId=7&menuCode=x" },
    { name: "application without app code", query: "viewMode=application&productCode=p&orgId=7", param: "applicationCode" },
    { name: "application without org but with app code", query: "viewMode=application&productCode=p&applicationCode=a", param: "orgId" },
    { name: "application complete (menuCode not needed)", query: "viewMode=application&productCode=p&orgId=7&applicationCode=a" },
    { name: "unsafe product code counts as missing", query: "viewMode=module&productCode=%3Cscript%3E&orgId=7&menuCode=m", param: "productCode" },
    { name: "overlong menu code counts as missing", query: `viewMode=module&productCode=p&orgId=7&menuCode=${"m".repeat(101)}`, param: "menuCode" },
    { name: "cached view mode skips checks", query: "viewMode=module", cached: { viewMode: "module" } },
    { name: "cached tripartite skips checks", query: "viewMode=tripartiteApp", cached: { viewMode: "tripartiteApp" } },
    { name: "empty cached view mode does not skip", query: "viewMode=module", cached: { viewMode: "" }, param: "productCode" },
    { name: "cached object without view mode does not skip", query: "viewMode=application&productCode=p&orgId=1", cached: {}, param: "applicationCode" },
  ];
  it.each(table)("$name", ({ query, cached, param, message }) => {
    const result = checkEntryParams(q(query), cached ?? null);
    if (param === undefined) {
      expect(result.ok).toBe(true);
    } else {
      expect(result).toEqual({ ok: false, param, message: message ?? `请检查必传参数：${param}` });
    }
  });

  it("words the missing-parameter message as SPEC §5 does", () => {
    expect(missingParamMessage("menuCode")).toBe("请检查必传参数：menuCode");
    expect(INVALID_TRIPARTITE_URL_MESSAGE).toBe("参数 tripartitePageUrl 不合法！");
  });
});

describe("checkEntryParams: parsed values (SPEC §2)", () => {
  const entryOf = (query: string) => {
    const result = checkEntryParams(q(query), { viewMode: "full" });
    if (!result.ok) throw new Error("expected ok");
    return result.entry;
  };

  it("reads every parameter", () => {
    const entry = entryOf(
      [
        "viewMode=application",
        "org=1%2F20%2F300",
        "tenantId=10000",
        "externalEntityId=42",
        "productCode=pmpp",
        "applicationCode=app.1",
        "menuCode=menu_1",
        `path=${twice("/portal/12/list?a=1&b=2#top")}`,
        `tripartitePageUrl=${encodeURIComponent("https://vendor.example/x")}`,
        "switchTenant=true",
        "scene=single-product",
        "pageFrom=workbench",
        "isAcrossTenantView=1",
        "disableRobot=true",
        `systemLogoJumpUrl=${encodeURIComponent("https://brand.example/")}`,
        "noPadding=true",
        "brandLogoShow=false",
        "userInfoShow=false",
        "systemName=Acme",
        "userGuide=true",
      ].join("&"),
    );
    expect(entry).toEqual({
      viewMode: "application",
      org: "1/20/300",
      orgId: "300",
      tenantId: "10000",
      externalEntityId: "42",
      productCode: "pmpp",
      applicationCode: "app.1",
      menuCode: "menu_1",
      path: "/portal/12/list?a=1&b=2#top",
      tripartitePageUrl: "https://vendor.example/x",
      switchTenant: true,
      scene: "single-product",
      pageFrom: "workbench",
      isAcrossTenantView: true,
      disableRobot: true,
      systemLogoJumpUrl: "https://brand.example/",
      noPadding: true,
      brandLogoShow: false,
      userInfoShow: false,
      systemName: "Acme",
      userGuide: true,
    });
  });

  it("has safe defaults for an empty query", () => {
    expect(entryOf("")).toEqual({
      viewMode: "full",
      org: null,
      orgId: null,
      tenantId: null,
      externalEntityId: null,
      productCode: null,
      applicationCode: null,
      menuCode: null,
      path: null,
      tripartitePageUrl: null,
      switchTenant: false,
      scene: null,
      pageFrom: null,
      isAcrossTenantView: false,
      disableRobot: false,
      systemLogoJumpUrl: null,
      noPadding: false,
      brandLogoShow: true,
      userInfoShow: true,
      systemName: null,
      userGuide: false,
    });
  });

  const fields: { name: string; query: string; pick: (e: ReturnType<typeof entryOf>) => unknown; expected: unknown }[] = [
    { name: "orgId wins over org", query: "org=1%2F2&orgId=9", pick: (e) => e.orgId, expected: "9" },
    { name: "org with trailing slash", query: "org=1%2F2%2F", pick: (e) => e.orgId, expected: "2" },
    { name: "org with unsafe segment ignored", query: "org=1%2F%3Cx%3E", pick: (e) => [e.org, e.orgId], expected: [null, null] },
    { name: "root org id -1", query: "orgId=-1", pick: (e) => e.orgId, expected: "-1" },
    { name: "externalEntityId decimal ignored", query: "externalEntityId=4.2", pick: (e) => e.externalEntityId, expected: null },
    { name: "externalEntityId negative ignored", query: "externalEntityId=-4", pick: (e) => e.externalEntityId, expected: null },
    { name: "externalEntityId text ignored", query: "externalEntityId=abc", pick: (e) => e.externalEntityId, expected: null },
    { name: "path encoded once still decodes", query: "path=%2Fportal%2F1%2F", pick: (e) => e.path, expected: "/portal/1/" },
    { name: "path to another origin", query: `path=${twice("https://evil.example/")}`, pick: (e) => e.path, expected: null },
    { name: "protocol-relative path", query: `path=${twice("//evil.example/")}`, pick: (e) => e.path, expected: null },
    { name: "backslash path", query: `path=${twice("/\\evil.example")}`, pick: (e) => e.path, expected: null },
    { name: "javascript path", query: `path=${twice("javascript:alert(1)")}`, pick: (e) => e.path, expected: null },
    { name: "malformed escape in path", query: "path=%25E0%25A4%25A", pick: (e) => e.path, expected: null },
    { name: "dot segments normalised", query: `path=${twice("/portal/a/../b")}`, pick: (e) => e.path, expected: "/portal/b" },
    { name: "path with encoded slash decoded once more only", query: `path=${twice("/a%2F%2Fb")}`, pick: (e) => e.path, expected: "/a%2F%2Fb" },
    { name: "isAcrossTenantView only 1", query: "isAcrossTenantView=true", pick: (e) => e.isAcrossTenantView, expected: false },
    { name: "switchTenant 1", query: "switchTenant=1", pick: (e) => e.switchTenant, expected: true },
    { name: "switchTenant other", query: "switchTenant=yes", pick: (e) => e.switchTenant, expected: false },
    { name: "brandLogoShow true stays shown", query: "brandLogoShow=true", pick: (e) => e.brandLogoShow, expected: true },
    { name: "unsafe logo jump url", query: `systemLogoJumpUrl=${encodeURIComponent("javascript:alert(1)")}`, pick: (e) => e.systemLogoJumpUrl, expected: null },
    { name: "logo jump to same-origin path", query: "systemLogoJumpUrl=%2Fportal%2F1%2F", pick: (e) => e.systemLogoJumpUrl, expected: "/portal/1/" },
    { name: "pageFrom with spaces ignored", query: "pageFrom=a%20b", pick: (e) => e.pageFrom, expected: null },
    { name: "first of repeated values", query: "productCode=a&productCode=b", pick: (e) => e.productCode, expected: "a" },
    { name: "view mode is case-sensitive", query: "viewMode=Module", pick: (e) => e.viewMode, expected: "full" },
  ];
  it.each(fields)("$name", ({ query, pick, expected }) => {
    expect(pick(entryOf(query))).toEqual(expected);
  });
});

/** Small deterministic PRNG so a failing fuzz case can be replayed. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KEYS = [
  "viewMode", "org", "orgId", "tenantId", "externalEntityId", "productCode", "applicationCode", "menuCode", "path",
  "tripartitePageUrl", "switchTenant", "scene", "pageFrom", "isAcrossTenantView", "disableRobot", "systemLogoJumpUrl",
  "noPadding", "brandLogoShow", "userInfoShow", "systemName", "userGuide", "local_token", "x",
];
const VALUES = [
  ...VIEW_MODES, "", "1", "0", "true", "false", "-1", "42", "pmpp", "a.b-c_d", "1/2/3", "/portal/1/", "//evil.example",
  "/\\evil", "javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,x", "vbscript:x", "http://localhost/admin",
  "http://127.0.0.1:8080/", "http://[::1]/", "http://169.254.169.254/latest", "https://vendor.example/p?q=1#h", "https://vendor.example/", "http://a.example:8080/x?y=1", "https://\u4e2d.example/",
  "https://user:pw@vendor.example/", "http://0x7f000001/", "https://a.localhost./", "%", "%%", "%E0%A4%A", "%252F%252Fevil",
  "%2F%2Fevil", "%5Cevil", "/a/../../b", "\u0000", "\n", "\u2028", "😀", "<script>", "a".repeat(3000), "/".repeat(5),
];
const CHARS = [..."abcAZ09/\\:%.?#&=+-_ ~@!$'()*,;[]{}<>\"`^|\t\u00e9\u4e2d"];

function randomQuery(rand: () => number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  // Most queries name a restricted view mode, so the required-parameter checks run.
  const parts: string[] = rand() < 0.6 ? [`viewMode=${pick(VIEW_MODES)}`] : [];
  const count = Math.floor(rand() * 10);
  for (let i = 0; i < count; i++) {
    let value: string;
    const r = rand();
    if (r < 0.4) value = pick(VALUES);
    else if (r < 0.7) value = Array.from({ length: Math.floor(rand() * 20) }, () => pick(CHARS)).join("");
    else value = pick(VALUES) + Array.from({ length: Math.floor(rand() * 6) }, () => pick(CHARS)).join("");
    const key = pick(KEYS);
    if (key === "path" && rand() < 0.6) value = "/" + value;
    const encoding = rand();
    if (encoding < 0.3) value = encodeURIComponent(value);
    else if (encoding < 0.5) value = twice(value);
    parts.push(`${key}=${value}`);
  }
  return (rand() < 0.5 ? "?" : "") + parts.join(rand() < 0.9 ? "&" : "&&");
}

const MESSAGES = new Set([
  INVALID_TRIPARTITE_URL_MESSAGE,
  ...(["tripartitePageUrl", "productCode", "orgId", "applicationCode", "menuCode"] as const).map(missingParamMessage),
]);

describe("checkEntryParams: generated queries", () => {
  it("never throws and keeps only safe values for 5,000 generated queries", () => {
    const rand = mulberry32(20240611);
    let rejected = 0;
    const kept = { path: 0, tripartitePageUrl: 0, systemLogoJumpUrl: 0 };
    for (let i = 0; i < 5000; i++) {
      const raw = randomQuery(rand);
      const cached = rand() < 0.1 ? { viewMode: "module" } : null;
      let result: ReturnType<typeof checkEntryParams>;
      try {
        result = checkEntryParams(new URLSearchParams(raw), cached);
      } catch (error) {
        throw new Error(`threw for ${JSON.stringify(raw)}: ${String(error)}`);
      }
      if (!result.ok) {
        rejected++;
        expect(MESSAGES.has(result.message), raw).toBe(true);
        expect(cached, raw).toBeNull();
        continue;
      }
      const { entry } = result;
      expect(VIEW_MODES, raw).toContain(entry.viewMode);
      if (entry.path !== null) {
        kept.path++;
        expect(safeSameOriginPath(entry.path), raw).toBe(entry.path);
        expect(entry.path.startsWith("/") && !entry.path.startsWith("//"), raw).toBe(true);
      }
      if (entry.tripartitePageUrl !== null) {
        kept.tripartitePageUrl++;
        expect(safeTripartitePageUrl(entry.tripartitePageUrl), raw).toBe(entry.tripartitePageUrl);
        expect(safeHttpUrl(entry.tripartitePageUrl), raw).toBe(entry.tripartitePageUrl);
      }
      if (entry.systemLogoJumpUrl !== null) kept.systemLogoJumpUrl++;
      if (entry.systemLogoJumpUrl !== null) expect(safeHttpUrl(entry.systemLogoJumpUrl), raw).toBe(entry.systemLogoJumpUrl);
      for (const code of [entry.productCode, entry.applicationCode, entry.menuCode, entry.pageFrom]) {
        if (code !== null) expect(code, raw).toMatch(CODE_PATTERN);
      }
      for (const id of [entry.orgId, entry.tenantId]) if (id !== null) expect(id, raw).toMatch(ID_PATTERN);
      if (entry.externalEntityId !== null) expect(entry.externalEntityId, raw).toMatch(WHOLE_NUMBER_PATTERN);
    }
    // The generator reaches both outcomes, so the invariants above were exercised on each.
    expect(rejected).toBeGreaterThan(50);
    expect(rejected).toBeLessThan(4500);
    for (const [name, count] of Object.entries(kept)) expect(count, name).toBeGreaterThan(20);
  });

  it("gives back the path of any generated application-module link", () => {
    const rand = mulberry32(7);
    const pick = (chars: string) => chars[Math.floor(rand() * chars.length)] ?? "";
    for (let i = 0; i < 2000; i++) {
      const path = "/" + Array.from({ length: Math.floor(rand() * 30) }, () => pick("abz09-_./?=&#%+ \u4e2d")).join("");
      const expected = safeSameOriginPath(path);
      const link = buildApplicationModuleLink({ viewMode: "module", tenantId: "1", orgId: "2", productCode: "pmpp", menuCode: "m", path });
      const result = checkEntryParams(new URL(link, "https://portal.example").searchParams, null);
      expect(result.ok, link).toBe(true);
      if (result.ok) expect(result.entry.path, link).toBe(expected === null ? null : safeSameOriginPath(expected));
    }
  });
});
