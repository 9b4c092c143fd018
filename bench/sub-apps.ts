/**
 * Hosting figures in Chromium, on the demo tenant's project org (its project management
 * menus are kept alive by the SPEC §9 cache rule):
 *
 * - cold mount of a customer's app on another origin (tests/e2e/fixtures/customer-app: plain
 *   HTML and a script, served with CORS), registered with a menu through the platform's API as
 *   a tenant admin does; measured as the ledger's cold mount below.
 * - cold mount of the project ledger micro-app (a): in a fresh browser context (no HTTP
 *   cache, qiankun not loaded), once the portal page has loaded and settled (the shell's
 *   idle prefetch has run, as it would before a person picks a menu), from the Enter that
 *   opens the menu in the header's menu search until the frame is painted in which its
 *   viewport says `data-subapp-status="mounted"` and the ledger is on screen. The host's
 *   part is from its viewport drawn in the DOM (the shell's navigation done: route data,
 *   the page's code) to that frame. A warm figure (the same menu opened again after its
 *   tab was closed, in the same page) is printed beside it.
 *   Where a cold mount's time goes is printed beside it: the medians, since Enter, of the viewport
 *   in the DOM, each step the host marks (app/features/sub-apps/mount-marks.ts) and the paint.
 * - first opening of a framed app (ADR 065), the portal's own product page and the customer's app
 *   from an origin the operator does not trust: from the click on its menu in the search to the
 *   frame's own first contentful paint (the frame's and the page's clocks joined by timeOrigin),
 *   with when the frame element and its document's request came.
 * - switch between two kept-alive tabs (the ledger and the site diary): from the click's
 *   mousedown on the other tab until the frame is painted that shows its pane, with its
 *   app mounted and on screen; and which frame after the press that was (the first one is
 *   as soon as the screen allows: the rest of the figure is the wait for that frame).
 * - JavaScript heap growth over 50 open/close cycles of the ledger: the page's used heap
 *   (CDP Runtime.getHeapUsage after HeapProfiler.collectGarbage) after the cycles against
 *   the same figure after a few warm-up cycles; the same cycles of a page of the shell's own
 *   (no sub-app) are measured beside it, to tell the shell's share from the host's. One more
 *   run of the ledger takes heap snapshots at the same two points and splits the heap into
 *   V8's compiled code and everything else, to tell code the engine compiles as the cycles
 *   warm it up from objects the cycles leave behind.
 *
 * Timestamps are the page's own (Playwright's round trips are not counted). Each figure is
 * the median of several runs. Whether the app is shown is checked once per frame (not after
 * every change of the document: that check lays the page out, and an app's mount changes the
 * document hundreds of times, which the check would add to the figure).
 *
 * `NODE_ENV=production npx tsx bench/sub-apps.ts` runs these figures alone (after
 * `npx remix vite:build`); `SUBAPP_BENCH=heap` before it runs the heap figures alone,
 * `SUBAPP_BENCH=mount` the cold and warm mounts alone, and
 * `SUBAPP_HEAP_ROUNDS=n` continues the snapshot run for n rounds of the cycles; `npm run bench`
 * runs them with the others.
 */
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { BrowserContext, CDPSession, Page } from "playwright-core";
import { FULL_CHROMIUM_PATH } from "../tests/e2e/chromium";
import { launchChromium } from "../tests/e2e/browser";
import { CUSTOMER_APP_DIR, registerAppWithMenu } from "../tests/e2e/customer-app-registration";
import { startStaticOrigin, type StaticOrigin } from "../tests/e2e/static-origin";
import { MOUNT_STEPS, type MountStep } from "../app/features/sub-apps/mount-marks";
import { median, RECORD_INPUT, timeToPaint } from "./org-popover";
import { startPortalProcess, type PortalProcess } from "./portal-process";
import { pickProjectOrg, signInThroughTheForm } from "./sign-in";

/** The demo user's menu role in the demo tenant (platform/db/seed-menus.ts). */
const DEMO_ROLE = "project-member";
/** (a): the project ledger, a React micro-app. */
const LEDGER = "总进度计划";
/** (b): the site diary, a vanilla TypeScript micro-app. */
const DIARY = "施工日志";
/** A page of the shell's own (the personal centre's member info): the same cycles without a sub-app. */
const SHELL_PAGE = "会员信息";

const COLD_RUNS = 7;
const SWITCHES = 20;
const CYCLES = 50;
const WARM_UP_CYCLES = 3;
const HEAP_RUNS = 3;

