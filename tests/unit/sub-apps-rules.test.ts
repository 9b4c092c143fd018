import { describe, expect, it } from "vitest";
import {
  appsToEvict,
  CACHE_EXCLUDED_URLS,
  frameUrl,
  iframeSandbox,
  IFRAME_SANDBOX_TOKENS,
  isCachedApp,
  KEEP_ALIVE_BUDGET_DEFAULT,
  menuParams,
  planSubApp,
  readKeepAliveBudget,
  subAppKey,
  VIEWPORT_COUNT,
  type MountedApp,
  type SubAppRefusal,
} from "#app/features/sub-apps/sub-apps.rules";
import type { MenuNode } from "#app/types/generated/menu-node";

/** A page menu as the platform sends it (SPEC §3 Menu node); `extra` overrides any field. */
function menu(extra: Partial<MenuNode> = {}): MenuNode {
  return {
    id: "m1",
    name: "总进度计划",
    code: "pmpp.schedule.master",
    level: 4,
    sourceType: "menu",
    sourceProductCode: "pmpp",
    sourceModuleCode: "schedule",
    sourceAppCode: "pmpp-web",
    sourceIntegrateType: 0,
    url: "/apps/project-ledger/",
    urlParams: "view=master",
    ...extra,
  };
}

const KEY_SHAPE = /^[A-Za-z0-9-]+\.[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)?(_[A-Za-z0-9-]+)?$/;

