import { afterEach, describe, expect, it, vi } from "vitest";
import { BridgeError } from "../../packages/bridge/src/errors";
import type { BridgeContext, ShellBridge } from "../../packages/bridge/src/protocol";
import { createShellBridge, type ShellActions } from "#app/features/sub-apps/shell-bridge";
import { menuIdOfTarget } from "#app/features/sub-apps/use-shell-bridge";
import type { MenuNode } from "#app/types/generated/menu-node";

const CONTEXT: BridgeContext = {
  tenant: { id: "10002", name: "Acme Construction Ltd" },
  org: { id: "p1", fullId: "r/p1", name: "Riverside Tower", type: "general-project" },
  identity: { type: "tenant", externalEntityId: null, participantOrgId: null },
  user: { id: "u-demo", nickname: "Demo" },
  locale: "en",
  menu: { id: "m-master", code: "pmpp.schedule.master", productCode: "pmpp", name: "Master schedule" },
  theme: { colorPrimary: "#E8590C", headerBg: "#1F3A2E", headerColor: "#FFFFFF", siderBg: "#FFFFFF" },
};

type Calls = { [K in keyof ShellActions]: ReturnType<typeof vi.fn> };

function spyActions(): Calls {
  return {
    navigate: vi.fn(),
    openMenu: vi.fn(),
    closeTab: vi.fn(),
    retitleTab: vi.fn(),
    reportActivity: vi.fn(),
    openSearch: vi.fn(),
    track: vi.fn(),
    reportUnauthorized: vi.fn(),
    showMessage: vi.fn(),
  };
}

