import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BridgeError, connectToShell, connectToShellFrom, READY_RETRY_MS, type ConnectedShellBridge } from "../../packages/bridge/src/index.ts";
import { BRIDGE_PROTOCOL, type BridgeContext } from "../../packages/bridge/src/protocol.ts";

const SHELL = "https://portal.example.com";

const CONTEXT: BridgeContext = {
  tenant: { id: "10002", name: "Acme Construction Ltd" },
  org: { id: "2000101", fullId: "2000100/2000101", name: "Riverside Tower", type: "general-project" },
  identity: { type: "tenant", externalEntityId: null, participantOrgId: null },
  user: { id: "u-demo", nickname: "Demo user" },
  locale: "en",
  menu: { id: "1000200077", code: "g-build.video", productCode: "g-build", name: "Video surveillance" },
  theme: { colorPrimary: "#268DFF", headerBg: "#002366", headerColor: "#ffffff", siderBg: "#ffffff" },
};

let frame: HTMLIFrameElement;
let app: Window;
let bridge: ConnectedShellBridge | null = null;

/** How the page in the frame knows who framed it: its referrer (jsdom has no ancestorOrigins). */
function setReferrer(referrer: string) {
  Object.defineProperty(app.document, "referrer", { value: referrer, configurable: true });
}

beforeEach(() => {
  frame = document.createElement("iframe");
  document.body.append(frame);
  app = frame.contentWindow as Window;
  setReferrer("");
});

afterEach(() => {
  bridge?.disconnect();
  bridge = null;
  frame.remove();
});

/** What the shell posts to the app's window. */
function shellSays(data: unknown, { source = app.parent as Window | null, origin = SHELL } = {}) {
  app.dispatchEvent(new MessageEvent("message", { data, origin, source }));
}

const contextMessage = (payload: unknown, type = "context") => ({ bridge: BRIDGE_PROTOCOL, type, payload });

