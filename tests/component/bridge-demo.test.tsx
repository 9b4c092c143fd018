import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startBridgeDemo, viewOf } from "../../micro-apps/bridge-demo/src/app";
import { BridgeError } from "../../packages/bridge/src/errors.ts";
import type { ConnectedShellBridge } from "../../packages/bridge/src/iframe.ts";
import { bridgeRequests } from "../../packages/bridge/src/requests.ts";
import type { AppMessage, BridgeContext } from "../../packages/bridge/src/protocol.ts";

const CONTEXT: BridgeContext = {
  tenant: { id: "10001", name: "中建智造集团" },
  org: { id: "1000101", fullId: "1000100/1000101", name: "上海临港数据中心项目", type: "general-project" },
  identity: { type: "participant", externalEntityId: "5000000001", participantOrgId: "7001" },
  user: { id: "u-demo", nickname: "演示用户" },
  locale: "en",
  menu: { id: "1000100099", code: "dev-tools.bridge", productCode: "dev-tools", name: "Bridge diagnostics" },
  theme: { colorPrimary: "#13c2c2", headerBg: "#001529", headerColor: "#fafafa", siderBg: "#ffffff" },
};

/** A connected bridge whose requests are recorded as the messages the SDK would post. */
function fakeBridge(context: BridgeContext = CONTEXT) {
  const sent: AppMessage[] = [];
  const listeners = new Set<(context: BridgeContext) => void>();
  let current = context;
  const bridge: ConnectedShellBridge = {
    shellOrigin: "https://portal.example.com",
    get context() {
      return current;
    },
    onContextChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ...bridgeRequests((message) => sent.push(message)),
    disconnect: vi.fn(),
  };
  const change = (next: BridgeContext) => {
    current = next;
    for (const listener of listeners) listener(next);
  };
  return { bridge, sent, change, listeners };
}

let stop: (() => void) | null = null;

afterEach(() => {
  stop?.();
  stop = null;
  document.body.replaceChildren();
});

async function start(search: string, connect: () => Promise<ConnectedShellBridge>) {
  const root = document.createElement("div");
  document.body.append(root);
  stop = await startBridgeDemo(root, { search, cookie: "", connect, activitySeconds: 10 });
  return root;
}