/** The cold and warm mounts alone (`SUBAPP_BENCH=mount`). */
export type MountFigures = Pick<SubAppFigures, "crossOriginColdMs" | "crossOriginColdMounts" | "crossOriginColdSteps" | "coldMountMs" | "coldMounts" | "coldSteps" | "coldHostMs" | "warmMountMs" | "warmMounts" | "warmHostMs" | "framed">;

/** A framed app's first opening in a fresh browser context: click on its menu → its document painted. */
export interface FramedFigures {
  /** Of the portal's own origin (a product's page). */
  ownOrigin: FrameTimes;
  ownOriginDrawn: number[];
  /** A customer's app on an origin the operator does not trust. */
  otherOrigin: FrameTimes;
  otherOriginDrawn: number[];
}

/** Median times since Enter: the app's viewport in the DOM, each step the host marked (null: not marked), the app painted. */
export type StepTimes = { viewport: number | null; painted?: number | null } & Partial<Record<MountStep, number | null>>;

export interface SubAppFigures {
  /** Cold mount of a customer's app on another origin (plain script, registered through the API). */
  crossOriginColdMs: number;
  crossOriginColdMounts: number[];
  crossOriginColdSteps: StepTimes;
  coldMountMs: number;
  coldMounts: number[];
  /** Where the ledger's cold mounts' time goes (medians of each step's time since Enter). */
  coldSteps: StepTimes;
  framed: FramedFigures;
  /** Median of the part from the app's viewport in the DOM to the app painted (the host's share). */
  coldHostMs: number;
  warmMountMs: number;
  warmMounts: number[];
  warmHostMs: number;
  switchMs: number;
  switches: number[];
  /** For each switch, the frame its pane was drawn in (1: the first frame after the press). */
  switchFrames: number[];
  /** Median growth over the heap runs, percent. */
  heapGrowthPct: number;
  heapRuns: HeapRun[];
  /** The same for a page of the shell's own (no sub-app): what the shell's navigation alone adds. */
  shellHeapGrowthPct: number;
  shellHeapRuns: HeapRun[];
  /** One more run of the ledger's cycles, with heap snapshots where the others read the used heap. */
  heapKinds: HeapKindsRun;
}

export interface HeapRun {
  beforeMb: number;
  afterMb: number;
  growthPct: number;
}

/** The JavaScript heap of a snapshot in two parts: V8's compiled code (bytecode and machine code), and everything else. */
interface HeapKinds {
  codeMb: number;
  otherMb: number;
}

export interface HeapKindsRun {
  before: HeapKinds;
  after: HeapKinds;
  /** With SUBAPP_HEAP_ROUNDS=n: the same after each further round of the cycles (n − 1 of them). */
  later: HeapKinds[];
  /** Growth of everything but compiled code, percent of the same before. */
  otherGrowthPct: number;
}

/** The menu's app is mounted and on screen (its pane shown, the app's root laid out). */
const appShown = (menu: string, root: string) => `(() => {
  const region = document.querySelector('section[data-menu-id][aria-label=${JSON.stringify(menu)}]');
  if (!region || !region.checkVisibility()) return false;
  const viewport = region.querySelector('[data-subapp-status]');
  if (!viewport || viewport.getAttribute('data-subapp-status') !== 'mounted') return false;
  const app = region.querySelector(${JSON.stringify(root)});
  if (!app || !app.checkVisibility()) return false;
  const box = app.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.top < innerHeight;
})()`;

/** The shell's own page of `menu` is shown: its tab selected and its pane drawn. */
const shellPageShown = (menu: string) => `(() => {
  const pane = document.querySelector('[data-content-viewport] > [role="tabpanel"]:not([hidden])');
  const tab = pane && document.getElementById(pane.getAttribute('aria-labelledby') || '');
  return !!tab && tab.textContent.trim() === ${JSON.stringify(menu)} && pane.textContent.trim().length > 0;
})()`;

const LEDGER_ROOT = '[data-testid="project-ledger"]';
/** The customer's app (tests/e2e/fixtures/customer-app), served from another origin with CORS. */
const CUSTOMER_APP = "客户施工日志";
const CUSTOMER_ROOT = '[data-testid="customer-diary"]';
const DIARY_ROOT = '[data-testid="site-diary"]';
/** A framed app of the portal's own origin (a product's page, micro-apps/products/project-overview). */
const FRAMED_PAGE = "项目概况";
/** The customer's app registered from an origin the operator does not trust: framed on its own origin (ADR 047). */
const FRAMED_CUSTOMER_APP = "客户施工日志（框架）";

