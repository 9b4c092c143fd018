import { composeStories } from "@storybook/react";
import { beforeAll, describe, expect, it } from "vitest";
import { preloadAllPieces } from "#app/kit/lazy/lazy-piece";
import { Header } from "#app/features/header/Header";
import { COMPONENT_NAMES, isComponentName } from "#app/layout/component-names";
import { DEFAULT_COMPONENTS } from "#app/shell/component-map";
import type { LayoutPlan, PortalType } from "#app/layout/types";
import { PORTAL_TYPES } from "#app/layout/types";
import { PortalProvider, type PortalContextValue } from "#app/shell/portal-context";
import { flattenMenus } from "#app/features/menus/menu-tree.rules";
import { validate } from "#app/kit/schemas/validator";
import type { MenuNode } from "#app/types/generated/menu-node";
import { DEMO_TENANTS, storyPortal, type DemoTenantKey } from "../../stories/fixtures/portal";
import { DEMO_MENUS as HEADER_ITEM_MENUS } from "../../stories/header-items/fixtures";
import { MENU_TREE, PORTAL_MENUS, manyPagesTree } from "../../stories/sidebar/fixtures";
import { DEMO_MENUS as TAB_MENUS } from "../../stories/tabs/fixtures";

// The on-demand pieces are at hand, as for a server-rendered page (entry.server preloads them):
// a story shows its component, not the component's loading state.
beforeAll(async () => {
  await preloadAllPieces();
});

/**
 * The one runner of the Storybook stories (portable stories in jsdom): every story module
 * under stories/ renders and its play function's assertions pass. While a story is shown,
 * its React tree is read to learn which registry components it showed, and under which
 * tenant and portal type; the checks at the end use that to prove that every component
 * the layout engine can place has a story, and that the header, sidebar, tab bar and side
 * toolbar have one for Classic and Simple in each demo tenant.
 */

type StoryModule = Parameters<typeof composeStories>[0];
type Composed = { run: () => Promise<void> };

const STORY_MODULES = import.meta.glob<StoryModule>("../../stories/**/*.stories.tsx", { eager: true });
const moduleName = (path: string) => path.replace("../../stories/", "").replace(/\.stories\.tsx$/, "");
const MODULES = Object.entries(STORY_MODULES).map(([path, module]) => [moduleName(path), module] as const);

/** What a story module's stories must show beyond their own play checks (kept from the area runners). */
const AFTER_STORY: Record<string, () => void> = {
  "tabs/TabBar": () => expect(document.body.querySelector("[data-menu-id], [role=tablist], [role=status]")).not.toBeNull(),
  "content/ContentViewport": () => expect(document.body.querySelector("[data-menu-id], [role=tablist], [role=status]")).not.toBeNull(),
};

/**
 * Registry components that draw outside React's tree: what a user sees of them, found in the page.
 * The watermark's layer is a plain element on the body, owned by its guard (ADR 029).
 */
const DRAWN_OUTSIDE_REACT: Record<string, () => boolean> = {
  Watermark: () => document.body.querySelector(":scope > [data-testid=watermark]") !== null,
};

// ---- Reading the shown React tree ----

interface Fiber {
  tag: number;
  type: unknown;
  elementType: unknown;
  memoizedProps: unknown;
  stateNode: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
}

const HOST_COMPONENT = 5;
const HOST_TEXT = 6;

/** Registry component → its registry names. */
const REGISTRY_NAMES = new Map<unknown, string[]>();
for (const [name, component] of Object.entries(DEFAULT_COMPONENTS)) REGISTRY_NAMES.set(component, [...(REGISTRY_NAMES.get(component) ?? []), name]);

interface Shown {
  /** A registry name, or "Header" for the whole header. */
  name: string;
  /** It drew something a user can see (an element or text), not only null. */
  visible: boolean;
  inHeader: boolean;
  tenantId: string | undefined;
  portalType: PortalType | undefined;
  plan: LayoutPlan | undefined;
}

interface StoryRecord {
  module: string;
  story: string;
  shown: Shown[];
}

const records: StoryRecord[] = [];

