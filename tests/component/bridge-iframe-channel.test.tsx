import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IframeChannelRefused, openIframeChannel, type IframeChannel } from "#app/features/sub-apps/bridge/iframe-channel.ts";
import { BRIDGE_PROTOCOL, type BridgeContext, type ShellBridge } from "../../packages/bridge/src/protocol.ts";

const APP_ORIGIN = "https://apps.example.com";
const APP_URL = `${APP_ORIGIN}/apps/bridge-demo/?view=patrol`;

const CONTEXT: BridgeContext = {
  tenant: { id: "10001", name: "中建智造集团" },
  org: { id: "1000101", fullId: "1000100/1000101", name: "上海临港数据中心项目", type: "general-project" },
  identity: { type: "tenant", externalEntityId: null, participantOrgId: null },
  user: { id: "u-demo", nickname: "演示用户" },
  locale: "zh-CN",
  menu: { id: "1000100042", code: "pmpp.safety.patrol", productCode: "pmpp", name: "安全巡检" },
  theme: { colorPrimary: "#268DFF", headerBg: "#002366", headerColor: "#ffffff", siderBg: "#ffffff" },
};

function shellBridge() {
  const listeners = new Set<(context: BridgeContext) => void>();
  const bridge = {
    context: CONTEXT,
    onContextChange: vi.fn((listener: (context: BridgeContext) => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    }),
    navigate: vi.fn(),
    openMenu: vi.fn(),
    closeTab: vi.fn(),
    retitleTab: vi.fn(),
    reportActivity: vi.fn(),
    openSearch: vi.fn(),
    track: vi.fn(),
    reportUnauthorized: vi.fn(),
    showMessage: vi.fn(),
  } satisfies ShellBridge;
  const change = (next: BridgeContext) => {
    bridge.context = next;
    for (const listener of listeners) listener(next);
  };
  return { bridge, change, listeners };
}

const requestMethods = (bridge: ReturnType<typeof shellBridge>["bridge"]) => [
  bridge.navigate,
  bridge.openMenu,
  bridge.closeTab,
  bridge.retitleTab,
  bridge.reportActivity,
  bridge.track,
  bridge.reportUnauthorized,
  bridge.showMessage,
];

let frame: HTMLIFrameElement;
let other: HTMLIFrameElement;
let channel: IframeChannel | null = null;
const log = { debug: vi.fn(), warn: vi.fn() };

beforeEach(() => {
  frame = document.createElement("iframe");
  frame.title = "Bridge demo";
  other = document.createElement("iframe");
  document.body.append(frame, other);
  log.debug.mockReset();
  log.warn.mockReset();
});

afterEach(() => {
  channel?.close();
  channel = null;
  frame.remove();
  other.remove();
});

/** What a window posts to the shell: a message event on the shell's window with its source and origin. */
function post(data: unknown, { source = frame.contentWindow, origin = APP_ORIGIN }: { source?: Window | null; origin?: string } = {}) {
  window.dispatchEvent(new MessageEvent("message", { data, origin, source }));
}

const request = (type: string, payload: unknown = {}) => ({ bridge: BRIDGE_PROTOCOL, type, payload });