/** Signs the demo user in through the login form, stores the tenant identity, and returns the project org's portal entry. */
async function signInAtProject(context: BrowserContext, baseUrl: string): Promise<string> {
  const page = await context.newPage();
  await signInThroughTheForm(page, baseUrl);
  // The project org, picked in the header's org switch as a person does.
  await pickProjectOrg(page);
  const org = new URL(page.url()).searchParams.get("org");
  if (!org) throw new Error("the org switch did not put the org in the URL");
  await page.close();
  return `/portal/1/?org=${encodeURIComponent(org)}`;
}

/** The id of the site diary's parent menu, read from the portal page's own menus (its context is closed after). */
async function siteDiaryParent(page: Page): Promise<string> {
  // A string, not a function: the bench's compiler would wrap a function's inner functions in a helper the page lacks.
  const parentId = (await page.evaluate(`(() => {
    const seen = new Set();
    const find = (value) => {
      if (typeof value !== "object" || value === null || seen.has(value)) return null;
      seen.add(value);
      // A menu node's fullId is the ids from the root, separated by "/": the parent is the one before its own.
      if (value.name === ${JSON.stringify(DIARY)} && typeof value.fullId === "string") return value.fullId.split("/").slice(-2, -1)[0] || null;
      for (const child of Object.values(value)) {
        const found = find(child);
        if (found) return found;
      }
      return null;
    };
    return find(window.__remixContext);
  })()`)) as string | null;
  await page.context().close();
  if (!parentId) throw new Error("the site diary's menu is not in the page's menus");
  return parentId;
}

/** A settled portal page of the project org in `context`. */
async function portalPage(context: BrowserContext, baseUrl: string, entry: string): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(RECORD_INPUT);
  await page.goto(`${baseUrl}${entry}`);
  await page.getByRole("navigation", { name: "应用菜单" }).waitFor();
  // What a person does before picking a menu: the page has loaded and settled (idle prefetch included).
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1500);
  await page.waitForLoadState("networkidle");
  return page;
}

/** Types a menu's name into the header's menu search and waits for its result, highlighted; Enter then opens it. */
async function searchMenu(page: Page, name: string): Promise<void> {
  const search = page.getByRole("combobox", { name: "搜索菜单" });
  if (!(await search.isVisible())) await page.getByRole("banner").getByRole("button", { name: "搜索菜单" }).click();
  await search.fill(name);
  await page.getByRole("option", { name: new RegExp(name) }).first().waitFor();
  await search.press("ArrowDown");
}

/** Records (in `window.__viewportAt`) when the menu's app viewport first shows in the DOM: the shell's navigation is done, the host's work begins. */
const WATCH_VIEWPORT = (menu: string) => `(() => {
  window.__viewportAt = 0;
  const observer = new MutationObserver(() => {
    if (document.querySelector('section[data-menu-id][aria-label=${JSON.stringify(menu)}] [data-subapp-status]')) {
      window.__viewportAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { subtree: true, childList: true });
  return true;
})()`;

interface OpenTimes {
  /** Enter → the app mounted and on screen, painted. */
  total: number;
  /** Enter → the app's viewport in the DOM (the shell's navigation: route data, the page's code). */
  navigation: number;
  /** Enter → each step of the host's mount the page marked (app/features/sub-apps/mount-marks.ts), by step. */
  steps: Partial<Record<MountStep, number>>;
}

/** The host's marks of the menu's app (its viewport's key), as times since Enter. */
const MOUNT_MARKS = (menu: string) => `(() => {
  const viewport = document.querySelector('section[data-menu-id][aria-label=${JSON.stringify(menu)}] [data-subapp-key]');
  const prefix = 'subapp:' + (viewport ? viewport.getAttribute('data-subapp-key') : '') + ':';
  const steps = {};
  for (const mark of performance.getEntriesByType('mark')) if (mark.name.startsWith(prefix)) steps[mark.name.slice(prefix.length)] = mark.startTime - window.__input.key;
  return steps;
})()`;

/** Opens a menu from the search with Enter and times it (see OpenTimes). */
async function openTimed(page: Page, name: string, root: string): Promise<OpenTimes> {
  await searchMenu(page, name);
  await page.evaluate("window.__input.key = 0");
  await page.evaluate(WATCH_VIEWPORT(name));
  const took = await timeToPaint(page, appShown(name, root), "window.__input.key", () => page.keyboard.press("Enter"));
  const navigation = (await page.evaluate("window.__viewportAt - window.__input.key")) as number;
  const steps = (await page.evaluate(MOUNT_MARKS(name))) as OpenTimes["steps"];
  return { total: took, navigation, steps };
}