function setup() {
  const actions = spyActions();
  const bridge = createShellBridge(CONTEXT, () => actions as unknown as ShellActions);
  const called = () => Object.entries(actions).filter(([, fn]) => fn.mock.calls.length > 0).map(([name]) => name);
  return { actions, bridge, called };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("createShellBridge: each request reaches its action with its checked arguments", () => {
  const table: [string, (bridge: ShellBridge) => void, keyof ShellActions, unknown[]][] = [
    ["navigate", (b) => b.navigate("/portal/m-diary/?org=p1"), "navigate", ["/portal/m-diary/?org=p1"]],
    ["openMenu by id", (b) => b.openMenu({ menuId: "m-diary" }), "openMenu", [{ menuId: "m-diary" }]],
    ["openMenu by id with a query", (b) => b.openMenu({ menuId: "m-diary", query: { day: "2024-05-01" } }), "openMenu", [{ menuId: "m-diary", query: { day: "2024-05-01" } }]],
    ["openMenu by codes", (b) => b.openMenu({ productCode: "pmpp", menuCode: "pmpp.schedule.diary" }), "openMenu", [{ productCode: "pmpp", menuCode: "pmpp.schedule.diary" }]],
    ["closeTab", (b) => b.closeTab(), "closeTab", []],
    ["retitleTab", (b) => b.retitleTab("Riverside Tower — ledger"), "retitleTab", ["Riverside Tower — ledger"]],
    ["retitleTab at 64 characters", (b) => b.retitleTab("t".repeat(64)), "retitleTab", ["t".repeat(64)]],
    ["reportActivity", (b) => b.reportActivity(), "reportActivity", []],
    ["track", (b) => b.track({ gid: "ledger.save", timeStamp: 1_700_000_000_000, menuCode: "pmpp.schedule.master" }), "track", [{ gid: "ledger.save", timeStamp: 1_700_000_000_000, menuCode: "pmpp.schedule.master" }]],
    ["reportUnauthorized", (b) => b.reportUnauthorized(), "reportUnauthorized", []],
    ["showMessage success", (b) => b.showMessage("success", "Saved"), "showMessage", ["success", "Saved"]],
    ["showMessage error over two lines", (b) => b.showMessage("error", "Could not save\nTry again"), "showMessage", ["error", "Could not save\nTry again"]],
  ];
  it.each(table)("%s", (_name, call, action, args) => {
    const { actions, bridge, called } = setup();
    call(bridge);
    expect(called()).toEqual([action]);
    expect(actions[action]).toHaveBeenCalledTimes(1);
    expect(actions[action]).toHaveBeenCalledWith(...args);
  });

  it("a field left undefined is no field", () => {
    const { actions, bridge } = setup();
    bridge.openMenu({ menuId: "m-diary", query: undefined });
    expect(actions.openMenu.mock.calls[0]![0]).toEqual({ menuId: "m-diary" });
    expect(Object.keys(actions.openMenu.mock.calls[0]![0] as object)).toEqual(["menuId"]);
  });

  it("reads the actions at each call, so the shell can swap them without a new bridge", () => {
    let current = spyActions();
    const first = current;
    const bridge = createShellBridge(CONTEXT, () => current as unknown as ShellActions);
    bridge.closeTab();
    current = spyActions();
    bridge.closeTab();
    expect(first.closeTab).toHaveBeenCalledTimes(1);
    expect(current.closeTab).toHaveBeenCalledTimes(1);
  });

  it("what an action throws reaches the app", () => {
    const { actions, bridge } = setup();
    actions.navigate.mockImplementation(() => {
      throw new Error("navigation blocked");
    });
    expect(() => bridge.navigate("/portal/1/")).toThrow("navigation blocked");
  });
});

describe("createShellBridge: a bad argument throws at the call and nothing happens", () => {
  const untyped = (b: ShellBridge) => b as unknown as Record<string, (...args: unknown[]) => void>;
  const table: [string, (bridge: ShellBridge) => void][] = [
    ["a title of 65 characters", (b) => b.retitleTab("t".repeat(65))],
    ["an empty title", (b) => b.retitleTab("")],
    ["a blank title", (b) => b.retitleTab("   ")],
    ["a title with a control character", (b) => b.retitleTab("a\u0007b")],
    ["a title that is no string", (b) => untyped(b).retitleTab!(42)],
    ["a path outside /portal/", (b) => b.navigate("/api/session")],
    ["a path on another origin", (b) => b.navigate("https://evil.example/portal/1/")],
    ["a protocol-relative path", (b) => b.navigate("//evil.example/portal/1/")],
    ["a path with dot segments", (b) => b.navigate("/portal/../api/x")],
    ["a path with encoded dot segments", (b) => b.navigate("/portal/%2e%2e/api/x")],
    ["a path with a backslash", (b) => b.navigate("/portal/\\evil")],
    ["a path with a space", (b) => b.navigate("/portal/a b")],
    ["a javascript: path", (b) => b.navigate("javascript:alert(1)")],
    ["a path of 2049 characters", (b) => b.navigate(`/portal/${"a".repeat(2041)}`)],
    ["a level that is not one of the four", (b) => untyped(b).showMessage!("fatal", "x")],
    ["a message text of 201 characters", (b) => b.showMessage("info", "x".repeat(201))],
    ["a blank message text", (b) => b.showMessage("info", " \n ")],
    ["an empty menu id", (b) => b.openMenu({ menuId: "" })],
    ["a menu id with odd characters", (b) => b.openMenu({ menuId: "../1" })],
    ["a menu target with an unknown field", (b) => untyped(b).openMenu!({ menuId: "m1", evil: true })],
    ["a menu target with a bad query name", (b) => b.openMenu({ menuId: "m1", query: { "a b": "1" } })],
    ["a menu target without codes", (b) => untyped(b).openMenu!({ productCode: "pmpp" })],
    ["no menu target", (b) => untyped(b).openMenu!(null)],
    ["a track event without a gid", (b) => untyped(b).track!({ timeStamp: 1, menuCode: "x" })],
    ["a track event with a negative time", (b) => b.track({ gid: "g", timeStamp: -1, menuCode: "x" })],
    ["a track event with a fractional time", (b) => b.track({ gid: "g", timeStamp: 1.5, menuCode: "x" })],
  ];
  it.each(table)("%s", (_name, call) => {
    const { bridge, called } = setup();
    let thrown: unknown;
    try {
      call(bridge);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(BridgeError);
    expect((thrown as BridgeError).code).toBe("invalid-request");
    expect(called()).toEqual([]);
  });
});

describe("createShellBridge: context and context changes", () => {
  it("gives the initial context", () => {
    const { bridge } = setup();
    expect(bridge.context).toEqual(CONTEXT);
  });

  it("update notifies listeners only on a real change, and the context follows", () => {
    const { bridge } = setup();
    const heard: BridgeContext[] = [];
    bridge.onContextChange((context) => heard.push(context));
    bridge.update({ ...CONTEXT, theme: { ...CONTEXT.theme } });
    expect(heard).toEqual([]);
    const swedish: BridgeContext = { ...CONTEXT, locale: "sv-SE" };
    bridge.update(swedish);
    expect(heard).toEqual([swedish]);
    expect(bridge.context).toEqual(swedish);
    bridge.update({ ...swedish });
    expect(heard).toHaveLength(1);
    const otherOrg: BridgeContext = { ...swedish, org: { id: "p2", fullId: "r/p2", name: "Harbour Bridge", type: "general-project" } };
    bridge.update(otherOrg);
    expect(heard).toEqual([swedish, otherOrg]);
  });

  it("a listener that throws does not stop the others (it is logged)", () => {
    const { bridge } = setup();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const after = vi.fn();
    bridge.onContextChange(() => {
      throw new Error("listener broke");
    });
    bridge.onContextChange(after);
    expect(() => bridge.update({ ...CONTEXT, locale: "zh-CN" })).not.toThrow();
    expect(after).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith("portal bridge: a context listener failed", expect.any(Error));
  });

  it("the returned function unsubscribes one listener", () => {
    const { bridge } = setup();
    const a = vi.fn();
    const b = vi.fn();
    const stopA = bridge.onContextChange(a);
    bridge.onContextChange(b);
    stopA();
    bridge.update({ ...CONTEXT, locale: "zh-CN" });
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledTimes(1);
  });

  it("a listener added while listeners run hears the next change, not this one", () => {
    const { bridge } = setup();
    const late = vi.fn();
    bridge.onContextChange(() => {
      bridge.onContextChange(late);
    });
    bridge.update({ ...CONTEXT, locale: "zh-CN" });
    expect(late).not.toHaveBeenCalled();
    bridge.update({ ...CONTEXT, locale: "sv-SE" });
    expect(late).toHaveBeenCalledTimes(1);
  });

  it("onContextChange without a function throws a TypeError", () => {
    const { bridge } = setup();
    expect(() => bridge.onContextChange("nope" as unknown as () => void)).toThrow(TypeError);
  });

  it("dispose drops every listener; requests still go to the shell", () => {
    const { actions, bridge } = setup();
    const listener = vi.fn();
    bridge.onContextChange(listener);
    bridge.dispose();
    bridge.update({ ...CONTEXT, locale: "zh-CN" });
    expect(listener).not.toHaveBeenCalled();
    expect(bridge.context.locale).toBe("zh-CN");
    bridge.reportActivity();
    expect(actions.reportActivity).toHaveBeenCalledTimes(1);
  });
});

describe("menuIdOfTarget (SPEC §5 product and menu code)", () => {
  const node = (id: string, code: string, product: string, children: MenuNode[] = []): MenuNode => ({
    id,
    name: id,
    code,
    level: 1,
    sourceType: children.length > 0 ? "dir" : "menu",
    sourceProductCode: product,
    children,
  });
  const TREE: MenuNode[] = [
    node("c1", "category.project", "", [
      node("a1", "pmpp", "pmpp", [node("m-master", "pmpp.schedule.master", "pmpp"), node("m-diary", "pmpp.schedule.diary", "pmpp")]),
      node("a2", "qm", "qm", [node("q-diary", "pmpp.schedule.diary", "qm")]),
    ]),
  ];

  it("a target by id names that id", () => {
    expect(menuIdOfTarget({ menuId: "m-diary" }, TREE)).toBe("m-diary");
    expect(menuIdOfTarget({ menuId: "m-diary", query: { a: "1" } }, [])).toBe("m-diary");
  });

  it("a target by codes finds the menu of that product and code, at any depth", () => {
    expect(menuIdOfTarget({ productCode: "pmpp", menuCode: "pmpp.schedule.diary" }, TREE)).toBe("m-diary");
    expect(menuIdOfTarget({ productCode: "qm", menuCode: "pmpp.schedule.diary" }, TREE)).toBe("q-diary");
  });

  it("no such menu: null", () => {
    expect(menuIdOfTarget({ productCode: "pmpp", menuCode: "pmpp.nothing" }, TREE)).toBeNull();
    expect(menuIdOfTarget({ productCode: "gepm", menuCode: "pmpp.schedule.master" }, TREE)).toBeNull();
    expect(menuIdOfTarget({ productCode: "pmpp", menuCode: "pmpp.schedule.master" }, [])).toBeNull();
  });
});
