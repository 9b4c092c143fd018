import { describe, expect, it } from "vitest";
import { COMPONENT_NAMES } from "#app/layout/component-names";
import { flattenMenus } from "#app/features/menus/menu-tree.rules";
import { validate } from "#app/kit/schemas/validator";
import type { MenuNode } from "#app/types/generated/menu-node";
import { DEMO_TENANTS } from "../../stories/fixtures/portal";
import { DEMO_MENUS as HEADER_ITEM_MENUS } from "../../stories/header-items/fixtures";
import { MENU_TREE, PORTAL_MENUS, manyPagesTree } from "../../stories/sidebar/fixtures";
import { DEMO_MENUS as TAB_MENUS } from "../../stories/tabs/fixtures";
import { AREA_MODULES, declaredRegistryNames, type StoryModuleMeta } from "./story-checks";

/**
 * What the stories say about themselves, read without showing them (the stories themselves run in
 * Chromium: the `storybook` Vitest project, ADR 036, whose setup proves that each module shows
 * what it declares): every component the layout engine can place is declared by a story module,
 * the modules that show the shell's areas per tenant and portal type are there, and the story
 * fixtures are valid data.
 */

const STORY_MODULES = import.meta.glob<{ default?: StoryModuleMeta }>("../../stories/**/*.stories.tsx", { eager: true });
const METAS = Object.entries(STORY_MODULES).map(([path, module]) => ({ path, meta: module.default }));

describe("story modules", () => {
  it("each has a meta with a title", () => {
    expect(METAS.length).toBeGreaterThan(0);
    expect(METAS.filter(({ meta }) => typeof meta?.title !== "string").map(({ path }) => path)).toEqual([]);
  });
});

describe("every component the layout engine can place has a story", () => {
  it("the registry lists components", () => {
    expect(COMPONENT_NAMES.length).toBeGreaterThan(0);
  });
  const declared = new Set(METAS.flatMap(({ meta }) => (meta ? declaredRegistryNames(meta) : [])));
  it.each([...COMPONENT_NAMES])("%s: a story module declares it (meta component or subcomponents)", (name) => {
    expect(declared.has(name), `no story module names ${name} in its meta (subcomponents: { ${name} })`).toBe(true);
  });
});

describe("the header, sidebar, tab bar and side toolbar have their story modules", () => {
  const titles = new Set(METAS.map(({ meta }) => meta?.title));
  it.each(Object.entries(AREA_MODULES))("%s: %s", (_area, title) => {
    expect(titles.has(title)).toBe(true);
  });
});

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