/** The median time since Enter of the viewport and of each marked step over `opens`, then the paint: where a mount's time goes. */
function stepMedians(opens: OpenTimes[]): StepTimes {
  const at = (pick: (open: OpenTimes) => number | undefined) => {
    const values = opens.map(pick).filter((value): value is number => value !== undefined);
    return values.length > 0 ? median(values) : null;
  };
  const steps: StepTimes = { viewport: at((open) => open.navigation) };
  for (const step of MOUNT_STEPS) steps[step] = at((open) => open.steps[step]);
  steps.painted = at((open) => open.total);
  return steps;
}

/** Records (in `window.__frameAt`) when the menu's frame element first shows in the DOM. */
const WATCH_FRAME = (menu: string) => `(() => {
  window.__frameAt = 0;
  window.__viewportAt = 0;
  const observer = new MutationObserver(() => {
    if (!window.__viewportAt && document.querySelector('section[data-menu-id][aria-label=${JSON.stringify(menu)}] [data-subapp-status]')) window.__viewportAt = performance.now();
    if (document.querySelector('section[data-menu-id][aria-label=${JSON.stringify(menu)}] iframe')) {
      window.__frameAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { subtree: true, childList: true });
  return true;
})()`;

/**
 * In the frame's own document: its first contentful paint, its load's end and when it was asked
 * for, as epoch ms (null until paint and load are there). A function, not a string: the frame's
 * own policy may refuse eval, and this one has no inner function for the bench's compiler to wrap.
 */
const frameDrawn = () => {
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  if (!paint || !navigation || !(navigation.loadEventEnd > 0)) return null;
  return { paint: performance.timeOrigin + paint.startTime, load: performance.timeOrigin + navigation.loadEventEnd, requested: performance.timeOrigin + navigation.requestStart };
};

interface FrameTimes {
  /** Click → the frame's first contentful paint (its document drawn). */
  drawn: number;
  /** Click → the app's viewport in the DOM (the shell's navigation). */
  viewport: number;
  /** Click → the frame element in the DOM. */
  frame: number;
  /** Click → the frame's document asked for. */
  requested: number;
  /** Click → the frame's load event ended. */
  loaded: number;
}

/** Clicks a framed app's menu in the search's results and times it until the frame's document has painted (see FrameTimes). */
async function openFramedTimed(page: Page, name: string): Promise<FrameTimes> {
  await searchMenu(page, name);
  await page.evaluate("window.__input.mousedown = 0");
  await page.evaluate(WATCH_FRAME(name));
  await page.getByRole("option", { name: new RegExp(name) }).first().click();
  const element = await page.locator(`section[data-menu-id][aria-label="${name}"] iframe`).elementHandle();
  const frame = await element?.contentFrame();
  if (!frame) throw new Error(`no frame for ${name}`);
  // Asked every 10 ms with evaluate (no eval in the frame: its policy may refuse it); the asking is Playwright's, not the frame's work.
  let drawn = await frame.evaluate(frameDrawn).catch(() => null);
  for (const giveUp = Date.now() + 10_000; !drawn; drawn = await frame.evaluate(frameDrawn).catch(() => null)) {
    if (Date.now() > giveUp) throw new Error(`${name}'s frame was not drawn within 10 s`);
    await page.waitForTimeout(10);
  }
  const clicked = (await page.evaluate("performance.timeOrigin + window.__input.mousedown")) as number;
  const [viewport, frameAt] = (await page.evaluate("[window.__viewportAt - window.__input.mousedown, window.__frameAt - window.__input.mousedown]")) as [number, number];
  return { drawn: drawn.paint - clicked, viewport, frame: frameAt, requested: drawn.requested - clicked, loaded: drawn.load - clicked };
}

/** Each of FrameTimes' medians over `opens`. */
function frameMedians(opens: FrameTimes[]): FrameTimes {
  const at = (pick: (open: FrameTimes) => number) => median(opens.map(pick));
  return { drawn: at((o) => o.drawn), viewport: at((o) => o.viewport), frame: at((o) => o.frame), requested: at((o) => o.requested), loaded: at((o) => o.loaded) };
}

