import { describe, expect, it } from "vitest";
import { iframeSandbox, planSubApp, reachableMicroApps, registeredAppOf, type MenuRegisteredApp } from "#app/features/sub-apps/sub-apps.rules";
import type { MenuNode } from "#app/types/generated/menu-node";

/**
 * Menus pointing at registered apps (SPEC §3 Registered micro-app; ARCHITECTURE §8): the app a
 * tenant admin registered is what the menu's page hosts, on whatever origin it lives; a legacy
 * menu whose address is on another origin is refused.
 */

const ORIGIN = "https://portal.example";
/** ADR 047: the operator trusts the vendor's app origin; its micro-apps run in the page. */
const TRUSTED = ["https://apps.vendor.example"];

function menu(extra: Omit<Partial<MenuNode>, "microApp" | "microAppId"> & { microApp?: unknown; microAppId?: unknown } = {}): MenuNode {
  return {
    id: "m7",
    name: "设备台账",
    code: "eq.ledger",
    level: 3,
    sourceType: "menu",
    sourceProductCode: "eq",
    sourceModuleCode: "ledger",
    sourceIntegrateType: 0,
    sourceMenuAuthorities: ["eq.ledger.view"],
    url: "/apps/project-ledger/",
    urlParams: "view=all",
    ...extra,
  } as MenuNode;
}

function registered(extra: Partial<MenuRegisteredApp> = {}): MenuRegisteredApp {
  return {
    id: "app-eq",
    entry: "https://apps.vendor.example/equipment/index.html",
    kind: "microApp",
    routePath: null,
    cache: null,
    props: { apiBase: "https://api.vendor.example", view: "registered" },
    allowedOrigins: ["https://api.vendor.example"],
    sandbox: null,
    ...extra,
  };
}

