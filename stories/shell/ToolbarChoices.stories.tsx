import type { Meta } from "@storybook/react";
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
 * shows the picked tenant's name, colour, height and logo, the bar is the picked portal
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

/** Zhongjian's Classic full page (as ZhongjianShell.stories.tsx has it) with a toolbar pick over it. */
const picked = (globals: Record<string, string>): WholeShellStory => ({ ...wholeShellStory("zhongjian", "Classic", "full"), globals });

export const ZhongjianClassic = picked({ tenant: "zhongjian", portalType: "Classic" });
export const ZhongjianSimple = picked({ tenant: "zhongjian", portalType: "Simple" });
export const AcmeClassic = picked({ tenant: "acme", portalType: "Classic", locale: "en" });
export const AcmeSimple = picked({ tenant: "acme", portalType: "Simple", locale: "en" });
export const NordbyggClassic = picked({ tenant: "nordbygg", portalType: "Classic", locale: "sv-SE" });
export const NordbyggSimple = picked({ tenant: "nordbygg", portalType: "Simple", locale: "sv-SE" });
export const MalformedClassic = picked({ tenant: "malformed", portalType: "Classic" });
export const MalformedSimple = picked({ tenant: "malformed", portalType: "Simple" });
/** The view mode too: the page without the side toolbar. */
export const AcmeSimpleApplication = picked({ tenant: "acme", portalType: "Simple", viewMode: "application", locale: "en" });