async function closeMenuTab(page: Page, name: string): Promise<void> {
  // The pointer's close button (outside the accessibility tree: the keyboard closes a tab with Delete).
  await page.getByRole("button", { name: `关闭 ${name}`, includeHidden: true }).click();
  await page.locator(`section[data-menu-id][aria-label="${name}"]`).waitFor({ state: "detached" });
}

/** Collects garbage twice: objects freed by the first collection's finalisers go in the second. */
async function collectGarbage(page: Page, cdp: CDPSession): Promise<void> {
  await cdp.send("HeapProfiler.collectGarbage");
  await page.waitForTimeout(200);
  await cdp.send("HeapProfiler.collectGarbage");
}

async function usedHeap(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await collectGarbage(page, cdp);
    const { usedSize } = await cdp.send("Runtime.getHeapUsage");
    return usedSize;
  } finally {
    await cdp.detach();
  }
}

/**
 * A heap snapshot of the page, summed by kind of node: V8's compiled code (node type `code`),
 * and the rest of the JavaScript heap (the embedder's `native` nodes and the snapshot's own
 * `synthetic` ones are not in it). Garbage is collected first, as for usedHeap.
 */
async function heapKinds(page: Page): Promise<HeapKinds> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await collectGarbage(page, cdp);
    const chunks: string[] = [];
    cdp.on("HeapProfiler.addHeapSnapshotChunk", (event) => chunks.push(event.chunk));
    await cdp.send("HeapProfiler.takeHeapSnapshot", { reportProgress: false });
    const snapshot = JSON.parse(chunks.join("")) as { snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } }; nodes: number[] };
    const { node_fields: fields, node_types: types } = snapshot.snapshot.meta;
    const typeAt = fields.indexOf("type");
    const sizeAt = fields.indexOf("self_size");
    let code = 0;
    let other = 0;
    for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
      const type = types[0][snapshot.nodes[i + typeAt] ?? -1];
      const size = snapshot.nodes[i + sizeAt] ?? 0;
      if (type === "code") code += size;
      else if (type !== "native" && type !== "synthetic") other += size;
    }
    return { codeMb: code / 2 ** 20, otherMb: other / 2 ** 20 };
  } finally {
    await cdp.detach();
  }
}

export type HeapFigures = Pick<SubAppFigures, "heapGrowthPct" | "heapRuns" | "shellHeapGrowthPct" | "shellHeapRuns" | "heapKinds">;

/** Heap over open/close cycles of (a), and of a page of the shell's own (no sub-app) for comparison. */
async function heapFigures(baseUrl: string, entry: string, fresh: () => Promise<BrowserContext>): Promise<HeapFigures> {
  // The warm-up cycles, a measure, the cycles, the same measure.
  const cycles = async <T>(menu: string, ready: string, measure: (page: Page) => Promise<T>, rounds = 1): Promise<{ before: T; after: T; later: T[] }> => {
    const context = await fresh();
    const page = await portalPage(context, baseUrl, entry);
    const cycle = async () => {
      await searchMenu(page, menu);
      await page.keyboard.press("Enter");
      await page.waitForFunction(ready);
      await closeMenuTab(page, menu);
    };
    for (let i = 0; i < WARM_UP_CYCLES; i++) await cycle();
    await page.waitForTimeout(1000);
    const before = await measure(page);
    for (let i = 0; i < CYCLES; i++) await cycle();
    await page.waitForTimeout(1000);
    const after = await measure(page);
    const later: T[] = [];
    for (let round = 1; round < rounds; round++) {
      for (let i = 0; i < CYCLES; i++) await cycle();
      await page.waitForTimeout(1000);
      later.push(await measure(page));
    }
    await context.close();
    return { before, after, later };
  };
  const heapRun = async (menu: string, ready: string): Promise<HeapRun> => {
    const { before, after } = await cycles(menu, ready, usedHeap);
    return { beforeMb: before / 2 ** 20, afterMb: after / 2 ** 20, growthPct: ((after - before) / before) * 100 };
  };
  const heapRuns: HeapRun[] = [];
  const shellHeapRuns: HeapRun[] = [];
  for (let run = 0; run < HEAP_RUNS; run++) {
    heapRuns.push(await heapRun(LEDGER, appShown(LEDGER, LEDGER_ROOT)));
    shellHeapRuns.push(await heapRun(SHELL_PAGE, shellPageShown(SHELL_PAGE)));
  }
  // What the growth is made of: snapshots in a run of its own (taking one is no part of the runs above).
  const kinds = await cycles(LEDGER, appShown(LEDGER, LEDGER_ROOT), heapKinds, Math.max(1, Number(process.env.SUBAPP_HEAP_ROUNDS) || 1));
  return {
    heapKinds: { ...kinds, otherGrowthPct: ((kinds.after.otherMb - kinds.before.otherMb) / kinds.before.otherMb) * 100 },
    heapGrowthPct: median(heapRuns.map((r) => r.growthPct)),
    heapRuns,
    shellHeapGrowthPct: median(shellHeapRuns.map((r) => r.growthPct)),
    shellHeapRuns,
  };
}

