import type { Meta } from "@storybook/react";
import { expect, within } from "storybook/test";
import { PortalShell } from "#app/shell/PortalShell";
import { WholeShell } from "./fixtures";
import { WHOLE_SHELL_META, WHOLE_SHELL_DOCS, wholeShellStory, type WholeShellStory, type WholeShellStoryArgs } from "./whole-shell-story";

/**
 * Implements SPEC §2 (view modes; Layout) and §3 (Header theme) for a designer's toolbar: the
 * whole shell follows the tenant, portal type and view mode picked in Storybook's toolbar
 * (ADR 037, ADR 061).
 *
 * Zhongjian's Classic full page (Shell/Whole shell/Zhongjian) as a designer sees it after
 * picking each tenant and portal type in the toolbar, in the tenant's language: the header
 * shows the picked tenant's name in full, its colour, height and logo, the bar is the picked portal
 * type's, the customer-service launcher speaks the page's language, and the story's own
 * checks, which read the tenant's fixture, pass. Each story here names the pick in its
 * `globals`, as a test does.
 */
const meta = {
  title: "Shell/Whole shell/Toolbar choices",
  component: WholeShell,
  subcomponents: { PortalShell },
  tags: ["autodocs"],
  ...WHOLE_SHELL_META,
  parameters: { layout: "fullscreen", docs: WHOLE_SHELL_DOCS },
} satisfies Meta<WholeShellStoryArgs>;
export default meta;

const ZHONGJIAN_CLASSIC_FULL = wholeShellStory("zhongjian", "Classic", "full");

/**
 * Zhongjian's Classic full page (as ZhongjianShell.stories.tsx has it) with a toolbar pick over
 * it, 1024 px wide — the narrowest desktop header, about the canvas beside Storybook's sidebar
 * on a laptop: the brand's title reads in full, not ended in an ellipsis (ADR 061).
 */
const picked = (globals: Record<string, string>): WholeShellStory => ({
  ...ZHONGJIAN_CLASSIC_FULL,
  globals: { ...globals, viewport: { value: "w1024" } },
  play: async (context) => {
    await ZHONGJIAN_CLASSIC_FULL.play!(context);
    const title = within(context.canvasElement.ownerDocument.body).queryByTestId("system-title");
    if (!title) return;
    const text = document.createRange();
    text.selectNodeContents(title);
    await expect(text.getBoundingClientRect().width, `the title "${title.textContent}" is cut`).toBeLessThanOrEqual(title.getBoundingClientRect().width);
  },
});

export const ZhongjianClassic = picked({ tenant: "zhongjian", portalType: "Classic" });
export const ZhongjianSimple = picked({ tenant: "zhongjian", portalType: "Simple" });
export const AcmeClassic = picked({ tenant: "acme", portalType: "Classic", locale: "en" });
export const AcmeSimple = picked({ tenant: "acme", portalType: "Simple", locale: "en" });
export const NordbyggClassic = picked({ tenant: "nordbygg", portalType: "Classic", locale: "sv-SE" });
export const NordbyggSimple = picked({ tenant: "nordbygg", portalType: "Simple", locale: "sv-SE" });
export const MalformedClassic = picked({ tenant: "malformed", portalType: "Classic" });
export const MalformedSimple = picked({ tenant: "malformed", portalType: "Simple" });
/** The view mode too: the page without the side toolbar. */
export const NordbyggSimpleApplication = picked({ tenant: "nordbygg", portalType: "Simple", viewMode: "application", locale: "sv-SE" });