describe("connectToShell", () => {
  it("posts ready to the shell's exact origin and resolves on its context", async () => {
    const toShell = vi.spyOn(app.parent, "postMessage").mockImplementation(() => {});
    const connecting = connectToShellFrom(app, { shellOrigin: SHELL, timeoutMs: 2000 });
    expect(toShell).toHaveBeenCalledExactlyOnceWith({ bridge: BRIDGE_PROTOCOL, type: "ready", payload: {} }, SHELL);
    shellSays(contextMessage(CONTEXT));
    bridge = await connecting;
    expect(bridge.context).toEqual(CONTEXT);
    expect(bridge.shellOrigin).toBe(SHELL);
  });

  it("sends each request to the shell's exact origin, never '*'", async () => {
    const toShell = vi.spyOn(app.parent, "postMessage").mockImplementation(() => {});
    const connecting = connectToShellFrom(app, { shellOrigin: SHELL });
    shellSays(contextMessage(CONTEXT));
    bridge = await connecting;
    toShell.mockClear();
    bridge.openMenu({ menuId: "5" });
    bridge.retitleTab("Video · gate 2");
    bridge.track({ gid: "bridge-demo.track", timeStamp: 1_795_000_000_000, menuCode: "g-build.video" });
    expect(toShell.mock.calls).toEqual([
      [{ bridge: BRIDGE_PROTOCOL, type: "open-menu", payload: { menuId: "5" } }, SHELL],
      [{ bridge: BRIDGE_PROTOCOL, type: "retitle-tab", payload: { title: "Video · gate 2" } }, SHELL],
      [{ bridge: BRIDGE_PROTOCOL, type: "track", payload: { gid: "bridge-demo.track", timeStamp: 1_795_000_000_000, menuCode: "g-build.video" } }, SHELL],
    ]);
    expect(() => bridge?.retitleTab("")).toThrow(BridgeError);
    expect(toShell).toHaveBeenCalledTimes(3);
  });

  it("keeps the context current on context-change and tells the listeners", async () => {
    vi.spyOn(app.parent, "postMessage").mockImplementation(() => {});
    const connecting = connectToShellFrom(app, { shellOrigin: SHELL });
    shellSays(contextMessage(CONTEXT));
    bridge = await connecting;
    const seen: BridgeContext[] = [];
    const stop = bridge.onContextChange((context) => seen.push(context));
    const swedish = { ...CONTEXT, locale: "sv-SE" as const };
    shellSays(contextMessage(swedish, "context-change"));
    shellSays(contextMessage(swedish, "context-change"));
    expect(bridge.context.locale).toBe("sv-SE");
    expect(seen).toEqual([swedish]);
    stop();
    shellSays(contextMessage({ ...CONTEXT, org: null }, "context-change"));
    expect(bridge.context.org).toBeNull();
    expect(seen).toHaveLength(1);
  });

  it("ignores messages from another window, another origin or of the wrong shape", async () => {
    vi.spyOn(app.parent, "postMessage").mockImplementation(() => {});
    const connecting = connectToShellFrom(app, { shellOrigin: SHELL, timeoutMs: 3000 });
    const evil = { ...CONTEXT, tenant: { id: "666", name: "Evil" } };
    shellSays(contextMessage(evil), { origin: "https://evil.example" });
    shellSays(contextMessage(evil), { source: app });
    shellSays(contextMessage(evil), { source: null });
    shellSays(contextMessage({ ...evil, token: "t" }));
    shellSays({ type: "context", payload: evil });
    shellSays(contextMessage(evil, "logout"));
    shellSays(contextMessage(CONTEXT));
    bridge = await connecting;
    expect(bridge.context.tenant?.name).toBe("Acme Construction Ltd");
    shellSays(contextMessage(evil, "context-change"), { origin: "http://portal.example.com" });
    expect(bridge.context.tenant?.name).toBe("Acme Construction Ltd");
  });

  it("posts ready again until the shell answers", async () => {
    const toShell = vi.spyOn(app.parent, "postMessage").mockImplementation(() => {});
    const connecting = connectToShellFrom(app, { shellOrigin: SHELL, timeoutMs: 5000 });
    await new Promise((resolve) => setTimeout(resolve, READY_RETRY_MS * 2 + 100));
    expect(toShell.mock.calls.length).toBeGreaterThanOrEqual(3);
    for (const call of toShell.mock.calls) expect(call).toEqual([{ bridge: BRIDGE_PROTOCOL, type: "ready", payload: {} }, SHELL]);
    shellSays(contextMessage(CONTEXT));
    bridge = await connecting;
    const count = toShell.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, READY_RETRY_MS + 100));
    expect(toShell).toHaveBeenCalledTimes(count);
  });

  it("rejects with a clear error when the shell never answers", async () => {
    vi.spyOn(app.parent, "postMessage").mockImplementation(() => {});
    const connecting = connectToShellFrom(app, { shellOrigin: SHELL, timeoutMs: 80 });
    await expect(connecting).rejects.toThrow(`portal bridge: the portal at ${SHELL} did not answer within 80 ms; open this page from the portal`);
    await expect(connecting).rejects.toMatchObject({ code: "timeout" });
  });

  it("rejects at once when the page is not in a frame", async () => {
    await expect(connectToShell()).rejects.toMatchObject({ code: "standalone", message: expect.stringContaining("not inside the portal") });
  });

  it("takes the shell's origin from the referrer when none is given", async () => {
    setReferrer(`${SHELL}/portal/1000200077/?org=2000100%2F2000101`);
    const toShell = vi.spyOn(app.parent, "postMessage").mockImplementation(() => {});
    const connecting = connectToShellFrom(app, { timeoutMs: 2000 });
    expect(toShell.mock.calls[0]?.[1]).toBe(SHELL);
    shellSays(contextMessage(CONTEXT));
    bridge = await connecting;
    expect(bridge.shellOrigin).toBe(SHELL);
  });

  it.each([
    ["no origin known", {}, "no-shell-origin"],
    ["'*' as the origin", { shellOrigin: "*" }, "no-shell-origin"],
    ["a URL with a path as the origin", { shellOrigin: `${SHELL}/portal/` }, "no-shell-origin"],
    ["a non-http origin", { shellOrigin: "file://" }, "no-shell-origin"],
  ])("refuses %s and posts nothing", async (_name, options, code) => {
    const toShell = vi.spyOn(app.parent, "postMessage").mockImplementation(() => {});
    await expect(connectToShellFrom(app, options)).rejects.toMatchObject({ code });
    expect(toShell).not.toHaveBeenCalled();
  });

  it("refuses a timeout that is not a positive number", async () => {
    await expect(connectToShellFrom(app, { shellOrigin: SHELL, timeoutMs: -1 })).rejects.toThrow(RangeError);
  });

  it("after disconnect it hears nothing and requests throw", async () => {
    const toShell = vi.spyOn(app.parent, "postMessage").mockImplementation(() => {});
    const connecting = connectToShellFrom(app, { shellOrigin: SHELL });
    shellSays(contextMessage(CONTEXT));
    bridge = await connecting;
    bridge.disconnect();
    shellSays(contextMessage({ ...CONTEXT, locale: "zh-CN" }, "context-change"));
    expect(bridge.context.locale).toBe("en");
    toShell.mockClear();
    expect(() => bridge?.closeTab()).toThrow(/disconnected/);
    expect(toShell).not.toHaveBeenCalled();
  });
});
