import type { Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApi } from "./customer-app-registration";
import { allowConsole, expectQuietConsole, finiteAnimationsEnded, signedIn } from "./harness";
import {
  appIn,
  draftOf,
  EMPTY_DRAFT,
  ledgerForm,
  openLedger,
  signedInAtProject,
  typeDraft,
  closeTab,
  consoleOf,
  DEMO_TENANT_ID,
  expectStatus,
  openBySearch,
  PROJECT_ORG,
  setKeepAliveBudget,
  showTab,
  startOtherOrigin,
  statusOf,
  tabList,
  tabNames,
  type OtherOrigin,
} from "./sub-apps-support";
import { withPortal } from "./with-portal";

const env = withPortal();
// The sub-app journeys log no console error or warning (but the harness's known browser messages): an app loads once, framed without a sandbox warning.
expectQuietConsole();

/** Project management (pmpp) menus: all kept alive by the SPEC §9 cache rule. */
const LEDGER = "总进度计划"; // (a) the project ledger micro-app (React)
const LEDGER_2 = "月计划编制"; // the ledger again, in a menu of its own
const LEDGER_3 = "月计划审批";
const DIARY = "施工日志"; // (b) the site diary micro-app (vanilla TypeScript, global CSS)
const BRIDGE_DEMO = "桥接诊断"; // (c) the bridge demo iframe app, under the developer tools

const projectPage = () => signedInAtProject(env);

