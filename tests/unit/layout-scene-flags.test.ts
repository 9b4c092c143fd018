import { describe, expect, it } from "vitest";
import sceneSchema from "#schemas/scene-params.schema.json";
import { LAYOUT_DEFINITIONS } from "#app/layout/definitions.ts";
import { resolveLayout } from "#app/layout/resolve-layout.ts";
import type { LayoutInput, LayoutPlan, PlanItem } from "#app/layout/types.ts";
import { DEFAULT_QUERY_FLAGS } from "#app/kit/schemas/defaults.ts";

/**
 * SPEC §3 "Portal scene params" and the query flags of SPEC §2: each one changes what the
 * layout engine plans (items placed, their props, region settings). One row per flag; the
 * last tests fail when a flag is added to the schema or the query without a row here.
 */

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

function plan(change: Partial<LayoutInput> = {}): LayoutPlan {
  return resolveLayout({
    viewMode: "full",
    portalType: "Classic",
    headerTheme: {},
    sceneParams: {},
    env: {},
    query: {},
    user: { tenantAdmin: false, accountType: 1 },
    knownComponents: ALL_COMPONENTS,
    ...change,
  });
}

function items(p: LayoutPlan): PlanItem[] {
  return [...p.header.slots.left, ...p.header.slots.center, ...p.header.slots.right, ...p.toolbar.items];
}
const ids = (p: LayoutPlan) => items(p).map((i) => i.id);
const props = (p: LayoutPlan, component: string) => items(p).find((i) => i.component === component)?.props ?? null;
const dropdown = (p: LayoutPlan) => (props(p, "UserDropdown")?.["entries"] ?? {}) as Record<string, boolean>;

/** A flag: how to set it, and what a person (or the renderer) sees change. */
interface FlagRow {
  flag: string;
  /** The input with the flag changed (on top of the defaults). */
  change: Partial<LayoutInput>;
  /** Holds for the default plan and not for the changed one, or reads the two side by side. */
  check(before: LayoutPlan, after: LayoutPlan): void;
}

const hides = (id: string) => (before: LayoutPlan, after: LayoutPlan) => {
  expect(ids(before)).toContain(id);
  expect(ids(after)).not.toContain(id);
};
const shows = (id: string) => (before: LayoutPlan, after: LayoutPlan) => {
  expect(ids(before)).not.toContain(id);
  expect(ids(after)).toContain(id);
};
const entry = { code: "safety-board", name: "安全看板", openType: 1, url: "/apps/iframe-demo/" };

