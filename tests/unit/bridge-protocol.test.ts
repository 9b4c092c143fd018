import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkAppMessage, checkBridgeContext, checkParentMessage, checkShellMessage } from "#app/features/sub-apps/bridge/validate.ts";
import type * as Generated from "#app/types/generated/bridge-message.ts";
import { appMessageProblem, contextProblem, shellMessageProblem } from "../../packages/bridge/src/checks.ts";
import {
  APP_MESSAGE_TYPES,
  BRIDGE_PROTOCOL,
  PARENT_MESSAGE_TYPES,
  SHELL_BRIDGE_METHODS,
  SHELL_MESSAGE_TYPES,
  type AppMessage,
  type AppToShell,
  type BridgeContext,
  type ParentMessage,
  type ShellBridge,
  type ShellMessage,
  type ShellToApp,
  type ShellToParent,
} from "../../packages/bridge/src/protocol.ts";

// The protocol's types and the schema's generated types describe the same messages: each
// assigns to the other (tsc fails this file when one side gains or loses a field).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const typesAgree: [Same<AppMessage["type"], Generated.BridgeAppMessage["type"]>, Same<ShellMessage["type"], Generated.BridgeShellMessage["type"]>] = [true, true];
const contextFromSchema: BridgeContext = {} as Generated.BridgeContextPayload;
const contextToSchema: Generated.BridgeContextPayload = {} as BridgeContext;
const appToSchema: Generated.BridgeAppMessage = {} as AppMessage;
const shellToSchema: Generated.BridgeShellMessage = {} as ShellMessage;
const parentToSchema: Generated.BridgeParentMessage = {} as ParentMessage;
const openMenuFromSchema: AppToShell["open-menu"] = {} as Generated.BridgeOpenMenuMessage["payload"];
const trackFromSchema: AppToShell["track"] = {} as Generated.BridgeTrackPayload;
// Every type and method is listed in the run-time lists.
type Missing<All, Listed> = Exclude<All, Listed> extends never ? true : false;
const listsComplete: [
  Missing<keyof AppToShell, (typeof APP_MESSAGE_TYPES)[number]>,
  Missing<keyof ShellToApp, (typeof SHELL_MESSAGE_TYPES)[number]>,
  Missing<keyof ShellToParent, (typeof PARENT_MESSAGE_TYPES)[number]>,
  Missing<Exclude<keyof ShellBridge, "context">, (typeof SHELL_BRIDGE_METHODS)[number]>,
] = [true, true, true, true];
void [typesAgree, contextFromSchema, contextToSchema, appToSchema, shellToSchema, parentToSchema, openMenuFromSchema, trackFromSchema, listsComplete];

const B = BRIDGE_PROTOCOL;
const app = (type: string, payload: unknown) => ({ bridge: B, type, payload });

const CONTEXT: BridgeContext = {
  tenant: { id: "10001", name: "中建智造集团" },
  org: { id: "1000101", fullId: "1000100/1000101", name: "上海临港数据中心项目", type: "general-project" },
  identity: { type: "participant", externalEntityId: "5000000001", participantOrgId: "7001" },
  user: { id: "u-demo", nickname: "演示用户" },
  locale: "zh-CN",
  menu: { id: "1000100042", code: "pmpp.safety.patrol", productCode: "pmpp", name: "安全巡检" },
  theme: { colorPrimary: "#268DFF", headerBg: "#002366", headerColor: "#ffffff", siderBg: "rgba(255, 255, 255, 0.9)" },
};
const EMPTY_CONTEXT: BridgeContext = {
  tenant: null,
  org: null,
  identity: null,
  user: null,
  locale: "sv-SE",
  menu: null,
  theme: { colorPrimary: "#268dff", headerBg: "#fff", headerColor: "#000", siderBg: "#ffffff80" },
};

