import { expect } from "vitest";
import { isComponentName } from "#app/layout/component-names";
import { DEFAULT_COMPONENTS } from "#app/shell/component-map";
import type { LayoutPlan } from "#app/layout/types";
import { PORTAL_TYPES } from "#app/layout/types";
import { DEMO_TENANTS, storyPortal, type DemoTenantKey } from "../../stories/fixtures/portal";
import { drawsSomething, reactRoots, shownComponents, type Shown } from "./shown";

/**
 * The checks every story passes in Chromium beyond its own play function (the `storybook` Vitest
 * project, ADR 036; .storybook/vitest.setup.ts wires them in): the story shows something, and
 * its module, once all of its stories ran, proves its part of the coverage rules — every
 * registry component it declares is shown by one of its stories, and the modules of the header,
 * sidebar, tab bar and side toolbar show their area in Classic and Simple for each demo tenant.
 * That every component the layout engine can place is declared by a module is read from the
 * stories' metadata (tests/stories/story-metadata.test.tsx).
 */

/** What a story module's stories must show beyond their own play checks, by the module's title. */
const AFTER_STORY: Record<string, () => void> = {
  "Shell/Tab bar": () => expect(document.body.querySelector("[data-menu-id], [role=tablist], [role=status]")).not.toBeNull(),
  "Shell/Content viewport": () => expect(document.body.querySelector("[data-menu-id], [role=tablist], [role=status]")).not.toBeNull(),
};

/**
 * Registry components that draw outside React's tree: what a user sees of them, found in the page.
 * The watermark's layer is a plain element on the body, owned by its guard (ADR 029).
 */
const DRAWN_OUTSIDE_REACT: Record<string, () => boolean> = {
  Watermark: () => document.body.querySelector(":scope > [data-testid=watermark]") !== null,
};

/** The story modules that show each area of the shell for every demo tenant in Classic and Simple, by title. */
export const AREA_MODULES = {
  header: "Shell/Header",
  sidebar: "Shell/Sidebar",
  "tab bar": "Shell/Tab bar",
  "side toolbar": "Shell/Header items/Side toolbar",
} as const;
type Area = keyof typeof AREA_MODULES;

/** The registry component that draws an area in a plan ("Header" for the whole header). */
const AREA_COMPONENT: Record<Area, (plan: LayoutPlan) => string> = {
  header: () => "Header",
  sidebar: (plan) => plan.sidebar.component,
  "tab bar": (plan) => plan.tabBar.component,
  "side toolbar": (plan) => plan.toolbar.component,
};

/** A participant-org dropdown shows only for a participant with more than one org (its own stories). */
const CONDITIONAL_HEADER_ITEMS = new Set(["ParticipantOrgSelect"]);

/** What a story module says about itself (the story context's meta fields). */
export interface StoryModuleMeta {
  title: string;
  component?: unknown;
  subcomponents?: Record<string, unknown>;
}

interface StoryRecord {
  story: string;
  shown: Shown[];
}

/** The stories of one module shown so far, and its meta. */
export interface ModuleRecords {
  meta: StoryModuleMeta;
  stories: StoryRecord[];
}

/**
 * Checks what the story just shown drew and records it under its module: the story shows
 * something and its module's extra checks pass. Call it while the story is still mounted.
 */
export function checkShownStory(meta: StoryModuleMeta, story: string, modules: Map<string, ModuleRecords>): void {
  const roots = reactRoots();
  expect(roots.some(drawsSomething), "the story shows nothing").toBe(true);
  AFTER_STORY[meta.title]?.();
  const shown = shownComponents(roots).map((s) => (!s.visible && DRAWN_OUTSIDE_REACT[s.name]?.() ? { ...s, visible: true } : s));
  const records = modules.get(meta.title) ?? { meta, stories: [] };
  records.stories.push({ story, shown });
  modules.set(meta.title, records);
}

/** The registry names a module's meta declares (by the registry's own component, in `component` or `subcomponents`). */
export function declaredRegistryNames(meta: Pick<StoryModuleMeta, "component" | "subcomponents">): string[] {
  return Object.entries(DEFAULT_COMPONENTS)
    .filter(([name, component]) => meta.component === component || meta.subcomponents?.[name] === component)
    .map(([name]) => name);
}

/**
 * The coverage rules one module proves once all its stories have run; returns what is missing,
 * each as a readable line (empty when all hold).
 */
export function missingFromModule({ meta, stories }: ModuleRecords): string[] {
  const missing: string[] = [];
  const shows = (test: (s: Shown) => boolean) => stories.some((r) => r.shown.some((s) => s.visible && test(s)));

  for (const name of declaredRegistryNames(meta)) {
    if (!shows((s) => s.name === name)) missing.push(`${meta.title} declares ${name}, but none of its stories shows it`);
  }

  for (const [area, title] of Object.entries(AREA_MODULES) as [Area, string][]) {
    if (title !== meta.title) continue;
    for (const tenant of Object.keys(DEMO_TENANTS) as DemoTenantKey[]) {
      const tenantId = DEMO_TENANTS[tenant].tenant.id;
      for (const portalType of PORTAL_TYPES) {
        const name = AREA_COMPONENT[area](storyPortal({ tenant, portalType }).plan);
        if (!shows((s) => s.name === name && s.tenantId === tenantId && s.portalType === portalType)) missing.push(`${title}: no story shows the ${area} (${name}) for ${tenant} ${portalType}`);
      }
    }
  }

  if (meta.title === AREA_MODULES.header) {
    if (!shows((s) => s.name === "Header")) missing.push(`${meta.title}: no story shows the header`);
    // Every header the header's stories show draws each item its plan places.
    for (const record of stories) {
      for (const header of record.shown.filter((s) => s.name === "Header" && s.visible && s.plan)) {
        const { left, center, right } = header.plan!.header.slots;
        const planned = [...left, ...center, ...right].map((item) => item.component).filter((c) => isComponentName(c) && !CONDITIONAL_HEADER_ITEMS.has(c));
        for (const component of planned) {
          if (!record.shown.some((s) => s.name === component && s.inHeader && s.visible)) missing.push(`${meta.title}/${record.story}: the header does not draw ${component}, which its plan places`);
        }
      }
    }
  }
  return missing;
}