const SCENE_ROWS: FlagRow[] = [
  { flag: "helpCenterShow", change: { sceneParams: { helpCenterShow: false } }, check: hides("helpCenter") },
  { flag: "collectCenterShow", change: { sceneParams: { collectCenterShow: false } }, check: hides("collectCenter") },
  { flag: "applicationSwitchShow", change: { sceneParams: { applicationSwitchShow: false } }, check: hides("appSwitcher") },
  { flag: "orgTreeShow", change: { sceneParams: { orgTreeShow: false } }, check: hides("orgSwitcher") },
  {
    flag: "functionIconShow",
    change: { sceneParams: { functionIconShow: false }, env: { allowedFreeLicense: true } },
    check: (_before, after) => {
      const icons = ["collectCenter", "helpCenter", "experienceCenter", "dashboards", "fullscreen", "upgradeIcon"];
      const shown = plan({ env: { allowedFreeLicense: true } });
      for (const id of icons) expect(ids(shown)).toContain(id);
      expect(ids(after).filter((id) => icons.includes(id))).toEqual([]);
      // Not function icons: they have flags of their own.
      expect(ids(after)).toEqual(expect.arrayContaining(["messageCenter", "workbenchEntry", "userDropdown"]));
    },
  },
  {
    flag: "portalTipShow",
    change: { sceneParams: { portalTipShow: false } },
    check: (before, after) => {
      hides("upgradeIcon")(before, after);
      expect([before.banner.visible, after.banner.visible]).toEqual([true, false]);
    },
  },
  { flag: "appScanLoginShow", change: { sceneParams: { appScanLoginShow: false } }, check: (b, a) => expect([dropdown(b)["appQrcode"], dropdown(a)["appQrcode"]]).toEqual([true, false]) },
  { flag: "modifyPasswordShow", change: { sceneParams: { modifyPasswordShow: false } }, check: (b, a) => expect([dropdown(b)["modifyPassword"], dropdown(a)["modifyPassword"]]).toEqual([true, false]) },
  { flag: "subMenuShowType", change: { sceneParams: { subMenuShowType: 1 } }, check: hides("subMenu") },
  {
    flag: "scene",
    change: { portalType: "Simple", sceneParams: { scene: "single-product" } },
    check: (before, after) => {
      expect(plan({ portalType: "Simple" }).portalType).toBe("Simple");
      expect(after.portalType).toBe("Classic");
      expect([dropdown(before)["switchPortal"], dropdown(after)["switchPortal"]]).toEqual([true, false]);
    },
  },
  { flag: "userSpaceShow", change: { sceneParams: { userSpaceShow: false } }, check: (b, a) => expect([dropdown(b)["userSpace"], dropdown(a)["userSpace"]]).toEqual([true, false]) },
  { flag: "workbenchShow", change: { sceneParams: { workbenchShow: false } }, check: hides("workbenchEntry") },
  {
    flag: "headerExtendEntryEnable",
    change: { sceneParams: { headerExtendEntrys: [entry], headerExtendEntryEnable: false } },
    check: (_before, after) => {
      expect(ids(plan({ sceneParams: { headerExtendEntrys: [entry] } }))).toContain("extendEntries");
      expect(ids(after)).not.toContain("extendEntries");
    },
  },
  {
    flag: "headerExtendEntrys",
    change: { sceneParams: { headerExtendEntrys: [entry] } },
    check: (before, after) => {
      shows("extendEntries")(before, after);
      expect(props(after, "ExtendEntries")).toEqual({ entries: [entry] });
    },
  },
  {
    flag: "avatarDropdownEnbale",
    change: { sceneParams: { avatarDropdowns: [entry], avatarDropdownEnbale: false } },
    check: (_before, after) => {
      expect(props(plan({ sceneParams: { avatarDropdowns: [entry] } }), "UserDropdown")?.["customEntries"]).toEqual([entry]);
      expect(props(after, "UserDropdown")?.["customEntries"]).toEqual([]);
    },
  },
  {
    flag: "avatarDropdowns",
    change: { sceneParams: { avatarDropdowns: [entry] } },
    check: (before, after) => expect([props(before, "UserDropdown")?.["customEntries"], props(after, "UserDropdown")?.["customEntries"]]).toEqual([[], [entry]]),
  },
  {
    flag: "menuIconShow",
    change: { sceneParams: { menuIconShow: false } },
    check: (before, after) => {
      expect([before.sidebar.menu.iconShow, after.sidebar.menu.iconShow]).toEqual([true, false]);
      expect(props(after, "MainMenu")).toMatchObject({ iconShow: false });
      expect(props(after, "SubMenu")).toMatchObject({ iconShow: false });
    },
  },
  {
    flag: "menuIconResources",
    change: { sceneParams: { menuIconResources: "https://cdn.example.com/icons/iconfont.json" } },
    check: (before, after) => {
      expect([before.sidebar.menu.iconResources, after.sidebar.menu.iconResources]).toEqual(["", "https://cdn.example.com/icons/iconfont.json"]);
      expect(props(after, "MainMenu")).toMatchObject({ iconResources: "https://cdn.example.com/icons/iconfont.json" });
    },
  },
  { flag: "uniqueOpened", change: { sceneParams: { uniqueOpened: true } }, check: (b, a) => expect([b.sidebar.menu.uniqueOpened, a.sidebar.menu.uniqueOpened]).toEqual([false, true]) },
  { flag: "onlyShowOrgName", change: { sceneParams: { onlyShowOrgName: true } }, check: (b, a) => expect([props(b, "OrgSwitcher"), props(a, "OrgSwitcher")]).toEqual([{ onlyShowOrgName: false }, { onlyShowOrgName: true }]) },
  { flag: "disableBrandSlide", change: { sceneParams: { disableBrandSlide: true } }, check: (b, a) => expect([b.header.brandSlide, a.header.brandSlide]).toEqual([true, false]) },
  { flag: "showMessageCenter", change: { sceneParams: { showMessageCenter: false } }, check: hides("messageCenter") },
  { flag: "showUserInfo", change: { sceneParams: { showUserInfo: false } }, check: hides("userDropdown") },
  { flag: "showBrandTitle", change: { sceneParams: { showBrandTitle: false } }, check: hides("systemTitle") },
  { flag: "showFullscreen", change: { sceneParams: { showFullscreen: false } }, check: hides("fullscreen") },
  { flag: "disableAppSwitch", change: { sceneParams: { disableAppSwitch: true } }, check: hides("appSwitcher") },
  {
    flag: "subAppKeepAliveMax",
    change: { sceneParams: { subAppKeepAliveMax: 3 } },
    check: (b, a) => {
      expect([b.content.keepAliveBudget, a.content.keepAliveBudget]).toEqual([5, 3]);
      // Out of range or malformed: clamped to the viewports, or the default.
      expect([9, 0, "2", "x", 2.5].map((value) => plan({ sceneParams: { subAppKeepAliveMax: value } }).content.keepAliveBudget)).toEqual([5, 1, 2, 5, 5]);
    },
  },
];