/** One valid message of every type the protocol has, by direction. */
const VALID_APP: AppMessage[] = [
  { bridge: B, type: "ready", payload: {} },
  { bridge: B, type: "navigate", payload: { path: "/portal/5/" } },
  { bridge: B, type: "navigate", payload: { path: "/portal/1000100042/?org=1000100%2F1000101#top" } },
  { bridge: B, type: "open-menu", payload: { menuId: "5" } },
  { bridge: B, type: "open-menu", payload: { menuId: "1000100042", query: { view: "patrol", from_app: "bridge-demo" } } },
  { bridge: B, type: "open-menu", payload: { productCode: "pmpp", menuCode: "pmpp.overview" } },
  { bridge: B, type: "open-menu", payload: { productCode: "g-build", menuCode: "g-build.video", query: {} } },
  { bridge: B, type: "close-tab", payload: {} },
  { bridge: B, type: "retitle-tab", payload: { title: "安全巡检 · 3 open" } },
  { bridge: B, type: "retitle-tab", payload: { title: "x".repeat(64) } },
  { bridge: B, type: "retitle-tab", payload: { title: "😀".repeat(64) } },
  { bridge: B, type: "activity", payload: {} },
  { bridge: B, type: "open-search", payload: {} },
  { bridge: B, type: "track", payload: { gid: "bridge-demo.open-menu", timeStamp: 1_795_000_000_000, menuCode: "pmpp.safety.patrol" } },
  { bridge: B, type: "track", payload: { gid: "8f14e45f-ceea-467a-9575-7a1b2c3d4e5f", timeStamp: 0, menuCode: "g-build.video" } },
  { bridge: B, type: "unauthorized", payload: {} },
  { bridge: B, type: "message", payload: { level: "success", text: "Saved" } },
  { bridge: B, type: "message", payload: { level: "error", text: "Two lines\n\tand a tab" } },
  { bridge: B, type: "message", payload: { level: "warning", text: "é".repeat(200) } },
];
const VALID_SHELL: ShellMessage[] = [
  { bridge: B, type: "context", payload: CONTEXT },
  { bridge: B, type: "context-change", payload: EMPTY_CONTEXT },
  { bridge: B, type: "context-change", payload: { ...CONTEXT, identity: { type: "tenant", externalEntityId: null, participantOrgId: null }, menu: { id: "5", code: "", productCode: "", name: "" } } },
];
const VALID_PARENT: ParentMessage[] = [{ bridge: B, type: "logout", payload: {} }];