/** The current HostRoot fiber of every React root mounted on a child of <body> (the story's canvas among them). */
function reactRoots(): Fiber[] {
  const roots: Fiber[] = [];
  for (const element of Array.from(document.body.children)) {
    const key = Object.keys(element).find((k) => k.startsWith("__reactContainer$"));
    if (!key) continue;
    const initial = (element as unknown as Record<string, Fiber>)[key];
    const current = (initial?.stateNode as { current?: Fiber } | undefined)?.current ?? initial;
    if (current) roots.push(current);
  }
  return roots;
}

function drawsSomething(fiber: Fiber): boolean {
  const stack: Fiber[] = fiber.child ? [fiber.child] : [];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (next.tag === HOST_COMPONENT) return true;
    if (next.tag === HOST_TEXT && String(next.memoizedProps ?? "").trim() !== "") return true;
    if (next.sibling) stack.push(next.sibling);
    if (next.child) stack.push(next.child);
  }
  return false;
}

/** The registry components (and headers) in the shown trees, with the portal context they sit in. */
function shownComponents(roots: Fiber[]): Shown[] {
  const shown: Shown[] = [];
  type Frame = { fiber: Fiber; portal: PortalContextValue | undefined; inHeader: boolean };
  const stack: Frame[] = roots.map((fiber) => ({ fiber, portal: undefined, inHeader: false }));
  while (stack.length > 0) {
    const { fiber, portal: outer, inHeader: outerHeader } = stack.pop()!;
    let portal = outer;
    let inHeader = outerHeader;
    if (fiber.type === PortalProvider) portal = (fiber.memoizedProps as { value: PortalContextValue }).value;
    const record = (name: string) =>
      shown.push({ name, visible: drawsSomething(fiber), inHeader, tenantId: portal?.tenant?.id, portalType: portal?.plan.portalType, plan: portal?.plan });
    if (fiber.type === Header) {
      record("Header");
      inHeader = true;
    } else {
      for (const name of REGISTRY_NAMES.get(fiber.type) ?? REGISTRY_NAMES.get(fiber.elementType) ?? []) record(name);
    }
    if (fiber.sibling) stack.push({ fiber: fiber.sibling, portal: outer, inHeader: outerHeader });
    if (fiber.child) stack.push({ fiber: fiber.child, portal, inHeader });
  }
  return shown;
}

// ---- Every story ----

describe.each(MODULES)("stories: %s", (name, module) => {
  const stories = Object.entries(composeStories(module)) as [string, Composed][];
  it("has stories", () => {
    expect(stories.length).toBeGreaterThan(0);
  });
  it.each(stories)(
    "%s renders and passes its play checks",
    async (story, Story) => {
      // Choices a story saves in this browser (pinned sidebar, closed banner, tabs) start fresh.
      localStorage.clear();
      await Story.run();
      const roots = reactRoots();
      expect(roots.some(drawsSomething), "the story shows nothing").toBe(true);
      AFTER_STORY[name]?.();
      const shown = shownComponents(roots).map((s) => (!s.visible && DRAWN_OUTSIDE_REACT[s.name]?.() ? { ...s, visible: true } : s));
      records.push({ module: name, story, shown });
    },
    // The heaviest stories (a 100,000-node tree in jsdom) need room on a loaded 2-core machine.
    90_000,
  );
});

// ---- Coverage: what the stories above showed ----

const TENANT_KEYS = Object.keys(DEMO_TENANTS) as DemoTenantKey[];
const tenantOf = (key: DemoTenantKey) => DEMO_TENANTS[key].tenant.id;
const ran = (module: string) => records.some((r) => r.module === module);

/** Modules whose meta names `component` (by the registry's own component) in `component` or `subcomponents`. */
function declaring(name: string): string[] {
  const component = DEFAULT_COMPONENTS[name];
  return MODULES.filter(([, module]) => {
    const meta = (module as { default?: { component?: unknown; subcomponents?: Record<string, unknown> } }).default;
    return meta?.component === component || meta?.subcomponents?.[name] === component;
  }).map(([moduleName]) => moduleName);
}

