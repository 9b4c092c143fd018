import { composeStories } from "@storybook/react";
import { describe, expect, it } from "vitest";
import * as personal from "../../stories/personal/Personal.stories";
import * as workbench from "../../stories/workbench/Workbench.stories";

/** The workbench, home and personal-centre stories render and their play checks pass (portable stories in jsdom). */
describe.each(Object.entries({ workbench, personal }))("stories: %s", (_name, module) => {
  const stories: [string, { run: () => Promise<void> }][] = Object.entries(composeStories(module as Parameters<typeof composeStories>[0]));
  it("has stories", () => {
    expect(stories.length).toBeGreaterThan(0);
  });
  it.each(stories)(
    "%s renders and passes its play checks",
    async (_story, Story) => {
      await Story.run();
      expect(document.body.querySelector("*:not(script)")).not.toBeNull();
    },
    90_000
  );
});
