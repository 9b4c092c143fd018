import { Button, Result, Spin, theme } from "antd";
import { useContext, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { useSnapshot } from "valtio";
import { openIframeChannel, IframeChannelRefused, type IframeChannel } from "#app/features/sub-apps/bridge/iframe-channel";
import { usePlan } from "#app/shell/stores";
import { useHydrated } from "#app/kit/react/use-hydrated";
import { useBrowserLayoutEffect } from "#app/kit/react/use-browser-layout-effect";
import { PaneActiveContext } from "./pane-active";
import { checkAppMessage } from "#app/features/sub-apps/bridge/validate";
import { CHUNK_LOAD_TIMEOUT_MS, FRAME_LOAD_TIMEOUT_MS, IFRAME_POLL_MS, iframeSandbox, type RegisteredSubApp } from "#app/features/sub-apps/sub-apps.rules";
import type { MenuNode } from "#app/types/generated/menu-node";
import { createSubAppHost, type SubAppHost } from "./host";
import { useSubAppHostSlot } from "./host-context";
import type { SubAppState } from "./host.store";
import { useShellBridge } from "./use-shell-bridge";
import type { HostedBridge } from "./shell-bridge";

/**
 * The page's sub-app host, from the shell's provider: made when the first app shows, unless the
 * provider was given one. The server never mounts an app (effects do not run there), so there it
 * only reads the empty store.
 */
function usePageHost(): SubAppHost {
  return useSubAppHostSlot().host(() => createSubAppHost());
}

const BUSY: readonly SubAppState["status"][] = ["idle", "loading", "bootstrapping", "mounting"];

/**
 * The viewport of one hosted app (ADR 013): a qiankun micro-app mounted into its slot, or a
 * sandboxed frame; a loader while it loads and mounts (SPEC §4 lifecycle), and an error with
 * a retry inside the viewport when it fails, so the rest of the shell keeps working.
 */
export function SubAppView({ app, menu }: { app: RegisteredSubApp; menu: MenuNode | null }) {
  const host = usePageHost();
  const active = useContext(PaneActiveContext);
  const { plan } = usePlan();
  const budget = plan.content.keepAliveBudget;
  const bridge = useShellBridge(app.menuId, menu);
  const slot = useRef<HTMLDivElement>(null);
  const snap = useSnapshot(host.store);
  const state = snap.apps[app.key];
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const props = useMemo(
    () => ({
      // A registered app's props (with the menu's urlParams over them); the shell's own names last.
      ...app.props,
      bridge,
      params: app.params,
      menuId: app.menuId,
      routePath: app.routePath,
    }),
    [bridge, app.props, app.params, app.menuId, app.routePath]
  );

  useEffect(() => host.setBudget(budget), [host, budget]);
  useEffect(() => watchPolicyRefusals(host, app), [host, app]);
  useEffect(() => {
    if (active) void host.show(app, slot.current, props);
    else host.hide(app.key);
  }, [active, host, app, props]);
  useEffect(() => () => void host.destroy(app.key), [host, app.key]);

  const status = state?.status ?? "idle";
  const busy = BUSY.includes(status);
  const failed = status === "error";
  return (
    <div
      data-subapp-key={app.key}
      data-subapp-kind={app.kind}
      data-subapp-status={status}
      data-viewport={state?.viewport ?? ""}
      data-cache={app.cache ? "1" : "0"}
      style={{ position: "relative", minHeight: 360 }}
    >
      {app.kind === "iframe" ? (
        // Drawn once the host has mounted it (generation 1 on): a frame drawn before, under key 0, was
        // replaced as the host mounted it, and its document, already asked for, was aborted and loaded again.
        state && state.generation > 0 && status !== "unmounted" && !failed ? (
          <FrameView key={state.generation} app={app} host={host} bridge={bridge} active={active} />
        ) : null
      ) : (
        <div ref={slot} data-subapp-slot="" style={{ minHeight: 360, display: failed ? "none" : undefined }} />
      )}
      {busy && !failed ? (
        <div
          role="status"
          aria-live="polite"
          style={{
            position: "absolute",
            inset: 0,
            display: "grid",
            placeItems: "center",
            background: token.colorBgContainer,
          }}
        >
          <Spin tip={t("subApps.loading", { name: app.name })}>
            <div style={{ width: 160, height: 60 }} />
          </Spin>
        </div>
      ) : null}
      {failed ? (
        <div role="alert">
          <Result
            status="error"
            title={t("subApps.failed", { name: app.name })}
            subTitle={t(`subApps.error.${state?.error?.kind ?? "load"}`, {
              detail: state?.error?.message ?? "",
              status: state?.error?.status ?? "",
              seconds: Math.round(FRAME_LOAD_TIMEOUT_MS / 1000),
            })}
            extra={
              <Button type="primary" onClick={() => void host.retry(app, slot.current, props)}>
                {t("subApps.retry")}
              </Button>
            }
          />
        </div>
      ) : null}
    </div>
  );
}

/** The origin of a CSP report's blockedURI (a URL, or an origin alone), or null ("inline", "eval"…). */
function blockedOrigin(blockedUri: string): string | null {
  try {
    const url = new URL(blockedUri);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * While the app's viewport is drawn, a refusal by the page's Content-Security-Policy of one of
 * the app's origins (ARCHITECTURE §8: the policy names the registered apps' origins) is told to
 * the host: the viewport then says the app's origin is not allowed, instead of "no answer".
 */
function watchPolicyRefusals(host: SubAppHost, app: RegisteredSubApp): (() => void) | undefined {
  const origins = app.origins ?? [];
  if (origins.length === 0) return undefined;
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    const origin = blockedOrigin(event.blockedURI ?? "");
    if (origin === null || !origins.includes(origin)) return;
    host.policyViolation(app.key, `${event.effectiveDirective || event.violatedDirective} ${event.blockedURI}`);
  };
  document.addEventListener("securitypolicyviolation", onViolation);
  return () => document.removeEventListener("securitypolicyviolation", onViolation);
}

/** The smallest height a frame is given, however little of the window is left for it (px). */
const MIN_FRAME_HEIGHT = 360;

/** The padding and borders below `element` up to the document: the gutters between its viewport's bottom and the window's. */
function spaceBelow(element: HTMLElement): number {
  let space = 0;
  for (let node = element.parentElement; node && node !== document.documentElement; node = node.parentElement) {
    const style = getComputedStyle(node);
    space += (Number.parseFloat(style.paddingBottom) || 0) + (Number.parseFloat(style.borderBottomWidth) || 0);
  }
  return space;
}

/**
 * The height that makes a frame fill its viewport: from where it starts down to the window's
 * bottom, less the gutters below it (the content area's padding), at least MIN_FRAME_HEIGHT.
 * Measured while the frame is shown, again when the window changes size; null before.
 */
function useFillHeight(frame: RefObject<HTMLIFrameElement | null>, shown: boolean, active: boolean): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useBrowserLayoutEffect(() => {
    const element = frame.current;
    if (!shown || !active || !element) return;
    const fit = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(MIN_FRAME_HEIGHT, Math.floor(window.innerHeight - top - spaceBelow(element))));
    };
    fit();
    window.addEventListener("resize", fit);
    return () => window.removeEventListener("resize", fit);
  }, [frame, shown, active]);
  return height;
}

