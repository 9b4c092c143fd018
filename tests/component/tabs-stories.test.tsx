import { composeStories } from "@storybook/react";
import { describe, expect, it } from "vitest";
import * as content from "../../stories/content/ContentViewport.stories";
import * as tabBar from "../../stories/tabs/TabBar.stories";

/** The tab bar's and the content viewport's stories render and pass their play checks (portable stories in jsdom). */
describe.each(Object.entries({ tabBar, content }))("stories: %s", (_name, module) => {
  const stories: [string, { run: () => Promise<void> }][] = Object.entries(composeStories(module as Parameters<typeof composeStories>[0]));
  it("has stories", () => {
    expect(stories.length).toBeGreaterThan(0);
  });
  it.each(stories)("%s renders and passes its play checks", async (_story, Story) => {
    await Story.run();
    expect(document.body.querySelector("[data-menu-id], [role=tablist], [role=status]")).not.toBeNull();
  }, 90_000);
});
