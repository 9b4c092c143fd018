import { describe, expect, it } from "vitest";
import { LAYOUT_DEFINITIONS } from "#app/layout/definitions.ts";
import { resolveLayout } from "#app/layout/resolve-layout.ts";
import { cssUrl } from "#app/kit/security/url-safety.ts";
import type { LayoutInput, LayoutPlan } from "#app/layout/types.ts";

/** Every component name the built-in definitions use: a registry that knows them all. */
const ALL_COMPONENTS = [
  ...new Set(
    Object.values(LAYOUT_DEFINITIONS).flatMap((d) =>
      Object.values(d.regions).flatMap((r) => [
        r.component,
        ...[...(r.slots?.left ?? []), ...(r.slots?.center ?? []), ...(r.slots?.right ?? []), ...(r.items ?? [])].map((i) => i.component),
      ]),
    ),
  ),
];

function input(overrides: Partial<LayoutInput> = {}): LayoutInput {
  return {
    viewMode: "full",
    portalType: "Classic",
    headerTheme: {},
    sceneParams: {},
    env: {},
    query: {},
    user: { tenantAdmin: false, accountType: 0 },
    knownComponents: ALL_COMPONENTS,
    ...overrides,
  };
}

type Regions = "header" | "sidebar" | "tabBar" | "toolbar" | "watermark" | "banner";
function visibleRegions(plan: LayoutPlan): Regions[] {
  return (["header", "sidebar", "tabBar", "toolbar", "watermark", "banner"] as const).filter((r) => plan[r].visible);
}
function ids(plan: LayoutPlan) {
  return {
    left: plan.header.slots.left.map((i) => i.id),
    center: plan.header.slots.center.map((i) => i.id),
    right: plan.header.slots.right.map((i) => i.id),
    toolbar: plan.toolbar.items.map((i) => i.id),
  };
}

const CLASSIC_RIGHT = ["searchBox", "homeEntry", "workbenchEntry", "collectCenter", "messageCenter", "helpCenter", "dashboards", "fullscreen", "upgradeIcon", "languageSwitch", "userDropdown"];
const SIMPLE_RIGHT = ["homeEntry", "workbenchEntry", "collectCenter", "messageCenter", "helpCenter", "dashboards", "fullscreen", "upgradeIcon", "languageSwitch", "userDropdown"];
const NONE = { left: [], center: [], right: [], toolbar: [] };