describe("openIframeChannel", () => {
  it("answers ready with the context, posted to the frame's exact origin only", () => {
    const { bridge } = shellBridge();
    const send = vi.spyOn(frame.contentWindow as Window, "postMessage");
    channel = openIframeChannel(frame, APP_URL, bridge, { log });
    expect(channel.origin).toBe(APP_ORIGIN);
    post(request("ready"));
    expect(send).toHaveBeenCalledExactlyOnceWith({ bridge: BRIDGE_PROTOCOL, type: "context", payload: CONTEXT }, APP_ORIGIN);
  });

  it.each([
    ["navigate", "navigate", { path: "/portal/5/" }, ["/portal/5/"]],
    ["open-menu", "openMenu", { menuId: "5" }, [{ menuId: "5" }]],
    ["open-menu", "openMenu", { productCode: "pmpp", menuCode: "pmpp.overview", query: { from: "bridge-demo" } }, [{ productCode: "pmpp", menuCode: "pmpp.overview", query: { from: "bridge-demo" } }]],
    ["close-tab", "closeTab", {}, []],
    ["retitle-tab", "retitleTab", { title: "安全巡检 (2)" }, ["安全巡检 (2)"]],
    ["activity", "reportActivity", {}, []],
    ["track", "track", { gid: "bridge-demo.track", timeStamp: 1_795_000_000_000, menuCode: "pmpp.safety.patrol" }, [{ gid: "bridge-demo.track", timeStamp: 1_795_000_000_000, menuCode: "pmpp.safety.patrol" }]],
    ["unauthorized", "reportUnauthorized", {}, []],
    ["message", "showMessage", { level: "warning", text: "Camera 3 offline" }, ["warning", "Camera 3 offline"]],
  ] as const)("a %s request calls the bridge's %s", (type, method, payload, args) => {
    const { bridge } = shellBridge();
    channel = openIframeChannel(frame, APP_URL, bridge, { log });
    post(request(type, payload));
    expect(bridge[method]).toHaveBeenCalledExactlyOnceWith(...args);
    for (const other of requestMethods(bridge)) if (other !== bridge[method]) expect(other).not.toHaveBeenCalled();
  });

  it("does nothing for a message from the wrong origin", () => {
    const { bridge } = shellBridge();
    const send = vi.spyOn(frame.contentWindow as Window, "postMessage");
    channel = openIframeChannel(frame, APP_URL, bridge, { log });
    for (const origin of ["https://evil.example", "http://apps.example.com", "https://apps.example.com:8443", "null", ""]) {
      post(request("ready"), { origin });
      post(request("navigate", { path: "/portal/5/" }), { origin });
    }
    expect(send).not.toHaveBeenCalled();
    expect(bridge.navigate).not.toHaveBeenCalled();
    expect(channel.ignored.origin).toBe(10);
    expect(log.debug).toHaveBeenCalledWith("bridge: message ignored (origin)", { origin: "https://evil.example", expected: APP_ORIGIN });
  });

  it("does nothing for a message from another window, even of the right origin", () => {
    const { bridge } = shellBridge();
    const send = vi.spyOn(frame.contentWindow as Window, "postMessage");
    channel = openIframeChannel(frame, APP_URL, bridge, { log });
    post(request("ready"), { source: other.contentWindow });
    post(request("close-tab"), { source: window });
    post(request("close-tab"), { source: null });
    expect(send).not.toHaveBeenCalled();
    expect(bridge.closeTab).not.toHaveBeenCalled();
    expect(channel.ignored).toEqual({ source: 3, origin: 0, shape: 0 });
  });

  it("does nothing for a message of the wrong shape, and never throws", () => {
    const { bridge } = shellBridge();
    channel = openIframeChannel(frame, APP_URL, bridge, { log });
    const bad = [
      "ready",
      null,
      { type: "navigate", payload: { path: "/portal/5/" } },
      request("navigate", { path: "/api/portal/v4/logout" }),
      request("navigate", { path: "/portal/../api" }),
      request("retitle-tab", { title: "x".repeat(65) }),
      request("message", { level: "info", text: "<img src=x onerror=alert(1)>", html: true }),
      request("open-menu", { menuId: "5", productCode: "pmpp", menuCode: "x" }),
      request("eval", { code: "1" }),
      { ...request("close-tab"), bridge: "portal-bridge/0" },
    ];
    for (const data of bad) expect(() => post(data)).not.toThrow();
    for (const method of requestMethods(bridge)) expect(method).not.toHaveBeenCalled();
    expect(channel.ignored.shape).toBe(bad.length);
    expect(log.debug).toHaveBeenCalledWith("bridge: message ignored (shape)", expect.arrayContaining([expect.stringContaining("/payload/title")]));
  });

  it("a request the shell fails is logged, not thrown", () => {
    const { bridge } = shellBridge();
    bridge.navigate.mockImplementation(() => {
      throw new Error("navigation aborted");
    });
    channel = openIframeChannel(frame, APP_URL, bridge, { log });
    expect(() => post(request("navigate", { path: "/portal/5/" }))).not.toThrow();
    expect(log.warn).toHaveBeenCalledWith("bridge: the shell failed the app's navigate request", expect.any(Error));
  });

  it("sends a changed context to the exact origin, and not the same twice; a frame that says ready gets the whole context", () => {
    const { bridge, change } = shellBridge();
    const send = vi.spyOn(frame.contentWindow as Window, "postMessage");
    channel = openIframeChannel(frame, APP_URL, bridge, { log });
    // A kept frame whose viewport was drawn anew says ready only once, to the channel before this one: a change still reaches it.
    change({ ...CONTEXT, locale: "en" });
    expect(send).toHaveBeenLastCalledWith({ bridge: BRIDGE_PROTOCOL, type: "context-change", payload: { ...CONTEXT, locale: "en" } }, APP_ORIGIN);
    post(request("ready"));
    const next = { ...CONTEXT, locale: "sv-SE" as const };
    change(next);
    channel.sendContext(next);
    expect(send).toHaveBeenCalledTimes(3);
    expect(send).toHaveBeenLastCalledWith({ bridge: BRIDGE_PROTOCOL, type: "context-change", payload: next }, APP_ORIGIN);
    // A reloaded frame says ready again and gets the whole context.
    post(request("ready"));
    expect(send).toHaveBeenLastCalledWith({ bridge: BRIDGE_PROTOCOL, type: "context", payload: next }, APP_ORIGIN);
  });

  it("does not send a context that breaks the protocol, and says why", () => {
    const { bridge } = shellBridge();
    bridge.context = { ...CONTEXT, theme: { ...CONTEXT.theme, headerBg: "linear-gradient(red, blue)" } };
    const send = vi.spyOn(frame.contentWindow as Window, "postMessage");
    channel = openIframeChannel(frame, APP_URL, bridge, { log });
    post(request("ready"));
    expect(send).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledWith("bridge: the shell's context breaks the protocol and is not sent", expect.arrayContaining([expect.stringContaining("/theme/headerBg")]));
  });

  it("after close, nothing is heard or sent", () => {
    const { bridge, change, listeners } = shellBridge();
    const send = vi.spyOn(frame.contentWindow as Window, "postMessage");
    channel = openIframeChannel(frame, APP_URL, bridge, { log });
    post(request("ready"));
    channel.close();
    post(request("close-tab"));
    change({ ...CONTEXT, locale: "en" });
    expect(bridge.closeTab).not.toHaveBeenCalled();
    expect(send).toHaveBeenCalledTimes(1);
    expect(listeners.size).toBe(0);
  });

  it("resolves a relative frame URL against the page, so a same-origin app speaks with the page's origin", () => {
    const { bridge } = shellBridge();
    channel = openIframeChannel(frame, "/apps/bridge-demo/?view=video", bridge, { log });
    expect(channel.origin).toBe(window.location.origin);
  });

  it("refuses a frame sandboxed without allow-same-origin, saying why", () => {
    const { bridge } = shellBridge();
    frame.setAttribute("sandbox", "allow-scripts allow-forms allow-popups");
    expect(() => openIframeChannel(frame, APP_URL, bridge, { log })).toThrow(IframeChannelRefused);
    expect(() => openIframeChannel(frame, APP_URL, bridge, { log })).toThrow(/opaque \("null"\).*never posts to '\*'/);
    frame.setAttribute("sandbox", "allow-scripts allow-same-origin allow-forms allow-popups allow-downloads allow-modals");
    channel = openIframeChannel(frame, APP_URL, bridge, { log });
    expect(channel.origin).toBe(APP_ORIGIN);
  });

  it.each(["data:text/html,<script>parent.postMessage(1,'*')</script>", "javascript:alert(1)", "about:blank", "http://[bad"])("refuses a frame showing %s", (url) => {
    const { bridge } = shellBridge();
    try {
      openIframeChannel(frame, url, bridge, { log });
      expect.unreachable("a channel was opened");
    } catch (error) {
      expect(error).toBeInstanceOf(IframeChannelRefused);
      expect((error as IframeChannelRefused).reason).toBe("not-http");
    }
    expect(bridge.onContextChange).not.toHaveBeenCalled();
  });
});