describe("hosting sub-apps (SPEC §3, §4, §9; ADR 013)", () => {
  it("a kept-alive micro-app keeps its unsaved input across a tab switch, and is fresh after its tab is closed and opened again", async () => {
    const page = await projectPage();
    const logged = consoleOf(page);
    await openLedger(page, LEDGER);
    const project = await typeDraft(page, LEDGER, "1234.50", "三月进度款");
    // The element the app drew: the same one must come back (kept, not mounted again).
    await appIn(page, LEDGER).getByTestId("project-ledger").evaluate((el) => el.setAttribute("data-probe", "first-mount"));

    await openBySearch(page, DIARY);
    await expectStatus(page, DIARY, "mounted");
    await appIn(page, DIARY).getByRole("heading", { name: "施工日志", level: 1 }).waitFor();
    // The ledger is hidden but still mounted.
    expect(await statusOf(page, LEDGER)).toBe("mounted");
    await expect(appIn(page, LEDGER).count()).resolves.toBe(0);
    // Its pane keeps its drawing state (content-visibility), and is hidden for the user all the same.
    const keptPane = await page.locator(`section[data-menu-id][aria-label="${LEDGER}"]`).evaluate((viewport) => {
      const pane = viewport.closest<HTMLElement>('[role="tabpanel"]');
      return { hidden: pane?.hidden, drawing: pane ? getComputedStyle(pane).contentVisibility : null, visible: viewport.checkVisibility(), height: pane?.getBoundingClientRect().height };
    });
    expect(keptPane).toEqual({ hidden: true, drawing: "hidden", visible: false, height: 0 });

    await showTab(page, LEDGER);
    await expectStatus(page, LEDGER, "mounted");
    await expect(draftOf(page, LEDGER)).resolves.toEqual({ project, amount: "1234.50", note: "三月进度款" });
    await expect(appIn(page, LEDGER).getByTestId("project-ledger").getAttribute("data-probe")).resolves.toBe("first-mount");

    // Closing the tab destroys the app; opening the menu again mounts it afresh.
    await closeTab(page, LEDGER);
    // Its pane (and the app in it) goes once the shell has moved to the next tab.
    await expect.poll(() => statusOf(page, LEDGER), { timeout: 15_000 }).toBeNull();
    await openLedger(page, LEDGER);
    await expect(draftOf(page, LEDGER)).resolves.toEqual(EMPTY_DRAFT);
    await expect(appIn(page, LEDGER).getByTestId("project-ledger").getAttribute("data-probe")).resolves.toBeNull();
    expect(logged.filter((line) => line.type === "pageerror")).toEqual([]);
    await page.context().close();
  }, 180_000);

  it("two menus of the same micro-app, both kept: each form is labelled by its own labels, and no element id is used twice", async () => {
    const page = await projectPage();
    await openLedger(page, LEDGER);
    await openLedger(page, LEDGER_2);
    expect(await statusOf(page, LEDGER)).toBe("mounted");
    // Each instance runs its own copy of the app's code (its own sandbox), so ids it makes
    // must still be unique in the one document they share.
    const duplicates = await page.evaluate(() => {
      const seen = new Map<string, number>();
      for (const el of document.querySelectorAll("[data-qiankun] [id]")) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
      return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
    });
    expect(duplicates).toEqual([]);
    // A person (or a screen reader) finds the shown ledger's fields by their labels.
    const form = appIn(page, LEDGER_2).getByRole("form", { name: "新增台账记录" });
    await form.getByRole("textbox", { name: "金额" }).fill("42");
    await expect(ledgerForm(page, LEDGER_2).amount.inputValue()).resolves.toBe("42");
    await form.getByText("备注", { exact: true }).click();
    await expect(ledgerForm(page, LEDGER_2).note.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.context().close();
  }, 180_000);

  it("the site diary's global CSS restyles neither the shell nor the ledger, and its window globals stay out of the shell's window", async () => {
    const page = await projectPage();
    await openLedger(page, LEDGER);

    /** Computed styles of the shell's chrome and of the ledger's own elements. */
    const looks = async () => {
      await finiteAnimationsEnded(page);
      return page.evaluate((ledgerMenu) => {
        const pick = (el: Element | null, props: string[]) => {
          if (!el) return null;
          const style = getComputedStyle(el);
          return Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]));
        };
        const text = ["font-family", "color", "background-color"];
        const ledger = document.querySelector(`section[aria-label="${ledgerMenu}"] [data-testid="project-ledger"]`);
        return {
          body: pick(document.body, [...text, "margin-top"]),
          header: pick(document.querySelector('header[role="banner"], [role="banner"]'), text),
          headerButton: pick(document.querySelector('[role="banner"] button'), [...text, "border-top-width", "border-radius"]),
          tabBar: pick(document.querySelector('[role="tablist"][aria-label="已打开的页面"]'), text),
          tab: pick(document.querySelector('[role="tablist"][aria-label="已打开的页面"] [role="tab"]'), text),
          sidebar: pick(document.querySelector('nav[aria-label="应用菜单"]'), text),
          ledgerTitle: pick(ledger?.querySelector("h2") ?? null, [...text, "font-size"]),
          ledgerButton: pick(ledger?.querySelector("button") ?? null, [...text, "border-top-width", "border-radius", "padding-left"]),
          ledgerInput: pick(ledger?.querySelector("input") ?? null, ["border-top-color", "background-color", "width"]),
          ledgerLabel: pick(ledger?.querySelector("label") ?? null, ["display", "font-weight"]),
        };
      }, LEDGER);
    };

    const before = await looks();
    for (const [part, look] of Object.entries(before)) expect(look, part).not.toBeNull();

    await openBySearch(page, DIARY);
    await expectStatus(page, DIARY, "mounted");
    const diary = appIn(page, DIARY);
    await diary.getByRole("heading", { name: "施工日志", level: 1 }).waitFor();
    // The diary's CSS does apply inside its own container.
    await expect(diary.getByRole("heading", { level: 1 }).evaluate((el) => getComputedStyle(el).fontFamily)).resolves.toMatch(/Georgia/);
    await expect(diary.getByRole("button").first().evaluate((el) => getComputedStyle(el).borderTopWidth)).resolves.toBe("2px");

    // …and nowhere else: the shell looks as it did while the diary is shown…
    const withDiary = await looks();
    expect({ ...withDiary, ledgerTitle: null, ledgerButton: null, ledgerInput: null, ledgerLabel: null }).toEqual({ ...before, ledgerTitle: null, ledgerButton: null, ledgerInput: null, ledgerLabel: null });
    expect(JSON.stringify(withDiary)).not.toMatch(/Georgia|rgb\(246, 239, 224\)|rgb\(122, 63, 18\)/);

    // …and the ledger, shown again with the diary kept alive beside it, looks as it did too.
    await showTab(page, LEDGER);
    expect(await statusOf(page, DIARY)).toBe("mounted");
    await expect(looks()).resolves.toEqual(before);

    // The diary's globals (its lifecycle object, `siteDiary`, `siteDiaryVersion`) live in its sandbox.
    const globals = await page.evaluate(() => ({
      siteDiary: "siteDiary" in window,
      siteDiaryVersion: "siteDiaryVersion" in window,
      lifecycles: "site-diary" in window,
      ledgerLifecycles: "project-ledger" in window,
    }));
    expect(globals).toEqual({ siteDiary: false, siteDiaryVersion: false, lifecycles: false, ledgerLifecycles: false });
    await page.context().close();
  }, 180_000);

  describe("the iframe app and the bridge", () => {
    let other: OtherOrigin;
    beforeAll(async () => {
      other = await startOtherOrigin();
      // A frame may only be taken to an origin the tenant registered (the page's frame-src, ADR 017).
      const api = await adminApi(env.portal.url);
      const names = { "zh-CN": "合作方页面", en: "Partner page", "sv-SE": "Partnersida" };
      const registered = await api("POST", "product/v4/micro-apps", { id: "partner-page", nameAllLang: names, entry: other.url, kind: "iframe" });
      if (registered.status !== 201) throw new Error(`registering the other origin failed: HTTP ${registered.status}`);
    });
    afterAll(async () => {
      await other?.close();
    });

    function bridgeFrame(page: Page): Frame {
      const frame = page.frames().find((f) => f.url().includes("/apps/bridge-demo/"));
      if (!frame) throw new Error("the bridge demo's frame is not in the page");
      return frame;
    }

    it("receives the context, opens a portal tab on request, and nothing comes of a message from a wrong origin, window or shape", async () => {
      const page = await projectPage();
      const frameLoads: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "document" && request.frame() !== page.mainFrame() && new URL(request.url()).pathname.startsWith("/apps/bridge-demo/")) frameLoads.push(request.url());
      });
      const logged = consoleOf(page);
      await openBySearch(page, BRIDGE_DEMO);
      await expectStatus(page, BRIDGE_DEMO, "mounted");
      const region = appIn(page, BRIDGE_DEMO);
      // Deployed with the shell on the portal's origin: no sandbox it could lift itself, and so no browser warning of one (ADR 051).
      await expect(region.locator("iframe").getAttribute("sandbox")).resolves.toBeNull();
      // Its document is asked for once: none drawn, aborted and asked for again.
      expect(frameLoads).toEqual([expect.stringContaining("/apps/bridge-demo/")]);
      const app = region.frameLocator("iframe");

      // The context: tenant, org, locale and the menu the app is shown for.
      const context = app.getByTestId("bridge-context");
      await context.waitFor({ timeout: 20_000 });
      const shown = (await context.textContent()) ?? "";
      expect(shown).toContain(`(${DEMO_TENANT_ID})`);
      expect(shown).toContain(PROJECT_ORG);
      expect(shown).toContain("zh-CN");
      expect(shown).toContain(BRIDGE_DEMO);
      await expect(app.getByText(`已连接门户（${env.portal.url}）`).count()).resolves.toBe(1);

      // A navigation the app asks for opens a portal tab.
      await app.getByRole("button", { name: "在标签页中打开工作台" }).click();
      await expect.poll(() => tabNames(page), { timeout: 15_000 }).toContain("工作台");
      await expect.poll(async () => (await tabList(page).locator('[role="tab"][aria-selected="true"]').textContent())?.trim(), { timeout: 15_000 }).toBe("工作台");
      // The frame stays loaded in its hidden pane (kept alive by the cache rule).
      expect(await statusOf(page, BRIDGE_DEMO)).toBe("mounted");
      await showTab(page, BRIDGE_DEMO);
      await context.waitFor();

      const overview = { bridge: "portal-bridge/1", type: "open-menu", payload: { productCode: "pmpp", menuCode: "pmpp.overview" } };
      const tabsBefore = await tabNames(page);
      expect(tabsBefore).not.toContain("项目概况");
      const frame = bridgeFrame(page);

      // Wrong shapes, from the app's own frame and origin: an unknown protocol version, an
      // unknown request, a payload of the wrong type, a payload with a field the protocol lacks.
      const wrongShapes = [
        { ...overview, bridge: "portal-bridge/2" },
        { ...overview, type: "open-window" },
        { ...overview, payload: { productCode: 7, menuCode: "pmpp.overview" } },
        { ...overview, payload: { ...overview.payload, script: "alert(1)" } },
        "open-menu pmpp.overview",
        null,
      ];
      // The right message from the shell's own window (not the frame): the wrong source.
      await page.evaluate((message) => window.postMessage(message, window.location.origin), overview);
      await frame.evaluate((messages) => {
        for (const message of messages) window.parent.postMessage(message, window.location.origin);
        // Then a request the shell does take, sent after them: once it is seen, they were all handled.
        window.parent.postMessage({ bridge: "portal-bridge/1", type: "retitle-tab", payload: { title: "诊断（已收到）" } }, window.location.origin);
      }, wrongShapes);
      await expect.poll(() => tabNames(page), { timeout: 15_000 }).toContain("诊断（已收到）");
      expect(await tabNames(page)).toEqual(tabsBefore.map((name) => (name === BRIDGE_DEMO ? "诊断（已收到）" : name)));
      const ignored = (reason: string) => logged.filter((line) => line.type === "debug" && line.text.includes(`bridge: message ignored (${reason})`)).length;
      expect(ignored("shape")).toBe(wrongShapes.length);
      expect(ignored("source")).toBeGreaterThanOrEqual(1);

      // The same request in the right shape, from the frame, does open the menu.
      await frame.evaluate((message) => window.parent.postMessage(message, window.location.origin), overview);
      await expect.poll(() => tabNames(page), { timeout: 15_000 }).toContain("项目概况");
      await closeTab(page, "项目概况");
      await showTab(page, "诊断（已收到）");

      // The frame is taken to another origin (a link in it, say): what it posts from there is ignored.
      const tabsThen = await tabNames(page);
      await frame.evaluate((url) => {
        // After evaluate has answered: a navigation under it destroys the context it answers from.
      setTimeout(() => {
        window.location.href = url;
      }, 0);
      }, other.url);
      await expect.poll(() => frame.url(), { timeout: 15_000 }).toBe(other.url);
      await frame.waitForLoadState("domcontentloaded");
      await frame.evaluate((message) => window.parent.postMessage(message, "*"), overview);
      await expect.poll(() => ignored("origin"), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
      await page.waitForTimeout(500);
      expect(await tabNames(page)).toEqual(tabsThen);
      expect(logged.filter((line) => line.type === "pageerror")).toEqual([]);
      await page.context().close();
    }, 180_000);
  });

  it("tripartite mode with a blacklisted page URL shows the not-found page and frames nothing", async () => {
    // SPEC §2: a blacklisted URL goes to not-found, a page the server answers with 404, which the browser notes.
    allowConsole(/status of 404 \(Not Found\).*tripartitePageUrl=http:\/\/169\.254\.169\.254/, "the not-found page the test asks for answers 404 (SPEC §2)");
    const page = await projectPage();
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    // SPEC §2: a third-party link is /portal/ with viewMode and tripartitePageUrl.
    await page.goto(`${env.portal.url}/portal/?viewMode=tripartiteApp&tripartitePageUrl=http://169.254.169.254/`);
    await page.getByText("页面不存在").first().waitFor({ timeout: 15_000 });
    await expect(page.getByRole("alert").textContent()).resolves.toBe("参数 tripartitePageUrl 不合法！");
    await expect(page.locator('iframe[src*="169.254"]').count()).resolves.toBe(0);
    // The address is in the page's own query; no request goes to that host.
    expect(requested.filter((url) => new URL(url).hostname === "169.254.169.254")).toEqual([]);
    await page.context().close();
  }, 120_000);

  it("with a keep-alive budget of 3, opening a fourth kept-alive app unmounts the least recently used one", async () => {
    const admin = await signedIn(env, { account: "admin", ready: "banner" });
    const previous = await setKeepAliveBudget(admin, 3);
    try {
      const page = await projectPage();
      await openLedger(page, LEDGER);
      await typeDraft(page, LEDGER, "1", "A");
      await openLedger(page, LEDGER_2);
      const projectB = await typeDraft(page, LEDGER_2, "2", "B");
      await openLedger(page, LEDGER_3);
      expect([await statusOf(page, LEDGER), await statusOf(page, LEDGER_2), await statusOf(page, LEDGER_3)]).toEqual(["mounted", "mounted", "mounted"]);

      // The fourth: the least recently shown (the first ledger) goes.
      await openBySearch(page, DIARY);
      await expectStatus(page, DIARY, "mounted");
      await expectStatus(page, LEDGER, "unmounted");
      expect([await statusOf(page, LEDGER_2), await statusOf(page, LEDGER_3)]).toEqual(["mounted", "mounted"]);
      await expect(page.locator(`section[aria-label="${LEDGER}"] [data-testid="project-ledger"]`).count()).resolves.toBe(0);

      // Shown again, it mounts afresh (its draft is gone), and now the second is the oldest.
      await showTab(page, LEDGER);
      await expectStatus(page, LEDGER, "mounted");
      await expect(draftOf(page, LEDGER)).resolves.toEqual(EMPTY_DRAFT);
      await expectStatus(page, LEDGER_2, "unmounted");
      expect([await statusOf(page, LEDGER_3), await statusOf(page, DIARY)]).toEqual(["mounted", "mounted"]);
      expect(projectB).not.toBe("");
      await page.context().close();
    } finally {
      await setKeepAliveBudget(admin, previous);
      await admin.context().close();
    }
  }, 180_000);
});
