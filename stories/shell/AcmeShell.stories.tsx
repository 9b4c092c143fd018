import type { Meta } from "@storybook/react";
import { PortalShell } from "#app/shell/PortalShell";
import { WholeShell } from "./fixtures";
import { WHOLE_SHELL_META, WHOLE_SHELL_DOCS, wholeShellStory, type WholeShellStoryArgs } from "./whole-shell-story";

/**
 * Implements SPEC §2 (view modes; Layout: header, left side, tab bar, side toolbar, banner) and §3 (Header theme,
 * Portal scene params), as ARCHITECTURE §2–3 compose them: the portal's own PortalShell draws the
 * plan the layout engine makes from the tenant's configuration, each region through the component
 * registry (app/shell/component-map.tsx).
 *
 * Acme Construction Ltd (demo tenant 10002): the whole portal page in each portal type and view mode.
 */
const meta = {
  title: "Shell/Whole shell/Acme",
  component: WholeShell,
  subcomponents: { PortalShell },
  tags: ["autodocs"],
  ...WHOLE_SHELL_META,
  parameters: { layout: "fullscreen", docs: WHOLE_SHELL_DOCS },
} satisfies Meta<WholeShellStoryArgs>;
export default meta;

export const ClassicFull = wholeShellStory("acme", "Classic", "full");
export const ClassicApplication = wholeShellStory("acme", "Classic", "application");
export const ClassicModule = wholeShellStory("acme", "Classic", "module");
export const ClassicSingleModule = wholeShellStory("acme", "Classic", "singleModule");
export const ClassicTripartiteApp = wholeShellStory("acme", "Classic", "tripartiteApp");
export const SimpleFull = wholeShellStory("acme", "Simple", "full");
export const SimpleApplication = wholeShellStory("acme", "Simple", "application");
export const SimpleModule = wholeShellStory("acme", "Simple", "module");
export const SimpleSingleModule = wholeShellStory("acme", "Simple", "singleModule");
export const SimpleTripartiteApp = wholeShellStory("acme", "Simple", "tripartiteApp");
