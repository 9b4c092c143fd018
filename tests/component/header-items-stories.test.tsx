import { composeStories } from "@storybook/react";
import { describe, expect, it } from "vitest";
import * as banner from "../../stories/header-items/BrowserBanner.stories";
import * as items from "../../stories/header-items/HeaderItems.stories";
import * as toolbar from "../../stories/header-items/SideToolbar.stories";
import * as userMenu from "../../stories/header-items/UserMenu.stories";
import * as watermark from "../../stories/header-items/Watermark.stories";

/** Every header-item story renders and its play checks pass (portable stories in jsdom). */
const modules = { items, userMenu, toolbar, watermark, banner };

describe.each(Object.entries(modules))("header-item stories: %s", (_name, module) => {
  const stories: [string, { run: () => Promise<void> }][] = Object.entries(composeStories(module as Parameters<typeof composeStories>[0]));
  it("has stories", () => {
    expect(stories.length).toBeGreaterThan(0);
  });
  it.each(stories)("%s renders and passes its play checks", async (_story, Story) => {
    await Story.run();
    expect(document.body.querySelector("*:not(script)")).not.toBeNull();
  }, 60_000);
});