/** First openings of framed apps in fresh browser contexts (see FramedFigures); registers the customer's framed app first. */
async function framedFigures(baseUrl: string, entry: string, fresh: () => Promise<BrowserContext>, untrustedCdn: Pick<StaticOrigin, "origin">): Promise<FramedFigures> {
  const parentId = await siteDiaryParent(await portalPage(await fresh(), baseUrl, entry));
  await registerAppWithMenu(baseUrl, { id: "customer-diary-framed", names: [FRAMED_CUSTOMER_APP, "Customer site diary (framed)", "Kundens byggdagbok (ram)"], entry: `${untrustedCdn.origin}/`, kind: "microApp", cache: false }, { parentId, roles: [DEMO_ROLE] });
  const own: FrameTimes[] = [];
  const other: FrameTimes[] = [];
  for (let run = 0; run < COLD_RUNS; run++) {
    for (const [menu, into] of [[FRAMED_PAGE, own], [FRAMED_CUSTOMER_APP, other]] as const) {
      const context = await fresh();
      const page = await portalPage(context, baseUrl, entry);
      into.push(await openFramedTimed(page, menu));
      await context.close();
    }
  }
  return { ownOrigin: frameMedians(own), ownOriginDrawn: own.map((o) => o.drawn), otherOrigin: frameMedians(other), otherOriginDrawn: other.map((o) => o.drawn) };
}

/** Signs the demo user in once, then gives `run` fresh browser contexts signed in at the project org. */
async function withSignedIn<T>(portal: Pick<PortalProcess, "url">, run: (entry: string, fresh: () => Promise<BrowserContext>) => Promise<T>): Promise<T> {
  const browser = await launchChromium(FULL_CHROMIUM_PATH);
  try {
    const viewport = { width: 1440, height: 900 };
    const session = await browser.newContext({ locale: "zh-CN", viewport });
    const entry = await signInAtProject(session, portal.url);
    const storageState = await session.storageState();
    await session.close();
    return await run(entry, () => browser.newContext({ locale: "zh-CN", viewport, storageState }));
  } finally {
    await browser.close();
  }
}

/** The heap figures alone (`SUBAPP_BENCH=heap`): the same cycles and measure as in benchSubApps. */
export function benchSubAppHeap(portal: Pick<PortalProcess, "url">): Promise<HeapFigures> {
  return withSignedIn(portal, (entry, fresh) => heapFigures(portal.url, entry, fresh));
}

/**
 * `cdn` serves the customer's app on another origin; the portal must have been started trusting
 * that origin's code in the page (TRUSTED_CODE_ORIGINS, ADR 047), or the app is framed instead.
 */