/** Requests that must be refused, with what is wrong. */
const INVALID_APP: [string, unknown][] = [
  ["not an object", "ready"],
  ["null", null],
  ["an array", [B, "ready", {}]],
  ["no bridge field", { type: "ready", payload: {} }],
  ["another protocol version", app("ready", {}) && { bridge: "portal-bridge/2", type: "ready", payload: {} }],
  ["an unknown type", app("eval", { code: "alert(1)" })],
  ["a shell message sent by an app", app("context", CONTEXT)],
  ["no payload", { bridge: B, type: "ready" }],
  ["an extra top-level field", { bridge: B, type: "ready", payload: {}, origin: "*" }],
  ["ready with a payload field", app("ready", { token: "x" })],
  ["close-tab with a payload field", app("close-tab", { menuId: "1" })],
  ["a payload that is an array", app("activity", [])],
  ["navigate without a path", app("navigate", {})],
  ["navigate outside the portal", app("navigate", { path: "/api/portal/v4/logout" })],
  ["navigate to the portal without its slash", app("navigate", { path: "/portal" })],
  ["navigate to another host", app("navigate", { path: "https://evil.example/portal/" })],
  ["navigate protocol-relative", app("navigate", { path: "//evil.example/portal/" })],
  ["navigate with a dot segment", app("navigate", { path: "/portal/../api/portal/v4/logout" })],
  ["navigate with an encoded dot segment", app("navigate", { path: "/portal/%2e%2E/api" })],
  ["navigate ending in a dot segment", app("navigate", { path: "/portal/1/.." })],
  ["navigate with a backslash", app("navigate", { path: "/portal/\\evil.example" })],
  ["navigate with a space", app("navigate", { path: "/portal/1 2" })],
  ["navigate with a line break", app("navigate", { path: "/portal/1\n" })],
  ["navigate javascript:", app("navigate", { path: "javascript:alert(1)" })],
  ["navigate longer than 2048", app("navigate", { path: `/portal/${"a".repeat(2041)}` })],
  ["navigate with a number", app("navigate", { path: 5 })],
  ["open-menu with nothing", app("open-menu", {})],
  ["open-menu with both kinds of target", app("open-menu", { menuId: "5", productCode: "pmpp", menuCode: "pmpp.overview" })],
  ["open-menu with a product code only", app("open-menu", { productCode: "pmpp" })],
  ["open-menu with a menu id of other characters", app("open-menu", { menuId: "5/../1" })],
  ["open-menu with an empty menu id", app("open-menu", { menuId: "" })],
  ["open-menu with a numeric menu id", app("open-menu", { menuId: 5 })],
  ["open-menu with a code of spaces", app("open-menu", { productCode: "pm pp", menuCode: "pmpp.overview" })],
  ["open-menu with a code starting with a dot", app("open-menu", { productCode: "pmpp", menuCode: ".overview" })],
  ["open-menu with a code of 129 characters", app("open-menu", { productCode: "p".repeat(129), menuCode: "pmpp.overview" })],
  ["open-menu with a query that is a string", app("open-menu", { menuId: "5", query: "view=patrol" })],
  ["open-menu with a query number", app("open-menu", { menuId: "5", query: { page: 2 } })],
  ["open-menu with a query name of other characters", app("open-menu", { menuId: "5", query: { "a b": "1" } })],
  ["open-menu with 17 query entries", app("open-menu", { menuId: "5", query: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`q${i}`, "1"])) })],
  ["open-menu with a query value over 1024", app("open-menu", { menuId: "5", query: { q: "x".repeat(1025) } })],
  ["open-menu with a control character in a query value", app("open-menu", { menuId: "5", query: { q: "a\u0000b" } })],
  ["retitle-tab with an empty title", app("retitle-tab", { title: "" })],
  ["retitle-tab with a blank title", app("retitle-tab", { title: "   " })],
  ["retitle-tab with 65 characters", app("retitle-tab", { title: "x".repeat(65) })],
  ["retitle-tab with a line break", app("retitle-tab", { title: "a\nb" })],
  ["retitle-tab with a number", app("retitle-tab", { title: 64 })],
  ["retitle-tab with an extra field", app("retitle-tab", { title: "A", tabId: "3" })],
  ["track without menuCode", app("track", { gid: "g", timeStamp: 1 })],
  ["track with a fractional time", app("track", { gid: "g", timeStamp: 1.5, menuCode: "m" })],
  ["track with a negative time", app("track", { gid: "g", timeStamp: -1, menuCode: "m" })],
  ["track with a time as text", app("track", { gid: "g", timeStamp: "1795000000000", menuCode: "m" })],
  ["track with a gid of other characters", app("track", { gid: "<script>", timeStamp: 1, menuCode: "m" })],
  ["track with an extra field", app("track", { gid: "g", timeStamp: 1, menuCode: "m", userId: "u1" })],
  ["message with an unknown level", app("message", { level: "fatal", text: "x" })],
  ["message without text", app("message", { level: "info" })],
  ["message with empty text", app("message", { level: "info", text: "" })],
  ["message with blank text", app("message", { level: "info", text: " \n " })],
  ["message with 201 characters", app("message", { level: "info", text: "x".repeat(201) })],
  ["message with a control character", app("message", { level: "info", text: "bell\u0007" })],
  ["message with html field", app("message", { level: "info", text: "x", html: "<b>x</b>" })],
];

const INVALID_CONTEXT: [string, unknown][] = [
  ["not an object", "zh-CN"],
  ["empty", {}],
  ["without theme", { ...CONTEXT, theme: undefined }],
  ["an unknown locale", { ...CONTEXT, locale: "fr" }],
  ["an extra field (a token)", { ...CONTEXT, token: "secret" }],
  ["a tenant without name", { ...CONTEXT, tenant: { id: "1" } }],
  ["a tenant with an extra field", { ...CONTEXT, tenant: { id: "1", name: "A", userToken: "t" } }],
  ["an org with an empty id", { ...CONTEXT, org: { ...CONTEXT.org, id: "" } }],
  ["an org with a numeric id", { ...CONTEXT, org: { ...CONTEXT.org, id: 1 } }],
  ["an unknown identity type", { ...CONTEXT, identity: { type: "admin", externalEntityId: null, participantOrgId: null } }],
  ["an identity without participantOrgId", { ...CONTEXT, identity: { type: "tenant", externalEntityId: null } }],
  ["a user nickname that is null", { ...CONTEXT, user: { id: "u", nickname: null } }],
  ["a menu without code", { ...CONTEXT, menu: { id: "5", productCode: "", name: "" } }],
  ["a theme colour that is a name", { ...CONTEXT, theme: { ...CONTEXT.theme, headerBg: "red" } }],
  ["a theme colour that is a url", { ...CONTEXT, theme: { ...CONTEXT.theme, colorPrimary: "url(javascript:alert(1))" } }],
  ["a theme with an extra token", { ...CONTEXT, theme: { ...CONTEXT.theme, borderRadius: "4px" } }],
];