describe("planSubApp with a registered app", () => {
  it("a cross-origin micro-app the operator trusts: its absolute entry, its props under the menu's urlParams, its origins", () => {
    const plan = planSubApp(menu({ microAppId: "app-eq", microApp: registered() }), "Equipment", ORIGIN, TRUSTED);
    expect(plan).toEqual({
      ok: true,
      app: {
        kind: "microApp",
        key: "eq.ledger_m7",
        menuId: "m7",
        name: "Equipment",
        entry: "https://apps.vendor.example/equipment/index.html",
        routePath: "/portal/m7/",
        cache: false,
        params: { view: "all" },
        props: { apiBase: "https://api.vendor.example", view: "all" },
        origins: ["https://apps.vendor.example", "https://api.vendor.example"],
        registeredId: "app-eq",
      },
    });
  });

  it("a cross-origin micro-app on an origin nobody trusts is hosted as a sandboxed frame on its own origin (ADR 047)", () => {
    const plan = planSubApp(menu({ microAppId: "app-eq", microApp: registered() }), "Equipment", ORIGIN, ["https://other.vendor.example"]);
    expect(plan).toMatchObject({ ok: true, app: { kind: "iframe", entry: "https://apps.vendor.example/equipment/index.html?view=all", framedUntrusted: "https://apps.vendor.example", handshake: false } });
    expect(plan.ok && plan.app.sandbox).toBeUndefined();
    // With no list at all (the server's render, a deployment that trusts none), the same.
    expect(planSubApp(menu({ microApp: registered() }), "x", ORIGIN)).toMatchObject({ ok: true, app: { kind: "iframe" } });
    // A trusted origin named with another port or scheme is another origin.
    expect(planSubApp(menu({ microApp: registered() }), "x", ORIGIN, ["http://apps.vendor.example", "https://apps.vendor.example:8443"])).toMatchObject({ ok: true, app: { kind: "iframe" } });
    // On the portal's own origin nothing needs trust.
    expect(planSubApp(menu({ microApp: registered({ entry: `${ORIGIN}/apps/site-diary/` }) }), "x", ORIGIN)).toMatchObject({ ok: true, app: { kind: "microApp" } });
  });

  it("the registered app wins over the menu's url, and its cache flag over the SPEC §9 rule when set", () => {
    const kept = planSubApp(menu({ url: "https://elsewhere.example/x", microApp: registered({ cache: true }) }), "x", ORIGIN, TRUSTED);
    expect(kept.ok && kept.app.entry).toBe("https://apps.vendor.example/equipment/index.html");
    expect(kept.ok && kept.app.cache).toBe(true);
    // pmpp is under the SPEC §9 rule; a registered `false` overrides it, `null` leaves it.
    expect(planSubApp(menu({ sourceProductCode: "pmpp", microApp: registered({ cache: false }) }), "x")).toMatchObject({ ok: true, app: { cache: false } });
    expect(planSubApp(menu({ sourceProductCode: "pmpp", microApp: registered({ cache: null }) }), "x")).toMatchObject({ ok: true, app: { cache: true } });
  });

  it("a registered route path is the app's route; none, or one that is not a path, leaves the menu's", () => {
    expect(planSubApp(menu({ microApp: registered({ routePath: "/portal/equipment/" }) }), "x")).toMatchObject({ ok: true, app: { routePath: "/portal/equipment/" } });
    expect(planSubApp(menu({ microApp: registered({ routePath: "https://evil.example/" }) }), "x")).toMatchObject({ ok: true, app: { routePath: "/portal/m7/" } });
  });

  it("a registered app on the portal's own origin is a micro-app with its path", () => {
    const plan = planSubApp(menu({ microApp: registered({ entry: `${ORIGIN}/apps/site-diary/#/x`, allowedOrigins: [] }) }), "x", ORIGIN);
    expect(plan).toMatchObject({ ok: true, app: { kind: "microApp", entry: "/apps/site-diary/", origins: [] } });
  });

  it("the shell's own prop names are never taken from the registration", () => {
    const plan = planSubApp(menu({ urlParams: null, microApp: registered({ props: { bridge: "fake", container: 1, menuId: "x", theme: "dark" } }) }), "x", undefined, TRUSTED);
    expect(plan.ok && plan.app.props).toEqual({ theme: "dark" });
  });

  it("a registered frame: its URL with the urlParams, its sandbox within the SPEC's tokens, a handshake when it speaks the bridge", () => {
    const plan = planSubApp(
      menu({ sourceIntegrateType: 1, microApp: registered({ kind: "iframe", entry: "https://frames.vendor.example/board", sandbox: ["allow-scripts", "allow-same-origin", "allow-top-navigation"], props: { bridge: true } }) }),
      "Board",
      ORIGIN,
    );
    expect(plan).toMatchObject({ ok: true, app: { kind: "iframe", entry: "https://frames.vendor.example/board?view=all", sandbox: ["allow-scripts", "allow-same-origin"], handshake: true, origins: ["https://frames.vendor.example", "https://api.vendor.example"] } });
    const plain = planSubApp(menu({ microApp: registered({ kind: "iframe", entry: "https://frames.vendor.example/board" }) }), "Board");
    expect(plain).toMatchObject({ ok: true, app: { handshake: false } });
    expect(plain.ok && "sandbox" in plain.app).toBe(false);
  });

  const refusals: [string, unknown, string][] = [
    ["a window app", registered({ kind: "window" }), "detachedWindow"],
    ["a javascript: entry", registered({ entry: "javascript:alert(1)" }), "unsafeUrl"],
    ["an entry with credentials", registered({ entry: "https://u:p@apps.vendor.example/" }), "unsafeUrl"],
    ["a protocol-relative entry", registered({ entry: "//apps.vendor.example/" }), "unsafeUrl"],
    ["an empty entry", registered({ entry: "  " }), "noUrl"],
    ["an unknown kind", { ...registered(), kind: "plugin" }, "invalidRegistration"],
    ["props that are not an object", { ...registered(), props: [1] }, "invalidRegistration"],
    ["allowedOrigins that are not strings", { ...registered(), allowedOrigins: [1] }, "invalidRegistration"],
    ["a cache flag that is not a boolean", { ...registered(), cache: "yes" }, "invalidRegistration"],
    ["no id", { ...registered(), id: "" }, "invalidRegistration"],
    ["not an object", "https://apps.vendor.example/", "invalidRegistration"],
  ];
  it.each(refusals)("%s → %s", (_name, microApp, reason) => {
    expect(planSubApp(menu({ microApp }), "x", ORIGIN)).toEqual({ ok: false, reason });
  });

  it("a menu naming a registered app the platform did not send is refused as unavailable", () => {
    expect(planSubApp(menu({ microAppId: "app-gone" }), "x", ORIGIN)).toEqual({ ok: false, reason: "appUnavailable" });
  });

  it("registeredAppOf reads absent optional fields as their defaults, and no microApp as null", () => {
    expect(registeredAppOf(menu({ microApp: { id: "a", entry: "/apps/a/", kind: "microApp" } }))).toEqual({ id: "a", entry: "/apps/a/", kind: "microApp", routePath: null, cache: null, props: {}, allowedOrigins: [], sandbox: null });
    expect(registeredAppOf(menu())).toBeNull();
  });
});

