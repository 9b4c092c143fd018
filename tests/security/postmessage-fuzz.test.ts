import type { Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApi } from "../e2e/customer-app-registration";
import { appIn, consoleOf, expectStatus, openBySearch, signedInAtProject, startOtherOrigin, tabList, tabNames, type OtherOrigin } from "../e2e/sub-apps-support";
import { withPortal } from "../e2e/with-portal";

/**
 * Hostile postMessages against the shell's side of the bridge (ADR 012; ARCHITECTURE §6: exact
 * origin and source, schema-checked messages). The bridge demo (/apps/bridge-demo/, framed) is
 * the app; the messages come from its frame with wrong shapes, from the wrong window, and from
 * the frame once it was taken to another origin. None may have an effect: no navigation, no tab
 * opened, closed or renamed, no message shown, no sign-out, no polluted prototype, no error.
 */
const env = withPortal();

const BRIDGE_DEMO = "桥接诊断"; // the bridge demo (bridge diagnostics, under the developer tools)
const SENTINEL = "诊断（已收到）";

/** Built inside the frame (some cannot cross Playwright's wire): each is posted to the shell as is. */
const WRONG_SHAPES = [
  "protocol version 2",
  "unknown request type",
  "payload of the wrong type",
  "a field the protocol lacks",
  "a plain string",
  "null",
  "a number",
  "an array",
  "__proto__ as an own key",
  "__proto__ inside the payload",
  "constructor.prototype in the payload",
  "navigate to javascript:",
  "navigate to another origin",
  "navigate to a protocol-relative URL",
  "navigate with dot segments out of /portal/",
  "a title of 100,000 characters",
  "a message text of 5 MB",
  "a payload nested 1,000 deep",
  "open-menu with 10,000 query entries",
  "track with a NaN time stamp",
  "a message of an unknown level",
  "a Blob as the payload",
  "a transferred MessagePort",
  "a Date as the message",
  "an empty object",
] as const;

/** Cannot be cloned: postMessage throws in the sender and nothing reaches the shell. */
const NOT_CLONEABLE = ["a function in the payload", "a Symbol in the payload", "a DOM node in the payload"] as const;

/** Well-formed requests, forged from a frame on another origin (posted to '*'). */
const FORGED = [
  { bridge: "portal-bridge/1", type: "open-menu", payload: { productCode: "pmpp", menuCode: "pmpp.overview" } },
  { bridge: "portal-bridge/1", type: "navigate", payload: { path: "/portal/2/" } },
  { bridge: "portal-bridge/1", type: "retitle-tab", payload: { title: "被接管" } },
  { bridge: "portal-bridge/1", type: "close-tab", payload: {} },
  { bridge: "portal-bridge/1", type: "message", payload: { level: "error", text: "伪造的消息" } },
  { bridge: "portal-bridge/1", type: "unauthorized", payload: {} },
  { bridge: "portal-bridge/1", type: "ready", payload: {} },
];

function bridgeFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().includes("/apps/bridge-demo/"));
  if (!frame) throw new Error("the bridge demo's frame is not in the page");
  return frame;
}