/**
 * A frame app (SPEC §9 sandbox; ADR 013): the bridge speaks with it over postMessage. The frame
 * is drawn at once, so its document is asked for as the viewport shows (SPEC §9 speed). A frame
 * of this origin is also asked for with HEAD, beside it, and stays hidden until that answers:
 * a missing app shows its error instead of the server's not-found text in the frame. Every
 * second (SPEC §9 iframe poll) its document is looked at, and a complete one counts as loaded
 * (a load event can pass unseen). A frame of another origin cannot be asked for or read: its
 * load event counts, or, for an app that speaks the bridge, its `ready`. One that has not loaded
 * within FRAME_LOAD_TIMEOUT_MS shows the viewport's error with a retry, never the browser's error
 * page under a mounted status.
 */
function FrameView({ app, host, bridge, active }: { app: RegisteredSubApp; host: SubAppHost; bridge: HostedBridge; active: boolean }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const channel = useRef<IframeChannel | null>(null);
  const hydrated = useHydrated();
  // Worked out in the browser (the portal's origin decides); `value` null: no sandbox attribute (ADR 051).
  const sandbox = useMemo(() => (hydrated ? { value: iframeSandbox(app.entry, window.location.origin, app.sandbox) } : null), [hydrated, app.entry, app.sandbox]);
  // A frame of another origin has nothing to check; one of this origin is shown once its HEAD answered.
  const [checked, setChecked] = useState(() => typeof window !== "undefined" && new URL(app.entry, window.location.href).origin !== window.location.origin);
  const drawn = sandbox !== null;
  // A load reported before the check answered counts once it has (a hidden frame is not yet shown).
  const loadedUnchecked = useRef(false);

  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    const url = new URL(app.entry, window.location.href);
    if (url.origin !== window.location.origin) {
      setChecked(true);
      return;
    }
    fetch(url.href, {
      method: "HEAD",
      credentials: "same-origin",
      signal: AbortSignal.timeout(Math.min(CHUNK_LOAD_TIMEOUT_MS, FRAME_LOAD_TIMEOUT_MS)),
    }).then(
      (response) => {
        if (!live) return;
        if (!response.ok) {
          host.fail(app.key, "load", `${app.entry}: HTTP ${response.status}`, response.status);
          return;
        }
        setChecked(true);
        if (loadedUnchecked.current && !app.handshake) host.frameLoaded(app.key);
      },
      () => live && host.fail(app.key, "network", app.entry)
    );
    return () => {
      live = false;
    };
  }, [hydrated, host, app.key, app.entry, app.handshake]);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    try {
      channel.current = openIframeChannel(element, app.entry, bridge);
    } catch (error) {
      // An opaque frame runs without the bridge; the app itself still shows.
      if (!(error instanceof IframeChannelRefused)) throw error;
      console.warn(`portal: ${app.name}: ${error.message}`);
    }
    const unsubscribe = bridge.onContextChange((context) => channel.current?.sendContext(context));
    return () => {
      unsubscribe();
      channel.current?.close();
      channel.current = null;
    };
  }, [drawn, app.entry, app.name, bridge]);

  // The bridge's handshake: an app that speaks it is loaded when it says `ready` (from its own window and origin).
  useEffect(() => {
    const element = frame.current;
    if (!element || !app.handshake) return;
    const origin = new URL(app.entry, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== element.contentWindow || event.origin !== origin) return;
      const checkedMessage = checkAppMessage(event.data);
      if (checkedMessage.ok && checkedMessage.message.type === "ready") host.frameLoaded(app.key);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [drawn, host, app.key, app.entry, app.handshake]);

  useEffect(() => {
    const element = frame.current;
    if (!element || !checked) return;
    const started = Date.now();
    const poll = window.setInterval(() => {
      const state = host.store.apps[app.key];
      if (!state || state.status === "mounted" || state.status === "error") return;
      let complete = false;
      try {
        const doc = element.contentDocument;
        complete = !app.handshake && doc?.readyState === "complete" && doc.location.href !== "about:blank";
      } catch {
        // Another origin: only its load event (or its handshake) tells.
      }
      if (complete) host.frameLoaded(app.key);
      else if (Date.now() - started >= FRAME_LOAD_TIMEOUT_MS) host.fail(app.key, "network", `${app.entry}: ${app.handshake ? "no bridge handshake" : "no answer"} within ${Math.round(FRAME_LOAD_TIMEOUT_MS / 1000)} s`);
    }, IFRAME_POLL_MS);
    return () => window.clearInterval(poll);
  }, [drawn, checked, host, app.key, app.entry, app.handshake]);

  const height = useFillHeight(frame, drawn, active);

  if (sandbox === null) return null;
  return (
    <iframe
      ref={frame}
      src={app.entry}
      title={app.name}
      sandbox={sandbox.value ?? undefined}
      // An app that speaks the bridge is loaded when it says so: a load event may be the browser's error page.
      onLoad={() => {
        if (app.handshake) return;
        if (checked) host.frameLoaded(app.key);
        else loadedUnchecked.current = true;
      }}
      data-active={active ? "1" : "0"}
      // Not shown (nor read out) until its check answered: a missing app's frame holds the server's not-found text.
      aria-hidden={checked ? undefined : true}
      // It fills its viewport down to the window's bottom (useFillHeight); until measured, about that.
      style={{
        visibility: checked ? undefined : "hidden",
        display: "block",
        width: "100%",
        height: height ?? `calc(100vh - ${MIN_FRAME_HEIGHT / 2}px)`,
        minHeight: MIN_FRAME_HEIGHT,
        border: 0,
      }}
    />
  );
}
