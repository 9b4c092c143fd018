/**
 * The bridge demo: an iframe app of the portal that uses the bridge SDK over postMessage.
 * It shows the context the portal gives it (and each change), asks the portal to open menus,
 * navigate, rename or close its tab, show a message and record an event-track entry, and
 * reports the user's activity for the portal's idle timeout. Opened on its own it says to
 * open it inside the portal.
 */
import { BridgeError } from "../../../packages/bridge/src/errors.ts";
import { watchActivity } from "../../../packages/bridge/src/activity.ts";
import { watchShortcuts } from "../../../packages/bridge/src/shortcuts.ts";
import type { ConnectedShellBridge } from "../../../packages/bridge/src/iframe.ts";
import type { BridgeContext } from "../../../packages/bridge/src/protocol.ts";
import { appLocale, fill, pageLocale } from "../../shared/locale";
import { activityLine, noticeLine, renderDemo, textsOf, viewTexts, type DemoActions, type DemoState } from "./view";

export interface DemoEnvironment {
  /** The page's query string (`view`, and `lang` when opened on its own). */
  search: string;
  cookie: string;
  connect(): Promise<ConnectedShellBridge>;
  /** Activity reports: at most one per this many seconds. */
  activitySeconds?: number;
}

/** A view name that may be shown and used in a gid: letters, digits, _ and -, up to 40. */
const VIEW = /^[A-Za-z0-9_-]{1,40}$/;

/** The view: the `view` query parameter the menu's urlParams gave, else the last part of the menu's code. */
export function viewOf(search: string, context: BridgeContext | null): string | null {
  const fromQuery = new URLSearchParams(search).get("view");
  const fromMenu = context?.menu?.code.split(".").pop();
  const view = fromQuery ?? fromMenu ?? null;
  return view !== null && VIEW.test(view) ? view : null;
}

/** An event-track gid: the app, the view and a time-based suffix (letters, digits, . and -). */
function trackGid(view: string | null): string {
  return `bridge-demo.${view ?? "page"}.${Date.now().toString(36)}-${Math.floor(Math.random() * 36 ** 4).toString(36)}`;
}

/**
 * Starts the demo in `root`. Resolves once it is connected (or knows it is not in the
 * portal); returns the function that stops it (listeners removed, bridge disconnected).
 */
export async function startBridgeDemo(root: HTMLElement, env: DemoEnvironment): Promise<() => void> {
  const state: DemoState = {
    locale: pageLocale(env.search, env.cookie),
    view: viewOf(env.search, null),
    status: { kind: "connecting" },
    context: null,
    contextChanges: 0,
    contextAt: null,
    activityAt: null,
    notice: null,
    form: { productCode: "pmpp", menuCode: "pmpp.overview", path: "/portal/1/", title: "", level: "info", text: "" },
  };
  let bridge: ConnectedShellBridge | null = null;

  const replace = (selector: string, next: HTMLElement) => root.querySelector(selector)?.replaceWith(next);

  /** Runs a request; says what was sent, or why the bridge refused it. */
  const ask = (action: string, request: (bridge: ConnectedShellBridge) => void) => {
    if (!bridge) return;
    const t = textsOf(state);
    try {
      request(bridge);
      state.notice = { kind: "sent", text: fill(t.sent, { action }) };
    } catch (error) {
      state.notice = { kind: "refused", text: fill(t.refused, { detail: error instanceof BridgeError ? error.message.replace(/^portal bridge: /, "") : String(error) }) };
    }
    replace('[data-testid="bridge-notice"]', noticeLine(state));
  };

  const actions: DemoActions = {
    openWorkbench: () => ask(textsOf(state).openWorkbench, (b) => b.openMenu({ menuId: "5" })),
    openByCode: () => {
      const { productCode, menuCode } = state.form;
      ask(`${textsOf(state).open} (${productCode} / ${menuCode})`, (b) => b.openMenu({ productCode: productCode.trim(), menuCode: menuCode.trim(), query: { from: "bridge-demo" } }));
    },
    navigate: () => ask(`${textsOf(state).navigate} ${state.form.path}`, (b) => b.navigate(state.form.path.trim())),
    retitle: () => ask(`${textsOf(state).retitle}: ${state.form.title}`, (b) => b.retitleTab(state.form.title)),
    closeTab: () => ask(textsOf(state).closeTab, (b) => b.closeTab()),
    showMessage: () => ask(`${textsOf(state).show}: ${state.form.text}`, (b) => b.showMessage(state.form.level, state.form.text)),
    track: () => {
      const menuCode = state.context?.menu?.code ?? "";
      const gid = trackGid(state.view);
      ask(`${textsOf(state).track} (${gid})`, (b) => b.track({ gid, timeStamp: Date.now(), menuCode }));
    },
  };

  const draw = () => renderDemo(root, state, actions);

  const takeContext = (context: BridgeContext, changed: boolean) => {
    state.context = context;
    state.locale = appLocale(context.locale);
    state.view = viewOf(env.search, context);
    if (changed) {
      state.contextChanges += 1;
      state.contextAt = new Date();
    }
    draw();
  };

  draw();
  try {
    bridge = await env.connect();
  } catch (error) {
    const standalone = error instanceof BridgeError && error.code === "standalone";
    state.status = standalone ? { kind: "standalone" } : { kind: "no-answer", detail: error instanceof Error ? error.message.replace(/^portal bridge: /, "") : String(error) };
    draw();
    return () => {};
  }
  const connected = bridge;
  state.status = { kind: "connected", origin: connected.shellOrigin };
  state.form.title = viewTexts(textsOf({ locale: appLocale(connected.context.locale) }), viewOf(env.search, connected.context)).name;
  takeContext(connected.context, false);
  const stopContext = connected.onContextChange((context) => takeContext(context, true));
  // The portal's idle timeout cannot see what the user does in this frame: tell it.
  const stopActivity = watchActivity(
    {
      reportActivity: () => {
        connected.reportActivity();
        state.activityAt = new Date();
        replace('[data-testid="bridge-activity"]', activityLine(state));
      },
    },
    { everySeconds: env.activitySeconds, target: root.ownerDocument },
  );
  // The portal's menu search shortcut ("/", Ctrl+K) works in this frame too.
  const stopShortcuts = watchShortcuts(connected, root.ownerDocument);
  return () => {
    stopShortcuts();
    stopActivity();
    stopContext();
    connected.disconnect();
  };
}