describe("resolveLayout: view mode × portal type", () => {
  const table = [
    { viewMode: "full", portalType: "Classic", orgTreeLoad: true, regions: ["header", "sidebar", "tabBar", "toolbar", "banner"], content: "ContentViewport", header: "ClassicHeader", sidebar: "ClassicSidebar",
      items: { left: ["appMenuButton", "brandLogo", "systemTitle"], center: ["orgSwitcher", "participantOrg", "appSwitcher", "mainMenu", "subMenu"], right: CLASSIC_RIGHT, toolbar: ["sideEntries"] } },
    { viewMode: "full", portalType: "Simple", orgTreeLoad: true, regions: ["header", "sidebar", "tabBar", "toolbar", "banner"], content: "ContentViewport", header: "SimpleHeader", sidebar: "SimpleSidebar",
      items: { left: ["appMenuButton", "brandLogo", "systemTitle", "orgSwitcher", "participantOrg"], center: ["searchBox"], right: SIMPLE_RIGHT, toolbar: ["sideEntries"] } },
    { viewMode: "application", portalType: "Classic", orgTreeLoad: false, regions: ["header", "sidebar", "tabBar", "banner"], content: "ContentViewport", header: "ClassicHeader", sidebar: "ClassicSidebar",
      items: { left: ["appMenuButton", "brandLogo", "systemTitle"], center: ["mainMenu", "subMenu"], right: ["messageCenter", "fullscreen", "languageSwitch", "userDropdown"], toolbar: [] } },
    { viewMode: "application", portalType: "Simple", orgTreeLoad: false, regions: ["header", "sidebar", "tabBar", "banner"], content: "ContentViewport", header: "SimpleHeader", sidebar: "SimpleSidebar",
      items: { left: ["appMenuButton", "brandLogo", "systemTitle"], center: [], right: ["messageCenter", "fullscreen", "languageSwitch", "userDropdown"], toolbar: [] } },
    { viewMode: "module", portalType: "Classic", orgTreeLoad: false, regions: ["sidebar", "tabBar"], content: "ContentViewport", header: "ClassicHeader", sidebar: "ClassicSidebar", items: NONE },
    { viewMode: "module", portalType: "Simple", orgTreeLoad: false, regions: ["sidebar", "tabBar"], content: "ContentViewport", header: "SimpleHeader", sidebar: "SimpleSidebar", items: NONE },
    { viewMode: "singleModule", portalType: "Classic", orgTreeLoad: false, regions: [], content: "ContentViewport", header: "ClassicHeader", sidebar: "ClassicSidebar", items: NONE },
    { viewMode: "singleModule", portalType: "Simple", orgTreeLoad: false, regions: [], content: "ContentViewport", header: "SimpleHeader", sidebar: "SimpleSidebar", items: NONE },
    { viewMode: "tripartiteApp", portalType: "Classic", orgTreeLoad: false, regions: [], content: "TripartiteFrame", header: "ClassicHeader", sidebar: "ClassicSidebar", items: NONE },
    { viewMode: "tripartiteApp", portalType: "Simple", orgTreeLoad: false, regions: [], content: "TripartiteFrame", header: "SimpleHeader", sidebar: "SimpleSidebar", items: NONE },
  ] as const;

  it.each(table)("$viewMode × $portalType", (row) => {
    const plan = resolveLayout(input({ viewMode: row.viewMode, portalType: row.portalType }));
    expect(plan.problems).toEqual([]);
    expect([plan.viewMode, plan.portalType, plan.orgTreeLoad]).toEqual([row.viewMode, row.portalType, row.orgTreeLoad]);
    expect(visibleRegions(plan)).toEqual(row.regions);
    expect(ids(plan)).toEqual(row.items);
    expect([plan.header.component, plan.sidebar.component, plan.content.component]).toEqual([row.header, row.sidebar, row.content]);
    expect(plan.content.noPadding).toBe(row.viewMode === "tripartiteApp");
  });

  it.each(table)("watermark switch shows the watermark in $viewMode × $portalType", ({ viewMode, portalType }) => {
    const plan = resolveLayout(input({ viewMode, portalType, headerTheme: { watermarkSwitch: 1 } }));
    expect(plan.watermark.visible).toBe(true);
  });
});

