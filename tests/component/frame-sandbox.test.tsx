import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { act, cleanup, render } from "@testing-library/react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { PreviewPane } from "#app/features/admin-console/PreviewPane";
import { FrameDialogModal } from "#app/features/header/items/FrameDialogModal";
import { planSubApp, thirdPartyApp } from "#app/features/sub-apps/sub-apps.rules";
import { IFRAME_SANDBOX_TOKENS, iframeSandbox } from "#app/kit/security/frame-sandbox";

/**
 * A sandbox audit of every frame the shell draws (SPEC §9; ADR 013, ADR 017, ADR 029, ADR 051). The rule:
 * 1. every frame is sandboxed, with tokens of the SPEC's six only — but code deployed with the
 *    shell on the portal's own origin, which with `allow-scripts` and `allow-same-origin` could
 *    lift any sandbox itself: it is drawn without one (ADR 051);
 * 2. a frame whose document is on the portal's own origin never has `allow-scripts` together with
 *    `allow-same-origin` (it could reach into the portal and lift its own sandbox), unless that
 *    document is code deployed with the shell: an app under /apps/, or the console's preview of
 *    the shell itself;
 * 3. a frame on another origin keeps the SPEC's tokens (`allow-same-origin` gives it only its own
 *    origin, which the bridge needs to address it exactly);
 * 4. every frame takes its sandbox from that one rule (`iframeSandbox`), whatever draws it.
 */

const ORIGIN = "http://localhost:3000";
const ALL = [...IFRAME_SANDBOX_TOKENS].sort();
const tokensOf = (sandbox: string | null | undefined) => (sandbox ?? "").split(/\s+/).filter(Boolean).sort();
const WITHOUT_SAME_ORIGIN = ALL.filter((token) => token !== "allow-same-origin");

/** Whether a frame showing `src` (on the test's origin) obeys rules 1–3. */
function obeysRule(src: string, sandbox: string | null): boolean {
  const url = new URL(src, ORIGIN);
  const shellCode = url.pathname.startsWith("/apps/") || (url.pathname.startsWith("/portal/") && url.searchParams.has("adminPreview"));
  if (sandbox === null) return url.origin === ORIGIN && shellCode;
  const tokens = tokensOf(sandbox);
  if (!tokens.every((token) => IFRAME_SANDBOX_TOKENS.includes(token))) return false;
  // Shell code of this origin never keeps a sandbox it could lift itself.
  if (url.origin === ORIGIN && shellCode && tokens.includes("allow-scripts") && tokens.includes("allow-same-origin")) return false;
  if (url.origin === ORIGIN && !shellCode) return !(tokens.includes("allow-scripts") && tokens.includes("allow-same-origin"));
  return JSON.stringify(tokens) === JSON.stringify(ALL);
}

beforeAll(() => {
  // antd's modal reads these browser APIs that jsdom lacks.
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false })) as typeof window.matchMedia;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(cleanup);

describe("dialog frames: help pages, side entries, customer service (SPEC §2, §3; FrameDialog)", () => {
  /** The sandbox of the frame the dialog draws for `src`. */
  async function dialogSandbox(src: string): Promise<string | null> {
    await act(async () => {
      render(createElement(FrameDialogModal, { src, title: "Help", onClose: () => undefined }));
    });
    const frame = document.querySelector<HTMLIFrameElement>('[role="dialog"] iframe');
    if (!frame) throw new Error(`no frame drawn for ${src}`);
    expect(frame.getAttribute("src")).toBe(src);
    const sandbox = frame.getAttribute("sandbox");
    cleanup();
    return sandbox;
  }

  const table: [string, string][] = [
    ["a help page on the portal's origin", "/help/pmpp/quick-start.html"],
    ["an uploaded file on the portal's origin", "/api/file/v4/images/1"],
    ["a platform answer on the portal's origin", `${ORIGIN}/platform/api/uaa/user`],
    ["a portal page that is not the console's preview", "/portal/1/"],
    ["a side entry deployed with the shell", "/apps/feedback/"],
    ["a help page on another origin", "https://help.example.com/pmpp/quick-start"],
    ["the portal's host on another port", "http://localhost:8443/help"],
  ];
  it.each(table)("%s follows the rule", async (_name, src) => {
    const sandbox = await dialogSandbox(src);
    expect(sandbox).toBe(iframeSandbox(src, window.location.origin));
    expect(obeysRule(src, sandbox), `${src}: ${sandbox}`).toBe(true);
  });

  it("a same-origin help page runs in an opaque origin: scripts, forms, popups, downloads and modals, not same-origin", async () => {
    expect(tokensOf(await dialogSandbox("/help/pmpp/quick-start.html"))).toEqual(WITHOUT_SAME_ORIGIN);
  });
});

