import { composeStories } from "@storybook/react";
import { describe, expect, it } from "vitest";
import { validate } from "#app/schemas/validator";
import * as fallback from "../../stories/ComponentFallback.stories";
import { DEMO_TENANTS } from "../../stories/fixtures/portal";
import * as header from "../../stories/Header.stories";
import * as headerItems from "../../stories/HeaderItems.stories";
import * as identitySwitch from "../../stories/identity/IdentitySwitchDialog.stories";
import * as login from "../../stories/LoginForm.stories";
import * as orgSwitcher from "../../stories/org/OrgSwitcher.stories";
import * as relogin from "../../stories/identity/ReloginDialog.stories";
import * as tenantNotices from "../../stories/tenant/TenantNotices.stories";
import * as tenantSwitch from "../../stories/tenant/TenantSwitchDialog.stories";

/** Every story renders and its play function's assertions pass (portable stories in jsdom). */
const modules = { header, headerItems, fallback, login, tenantSwitch, tenantNotices, identitySwitch, relogin, orgSwitcher };

describe.each(Object.entries(modules))("stories: %s", (_name, module) => {
  const stories: [string, { run: () => Promise<void> }][] = Object.entries(composeStories(module as Parameters<typeof composeStories>[0]));
  it("has stories", () => {
    expect(stories.length).toBeGreaterThan(0);
  });
  it.each(stories)("%s renders and passes its play checks", async (_story, Story) => {
    await Story.run();
    expect(document.body.querySelector("*:not(script)")).not.toBeNull();
    // The heaviest stories (a 100,000-node tree in jsdom) need room on a loaded 2-core machine.
  }, 90_000);
});

describe("story fixtures", () => {
  it.each(Object.entries(DEMO_TENANTS))("%s header theme validates against the schema", (_key, demo) => {
    expect(validate("header-theme", demo.theme)).toEqual({ ok: true });
  });
});