describe("subAppKey (SPEC §3 product.module[.app][_id_alias])", () => {
  const table: [string, Partial<MenuNode>, string][] = [
    ["every part", {}, "pmpp.schedule.pmpp-web_m1"],
    ["no app code", { sourceAppCode: null }, "pmpp.schedule_m1"],
    ["an empty app code", { sourceAppCode: "" }, "pmpp.schedule_m1"],
    ["no module: the menu code stands in", { sourceModuleCode: undefined }, "pmpp.pmpp-schedule-master.pmpp-web_m1"],
    ["no module and no code", { sourceModuleCode: null, code: null }, "pmpp.app.pmpp-web_m1"],
    ["no product", { sourceProductCode: null }, "portal.schedule.pmpp-web_m1"],
    ["no id: no alias", { id: "" }, "pmpp.schedule.pmpp-web"],
    ["nothing but an id", { sourceProductCode: null, sourceModuleCode: null, sourceAppCode: null, code: null, id: "42" }, "portal.app_42"],
    ["spaces, slashes and dots become dashes", { sourceProductCode: " pm pp ", sourceModuleCode: "a/b.c", sourceAppCode: "x_y", id: "m 1/2" }, "pm-pp.a-b-c.x-y_m-1-2-85b4cq"],
    ["leading and trailing odd characters are trimmed (an id with odd characters is tagged)", { sourceProductCode: "..pmpp..", sourceModuleCode: "__schedule__", id: "#7#" }, "pmpp.schedule.pmpp-web_7-5zvxn8"],
    ["only odd characters fall back (the id to its tag)", { sourceProductCode: "进度", sourceModuleCode: "管理", code: "***", sourceAppCode: "//", id: "<>" }, "portal.app_151zfvj"],
    ["markup cannot reach the key", { sourceModuleCode: '<img src=x onerror="1">', id: "m1" }, "pmpp.img-src-x-onerror-1.pmpp-web_m1"],
  ];
  it.each(table)("%s", (_name, extra, key) => {
    expect(subAppKey(menu(extra))).toBe(key);
    expect(subAppKey(menu(extra))).toMatch(KEY_SHAPE);
  });

  it("two menus of one app have their own keys (each tab its own instance)", () => {
    const keys = ["1", "2", "m-master", "m-diary", "10001"].map((id) => subAppKey(menu({ id })));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("menus whose ids differ only in characters a key cannot hold have their own keys too", () => {
    const keys = ["a-b", "a b", "a/b", "a_b", "a.b", "a--b", "进度a-b", " a-b "].map((id) => subAppKey(menu({ id })));
    // " a-b " is "a-b" once trimmed, as before.
    expect(new Set(keys).size).toBe(keys.length - 1);
    for (const key of keys) expect(key).toMatch(KEY_SHAPE);
  });
});

describe("menuParams (a menu's urlParams as values)", () => {
  const table: [string, unknown, Record<string, string>][] = [
    ["plain pairs", "a=1&b=2", { a: "1", b: "2" }],
    ["a leading ?", "?a=1", { a: "1" }],
    ["a leading &", "&a=1", { a: "1" }],
    ["several leading marks and spaces", "  ?&&a=1  ", { a: "1" }],
    ["empty parts", "a=1&&b=2&", { a: "1", b: "2" }],
    ["a name without value", "flag", { flag: "" }],
    ["percent-encoding and +", "name=%E4%B8%AD%E6%96%87&q=a+b", { name: "中文", q: "a b" }],
    ["a broken escape is kept as it is", "a=%ZZ", { a: "%ZZ" }],
    ["the last of a repeated name wins", "a=1&a=2", { a: "2" }],
    ["names with . _ - after a letter", "view.mode=x&a_b=1&c-d=2", { "view.mode": "x", a_b: "1", "c-d": "2" }],
    ["an empty name is skipped", "=1&a=2", { a: "2" }],
    ["a name starting with a digit is skipped", "1a=2&b=3", { b: "3" }],
    ["a name starting with _ is skipped (no __proto__)", "__proto__=x&_a=1&ok=1", { ok: "1" }],
    ["a name with odd characters is skipped", "a b=1&a<b=2&c=3", { c: "3" }],
    ["a 64-character name is kept", `${"n".repeat(64)}=1`, { ["n".repeat(64)]: "1" }],
    ["a 65-character name is skipped", `${"n".repeat(65)}=1&b=2`, { b: "2" }],
    ["a 512-character value is kept", `a=${"v".repeat(512)}`, { a: "v".repeat(512) }],
    ["a 513-character value is skipped", `a=${"v".repeat(513)}&b=2`, { b: "2" }],
    ["empty", "", {}],
    ["only marks", "?&", {}],
    ["null", null, {}],
    ["undefined", undefined, {}],
    ["a number", 42, {}],
    ["an object", { a: "1" }, {}],
  ];
  it.each(table)("%s", (_name, input, expected) => {
    const params = menuParams(input as string);
    expect(params).toEqual(expected);
    expect(Object.getPrototypeOf(params)).toBe(Object.prototype);
  });
});

describe("isCachedApp (SPEC §9 cache rule)", () => {
  const table: [string, Partial<MenuNode>, boolean][] = [
    ["URL under /gcdp-common-app-container/, another product", { url: "/gcdp-common-app-container/contracts/", sourceProductCode: "qm" }, true],
    ["absolute URL containing the part", { url: "https://apps.example/gcdp-common-app-container/x?y=1", sourceProductCode: "qm" }, true],
    ["product pmpp", { url: "/apps/project-ledger/", sourceProductCode: "pmpp" }, true],
    ["product gepm", { url: "/apps/site-diary/", sourceProductCode: "gepm" }, true],
    ["product pmpp without a URL", { url: null, sourceProductCode: "pmpp" }, true],
    ["other product, other URL", { url: "/apps/site-diary/", sourceProductCode: "qm" }, false],
    ["no product, no URL", { url: null, sourceProductCode: null }, false],
    ["the part without its trailing slash", { url: "/gcdp-common-app-container", sourceProductCode: "qm" }, false],
    ["a product code that only resembles one", { url: "/apps/x/", sourceProductCode: "pmpp2" }, false],
    ["excluded: form preview", { url: "/gcdp-common-app-container/form-designer/preview", sourceProductCode: "qm" }, false],
    ["excluded: report print", { url: "/gcdp-common-app-container/report/print", sourceProductCode: "qm" }, false],
    ["excluded with a trailing slash", { url: "/gcdp-common-app-container/report/print/", sourceProductCode: "qm" }, false],
    ["excluded with a query", { url: "/gcdp-common-app-container/report/print?id=7", sourceProductCode: "qm" }, false],
    ["excluded with a hash", { url: "/gcdp-common-app-container/form-designer/preview#top", sourceProductCode: "qm" }, false],
    ["excluded with spaces around", { url: "  /gcdp-common-app-container/report/print  ", sourceProductCode: "qm" }, false],
    ["excluded even for product pmpp", { url: "/gcdp-common-app-container/report/print", sourceProductCode: "pmpp" }, false],
    ["a page below an excluded URL is another page", { url: "/gcdp-common-app-container/report/print/settings", sourceProductCode: "qm" }, true],
  ];
  it.each(table)("%s → %s", (_name, extra, cached) => {
    expect(isCachedApp(menu(extra))).toBe(cached);
  });

  it("names exactly two excluded URLs, both under the cached part", () => {
    expect(CACHE_EXCLUDED_URLS).toHaveLength(2);
    for (const url of CACHE_EXCLUDED_URLS) expect(url).toContain("/gcdp-common-app-container/");
  });
});

describe("planSubApp (SPEC §3 sourceIntegrateType)", () => {
  it("type 0 with a same-origin path: a micro-app, its entry without the hash, urlParams as params", () => {
    const plan = planSubApp(menu({ url: "/apps/project-ledger/?lang=en#/list" }), "Master schedule");
    expect(plan).toEqual({
      ok: true,
      app: {
        kind: "microApp",
        key: "pmpp.schedule.pmpp-web_m1",
        menuId: "m1",
        name: "Master schedule",
        entry: "/apps/project-ledger/?lang=en",
        routePath: "/portal/m1/",
        cache: true,
        params: { view: "master" },
      },
    });
  });

  it("a menu without a type and a same-origin path is a micro-app too", () => {
    const plan = planSubApp(menu({ sourceIntegrateType: null }), "x");
    expect(plan.ok && plan.app.kind).toBe("microApp");
  });

  it("the route path encodes the menu id", () => {
    const plan = planSubApp(menu({ id: "a b/c" }), "x");
    expect(plan.ok && plan.app.routePath).toBe("/portal/a%20b%2Fc/");
  });

  const iframes: [string, Partial<MenuNode>, string][] = [
    ["type 1, same origin, urlParams appended with ?", { sourceIntegrateType: 1, url: "/apps/bridge-demo/", urlParams: "view=patrol" }, "/apps/bridge-demo/?view=patrol"],
    ["type 1, the URL has a query: appended with &", { sourceIntegrateType: 1, url: "/apps/bridge-demo/?a=1", urlParams: "?view=patrol" }, "/apps/bridge-demo/?a=1&view=patrol"],
    ["type 1 without urlParams", { sourceIntegrateType: 1, url: "/apps/bridge-demo/", urlParams: null }, "/apps/bridge-demo/"],
  ];
  it.each(iframes)("%s → iframe %s", (_name, extra, entry) => {
    const plan = planSubApp(menu(extra), "Safety patrols");
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.app.kind).toBe("iframe");
    expect(plan.app.entry).toBe(entry);
    expect(plan.app.name).toBe("Safety patrols");
    expect(plan.app.key).toBe("pmpp.schedule.pmpp-web_m1");
  });

  const refused: [string, Partial<MenuNode>, SubAppRefusal][] = [
    ["no URL", { url: null }, "noUrl"],
    ["an undefined URL", { url: undefined }, "noUrl"],
    ["an empty URL", { url: "" }, "noUrl"],
    ["only spaces", { url: "   " }, "noUrl"],
    ["type 0 javascript:", { url: "javascript:alert(1)" }, "unsafeUrl"],
    ["type 1 javascript:", { sourceIntegrateType: 1, url: "javascript:alert(1)" }, "unsafeUrl"],
    ["type 1 JavaScript: with spaces", { sourceIntegrateType: 1, url: "  JavaScript:alert(1)" }, "unsafeUrl"],
    ["type 0 data:", { url: "data:text/html,<script>alert(1)</script>" }, "unsafeUrl"],
    ["type 1 data:", { sourceIntegrateType: 1, url: "data:text/html,hi" }, "unsafeUrl"],
    ["type 0 with credentials", { url: "https://user:pw@vendor.example/" }, "unsafeUrl"],
    ["type 1 with credentials", { sourceIntegrateType: 1, url: "https://user:pw@vendor.example/" }, "unsafeUrl"],
    ["type 0 protocol-relative", { url: "//evil.example/app/" }, "unsafeUrl"],
    ["type 1 protocol-relative", { sourceIntegrateType: 1, url: "//evil.example/app/" }, "unsafeUrl"],
    ["type 0 with a backslash", { url: "/\\evil.example/" }, "unsafeUrl"],
    ["type 1 file:", { sourceIntegrateType: 1, url: "file:///etc/passwd" }, "unsafeUrl"],
    ["type 0 a bare word", { url: "apps/project-ledger" }, "unsafeUrl"],
  ];
  it.each(refused)("%s → %s", (_name, extra, reason) => {
    expect(planSubApp(menu(extra), "x")).toEqual({ ok: false, reason });
  });

  it("the cache rule and the params travel with the plan", () => {
    const plan = planSubApp(menu({ sourceProductCode: "qm", url: "/apps/site-diary/", urlParams: "?a=1&bad name=2" }), "Site diary");
    expect(plan.ok && plan.app.cache).toBe(false);
    expect(plan.ok && plan.app.params).toEqual({ a: "1" });
  });
});

describe("frameUrl", () => {
  const table: [string, string | null | undefined, string | null][] = [
    ["/apps/x/", "a=1", "/apps/x/?a=1"],
    ["/apps/x/?b=2", "a=1", "/apps/x/?b=2&a=1"],
    [" /apps/x/ ", " ?a=1 ", "/apps/x/?a=1"],
    ["/apps/x/", undefined, "/apps/x/"],
    ["https://vendor.example", "a=1", "https://vendor.example/?a=1"],
    ["javascript:alert(1)", null, null],
    ["/apps/x/", "a=\u0007", null],
    ["/apps/x/#/board", "a=1", "/apps/x/?a=1#/board"],
    ["/apps/x/?b=2#/board?c=3", "a=1", "/apps/x/?b=2&a=1#/board?c=3"],
    ["/apps/x/?", "a=1", "/apps/x/?a=1"],
    ["/apps/x/?b=2&", "a=1", "/apps/x/?b=2&a=1"],
  ];
  it.each(table)("%s + %s → %s", (url, params, expected) => {
    expect(frameUrl(url, params)).toBe(expected);
  });
});

describe("iframeSandbox (SPEC §9 tokens; ADR 013 allow-same-origin)", () => {
  const ORIGIN = "https://portal.example";
  const ALL = IFRAME_SANDBOX_TOKENS.join(" ");
  const WITHOUT = IFRAME_SANDBOX_TOKENS.filter((t) => t !== "allow-same-origin").join(" ");

  it("the SPEC's six tokens", () => {
    expect([...IFRAME_SANDBOX_TOKENS].sort()).toEqual(["allow-downloads", "allow-forms", "allow-modals", "allow-popups", "allow-same-origin", "allow-scripts"]);
  });

  // ADR 051: shell code of the portal's origin, scripts and same-origin both allowed, gets no sandbox it could lift itself.
  const table: [string, string, string | null][] = [
    ["same origin under /apps/", "/apps/bridge-demo/?view=patrol", null],
    ["same origin under /apps/, absolute", `${ORIGIN}/apps/third-party/`, null],
    ["same origin, another path", "/portal/1/", WITHOUT],
    ["same origin, /apps without its slash", "/apps", WITHOUT],
    ["same origin, a path that only starts like /apps", "/appsevil/x", WITHOUT],
    ["same origin, dot segments out of /apps/", "/apps/../portal/1/", WITHOUT],
    ["same origin, encoded dot segments out of /apps/", "/apps/%2e%2e/api/x", WITHOUT],
    ["same origin, absolute, another path", `${ORIGIN}/api/x`, WITHOUT],
    ["another origin", "https://vendor.example/page", ALL],
    ["the same host on another port", "https://portal.example:8443/x", ALL],
    ["http instead of https", "http://portal.example/x", ALL],
    ["malformed", "http://", WITHOUT],
    ["malformed host", "https://[nope/", WITHOUT],
  ];
  it.each(table)("%s", (_name, url, sandbox) => {
    expect(iframeSandbox(url, ORIGIN)).toBe(sandbox);
  });

  it("always allows scripts, forms, popups, downloads and modals", () => {
    for (const [, url] of table) {
      const sandbox = iframeSandbox(url, ORIGIN);
      if (sandbox === null) continue;
      const tokens = sandbox.split(" ");
      expect(tokens).toEqual(expect.arrayContaining(["allow-scripts", "allow-forms", "allow-popups", "allow-downloads", "allow-modals"]));
    }
  });
});

describe("readKeepAliveBudget", () => {
  const table: [unknown, number][] = [
    [3, 3],
    ["3", 3],
    [" 4 ", 4],
    ["2.0", 2],
    [1, 1],
    [5, 5],
    [0, 1],
    [-2, 1],
    [9, 5],
    ["9", 5],
    [2.5, KEEP_ALIVE_BUDGET_DEFAULT],
    ["abc", KEEP_ALIVE_BUDGET_DEFAULT],
    ["", KEEP_ALIVE_BUDGET_DEFAULT],
    ["  ", KEEP_ALIVE_BUDGET_DEFAULT],
    [null, KEEP_ALIVE_BUDGET_DEFAULT],
    [undefined, KEEP_ALIVE_BUDGET_DEFAULT],
    [Number.NaN, KEEP_ALIVE_BUDGET_DEFAULT],
    [Number.POSITIVE_INFINITY, KEEP_ALIVE_BUDGET_DEFAULT],
    [true, KEEP_ALIVE_BUDGET_DEFAULT],
    [[3], KEEP_ALIVE_BUDGET_DEFAULT],
    [{ value: 3 }, KEEP_ALIVE_BUDGET_DEFAULT],
  ];
  it.each(table)("%j → %i", (value, budget) => {
    expect(readKeepAliveBudget(value)).toBe(budget);
  });

  it("the default is the number of viewports", () => {
    expect(KEEP_ALIVE_BUDGET_DEFAULT).toBe(VIEWPORT_COUNT);
    expect(VIEWPORT_COUNT).toBe(5);
  });
});

describe("appsToEvict (keep-alive budget, LRU; SPEC §9 viewports 1–5)", () => {
  const app = (key: string, lastUsed: number, extra: Partial<MountedApp> = {}): MountedApp => ({ key, active: false, cache: true, lastUsed, ...extra });

  it("budget 3 and a fourth kept app: the least recently used inactive one goes", () => {
    expect(appsToEvict([app("a", 10), app("b", 20), app("c", 30), app("d", 40, { active: true })], 3)).toEqual(["a"]);
  });

  it("the active app is never evicted, even when it is the least recently used", () => {
    expect(appsToEvict([app("a", 1, { active: true }), app("b", 20), app("c", 30), app("d", 40)], 3)).toEqual(["b"]);
    expect(appsToEvict([app("a", 1, { active: true }), app("b", 2)], 1)).toEqual(["b"]);
  });

  it("an inactive app outside the cache rule is always unmounted, within the budget or not", () => {
    expect(appsToEvict([app("a", 10, { cache: false }), app("b", 20, { active: true })], 5)).toEqual(["a"]);
    expect(appsToEvict([app("n", 50, { cache: false }), app("b", 20), app("c", 30, { active: true })], 5)).toEqual(["n"]);
  });

  it("an active app outside the cache rule stays", () => {
    expect(appsToEvict([app("a", 10, { cache: false, active: true }), app("b", 20)], 5)).toEqual([]);
  });

  it("within the budget nothing goes", () => {
    expect(appsToEvict([app("a", 10), app("b", 20), app("c", 30, { active: true })], 3)).toEqual([]);
    expect(appsToEvict([], 3)).toEqual([]);
  });

  it("evicts oldest first until the budget holds", () => {
    expect(appsToEvict([app("d", 40), app("b", 20), app("a", 10), app("c", 30)], 1)).toEqual(["a", "b", "c"]);
  });

  it("non-cache apps go first and do not count against the budget", () => {
    expect(appsToEvict([app("n", 5, { cache: false }), app("a", 10), app("b", 20), app("c", 30, { active: true })], 3)).toEqual(["n"]);
  });

  it("at most five apps are mounted (the viewports), whatever the budget says", () => {
    // Five kept apps and an active app outside the rule: six would need six viewports.
    const apps = [app("a", 10), app("b", 20), app("c", 30), app("d", 40), app("e", 50), app("x", 60, { cache: false, active: true })];
    expect(appsToEvict(apps, 5)).toEqual(["a"]);
    const six = [app("a", 10), app("b", 20), app("c", 30), app("d", 40), app("e", 50), app("f", 60, { active: true })];
    expect(appsToEvict(six, 99)).toEqual(["a"]);
  });

  it("a budget out of range is read as readKeepAliveBudget reads it", () => {
    expect(appsToEvict([app("a", 10), app("b", 20, { active: true })], 0)).toEqual(["a"]);
    expect(appsToEvict([app("a", 10), app("b", 20, { active: true })], Number.NaN)).toEqual([]);
  });

  it("what stays fits: kept ≤ budget and mounted ≤ viewports (random sets)", () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let round = 0; round < 300; round++) {
      const count = 1 + Math.floor(random() * 9);
      const activeAt = Math.floor(random() * count);
      const apps = Array.from({ length: count }, (_, i) => app(`k${i}`, Math.floor(random() * 1000), { cache: random() < 0.7, active: i === activeAt }));
      const budget = 1 + Math.floor(random() * 5);
      const evicted = appsToEvict(apps, budget);
      const left = apps.filter((a) => !evicted.includes(a.key));
      expect(evicted).not.toContain(`k${activeAt}`);
      expect(left.length).toBeLessThanOrEqual(VIEWPORT_COUNT);
      expect(left.filter((a) => a.cache).length).toBeLessThanOrEqual(budget);
      expect(left.filter((a) => !a.cache && !a.active)).toEqual([]);
      // Each evicted kept app is older than every kept app left inactive.
      const oldestLeft = Math.min(...left.filter((a) => !a.active).map((a) => a.lastUsed));
      for (const key of evicted) {
        const gone = apps.find((a) => a.key === key)!;
        if (gone.cache) expect(gone.lastUsed).toBeLessThanOrEqual(oldestLeft);
      }
    }
  });
});