describe("the admin console's preview frame (ADR 020)", () => {
  it("is the shell's own page, sandboxed by the rule, on the portal's origin (its session and its messages need it)", () => {
    const html = renderToStaticMarkup(createElement(PreviewPane, { marker: "m1", savedAt: null }));
    const frame = /<iframe([^>]*)>/.exec(html)?.[1] ?? "";
    const src = (/\ssrc="([^"]*)"/.exec(frame)?.[1] ?? "").replace(/&amp;/g, "&");
    const sandbox = /\ssandbox="([^"]*)"/.exec(frame)?.[1] ?? null;
    expect(src).toMatch(/^\/portal\/1\/\?adminPreview=m1&/);
    expect(sandbox).toBe(iframeSandbox(src, ORIGIN));
    expect(obeysRule(src, sandbox)).toBe(true);
  });
});

describe("the viewport's frames (SPEC §3 sourceIntegrateType 1, §2 tripartite page; SubAppView)", () => {
  const menu = (url: string) => ({ id: "501", name: "App", code: "app", productCode: "pmpp", sourceType: "menu", sourceIntegrateType: 1, url });
  const table: [string, string][] = [
    ["a framed app deployed with the shell", "/apps/bridge-demo/"],
    ["a framed page of the portal's origin outside /apps/", "/help/pmpp/quick-start.html"],
    ["a same-origin path that only starts like /apps", "/appsevil/x"],
    ["dot segments out of /apps/", "/apps/%2e%2e/api/file/v4/images/1"],
  ];
  it.each(table)("%s follows the rule", (_name, url) => {
    const plan = planSubApp(menu(url) as never, "App", ORIGIN);
    if (!plan.ok || plan.app.kind !== "iframe") throw new Error(`not framed: ${JSON.stringify(plan)}`);
    const sandbox = iframeSandbox(plan.app.entry, ORIGIN, plan.app.sandbox);
    expect(obeysRule(plan.app.entry, sandbox), `${plan.app.entry}: ${sandbox}`).toBe(true);
  });

  it("a registered framed app of another origin keeps the SPEC's tokens, and only those, whatever its registration lists", () => {
    const entry = "https://frames.vendor.example/board";
    const sandbox = iframeSandbox(entry, ORIGIN, ["allow-scripts", "allow-same-origin", "allow-forms", "allow-popups", "allow-downloads", "allow-modals", "allow-top-navigation"]);
    expect(obeysRule(entry, sandbox), sandbox ?? "no sandbox").toBe(true);
  });

  it("a third-party page (viewMode tripartiteApp) follows the rule", () => {
    const app = thirdPartyApp("https://partner.example/page", "Partner");
    expect(obeysRule(app.entry, iframeSandbox(app.entry, ORIGIN, app.sandbox))).toBe(true);
  });
});

describe("every frame in the shell's code takes its sandbox from the one rule", () => {
  function sources(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return sources(file);
      return /\.tsx$/.test(name) ? [file] : [];
    });
  }

  it("each <iframe> of app/ is given sandbox={iframeSandbox(…)}", () => {
    const frames = sources(path.resolve("app")).flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return [...text.matchAll(/<iframe\b[\s\S]*?\/?>/g)].map((m) => ({ file: path.relative(process.cwd(), file), tag: m[0] }));
    });
    expect(frames.length).toBeGreaterThanOrEqual(3);
    const ruled = (tag: string) => /\ssandbox=\{\s*(iframeSandbox\(|sandbox\b)/.test(tag);
    expect(frames.filter((frame) => !ruled(frame.tag)).map((frame) => frame.file)).toEqual([]);
    // SubAppView's `sandbox` is iframeSandbox's answer (useMemo), not a list of its own.
    const view = readFileSync(path.resolve("app/features/sub-apps/SubAppView.tsx"), "utf8");
    expect(view).toMatch(/const sandbox = useMemo\(\(\) => \(hydrated \? \{ value: iframeSandbox\(/);
  });
});