export function benchSubApps(portal: Pick<PortalProcess, "url">, cdn: Pick<StaticOrigin, "origin">, untrustedCdn: Pick<StaticOrigin, "origin">): Promise<SubAppFigures | MountFigures> {
  return withSignedIn(portal, async (entry, fresh) => {
    // Cold and warm mounts of (a).
    const coldMounts: number[] = [];
    const coldOpens: OpenTimes[] = [];
    const warmMounts: number[] = [];
    const coldHostParts: number[] = [];
    const warmHostParts: number[] = [];
    for (let run = 0; run < COLD_RUNS; run++) {
      const context = await fresh();
      const page = await portalPage(context, portal.url, entry);
      const cold = await openTimed(page, LEDGER, LEDGER_ROOT);
      coldMounts.push(cold.total);
      coldHostParts.push(cold.total - cold.navigation);
      coldOpens.push(cold);
      await closeMenuTab(page, LEDGER);
      await page.waitForTimeout(300);
      const warm = await openTimed(page, LEDGER, LEDGER_ROOT);
      warmMounts.push(warm.total);
      warmHostParts.push(warm.total - warm.navigation);
      await context.close();
    }

    // Cold mounts of a customer's app on another origin, registered through the platform's API.
    const crossOriginColdMounts: number[] = [];
    const crossOriginOpens: OpenTimes[] = [];
    {
      const parentId = await siteDiaryParent(await portalPage(await fresh(), portal.url, entry));
      await registerAppWithMenu(portal.url, { id: "customer-diary", names: [CUSTOMER_APP, "Customer site diary", "Kundens byggdagbok"], entry: `${cdn.origin}/`, kind: "microApp", cache: false }, { parentId, roles: [DEMO_ROLE] });
      for (let run = 0; run < COLD_RUNS; run++) {
        const context = await fresh();
        const page = await portalPage(context, portal.url, entry);
        const open = await openTimed(page, CUSTOMER_APP, CUSTOMER_ROOT);
        crossOriginColdMounts.push(open.total);
        crossOriginOpens.push(open);
        await context.close();
      }
    }

    // First openings of framed apps: the portal's own product page, and the customer's app from an origin the operator does not trust.
    const framed = await framedFigures(portal.url, entry, fresh, untrustedCdn);

    const mounts: MountFigures = {
      framed,
      crossOriginColdMs: median(crossOriginColdMounts),
      crossOriginColdMounts,
      crossOriginColdSteps: stepMedians(crossOriginOpens),
      coldMountMs: median(coldMounts),
      coldMounts,
      coldSteps: stepMedians(coldOpens),
      coldHostMs: median(coldHostParts),
      warmMountMs: median(warmMounts),
      warmMounts,
      warmHostMs: median(warmHostParts),
    };
    if (process.env.SUBAPP_BENCH === "mount") return mounts;

    // Switches between two kept-alive tabs.
    const switches: number[] = [];
    const switchFrames: number[] = [];
    {
      const context = await fresh();
      const page = await portalPage(context, portal.url, entry);
      await openTimed(page, LEDGER, LEDGER_ROOT);
      await openTimed(page, DIARY, DIARY_ROOT);
      const tabs = page.getByRole("tablist", { name: "已打开的页面" });
      for (let i = 0; i < SWITCHES; i++) {
        const [name, root] = i % 2 === 0 ? [LEDGER, LEDGER_ROOT] : [DIARY, DIARY_ROOT];
        const tab = tabs.getByRole("tab", { name, exact: true });
        const box = await tab.boundingBox();
        if (!box) throw new Error(`the tab ${name} is not on screen`);
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.evaluate("window.__input.mousedown = 0");
        const took = await timeToPaint(page, appShown(name, root), "window.__input.mousedown", async () => {
          await page.mouse.down();
          await page.mouse.up();
        });
        switches.push(took);
        switchFrames.push((await page.evaluate("window.__watchFrames")) as number);
        await page.waitForTimeout(300);
      }
      await context.close();
    }

    const heap = await heapFigures(portal.url, entry, fresh);

    return {
      ...mounts,
      switchMs: median(switches),
      switches,
      switchFrames,
      ...heap,
    };
  });
}

const heapRunsText = (values: HeapRun[]) => values.map((r) => `${r.beforeMb.toFixed(1)} → ${r.afterMb.toFixed(1)} MB, ${r.growthPct >= 0 ? "+" : ""}${r.growthPct.toFixed(1)} %`).join("; ");

export function describeSubAppHeap(figures: HeapFigures): string {
  return (
    `JS heap growth over ${CYCLES} open/close cycles of the ledger: ${figures.heapGrowthPct.toFixed(1)} % (median of ${figures.heapRuns.length} runs, target ≤ 10 %; ` +
    `${heapRunsText(figures.heapRuns)}); the same cycles of a page of the shell's own (${SHELL_PAGE}, no sub-app): ${figures.shellHeapGrowthPct.toFixed(1)} % (${heapRunsText(figures.shellHeapRuns)})\n` +
    describeHeapKinds(figures.heapKinds)
  );
}

function describeHeapKinds({ before, after, later, otherGrowthPct }: HeapKindsRun): string {
  const change = (from: number, to: number) => `${from.toFixed(2)} → ${to.toFixed(2)} MB (${to >= from ? "+" : ""}${((to - from) * 1024).toFixed(0)} KB)`;
  const rounds = [after, ...later];
  return (
    `What the ledger's cycles add, from heap snapshots in one more run: V8's compiled code ${change(before.codeMb, after.codeMb)}; ` +
    `everything else ${change(before.otherMb, after.otherMb)}, ${otherGrowthPct >= 0 ? "+" : ""}${otherGrowthPct.toFixed(1)} %` +
    (later.length > 0 ? `; after each ${CYCLES} cycles (code, everything else, MB): ${rounds.map((r, i) => `${(i + 1) * CYCLES}: ${r.codeMb.toFixed(2)}, ${r.otherMb.toFixed(2)}`).join("; ")}` : "")
  );
}

