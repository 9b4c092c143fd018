import { composeStories } from "@storybook/react";
import { describe, expect, it } from "vitest";
import { validate } from "#app/schemas/validator";
import { flattenMenus } from "#app/rules/menu-tree";
import * as headerNav from "../../stories/header-nav/HeaderNav.stories";
import * as sidebar from "../../stories/sidebar/Sidebar.stories";
import { MENU_TREE, PORTAL_MENUS, manyPagesTree } from "../../stories/sidebar/fixtures";

/** The left side's and the header navigation's stories render and pass their play checks (portable stories in jsdom). */
describe.each(Object.entries({ sidebar, headerNav }))("stories: %s", (_name, module) => {
  const stories: [string, { run: () => Promise<void> }][] = Object.entries(composeStories(module as Parameters<typeof composeStories>[0]));
  it("has stories", () => {
    expect(stories.length).toBeGreaterThan(0);
  });
  it.each(stories)("%s renders and passes its play checks", async (_story, Story) => {
    localStorage.clear();
    await Story.run();
    expect(document.body.querySelector("*:not(script)")).not.toBeNull();
  }, 60_000);
});

describe("navigation story fixtures", () => {
  it("every menu node is a valid menu node (schemas/menu-node)", () => {
    const nodes = [...flattenMenus(MENU_TREE), ...flattenMenus(PORTAL_MENUS), ...flattenMenus(manyPagesTree(3))];
    const invalid = nodes.filter((node) => !validate("menu-node", { ...node, children: [] }).ok).map((node) => node.id);
    expect(invalid).toEqual([]);
  });
});