const QUERY_ROWS: FlagRow[] = [
  {
    flag: "brandLogoShow",
    change: { headerTheme: { systemLogoUrl: "/logo.svg" }, query: { brandLogoShow: false } },
    check: (_before, after) => {
      const shown = plan({ headerTheme: { systemLogoUrl: "/logo.svg" } });
      expect([ids(shown).includes("brandLogo"), shown.header.logoUrl]).toEqual([true, "/logo.svg"]);
      expect([ids(after).includes("brandLogo"), after.header.logoUrl]).toEqual([false, null]);
    },
  },
  { flag: "userInfoShow", change: { query: { userInfoShow: false } }, check: hides("userDropdown") },
  { flag: "noPadding", change: { query: { noPadding: true } }, check: (b, a) => expect([b.content.noPadding, a.content.noPadding]).toEqual([false, true]) },
  {
    flag: "systemName",
    change: { headerTheme: { systemName: "Tenant title" }, query: { systemName: "外部嵌入视图" } },
    check: (_before, after) => {
      expect(plan({ headerTheme: { systemName: "Tenant title" } }).header.title).toBe("Tenant title");
      expect(after.header.title).toBe("外部嵌入视图");
      expect(props(after, "SystemTitle")).toEqual({ title: "外部嵌入视图" });
    },
  },
  {
    flag: "disableRobot",
    change: { env: { aiBotUrl: "https://bot.example.com/" }, query: { disableRobot: true } },
    check: (_before, after) => {
      const robot = plan({ env: { aiBotUrl: "https://bot.example.com/" } });
      expect(ids(robot)).toContain("customerService");
      expect(props(robot, "CustomerService")).toEqual({ botUrl: "https://bot.example.com/" });
      expect(ids(after)).not.toContain("customerService");
    },
  },
  { flag: "userGuide", change: { query: { userGuide: true } }, check: shows("userGuide") },
  {
    flag: "scene",
    change: { portalType: "Simple", query: { scene: "single-product" } },
    check: (_before, after) => {
      expect(after.portalType).toBe("Classic");
      expect(after.header.component).toBe("ClassicHeader");
      expect(dropdown(after)["switchPortal"]).toBe(false);
    },
  },
];

describe("layout engine: every portal scene param (SPEC §3)", () => {
  it.each(SCENE_ROWS.map((row) => [row.flag, row] as const))("%s", (_flag, row) => {
    const before = plan();
    const after = plan(row.change);
    expect(after.problems).toEqual([]);
    row.check(before, after);
  });

  it("has a row for every property of scene-params.schema.json", () => {
    expect(SCENE_ROWS.map((row) => row.flag).sort()).toEqual(Object.keys(sceneSchema.properties).sort());
  });
});

describe("layout engine: every query flag (SPEC §2)", () => {
  it.each(QUERY_ROWS.map((row) => [row.flag, row] as const))("%s", (_flag, row) => {
    const after = plan(row.change);
    expect(after.problems).toEqual([]);
    row.check(plan(), after);
  });

  it("query flags given as the strings of a URL work like booleans", () => {
    expect(ids(plan({ query: { userInfoShow: "false" as never } }))).not.toContain("userDropdown");
    expect(ids(plan({ query: { userGuide: "true" as never } }))).toContain("userGuide");
  });

  it("has a row for every query flag", () => {
    expect(QUERY_ROWS.map((row) => row.flag).sort()).toEqual(Object.keys(DEFAULT_QUERY_FLAGS).sort());
  });
});

describe("layout engine: user dropdown entries from the header theme (SPEC §6)", () => {
  it.each([
    ["userCenter", "userCenter"],
    ["modifyPassword", "modifyPassword"],
    ["appQrcode", "appQrcode"],
    ["languageSwitch", "languageSwitch"],
    ["logout", "logout"],
    ["enableSwitchPortal", "switchPortal"],
  ] as const)("theme %s=false turns the %s entry off", (themeFlag, entryName) => {
    expect(dropdown(plan())[entryName]).toBe(true);
    expect(dropdown(plan({ headerTheme: { [themeFlag]: false } }))[entryName]).toBe(false);
  });

  it("the user centre is hidden on an intranet", () => {
    expect(dropdown(plan({ env: { intranet: true } }))["userCenter"]).toBe(false);
  });

  it("the watermark settings of the theme reach the plan", () => {
    const theme = { watermarkSwitch: 1 as const, watermarkTemplate: "9001", watermarkScope: "pmpp.overview", watermarkScopeType: 1 };
    expect(plan({ headerTheme: theme }).watermark).toEqual({ visible: true, component: "Watermark", settings: { template: "9001", scope: "pmpp.overview", scopeType: 1 } });
  });

  it("a watermarkTemplate that is no template id (text written before templates were stored) is dropped (SPEC §3 Header theme)", () => {
    const theme = { watermarkSwitch: 1 as const, watermarkTemplate: "{name} {systemDate}" };
    expect(plan({ headerTheme: theme }).watermark.settings.template).toBe("");
  });

  it("the help label reads the international environment", () => {
    expect(props(plan(), "HelpCenter")).toEqual({ i18nEnv: false });
    expect(props(plan({ env: { isI18nEnv: true } }), "HelpCenter")).toEqual({ i18nEnv: true });
  });

  it("the theme's custom logout URL reaches the user dropdown", () => {
    expect(props(plan(), "UserDropdown")?.["customLogoutUrl"]).toBe("");
    expect(props(plan({ headerTheme: { customLogoutUrl: "https://sso.example.com/logout" } }), "UserDropdown")?.["customLogoutUrl"]).toBe("https://sso.example.com/logout");
  });
});