describe("resolveLayout: scene, query, theme and env flags (full view mode)", () => {
  const without = (list: readonly string[], ...drop: string[]) => list.filter((id) => !drop.includes(id));
  const table: { why: string; change: Partial<LayoutInput>; portalType?: string; expect: Partial<ReturnType<typeof ids>> }[] = [
    { why: "showBrandTitle=false hides the title", change: { sceneParams: { showBrandTitle: false } }, expect: { left: ["appMenuButton", "brandLogo"] } },
    { why: "brandLogoShow=false hides the logo", change: { query: { brandLogoShow: false } }, expect: { left: ["appMenuButton", "systemTitle"] } },
    { why: "brandLogoShow=\"false\" as a string hides the logo", change: { query: { brandLogoShow: "false" as never } }, expect: { left: ["appMenuButton", "systemTitle"] } },
    { why: "userInfoShow=false hides the user dropdown", change: { query: { userInfoShow: false } }, expect: { right: without(CLASSIC_RIGHT, "userDropdown") } },
    { why: "showUserInfo=false hides the user dropdown", change: { sceneParams: { showUserInfo: false } }, expect: { right: without(CLASSIC_RIGHT, "userDropdown") } },
    { why: "languageSwitch=false hides the language switch", change: { headerTheme: { languageSwitch: false } }, expect: { right: without(CLASSIC_RIGHT, "languageSwitch") } },
    { why: "orgTreeShow=false hides the org switcher", change: { sceneParams: { orgTreeShow: false } }, expect: { center: ["appSwitcher", "mainMenu", "subMenu"] } },
    { why: "disableAppSwitch hides the app switcher", change: { sceneParams: { disableAppSwitch: true } }, expect: { center: ["orgSwitcher", "participantOrg", "mainMenu", "subMenu"] } },
    { why: "applicationSwitchShow=false hides the app switcher", change: { sceneParams: { applicationSwitchShow: false } }, expect: { center: ["orgSwitcher", "participantOrg", "mainMenu", "subMenu"] } },
    { why: "subMenuShowType other than 0 hides the sub menu", change: { sceneParams: { subMenuShowType: 1 } }, expect: { center: ["orgSwitcher", "participantOrg", "appSwitcher", "mainMenu"] } },
    { why: "hideHelpIcon hides the help centre", change: { env: { hideHelpIcon: true } }, expect: { right: without(CLASSIC_RIGHT, "helpCenter") } },
    { why: "helpCenterShow=false hides the help centre", change: { sceneParams: { helpCenterShow: false } }, expect: { right: without(CLASSIC_RIGHT, "helpCenter") } },
    { why: "message centre and fullscreen can be hidden", change: { sceneParams: { showMessageCenter: false, showFullscreen: false } }, expect: { right: without(CLASSIC_RIGHT, "messageCenter", "fullscreen") } },
    { why: "collect centre needs both the scene and the env flag", change: { env: { showCollectCenter: false } }, expect: { right: without(CLASSIC_RIGHT, "collectCenter") } },
    { why: "workbenchShow=false hides the workbench entry", change: { sceneParams: { workbenchShow: false } }, expect: { right: without(CLASSIC_RIGHT, "workbenchEntry") } },
    { why: "extend entries show when there are some", change: { sceneParams: { headerExtendEntrys: [{ code: "x", name: "X" }] } }, expect: { right: ["searchBox", "extendEntries", ...CLASSIC_RIGHT.slice(1)] } },
    { why: "extend entries stay hidden when disabled", change: { sceneParams: { headerExtendEntryEnable: false, headerExtendEntrys: [{ code: "x" }] } }, expect: { right: CLASSIC_RIGHT } },
    { why: "experience centre with a free licence", change: { env: { allowedFreeLicense: true } }, expect: { right: [...CLASSIC_RIGHT.slice(0, 6), "experienceCenter", ...CLASSIC_RIGHT.slice(6)] } },
    { why: "customer service needs a bot URL", change: { env: { aiBotUrl: "https://bot.example/" } }, expect: { toolbar: ["sideEntries", "customerService"] } },
    { why: "disableRobot turns customer service off", change: { env: { aiBotUrl: "https://bot.example/" }, query: { disableRobot: true } }, expect: { toolbar: ["sideEntries"] } },
    { why: "no customer service in an i18n env", change: { env: { aiBotUrl: "https://bot.example/", isI18nEnv: true } }, expect: { toolbar: ["sideEntries"] } },
    { why: "userGuide=true adds the user guide", change: { query: { userGuide: true } }, expect: { toolbar: ["sideEntries", "userGuide"] } },
    { why: "Simple: userInfoShow=false hides the user dropdown", portalType: "Simple", change: { query: { userInfoShow: false } }, expect: { right: without(SIMPLE_RIGHT, "userDropdown") } },
    { why: "Simple: orgTreeShow=false hides the org switcher", portalType: "Simple", change: { sceneParams: { orgTreeShow: false } }, expect: { left: ["appMenuButton", "brandLogo", "systemTitle"] } },
  ];
  it.each(table)("$why", (row) => {
    const plan = resolveLayout(input({ portalType: row.portalType ?? "Classic", ...row.change }));
    expect(plan.problems).toEqual([]);
    expect(ids(plan)).toMatchObject(row.expect);
  });

  it("query systemName overrides the title; otherwise the theme's", () => {
    expect(resolveLayout(input({ headerTheme: { systemName: "Tenant" } })).header.title).toBe("Tenant");
    expect(resolveLayout(input({ headerTheme: { systemName: "Tenant" }, query: { systemName: "From URL" } })).header.title).toBe("From URL");
    expect(resolveLayout(input({ headerTheme: { systemName: "Tenant" }, query: { systemName: "  " } })).header.title).toBe("Tenant");
  });

  it("brandLogoShow=false also clears the logo URL", () => {
    const theme = { systemLogoUrl: "/logo.png", systemLogoJumpUrl: "/portal/1/" };
    expect(resolveLayout(input({ headerTheme: theme })).header).toMatchObject({ logoUrl: "/logo.png", logoJumpUrl: "/portal/1/" });
    expect(resolveLayout(input({ headerTheme: theme, query: { brandLogoShow: false } })).header.logoUrl).toBeNull();
  });

  it("BrandLogo and SystemTitle items carry their props", () => {
    const plan = resolveLayout(input({ headerTheme: { systemLogoUrl: "/l.png", systemLogoSize: 32, systemName: "Acme" } }));
    expect(plan.header.slots.left).toEqual([
      { id: "appMenuButton", component: "AppMenuButton", props: {} },
      { id: "brandLogo", component: "BrandLogo", props: { src: "/l.png", size: 32, href: null } },
      { id: "systemTitle", component: "SystemTitle", props: { title: "Acme" } },
    ]);
  });

  it("noPadding=true removes the content padding", () => {
    expect(resolveLayout(input({ query: { noPadding: true } })).content.noPadding).toBe(true);
    expect(resolveLayout(input()).content.noPadding).toBe(false);
  });

  it("filterSwitch=1 turns grey scale on", () => {
    expect(resolveLayout(input({ headerTheme: { filterSwitch: 1 } })).grayscale).toBe(true);
    expect(resolveLayout(input()).grayscale).toBe(false);
  });

  it("the single-product scene forces the Classic portal type (SPEC §6)", () => {
    expect(resolveLayout(input({ portalType: "Simple", sceneParams: { scene: "single-product" } })).portalType).toBe("Classic");
    expect(resolveLayout(input({ portalType: "Simple", query: { scene: "single-product" } })).portalType).toBe("Classic");
    expect(resolveLayout(input({ portalType: "Simple", sceneParams: { scene: "other" } })).portalType).toBe("Simple");
  });
});