describe("bridge messages: the schema and the SDK's checks", () => {
  it("every request type of the protocol has a valid example, and both accept each", () => {
    expect(new Set(VALID_APP.map((m) => m.type))).toEqual(new Set(APP_MESSAGE_TYPES));
    for (const message of VALID_APP) {
      expect(checkAppMessage(message), JSON.stringify(message)).toEqual({ ok: true, message });
      expect(appMessageProblem(message), JSON.stringify(message)).toBeNull();
    }
  });

  it("every shell-to-app and shell-to-parent message type validates", () => {
    expect(new Set(VALID_SHELL.map((m) => m.type))).toEqual(new Set(SHELL_MESSAGE_TYPES));
    for (const message of VALID_SHELL) {
      expect(checkShellMessage(message).ok, JSON.stringify(message)).toBe(true);
      expect(shellMessageProblem(message)).toBeNull();
    }
    expect(new Set(VALID_PARENT.map((m) => m.type))).toEqual(new Set(PARENT_MESSAGE_TYPES));
    for (const message of VALID_PARENT) expect(checkParentMessage(message).ok).toBe(true);
  });

  it("a message of one direction is not a message of another", () => {
    expect(checkShellMessage(VALID_APP[0]).ok).toBe(false);
    expect(checkAppMessage(VALID_SHELL[0]).ok).toBe(false);
    expect(checkAppMessage(VALID_PARENT[0]).ok).toBe(false);
    expect(checkParentMessage({ bridge: B, type: "logout", payload: { reason: "idle" } }).ok).toBe(false);
    expect(shellMessageProblem(VALID_APP[0])).not.toBeNull();
  });

  it.each(INVALID_APP)("refuses a request: %s", (_name, data) => {
    const checked = checkAppMessage(data);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.problems.length).toBeGreaterThan(0);
    expect(appMessageProblem(data)).toEqual(expect.any(String));
  });

  it.each(INVALID_CONTEXT)("refuses a context: %s", (_name, data) => {
    expect(checkBridgeContext(data).ok).toBe(false);
    expect(contextProblem(data)).toEqual(expect.any(String));
    expect(checkShellMessage({ bridge: B, type: "context", payload: data }).ok).toBe(false);
  });

  it("a field left undefined counts as absent in both (a structured clone keeps it)", () => {
    const message = app("open-menu", { menuId: "5", query: undefined });
    expect(checkAppMessage(message).ok).toBe(true);
    expect(appMessageProblem(message)).toBeNull();
    const required = app("navigate", { path: undefined });
    expect(checkAppMessage(required).ok).toBe(false);
    expect(appMessageProblem(required)).not.toBeNull();
  });

  it("a refusal names the faulty field", () => {
    const checked = checkAppMessage(app("retitle-tab", { title: "x".repeat(65) }));
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.problems.join("\n")).toContain("/payload/title");
    expect(appMessageProblem(app("retitle-tab", { title: "x".repeat(65) }))).toContain("title");
    expect(contextProblem({ ...CONTEXT, theme: { ...CONTEXT.theme, headerBg: "red" } })).toContain("theme.headerBg");
  });

  it("the schema lists exactly the protocol's request types", () => {
    const schema = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../schemas/bridge-message.schema.json"), "utf8")) as {
      $defs: Record<string, { oneOf?: { $ref: string }[]; properties?: { type?: { const?: string } } }>;
    };
    const types = (schema.$defs.appMessage?.oneOf ?? []).map((ref) => schema.$defs[ref.$ref.replace("#/$defs/", "")]?.properties?.type?.const);
    expect(types).toEqual([...APP_MESSAGE_TYPES]);
  });
});
