import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { MemoryRouter } from "react-router-dom";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { BRIDGE_PROTOCOL } from "../../packages/bridge/src/protocol";
import { MenuPage } from "#app/features/content/MenuPage";
import type { Locale } from "#app/kit/i18n/config";
import { SubAppView } from "#app/features/sub-apps/SubAppView";
import { menuName } from "#app/features/menus/menu-tree.rules";
import { FRAME_LOAD_TIMEOUT_MS, planSubApp } from "#app/features/sub-apps/sub-apps.rules";
import type { MenuNode } from "#app/types/generated/menu-node";
import { forgetSavedTabs, ShellStory } from "../../stories/tabs/fixtures";
import { renderInPortal } from "./render";

/**
 * What a user sees when an app cannot be shown (ARCHITECTURE §8; SPEC §8): a menu on another
 * origin that no registered app vouches for, an app whose origin the page's CSP refuses, a
 * frame whose server never answers or that never says `ready` — each its own message in the
 * active locale, in the viewport, with a retry named in that locale.
 */

const REMOTE = "https://apps.vendor.example";
const names = (zh: string, en: string, sv: string) => ({ "zh-CN": zh, en, "sv-SE": sv });

function menu(id: string, extra: Omit<Partial<MenuNode>, "microApp"> & { microApp?: unknown }): MenuNode {
  return {
    id,
    name: "设备台账",
    nameAllLang: names("设备台账", "Equipment ledger", "Utrustningsliggare"),
    code: `eq.${id}`,
    level: 3,
    sourceType: "menu",
    sourceProductCode: "eq",
    sourceModuleCode: "ledger",
    sourceIntegrateType: 0,
    url: null,
    urlParams: null,
    ...extra,
  } as MenuNode;
}

const registered = (kind: "microApp" | "iframe", entry: string, props: Record<string, unknown> = {}) => ({ id: `reg-${kind}`, entry, kind, routePath: null, cache: null, props, allowedOrigins: [], sandbox: null });

const server = setupServer(http.get(`${REMOTE}/refused/index.html`, () => HttpResponse.error()));

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  forgetSavedTabs();
});
afterAll(() => server.close());

function shell(node: MenuNode, locale: Locale, content: React.ReactNode) {
  const menus = { portalMenus: [], tree: [node], complete: true, activePath: [], nodeCount: 1 };
  return renderInPortal(
    <MemoryRouter initialEntries={[`/portal/${node.id}/`]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <ShellStory locale={locale} menuId={node.id} menus={menus}>
        {content}
      </ShellStory>
    </MemoryRouter>,
    locale,
  );
}

/** The viewport of a menu's app; the operator trusts the vendor's origin, so its micro-apps run in the page (ADR 047). */
function view(node: MenuNode, locale: Locale) {
  const plan = planSubApp(node, menuName(node, locale), window.location.origin, [REMOTE]);
  if (!plan.ok) throw new Error(`no app for ${node.id}: ${plan.reason}`);
  shell(node, locale, <SubAppView app={plan.app} menu={node} />);
  return plan.app;
}

const viewport = (key: string) => document.querySelector<HTMLElement>(`[data-subapp-key="${key}"]`);

/** The frame of the app's current mount (the view draws a new one for each). */
async function frameOf(key: string, title: string): Promise<HTMLIFrameElement> {
  await waitFor(() => expect(viewport(key)?.dataset.subappStatus).toBe("loading"));
  return screen.findByTitle<HTMLIFrameElement>(title);
}

/** What the browser fires on the document when the page's CSP refuses a request. */
function cspRefusal(blockedURI: string, directive: string) {
  const event = new Event("securitypolicyviolation", { bubbles: true, composed: true });
  Object.assign(event, { blockedURI, effectiveDirective: directive, violatedDirective: directive });
  document.dispatchEvent(event);
}

describe("a legacy menu on another origin", () => {
  it.each([
    ["en", "\"Equipment ledger\" cannot be shown: this app's origin https://vendor.example is not registered with the portal."],
    ["zh-CN", "“设备台账”无法显示：此应用的来源 https://vendor.example 未在门户中注册。"],
    ["sv-SE", "”Utrustningsliggare” kan inte visas: appens ursprung https://vendor.example är inte registrerat i portalen."],
  ] as [Locale, string][])("%s: is refused in its page with one log line naming the menu and the origin; nothing is framed", async (locale, text) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const node = menu(`legacy-${locale}`, { sourceIntegrateType: 1, url: "https://vendor.example/board/" });
    shell(node, locale, <MenuPage menuId={node.id} menu={node} title={menuName(node, locale)} />);
    const region = screen.getByRole("region", { name: menuName(node, locale) });
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(region.textContent).toContain(text);
    expect(warn.mock.calls[0]?.[0]).toContain(`legacy-${locale}`);
    expect(warn.mock.calls[0]?.[0]).toContain("https://vendor.example");
    expect(document.querySelector("iframe")).toBeNull();
    expect(document.querySelector("[data-subapp-key]")).toBeNull();
  });
});

