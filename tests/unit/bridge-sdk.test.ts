import { describe, expect, it, vi } from "vitest";
import {
  BRIDGE_PROTOCOL,
  BridgeError,
  bridgeFromProps,
  deliverRequest,
  requestMessage,
  watchActivity,
  watchShortcuts,
  type BridgeContext,
  type ShellBridge,
} from "../../packages/bridge/src/index.ts";

const CONTEXT: BridgeContext = {
  tenant: { id: "10001", name: "中建智造集团" },
  org: { id: "1000101", fullId: "1000100/1000101", name: "上海临港数据中心项目", type: "general-project" },
  identity: { type: "tenant", externalEntityId: null, participantOrgId: null },
  user: { id: "u-demo", nickname: "演示用户" },
  locale: "en",
  menu: { id: "1000100042", code: "pmpp.safety.patrol", productCode: "pmpp", name: "Safety patrols" },
  theme: { colorPrimary: "#268DFF", headerBg: "#002366", headerColor: "#ffffff", siderBg: "#ffffff" },
};

/** A shell bridge that records what it was asked. */
function recordingShell(context: BridgeContext = CONTEXT) {
  const calls: [string, ...unknown[]][] = [];
  const listeners = new Set<(context: BridgeContext) => void>();
  const shell = {
    context,
    onContextChange: (listener: (context: BridgeContext) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate: (path: string) => calls.push(["navigate", path]),
    openMenu: (target: unknown) => calls.push(["openMenu", target]),
    closeTab: () => calls.push(["closeTab"]),
    retitleTab: (title: string) => calls.push(["retitleTab", title]),
    reportActivity: () => calls.push(["reportActivity"]),
    openSearch: () => calls.push(["openSearch"]),
    track: (event: unknown) => calls.push(["track", event]),
    reportUnauthorized: () => calls.push(["reportUnauthorized"]),
    showMessage: (level: string, text: string) => calls.push(["showMessage", level, text]),
  } satisfies ShellBridge;
  const change = (next: BridgeContext) => {
    shell.context = next;
    for (const listener of listeners) listener(next);
  };
  return { shell, calls, change, listeners };
}

describe("requestMessage", () => {
  it("builds the protocol's message for valid arguments", () => {
    expect(requestMessage("retitle-tab", { title: "Patrol 3" })).toEqual({ bridge: BRIDGE_PROTOCOL, type: "retitle-tab", payload: { title: "Patrol 3" } });
    expect(requestMessage("open-menu", { menuId: "5", query: undefined })).toEqual({ bridge: BRIDGE_PROTOCOL, type: "open-menu", payload: { menuId: "5" } });
  });

  it("throws a BridgeError naming the argument for invalid ones", () => {
    const attempt = () => requestMessage("retitle-tab", { title: "x".repeat(65) });
    expect(attempt).toThrow(BridgeError);
    expect(attempt).toThrow(/retitle-tab: title must be 1–64 characters/);
    expect(() => requestMessage("navigate", { path: "/api/logout" })).toThrow(/navigate: path must be a portal path/);
    expect(() => requestMessage("open-menu", null as never)).toThrow(/open-menu: payload must be an object/);
    try {
      requestMessage("message", { level: "loud" as never, text: "x" });
    } catch (error) {
      expect((error as BridgeError).code).toBe("invalid-request");
    }
  });
});

describe("bridgeFromProps", () => {
  it("hands every request to the shell's bridge with the same arguments", () => {
    const { shell, calls } = recordingShell();
    const bridge = bridgeFromProps({ container: {}, bridge: shell });
    bridge.navigate("/portal/5/");
    bridge.openMenu({ productCode: "pmpp", menuCode: "pmpp.overview", query: { tab: "kpi" } });
    bridge.closeTab();
    bridge.retitleTab("Ledger (2)");
    bridge.reportActivity();
    bridge.track({ gid: "ledger.save", timeStamp: 1_795_000_000_000, menuCode: "pmpp.overview" });
    bridge.reportUnauthorized();
    bridge.showMessage("success", "Saved");
    expect(calls).toEqual([
      ["navigate", "/portal/5/"],
      ["openMenu", { productCode: "pmpp", menuCode: "pmpp.overview", query: { tab: "kpi" } }],
      ["closeTab"],
      ["retitleTab", "Ledger (2)"],
      ["reportActivity"],
      ["track", { gid: "ledger.save", timeStamp: 1_795_000_000_000, menuCode: "pmpp.overview" }],
      ["reportUnauthorized"],
      ["showMessage", "success", "Saved"],
    ]);
  });

  it("refuses bad arguments before they reach the shell", () => {
    const { shell, calls } = recordingShell();
    const bridge = bridgeFromProps({ bridge: shell });
    expect(() => bridge.retitleTab("")).toThrow(BridgeError);
    expect(() => bridge.showMessage("info", "x".repeat(201))).toThrow(/text must be 1–200 characters/);
    expect(() => bridge.navigate("https://evil.example/")).toThrow(/portal path/);
    expect(calls).toEqual([]);
  });

  it("reads the context live and passes context changes through", () => {
    const { shell, change } = recordingShell();
    const bridge = bridgeFromProps({ bridge: shell });
    const seen: string[] = [];
    const stop = bridge.onContextChange((context) => seen.push(context.locale));
    change({ ...CONTEXT, locale: "sv-SE" });
    expect(bridge.context.locale).toBe("sv-SE");
    stop();
    change({ ...CONTEXT, locale: "zh-CN" });
    expect(seen).toEqual(["sv-SE"]);
  });

  it.each([
    ["no props", undefined, /props must be an object/],
    ["props without bridge", { container: {} }, /props.bridge is missing/],
    ["a bridge without some methods", { bridge: { context: CONTEXT, navigate() {}, closeTab: "no" } }, /lacks onContextChange, openMenu, closeTab, retitleTab/],
    ["a bridge with a broken context", { bridge: { ...recordingShell().shell, context: { locale: "en" } } }, /context is not a bridge context: context lacks "tenant"/],
  ])("throws a clear error for %s", (_name, props, message) => {
    expect(() => bridgeFromProps(props)).toThrow(message);
    try {
      bridgeFromProps(props);
    } catch (error) {
      expect(error).toBeInstanceOf(BridgeError);
      expect((error as BridgeError).code).toBe("invalid-props");
    }
  });
});

describe("deliverRequest", () => {
  it("does nothing for ready (the channel answers it)", () => {
    const { shell, calls } = recordingShell();
    deliverRequest(shell, { bridge: BRIDGE_PROTOCOL, type: "ready", payload: {} });
    expect(calls).toEqual([]);
  });

  it("passes only the protocol's fields of a track record", () => {
    const { shell, calls } = recordingShell();
    deliverRequest(shell, { bridge: BRIDGE_PROTOCOL, type: "track", payload: { gid: "g", timeStamp: 1, menuCode: "m" } });
    expect(calls).toEqual([["track", { gid: "g", timeStamp: 1, menuCode: "m" }]]);
  });
});

describe("watchActivity", () => {
  it("reports at most once per interval, from pointer and keyboard events, until stopped", () => {
    const target = new EventTarget();
    let now = 1_000_000;
    const reportActivity = vi.fn();
    const stop = watchActivity({ reportActivity }, { everySeconds: 10, target, now: () => now });
    target.dispatchEvent(new Event("pointermove"));
    target.dispatchEvent(new Event("keydown"));
    expect(reportActivity).toHaveBeenCalledTimes(1);
    now += 9_999;
    target.dispatchEvent(new Event("pointerdown"));
    expect(reportActivity).toHaveBeenCalledTimes(1);
    now += 1;
    target.dispatchEvent(new Event("wheel"));
    expect(reportActivity).toHaveBeenCalledTimes(2);
    target.dispatchEvent(new Event("focus"));
    now += 60_000;
    target.dispatchEvent(new Event("focus"));
    expect(reportActivity).toHaveBeenCalledTimes(2);
    stop();
    target.dispatchEvent(new Event("keydown"));
    expect(reportActivity).toHaveBeenCalledTimes(2);
  });

  it("keeps going when the bridge cannot report", () => {
    const target = new EventTarget();
    let now = 0;
    const reportActivity = vi.fn(() => {
      throw new BridgeError("invalid-request", "portal bridge: the bridge is disconnected");
    });
    watchActivity({ reportActivity }, { everySeconds: 1, target, now: () => now });
    target.dispatchEvent(new Event("keydown"));
    now += 1000;
    expect(() => target.dispatchEvent(new Event("keydown"))).not.toThrow();
    expect(reportActivity).toHaveBeenCalledTimes(2);
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])("refuses an interval of %s seconds", (everySeconds) => {
    expect(() => watchActivity({ reportActivity() {} }, { everySeconds, target: new EventTarget() })).toThrow(RangeError);
  });
});

describe("watchShortcuts: the portal's menu search shortcut pressed inside a hosted app", () => {
  /** A key pressed on `target` (its event's target): whether the app's default was prevented. */
  const press = (target: EventTarget, keys: { key: string; ctrlKey?: boolean }) => {
    const event = Object.assign(new Event("keydown", { cancelable: true }), { ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...keys });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it("asks the shell to open its search on Ctrl+K anywhere and on / outside a text field, and keeps those keys from the app", () => {
    const page = new EventTarget();
    const field = Object.assign(new EventTarget(), { tagName: "INPUT", type: "text" });
    const opened: string[] = [];
    const bridge = { openSearch: () => opened.push("search") };
    const stop = watchShortcuts(bridge, page);
    const stopField = watchShortcuts(bridge, field);
    expect(press(page, { key: "k", ctrlKey: true })).toBe(true);
    expect(press(page, { key: "/" })).toBe(true);
    expect(press(field, { key: "/" })).toBe(false);
    expect(press(field, { key: "k", ctrlKey: true })).toBe(true);
    expect(press(page, { key: "a" })).toBe(false);
    expect(opened).toEqual(["search", "search", "search"]);
    stop();
    stopField();
    press(page, { key: "k", ctrlKey: true });
    expect(opened).toHaveLength(3);
  });
});