describe("every component the layout engine can place has a story", () => {
  it("the registry lists components", () => {
    expect(COMPONENT_NAMES.length).toBeGreaterThan(0);
  });
  it.each([...COMPONENT_NAMES])("%s: a story module declares it and one of its stories shows it", (name) => {
    const modules = declaring(name);
    expect(modules, `no story module names ${name} in its meta (subcomponents: { ${name} })`).not.toEqual([]);
    const showing = records.filter((r) => modules.includes(r.module) && r.shown.some((s) => s.name === name && s.visible)).map((r) => `${r.module}/${r.story}`);
    expect(showing, `no story of ${modules.join(", ")} shows ${name} (it ran: ${modules.some(ran)})`).not.toEqual([]);
  });
  it("every registry component a module declares is shown by one of its stories", () => {
    const claimed = MODULES.flatMap(([module, exports]) => {
      const meta = (exports as { default?: { subcomponents?: Record<string, unknown> } }).default;
      return Object.entries(meta?.subcomponents ?? {})
        .filter(([name, component]) => DEFAULT_COMPONENTS[name] === component)
        .map(([name]) => ({ module, name }));
    });
    const unshown = claimed.filter(({ module, name }) => !records.some((r) => r.module === module && r.shown.some((s) => s.name === name && s.visible)));
    expect(unshown).toEqual([]);
  });
});

/** The matrix: each area's component in Classic and Simple for each demo tenant. */
const AREAS: Record<string, (plan: LayoutPlan) => string> = {
  header: () => "Header",
  sidebar: (plan) => plan.sidebar.component,
  "tab bar": (plan) => plan.tabBar.component,
  "side toolbar": (plan) => plan.toolbar.component,
};
/** The header's own stories, which show it with the demo menus and data. */
const HEADER_MODULE = "Header";
const MATRIX = Object.keys(AREAS).flatMap((area) => TENANT_KEYS.flatMap((tenant) => PORTAL_TYPES.map((portalType) => [area, tenant, portalType] as const)));

describe("the header, sidebar, tab bar and side toolbar have stories for Classic and Simple in each demo tenant", () => {
  it.each(MATRIX)("%s: %s %s", (area, tenant, portalType) => {
    const { plan } = storyPortal({ tenant, portalType });
    const name = AREAS[area]!(plan);
    const showing = records.filter((r) => r.shown.some((s) => s.name === name && s.visible && s.tenantId === tenantOf(tenant) && s.portalType === portalType));
    expect(showing.map((r) => `${r.module}/${r.story}`), `no story shows ${name} for ${tenant} ${portalType}`).not.toEqual([]);
  });

  // A participant-org dropdown shows only for a participant with more than one org (its own stories).
  const CONDITIONAL = new Set(["ParticipantOrgSelect"]);
  it("every header the header's stories show draws each item its plan places", () => {
    const missing: string[] = [];
    for (const record of records.filter((r) => r.module === HEADER_MODULE)) {
      for (const header of record.shown.filter((s) => s.name === "Header" && s.visible && s.plan)) {
        const { left, center, right } = header.plan!.header.slots;
        const planned = [...left, ...center, ...right].map((item) => item.component).filter((c) => isComponentName(c) && !CONDITIONAL.has(c));
        for (const component of planned) {
          if (!record.shown.some((s) => s.name === component && s.inHeader && s.visible)) missing.push(`${record.module}/${record.story}: ${component}`);
        }
      }
    }
    expect(records.some((r) => r.module === HEADER_MODULE && r.shown.some((s) => s.name === "Header" && s.visible)), `no story of ${HEADER_MODULE} shows the header`).toBe(true);
    expect(missing).toEqual([]);
  });
});

// ---- Fixtures ----

describe("story fixtures", () => {
  it.each(Object.entries(DEMO_TENANTS))("%s header theme validates against the schema", (_key, demo) => {
    expect(validate("header-theme", demo.theme)).toEqual({ ok: true });
  });
  it.each([
    ["sidebar and header navigation", [...MENU_TREE, ...PORTAL_MENUS, ...manyPagesTree(3)]],
    ["tab bar and content", [...TAB_MENUS.tree, ...TAB_MENUS.portalMenus]],
    ["header items", [...HEADER_ITEM_MENUS.tree, ...HEADER_ITEM_MENUS.portalMenus]],
  ] as [string, MenuNode[]][])("%s: every menu node is a valid menu node (schemas/menu-node)", (_name, tree) => {
    const invalid = flattenMenus(tree).filter((node) => !validate("menu-node", { ...node, children: [] }).ok).map((node) => node.id);
    expect(invalid).toEqual([]);
  });
});
