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
 * 中建智造集团 (demo tenant 10001): the whole portal page in each portal type and view mode.
 */
const meta = {
  title: "Shell/Whole shell/Zhongjian",
  component: WholeShell,
  subcomponents: { PortalShell },
  tags: ["autodocs"],
  ...WHOLE_SHELL_META,
  parameters: { layout: "fullscreen", docs: WHOLE_SHELL_DOCS },
} satisfies Meta<WholeShellStoryArgs>;
export default meta;

export const ClassicFull = wholeShellStory("zhongjian", "Classic", "full");
export const ClassicApplication = wholeShellStory("zhongjian", "Classic", "application");
export const ClassicModule = wholeShellStory("zhongjian", "Classic", "module");
export const ClassicSingleModule = wholeShellStory("zhongjian", "Classic", "singleModule");
export const ClassicTripartiteApp = wholeShellStory("zhongjian", "Classic", "tripartiteApp");
export const SimpleFull = wholeShellStory("zhongjian", "Simple", "full");
export const SimpleApplication = wholeShellStory("zhongjian", "Simple", "application");
export const SimpleModule = wholeShellStory("zhongjian", "Simple", "module");
export const SimpleSingleModule = wholeShellStory("zhongjian", "Simple", "singleModule");
export const SimpleTripartiteApp = wholeShellStory("zhongjian", "Simple", "tripartiteApp");