describe("a registered micro-app whose origin the page's CSP refuses", () => {
  it.each([
    ["en", "The portal's security policy refused this app's origin", "Try again"],
    ["sv-SE", "Portalens säkerhetspolicy nekade appens ursprung", "Försök igen"],
    ["zh-CN", "门户的安全策略拒绝了此应用的来源", /^重\s?试$/],
  ] as [Locale, string, string | RegExp][])("%s: shows the refusal, not 'no answer', with a retry named in the locale", async (locale, text, retry) => {
    const node = menu(`csp-${locale}`, { microApp: registered("microApp", `${REMOTE}/refused/index.html`) });
    const app = view(node, locale);
    // The browser refuses the fetch (a TypeError) and reports the violation on the document.
    const alert = await screen.findByRole("alert", {}, { timeout: 10_000 });
    act(() => cspRefusal(`${REMOTE}/refused/index.html`, "connect-src"));
    await waitFor(() => expect(alert.textContent).toContain(text));
    expect(alert.textContent).toContain(`connect-src ${REMOTE}/refused/index.html`);
    expect(within(alert).getByRole("button", { name: retry })).toBeTruthy();
    expect(viewport(app.key)?.dataset.subappStatus).toBe("error");
  });

  it("a refusal of another origin is not this app's", async () => {
    const node = menu("csp-other", { microApp: registered("microApp", `${REMOTE}/refused/index.html`) });
    view(node, "en");
    const alert = await screen.findByRole("alert", {}, { timeout: 10_000 });
    act(() => cspRefusal("https://tracker.example/pixel", "img-src"));
    expect(alert.textContent).toContain("It did not answer");
    expect(alert.textContent).not.toContain("security policy");
  });
});

describe("a registered frame on another origin", () => {
  it("that speaks the bridge, whose server does not answer: the browser's error page loads, and after the timeout the viewport's error with a retry", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const node = menu("frame-silent", { sourceIntegrateType: 1, microApp: registered("iframe", `${REMOTE}/board/`, { bridge: true }) });
    const app = view(node, "en");
    const frame = await frameOf(app.key, "Equipment ledger");
    expect(frame.getAttribute("src")).toBe(`${REMOTE}/board/`);
    // What a browser does for a frame it could not reach: its own error page, and a load event.
    fireEvent.load(frame);
    await act(() => vi.advanceTimersByTimeAsync(FRAME_LOAD_TIMEOUT_MS - 2_000));
    expect(viewport(app.key)?.dataset.subappStatus).toBe("loading");
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(`It did not answer (${REMOTE}/board/: no bridge handshake within 15 s)`);
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(viewport(app.key)?.dataset.subappStatus).toBe("error");
    expect(document.querySelector("iframe")).toBeNull();

    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    const again = await frameOf(app.key, "Equipment ledger");
    act(() => {
      window.dispatchEvent(new MessageEvent("message", { data: { bridge: BRIDGE_PROTOCOL, type: "ready", payload: {} }, origin: REMOTE, source: again.contentWindow }));
    });
    await waitFor(() => expect(viewport(app.key)?.dataset.subappStatus).toBe("mounted"));
  });

  it("that speaks the bridge: loaded when it says ready, not by its load event", async () => {
    const node = menu("frame-bridge", { sourceIntegrateType: 1, microApp: registered("iframe", `${REMOTE}/bridge/`, { bridge: true }) });
    const app = view(node, "en");
    const frame = await frameOf(app.key, "Equipment ledger");
    fireEvent.load(frame);
    expect(viewport(app.key)?.dataset.subappStatus).toBe("loading");
    act(() => {
      window.dispatchEvent(new MessageEvent("message", { data: { bridge: BRIDGE_PROTOCOL, type: "ready", payload: {} }, origin: REMOTE, source: frame.contentWindow }));
    });
    await waitFor(() => expect(viewport(app.key)?.dataset.subappStatus).toBe("mounted"));
  });

  it("whose frame the CSP refuses (frame-src): the refusal, even if the browser then reports a load", async () => {
    const node = menu("frame-csp", { sourceIntegrateType: 1, microApp: registered("iframe", `${REMOTE}/blocked/`) });
    const app = view(node, "en");
    const frame = await frameOf(app.key, "Equipment ledger");
    act(() => cspRefusal(`${REMOTE}/blocked/`, "frame-src"));
    const alert = await screen.findByRole("alert");
    fireEvent.load(frame);
    expect(alert.textContent).toContain("The portal's security policy refused this app's origin (frame-src https://apps.vendor.example/blocked/)");
    expect(viewport(app.key)?.dataset.subappStatus).toBe("error");
  });
});