describe("bridge demo (iframe app)", () => {
  it("shows the context it receives and applies the theme to its header", async () => {
    const { bridge } = fakeBridge();
    const root = await start("?view=diagnostics", async () => bridge);
    expect(screen.getByRole("heading", { level: 1, name: "Bridge diagnostics" })).toBeTruthy();
    expect(screen.getByTestId("bridge-view").textContent).toBe("View: Bridge diagnostics");
    expect(screen.getByText("Connected to the portal (https://portal.example.com)").getAttribute("role")).toBe("status");
    const context = within(screen.getByTestId("bridge-context"));
    expect(context.getByText("中建智造集团 (10001)")).toBeTruthy();
    expect(context.getByText("上海临港数据中心项目 (general-project)")).toBeTruthy();
    expect(context.getByText("1000100/1000101")).toBeTruthy();
    expect(context.getByText("Participant · 5000000001 · participant org 7001")).toBeTruthy();
    expect(context.getByText("演示用户 (u-demo)")).toBeTruthy();
    expect(context.getByText("Bridge diagnostics · dev-tools / dev-tools.bridge · #1000100099")).toBeTruthy();
    expect(root.style.getPropertyValue("--header-bg")).toBe("#001529");
    expect(root.style.getPropertyValue("--accent")).toBe("#13c2c2");
    expect(document.documentElement.lang).toBe("en");
    expect(document.title).toBe("Bridge diagnostics");
  });

  it("updates on context-change: another org, another language", async () => {
    const { bridge, change } = fakeBridge();
    await start("?view=diagnostics", async () => bridge);
    expect(screen.getByTestId("bridge-view").textContent).toBe("View: Bridge diagnostics");
    change({ ...CONTEXT, locale: "sv-SE", org: { id: "1000102", fullId: "1000100/1000102", name: "北京大兴国际物流园项目", type: "general-project" } });
    expect(screen.getByTestId("bridge-view").textContent).toBe("Vy: Bryggdiagnostik");
    expect(within(screen.getByTestId("bridge-context")).getByText("北京大兴国际物流园项目 (general-project)")).toBeTruthy();
    expect(screen.getByTestId("bridge-context-changes").textContent).toMatch(/^Mottagna ändringar av sammanhanget: 1 \(senast /);
    change({ ...CONTEXT, locale: "zh-CN" });
    expect(screen.getByTestId("bridge-view").textContent).toBe("视图：桥接诊断");
    expect(screen.getByRole("button", { name: "在标签页中打开工作台" })).toBeTruthy();
  });

  it("each button asks the portal through the bridge", async () => {
    const { bridge, sent } = fakeBridge();
    await start("?view=diagnostics", async () => bridge);
    fireEvent.click(screen.getByRole("button", { name: "Open the workbench in a tab" }));
    fireEvent.input(screen.getByLabelText("Menu code"), { target: { value: "pmpp.schedule.diary" } });
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    fireEvent.input(screen.getByLabelText("Path"), { target: { value: "/portal/5/" } });
    fireEvent.click(screen.getByRole("button", { name: "Go" }));
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Bridge diagnostics");
    fireEvent.input(screen.getByLabelText("Title"), { target: { value: "Diagnostics · run 2" } });
    fireEvent.click(screen.getByRole("button", { name: "Rename tab" }));
    fireEvent.change(screen.getByLabelText("Type"), { target: { value: "warning" } });
    fireEvent.input(screen.getByLabelText("Text"), { target: { value: "Gate 2 needs a check" } });
    fireEvent.click(screen.getByRole("button", { name: "Show message" }));
    fireEvent.click(screen.getByRole("button", { name: "Send an event-track record" }));
    fireEvent.click(screen.getByRole("button", { name: "Close this tab" }));
    expect(sent.map((m) => [m.type, m.payload])).toEqual([
      ["open-menu", { menuId: "5" }],
      ["open-menu", { productCode: "pmpp", menuCode: "pmpp.schedule.diary", query: { from: "bridge-demo" } }],
      ["navigate", { path: "/portal/5/" }],
      ["retitle-tab", { title: "Diagnostics · run 2" }],
      ["message", { level: "warning", text: "Gate 2 needs a check" }],
      ["track", { gid: expect.stringMatching(/^bridge-demo\.diagnostics\.[a-z0-9]+-[a-z0-9]+$/), timeStamp: expect.any(Number), menuCode: "dev-tools.bridge" }],
      ["close-tab", {}],
    ]);
    expect(screen.getByTestId("bridge-notice").textContent).toBe("Sent: Close this tab");
  });

  it("says why the bridge refused a request, and sends nothing", async () => {
    const { bridge, sent } = fakeBridge();
    await start("?view=diagnostics", async () => bridge);
    fireEvent.input(screen.getByLabelText("Path"), { target: { value: "https://evil.example/" } });
    fireEvent.click(screen.getByRole("button", { name: "Go" }));
    fireEvent.input(screen.getByLabelText("Title"), { target: { value: "x".repeat(65) } });
    fireEvent.click(screen.getByRole("button", { name: "Rename tab" }));
    expect(sent).toEqual([]);
    expect(screen.getByTestId("bridge-notice").textContent).toBe("The bridge refused this request: retitle-tab: title must be 1–64 characters");
  });

  it("reports the user's activity at most once per interval", async () => {
    const { bridge, sent } = fakeBridge();
    await start("?view=diagnostics", async () => bridge);
    expect(screen.getByTestId("bridge-activity").textContent).toBe("No user activity reported yet");
    fireEvent.pointerMove(document.body);
    fireEvent.keyDown(document.body, { key: "a" });
    expect(sent.filter((m) => m.type === "activity")).toHaveLength(1);
    expect(screen.getByTestId("bridge-activity").textContent).toMatch(/^User activity reported \(last at /);
  });

  it("without a view parameter shows the view of its menu (the investment analysis menu)", async () => {
    const { bridge } = fakeBridge({ ...CONTEXT, menu: { id: "1000100013", code: "gepm.invest.analysis", productCode: "gepm", name: "Investment analysis" } });
    await start("", async () => bridge);
    expect(screen.getByTestId("bridge-view").textContent).toBe("View: Investment analysis");
    expect(viewOf("?view=<img>", null)).toBeNull();
    expect(viewOf("?view=system-job", CONTEXT)).toBe("system-job");
  });

  it("opened on its own, says to open it inside the portal, in the lang parameter's language", async () => {
    const connect = vi.fn(async () => {
      throw new BridgeError("standalone", "portal bridge: this page is not inside the portal (it has no parent frame)");
    });
    await start("?view=diagnostics&lang=sv-SE", connect);
    const alert = screen.getByRole("alert");
    expect(within(alert).getByRole("heading", { name: "Öppna sidan i portalen" })).toBeTruthy();
    expect(within(alert).getByRole("link", { name: "Öppna portalen" }).getAttribute("href")).toBe("/portal/1/");
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByTestId("bridge-view").textContent).toBe("Vy: Bryggdiagnostik");
  });

  it("framed by a page that is not the portal, says the portal did not answer", async () => {
    await start("?lang=en", async () => {
      throw new BridgeError("timeout", "portal bridge: the portal at https://other.example did not answer within 8000 ms; open this page from the portal");
    });
    expect(screen.getByRole("alert").textContent).toContain("The portal did not answer: the portal at https://other.example did not answer within 8000 ms");
  });

  it("stopping it removes its listeners and disconnects", async () => {
    const { bridge, sent, listeners } = fakeBridge();
    await start("?view=diagnostics", async () => bridge);
    stop?.();
    stop = null;
    fireEvent.keyDown(document.body, { key: "a" });
    expect(sent).toEqual([]);
    expect(listeners.size).toBe(0);
    expect(bridge.disconnect).toHaveBeenCalledTimes(1);
  });
});