function describeFramed(framed: FramedFigures): string {
  const times = (t: FrameTimes) => `viewport ${t.viewport.toFixed(0)} → frame element ${t.frame.toFixed(0)} → document asked for ${t.requested.toFixed(0)} → first contentful paint ${t.drawn.toFixed(0)} → load ${t.loaded.toFixed(0)}`;
  const list = (values: number[]) => values.map((n) => n.toFixed(0)).join(", ");
  return (
    `Framed app drawn, first opening (click on its menu in the search → the frame's first contentful paint, fresh browser context; target ≤ 250 ms): ` +
    `the portal's own ${FRAMED_PAGE} ${framed.ownOrigin.drawn.toFixed(1)} ms (median of ${framed.ownOriginDrawn.length}; in order: ${list(framed.ownOriginDrawn)}); ` +
    `a customer's app on an untrusted origin ${framed.otherOrigin.drawn.toFixed(1)} ms (in order: ${list(framed.otherOriginDrawn)})\n` +
    `  where it goes (median ms since the click): own origin: ${times(framed.ownOrigin)}; other origin: ${times(framed.otherOrigin)}`
  );
}

/** The steps of a mount in order, each with its median time since Enter: the gaps between them are where the time goes. */
function stepsText(steps: StepTimes): string {
  const order = ["viewport", ...MOUNT_STEPS, "painted"] as const;
  return order.map((step) => `${step} ${typeof steps[step] === "number" ? steps[step].toFixed(0) : "–"}`).join(" → ");
}

export function describeSubApps(figures: SubAppFigures | MountFigures): string {
  const list = (values: number[]) => values.map((n) => n.toFixed(0)).join(", ");
  const mounts =
    `Sub-apps (project ledger micro-app, demo tenant's project org): cold mount ${figures.coldMountMs.toFixed(1)} ms ` +
    `(Enter in the menu search → viewport mounted and the app painted, fresh browser context; median of ${figures.coldMounts.length}, target ≤ 100 ms; in order: ${list(figures.coldMounts)}; ` +
    `of which viewport in the DOM → mounted and painted, the host's part: ${figures.coldHostMs.toFixed(1)} ms); ` +
    `mounted again after its tab was closed ${figures.warmMountMs.toFixed(1)} ms (in order: ${list(figures.warmMounts)}; the host's part ${figures.warmHostMs.toFixed(1)} ms)\n` +
    `  where it goes (median ms since Enter): ${stepsText(figures.coldSteps)}\n` +
    `Cold mount of a customer's app on another origin (plain HTML and script, CORS, registered through the API; same measure): ${figures.crossOriginColdMs.toFixed(1)} ms (median of ${figures.crossOriginColdMounts.length}; in order: ${list(figures.crossOriginColdMounts)})\n` +
    `  where it goes (median ms since Enter): ${stepsText(figures.crossOriginColdSteps)}\n` +
    describeFramed(figures.framed);
  if (!("switchMs" in figures)) return mounts;
  return (
    `${mounts}\n` +
    `Switch between two kept-alive tabs (ledger ↔ site diary): ${figures.switchMs.toFixed(1)} ms (mousedown on the tab → its pane with the app painted; median of ${figures.switches.length}, target ≤ 16 ms; in order: ${list(figures.switches)}; ` +
    `drawn in the first frame after the press: ${figures.switchFrames.filter((frame) => frame === 1).length} of ${figures.switchFrames.length}, frames in order: ${figures.switchFrames.join(", ")})\n` +
    describeSubAppHeap(figures)
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (!existsSync("build/server/index.js")) throw new Error("run `npx remix vite:build` first");
  const cdn = await startStaticOrigin(CUSTOMER_APP_DIR);
  // The same app from an origin the operator does not name: it is framed.
  const untrustedCdn = await startStaticOrigin(CUSTOMER_APP_DIR);
  const portal = await startPortalProcess([], { trustedCodeOrigins: [cdn.origin] });
  try {
    // SUBAPP_BENCH=heap: the heap figures alone.
    console.log(process.env.SUBAPP_BENCH === "heap" ? describeSubAppHeap(await benchSubAppHeap(portal)) : describeSubApps(await benchSubApps(portal, cdn, untrustedCdn)));
  } finally {
    await portal.close();
    await cdn.close();
    await untrustedCdn.close();
  }
}