describe("planSubApp with a legacy menu (no registered app)", () => {
  it.each([
    ["type 0", 0],
    ["type 1", 1],
    ["no type", null],
  ] as const)("%s on another origin is refused as not registered, naming the origin", (_name, type) => {
    expect(planSubApp(menu({ sourceIntegrateType: type, url: "https://vendor.example/app/?a=1" }), "x", ORIGIN)).toEqual({ ok: false, reason: "notRegistered", origin: "https://vendor.example" });
  });

  it("an absolute URL on the portal's own origin is a path of it", () => {
    expect(planSubApp(menu({ url: `${ORIGIN}/apps/site-diary/` }), "x", ORIGIN)).toMatchObject({ ok: true, app: { kind: "microApp", entry: "/apps/site-diary/" } });
    expect(planSubApp(menu({ sourceIntegrateType: 1, url: `${ORIGIN}/apps/bridge-demo/` }), "x", ORIGIN)).toMatchObject({ ok: true, app: { kind: "iframe", entry: "/apps/bridge-demo/?view=all" } });
  });

  it("a same-origin path works as before: type 1 framed, otherwise a micro-app", () => {
    expect(planSubApp(menu({ sourceIntegrateType: 1, url: "/apps/bridge-demo/" }), "x")).toMatchObject({ ok: true, app: { kind: "iframe", entry: "/apps/bridge-demo/?view=all" } });
    expect(planSubApp(menu(), "x")).toMatchObject({ ok: true, app: { kind: "microApp", entry: "/apps/project-ledger/" } });
  });
});

describe("iframeSandbox with a registered frame's tokens", () => {
  it("keeps only tokens the SPEC allows, and never allow-same-origin on the portal's origin outside /apps/", () => {
    expect(iframeSandbox("https://frames.vendor.example/", ORIGIN, ["allow-scripts", "allow-same-origin", "allow-top-navigation"])).toBe("allow-scripts allow-same-origin");
    expect(iframeSandbox("/help/page", ORIGIN, ["allow-scripts", "allow-same-origin"])).toBe("allow-scripts");
    expect(iframeSandbox("/apps/x/", ORIGIN, ["allow-same-origin", "allow-forms"])).toBe("allow-same-origin allow-forms");
    expect(iframeSandbox("/apps/x/", ORIGIN, [])).toBe("");
    // ADR 051: scripts and same-origin together on the portal's own shell code would be a sandbox it could lift: none is drawn.
    expect(iframeSandbox("/apps/x/", ORIGIN)).toBeNull();
    expect(iframeSandbox("/apps/x/", ORIGIN, ["allow-scripts", "allow-forms"])).toBe("allow-scripts allow-forms");
  });
});

describe("reachableMicroApps (what the idle prefetch fetches)", () => {
  const tree: MenuNode[] = [
    {
      id: "cat",
      name: "cat",
      level: 1,
      sourceType: "app-category",
      children: [
        {
          id: "app",
          name: "app",
          level: 2,
          sourceType: "app",
          url: "/apps/app-level/",
          children: [
            menu({ id: "ok", url: "/apps/project-ledger/" }),
            menu({ id: "remote", url: null, microApp: registered() }),
            menu({ id: "no-auth", url: "/apps/no-auth/", noAuth: true }),
            menu({ id: "no-authority", url: "/apps/no-authority/", sourceMenuAuthorities: [] }),
            menu({ id: "window", url: "/apps/window/", sourceIntegrateType: 2 }),
            menu({ id: "popup", url: "/apps/popup/", popupType: 1 }),
            menu({ id: "frame", url: "/apps/bridge-demo/", sourceIntegrateType: 1 }),
            menu({ id: "legacy-remote", url: "https://vendor.example/app/" }),
            menu({ id: "shell", url: "/portal-pages/x" }),
          ],
        },
      ],
    },
  ];

  it("lists only the micro-apps the user can open from the menus they have, registered cross-origin ones of trusted origins included", () => {
    expect(reachableMicroApps(tree, ORIGIN, TRUSTED).map((app) => app.entry)).toEqual(["/apps/project-ledger/", "https://apps.vendor.example/equipment/index.html"]);
    // ADR 047: an untrusted origin's app is framed, so nothing of it is fetched ahead into the page.
    expect(reachableMicroApps(tree, ORIGIN).map((app) => app.entry)).toEqual(["/apps/project-ledger/"]);
  });
});