describe("postMessage fuzz against the shell's bridge (ADR 012)", () => {
  let other: OtherOrigin;
  beforeAll(async () => {
    other = await startOtherOrigin();
    // The frame may be taken to this origin only when the tenant registered it (frame-src, ADR 017).
    const api = await adminApi(env.portal.url);
    const names = { "zh-CN": "合作方页面", en: "Partner page", "sv-SE": "Partnersida" };
    const registered = await api("POST", "product/v4/micro-apps", { id: "fuzz-partner", nameAllLang: names, entry: other.url, kind: "iframe" });
    if (registered.status !== 201) throw new Error(`registering the other origin failed: HTTP ${registered.status}`);
  });
  afterAll(async () => {
    await other?.close();
  });

  it(`${WRONG_SHAPES.length + NOT_CLONEABLE.length + FORGED.length + 2} hostile messages: none has an effect`, async () => {
    const page = await signedInAtProject(env);
    const logged = consoleOf(page);
    await openBySearch(page, BRIDGE_DEMO);
    await expectStatus(page, BRIDGE_DEMO, "mounted");
    await appIn(page, BRIDGE_DEMO).frameLocator("iframe").getByTestId("bridge-context").waitFor({ timeout: 20_000 });
    const url = page.url();
    const tabsBefore = await tabNames(page);
    // The portal's own new-message prompt (SPEC §2 dialogs) comes on its own schedule, with the first unread count: not an effect of the fuzz.
    const dialogs = () =>
      page
        .getByRole("dialog")
        .evaluateAll((nodes) => nodes.filter((node) => node.getAttribute("aria-label") !== "新消息提醒").map((node) => node.textContent?.slice(0, 40) ?? ""));
    const dialogsBefore = await dialogs();
    let navigations = 0;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    const frame = bridgeFrame(page);

    // 1. Wrong shapes from the app's own frame and origin, then a request the shell takes: once
    //    it shows, every message before it was handled.
    const refusedToClone = await frame.evaluate(
      ({ shapes, unclonable, sentinel }) => {
        const origin = window.location.origin;
        const request = { bridge: "portal-bridge/1", type: "open-menu", payload: { productCode: "pmpp", menuCode: "pmpp.overview" } };
        const navigate = (path: string) => ({ bridge: "portal-bridge/1", type: "navigate", payload: { path } });
        let nested: unknown = { productCode: "pmpp", menuCode: "pmpp.overview" };
        for (let i = 0; i < 1000; i++) nested = { child: nested };
        const build: Record<string, () => unknown> = {
          "protocol version 2": () => ({ ...request, bridge: "portal-bridge/2" }),
          "unknown request type": () => ({ ...request, type: "eval" }),
          "payload of the wrong type": () => ({ ...request, payload: { productCode: 7, menuCode: ["pmpp.overview"] } }),
          "a field the protocol lacks": () => ({ ...request, payload: { ...request.payload, script: "alert(1)" } }),
          "a plain string": () => "open-menu pmpp.overview",
          null: () => null,
          "a number": () => 42,
          "an array": () => [request],
          "__proto__ as an own key": () => JSON.parse('{"__proto__":{"polluted":"yes"},"bridge":"portal-bridge/1","type":"retitle-tab","payload":{"title":"polluted"}}'),
          "__proto__ inside the payload": () => JSON.parse('{"bridge":"portal-bridge/1","type":"retitle-tab","payload":{"title":"polluted","__proto__":{"polluted":"yes"}}}'),
          "constructor.prototype in the payload": () => ({ ...request, payload: { ...request.payload, constructor: { prototype: { polluted: "yes" } } } }),
          "navigate to javascript:": () => navigate("javascript:alert(document.cookie)"),
          "navigate to another origin": () => navigate("https://evil.example/portal/1/"),
          "navigate to a protocol-relative URL": () => navigate("//evil.example/portal/1/"),
          "navigate with dot segments out of /portal/": () => navigate("/portal/../logout"),
          "a title of 100,000 characters": () => ({ bridge: "portal-bridge/1", type: "retitle-tab", payload: { title: "长".repeat(100_000) } }),
          "a message text of 5 MB": () => ({ bridge: "portal-bridge/1", type: "message", payload: { level: "info", text: "x".repeat(5_000_000) } }),
          "a payload nested 1,000 deep": () => ({ ...request, payload: nested }),
          "open-menu with 10,000 query entries": () => ({ ...request, payload: { ...request.payload, query: Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, "v"])) } }),
          "track with a NaN time stamp": () => ({ bridge: "portal-bridge/1", type: "track", payload: { gid: "g", timeStamp: Number.NaN, menuCode: "m" } }),
          "a message of an unknown level": () => ({ bridge: "portal-bridge/1", type: "message", payload: { level: "fatal", text: "boom" } }),
          "a Blob as the payload": () => ({ ...request, payload: new Blob(["x"]) }),
          "a transferred MessagePort": () => ({ ...request, payload: { port: "see transfer" } }),
          "a Date as the message": () => new Date(),
          "an empty object": () => ({}),
        };
        for (const shape of shapes) {
          const message = build[shape]!();
          if (shape === "a transferred MessagePort") window.parent.postMessage(message, origin, [new MessageChannel().port1]);
          else window.parent.postMessage(message, origin);
        }
        const payloadOf: Record<string, () => unknown> = {
          "a function in the payload": () => ({ ...request, payload: { ...request.payload, toString: () => "x" } }),
          "a Symbol in the payload": () => ({ ...request, payload: { ...request.payload, tag: Symbol("x") } }),
          "a DOM node in the payload": () => ({ ...request, payload: { ...request.payload, node: document.body } }),
        };
        let refused = 0;
        for (const kind of unclonable) {
          try {
            window.parent.postMessage(payloadOf[kind]!(), origin);
          } catch (error) {
            // The exception is of the shell's realm (its postMessage threw), not a DOMException of this one.
            if ((error as { name?: unknown } | null)?.name === "DataCloneError") refused += 1;
          }
        }
        window.parent.postMessage({ bridge: "portal-bridge/1", type: "retitle-tab", payload: { title: sentinel } }, origin);
        return refused;
      },
      { shapes: [...WRONG_SHAPES], unclonable: [...NOT_CLONEABLE], sentinel: SENTINEL },
    );
    expect(refusedToClone, "the browser refuses to send what cannot be cloned").toBe(NOT_CLONEABLE.length);
    await expect.poll(() => tabNames(page), { timeout: 15_000 }).toContain(SENTINEL);
    const tabsAfterShapes = tabsBefore.map((name) => (name === BRIDGE_DEMO ? SENTINEL : name));
    expect(await tabNames(page)).toEqual(tabsAfterShapes);
    const ignored = (reason: string) => logged.filter((line) => line.type === "debug" && line.text.includes(`bridge: message ignored (${reason})`)).length;
    expect(ignored("shape")).toBe(WRONG_SHAPES.length);

    // 2. The wrong window: well-formed requests posted by the shell's own window (their source is not the frame).
    await page.evaluate(() => {
      window.postMessage({ bridge: "portal-bridge/1", type: "open-menu", payload: { productCode: "pmpp", menuCode: "pmpp.overview" } }, window.location.origin);
      window.postMessage({ bridge: "portal-bridge/1", type: "navigate", payload: { path: "/portal/2/" } }, window.location.origin);
    });
    await expect.poll(() => ignored("source"), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);

    // 3. Well-formed requests from the app's frame once it was taken to another origin.
    await frame.evaluate((target) => {
      // After evaluate has answered: a navigation under it destroys the context it answers from.
      setTimeout(() => {
        window.location.href = target;
      }, 0);
    }, other.url);
    await expect.poll(() => frame.url(), { timeout: 15_000 }).toBe(other.url);
    await frame.waitForLoadState("domcontentloaded");
    await frame.evaluate((messages) => {
      for (const message of messages) window.parent.postMessage(message, "*");
    }, FORGED);
    await expect.poll(() => ignored("origin"), { timeout: 10_000 }).toBeGreaterThanOrEqual(FORGED.length);
    await page.waitForTimeout(500);

    // No effect of any of them.
    expect(page.url()).toBe(url);
    expect(navigations, "the shell's page navigated").toBe(0);
    expect(await tabNames(page)).toEqual(tabsAfterShapes);
    await expect(tabList(page).locator('[role="tab"][aria-selected="true"]').textContent()).resolves.toBe(SENTINEL);
    await expect(page.evaluate(() => ({ object: (Object.prototype as Record<string, unknown>)["polluted"] ?? null, array: (Array.prototype as unknown as Record<string, unknown>)["polluted"] ?? null }))).resolves.toEqual({ object: null, array: null });
    await expect(page.locator(".ant-message-notice").count(), "no message shown").resolves.toBe(0);
    await expect(dialogs(), "no sign-in dialog or other dialog opened").resolves.toEqual(dialogsBefore);
    expect(logged.filter((line) => line.type === "pageerror")).toEqual([]);
    await page.context().close();
  }, 180_000);
});