describe("resolveLayout: theme values", () => {
  it("uses the documented defaults", () => {
    const plan = resolveLayout(input());
    expect(plan.header).toMatchObject({ height: 48, title: "", logoUrl: null, logoSize: 24, colors: { background: "#002366", backgroundImage: null } });
    expect(plan.tokens).toMatchObject({ colorPrimary: "#268DFF", headerHeight: 48, headerBg: "#002366", siderWidth: 208, siderCollapsedWidth: 48 });
    expect([plan.sidebar.width, plan.sidebar.collapsedWidth]).toEqual([208, 48]);
  });

  it("takes header height from headerHeight, or systemHeaderHeight when headerHeight is absent", () => {
    expect(resolveLayout(input({ headerTheme: { headerHeight: 64 } })).header.height).toBe(64);
    expect(resolveLayout(input({ headerTheme: { headerHeight: 64, systemHeaderHeight: 56 } })).tokens.headerHeight).toBe(64);
    expect(resolveLayout(input({ headerTheme: { headerHeight: undefined, systemHeaderHeight: 56 } })).tokens.headerHeight).toBe(56);
  });

  it("a string headerHeight falls back to 48 with a problem at /headerHeight", () => {
    const plan = resolveLayout(input({ headerTheme: { headerHeight: "64" as never, systemName: "Acme" } }));
    expect(plan.header.height).toBe(48);
    expect(plan.header.title).toBe("Acme");
    expect(plan.problems).toEqual([expect.objectContaining({ piece: "header-theme", pointer: "/headerHeight" })]);
  });

  it("out-of-range sizes fall back with problems", () => {
    const plan = resolveLayout(input({ headerTheme: { headerHeight: 500, systemLogoSize: 2 } }));
    expect([plan.header.height, plan.header.logoSize]).toEqual([48, 24]);
    expect(plan.problems.map((p) => p.pointer).sort()).toEqual(["/headerHeight", "/systemLogoSize"]);
  });

  it("takes colours from the theme and replaces invalid ones with defaults", () => {
    const plan = resolveLayout(input({
      headerTheme: { headerBgColor: "#112233", themeColor: "rgb(1, 2, 3)", sidebarBgColor: "expression(alert(1))", activeMenuTextColor: "#fff" },
    }));
    expect(plan.header.colors).toMatchObject({ background: "#112233", activeMenuText: "#fff" });
    expect(plan.tokens.colorPrimary).toBe("rgb(1, 2, 3)");
    expect(plan.sidebar.colors.background).toBe("#FFFFFF");
    expect(plan.problems.map((p) => p.pointer)).toEqual(["/sidebarBgColor"]);
  });

  it("uses the header background image only for headerBgType 1, the horizontal one in Classic", () => {
    const theme = { headerBgImgUrl: "/v.png", horizontalHeaderBgImgUrl: "/h.png" };
    expect(resolveLayout(input({ headerTheme: theme })).header.colors.backgroundImage).toBeNull();
    expect(resolveLayout(input({ headerTheme: { ...theme, headerBgType: 1 } })).header.colors.backgroundImage).toBe('url("/h.png")');
    expect(resolveLayout(input({ portalType: "Simple", headerTheme: { ...theme, headerBgType: 1 } })).header.colors.backgroundImage).toBe('url("/v.png")');
  });

  it("keeps a hostile header background URL out of the header's style: the schema drops it, and cssUrl could not let it add a declaration", () => {
    const hostile = 'https://cdn.example.com/bg.png"); position: fixed; inset: 0; z-index: 9999; background: url("x';
    const plan = resolveLayout(input({ portalType: "Simple", headerTheme: { headerBgType: 1, headerBgImgUrl: hostile } }));
    expect(plan.header.colors.backgroundImage).toBeNull();
    expect(plan.problems.map((p) => p.pointer)).toContain("/headerBgImgUrl");
    // One quoted string inside url(): no quote, parenthesis, backslash or space is left to end it.
    expect(cssUrl(hostile)).toMatch(/^url\("https:\/\/cdn\.example\.com\/bg\.png[^"'()\\\s]*"\)$/);
    expect(cssUrl("/logo (1).png")).toBe('url("/logo%20%281%29.png")');
    expect(cssUrl("javascript:alert(1)")).toBeNull();

    const script = resolveLayout(input({ portalType: "Simple", headerTheme: { headerBgType: 1, headerBgImgUrl: "javascript:alert(1)" } }));
    expect(script.header.colors.backgroundImage).toBeNull();
    expect(script.problems.map((p) => p.pointer)).toContain("/headerBgImgUrl");
  });
});

describe("resolveLayout: unknown names", () => {
  it.each([
    { field: "viewMode", value: "fancy", pointer: "/viewMode", expected: { viewMode: "full", portalType: "Classic" } },
    { field: "viewMode", value: 7, pointer: "/viewMode", expected: { viewMode: "full", portalType: "Classic" } },
    { field: "portalType", value: "Concise", pointer: "/portalType", expected: { viewMode: "full", portalType: "Classic" } },
  ])("$field $value → $expected.viewMode/$expected.portalType with a problem", ({ field, value, pointer, expected }) => {
    const plan = resolveLayout(input({ [field]: value } as Partial<LayoutInput>));
    expect(plan).toMatchObject(expected);
    expect(plan.problems).toEqual([expect.objectContaining({ piece: "layout", pointer })]);
    expect(plan.header.visible).toBe(true);
  });

  it("an absent view mode is full without a problem", () => {
    const plan = resolveLayout(input({ viewMode: "" }));
    expect([plan.viewMode, plan.problems]).toEqual(["full", []]);
  });

  it("keeps items the registry cannot render and records each as a problem", () => {
    const plan = resolveLayout(input({ knownComponents: ALL_COMPONENTS.filter((c) => c !== "MainMenu" && c !== "MessageCenter") }));
    expect(ids(plan).center).toContain("mainMenu");
    expect(plan.problems).toEqual([
      expect.objectContaining({ piece: "layout", pointer: "/header/slots/center/3", message: expect.stringContaining("MainMenu") }),
      expect.objectContaining({ piece: "layout", pointer: "/header/slots/right/4", message: expect.stringContaining("MessageCenter") }),
    ]);
  });
});

describe("resolveLayout: tenant override", () => {
  it("replaces a slot's items; an unknown component is a problem and the plan is still complete", () => {
    const override = { layouts: [{ viewMode: "full", portalType: "Classic", regions: { header: { slots: { right: [{ id: "weather", component: "WeatherWidget" }, { id: "userDropdown", component: "UserDropdown" }] } } } }] };
    const plan = resolveLayout(input({ override }));
    expect(ids(plan)).toEqual({ left: ["appMenuButton", "brandLogo", "systemTitle"], center: ["orgSwitcher", "participantOrg", "appSwitcher", "mainMenu", "subMenu"], right: ["weather", "userDropdown"], toolbar: ["sideEntries"] });
    expect(plan.problems).toEqual([expect.objectContaining({ pointer: "/header/slots/right/0", message: expect.stringContaining("WeatherWidget") })]);
    expect(visibleRegions(plan)).toEqual(["header", "sidebar", "tabBar", "toolbar", "banner"]);
  });

  it("replaces a region's component (unknown → problem) and hides regions", () => {
    const override = { layouts: [{ regions: { sidebar: { component: "TenantSidebar" }, tabBar: { visible: false } } }] };
    for (const portalType of ["Classic", "Simple"]) {
      const plan = resolveLayout(input({ portalType, override }));
      expect(plan.sidebar.component).toBe("TenantSidebar");
      expect(plan.tabBar.visible).toBe(false);
      expect(plan.problems).toEqual([expect.objectContaining({ pointer: "/sidebar/component" })]);
    }
  });

  it("query flags still apply to overridden items", () => {
    const override = { layouts: [{ regions: { header: { slots: { left: [{ id: "logo", component: "BrandLogo" }] } } } }] };
    expect(ids(resolveLayout(input({ override, query: { brandLogoShow: false } }))).left).toEqual([]);
  });

  it("applies only to the view mode and portal type it names", () => {
    const override = { layouts: [{ viewMode: "application", portalType: "Simple", regions: { toolbar: { visible: true, items: [{ id: "guide", component: "UserGuide" }] } } }] };
    expect(resolveLayout(input({ override })).toolbar.items.map((i) => i.id)).toEqual(["sideEntries"]);
    expect(resolveLayout(input({ viewMode: "application", portalType: "Classic", override })).toolbar.visible).toBe(false);
    const plan = resolveLayout(input({ viewMode: "application", portalType: "Simple", override }));
    expect([plan.toolbar.visible, plan.toolbar.items.map((i) => i.id)]).toEqual([true, ["guide"]]);
  });

  it("may set conditions as data", () => {
    const override = { layouts: [{ regions: { banner: { when: { user: "tenantAdmin" } } } }] };
    expect(resolveLayout(input({ override })).banner.visible).toBe(false);
    expect(resolveLayout(input({ override, user: { tenantAdmin: true, accountType: 0 } })).banner.visible).toBe(true);
  });

  it.each([
    { why: "not an object", override: "header: none" },
    { why: "unknown region", override: { layouts: [{ regions: { footer: { component: "X" } } }] } },
    { why: "unknown view mode", override: { layouts: [{ viewMode: "kiosk", regions: {} }] } },
    { why: "item without component", override: { layouts: [{ regions: { header: { slots: { right: [{ id: "x" }] } } } }] } },
    { why: "malformed condition", override: { layouts: [{ regions: { tabBar: { visible: false }, banner: { when: { scene: 1 } } } }] } },
  ])("an invalid override ($why) is ignored whole, with problems", ({ override }) => {
    const plan = resolveLayout(input({ override }));
    const plain = resolveLayout(input());
    expect({ ...plan, problems: [] }).toEqual(plain);
    expect(plan.problems.length).toBeGreaterThan(0);
    expect(plan.problems.every((p) => p.piece === "layout-override")).toBe(true);
  });
});

describe("resolveLayout: never throws", () => {
  // Small deterministic PRNG so a failure can be reproduced.
  function mulberry32(seed: number) {
    let a = seed;
    return () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const KEYS = ["viewMode", "portalType", "headerTheme", "sceneParams", "env", "query", "user", "override", "knownComponents",
    "layouts", "regions", "header", "slots", "right", "component", "id", "when", "scene", "not", "all", "headerHeight", "themeColor",
    "__proto__", "constructor", "brandLogoShow", "systemName"];
  function randomValue(rand: () => number, depth: number): unknown {
    const pick = Math.floor(rand() * (depth > 3 ? 6 : 8));
    switch (pick) {
      case 0: return null;
      case 1: return rand() < 0.5;
      case 2: return [0, -1, 1e308, NaN, Infinity, 48, 1.5][Math.floor(rand() * 7)];
      case 3: return ["", "full", "Simple", "#fff", "single-product", "true", "false", "💥", "a".repeat(500)][Math.floor(rand() * 9)];
      case 4: return undefined;
      case 5: return KEYS[Math.floor(rand() * KEYS.length)];
      case 6: return Array.from({ length: Math.floor(rand() * 4) }, () => randomValue(rand, depth + 1));
      default: {
        const obj: Record<string, unknown> = {};
        for (let i = Math.floor(rand() * 5); i > 0; i--) obj[KEYS[Math.floor(rand() * KEYS.length)] ?? "k"] = randomValue(rand, depth + 1);
        return obj;
      }
    }
  }
  function expectCompletePlan(plan: LayoutPlan) {
    expect(["full", "singleModule", "module", "application", "tripartiteApp"]).toContain(plan.viewMode);
    expect(["Classic", "Simple"]).toContain(plan.portalType);
    for (const slot of [plan.header.slots.left, plan.header.slots.center, plan.header.slots.right, plan.toolbar.items]) expect(Array.isArray(slot)).toBe(true);
    expect(typeof plan.header.height).toBe("number");
    expect(typeof plan.tokens.colorPrimary).toBe("string");
    expect(typeof plan.content.component).toBe("string");
    expect(Array.isArray(plan.problems)).toBe(true);
  }

  it("returns a complete plan for 500 random whole inputs", () => {
    const rand = mulberry32(20260101);
    for (let i = 0; i < 500; i++) expectCompletePlan(resolveLayout(randomValue(rand, 0) as LayoutInput));
  });

  it("returns a complete plan for 500 inputs with random fields", () => {
    const rand = mulberry32(42);
    for (let i = 0; i < 500; i++) {
      const garbage = Object.fromEntries(KEYS.slice(0, 9).filter(() => rand() < 0.5).map((k) => [k, randomValue(rand, 1)]));
      expectCompletePlan(resolveLayout(input(garbage as Partial<LayoutInput>)));
    }
  });

  it("returns the default plan with a problem when reading the input itself fails", () => {
    const hostile = new Proxy({}, { get() { throw new Error("boom"); }, has() { throw new Error("boom"); } });
    const plan = resolveLayout(hostile as LayoutInput);
    expectCompletePlan(plan);
    expect([plan.viewMode, plan.portalType, plan.header.visible]).toEqual(["full", "Classic", true]);
    expect(plan.problems).toEqual([expect.objectContaining({ piece: "layout", pointer: "", message: expect.stringContaining("boom") })]);
  });

  it("survives a deeply nested condition in an override", () => {
    let when: unknown = { scene: "showBrandTitle" };
    for (let i = 0; i < 5000; i++) when = { not: when };
    expectCompletePlan(resolveLayout(input({ override: { layouts: [{ regions: { banner: { when } } }] } })));
  });
});
