import type { Meta } from "@storybook/react";
import { PortalShell } from "#app/shell/PortalShell";
import { WholeShell, type WholeShellArgs } from "./fixtures";
import { WHOLE_SHELL_META, WHOLE_SHELL_PARAMETERS, wholeShellStory, type ExpectedBrand } from "./whole-shell-story";

/** Acme Construction Ltd (demo tenant 10002): the whole portal page in each portal type and view mode. */
const meta = {
  title: "Shell/Whole shell/Acme",
  component: WholeShell,
  subcomponents: { PortalShell },
  tags: ["autodocs"],
  ...WHOLE_SHELL_META,
  parameters: WHOLE_SHELL_PARAMETERS,
} satisfies Meta<WholeShellArgs>;
export default meta;

const BRAND: ExpectedBrand = { title: "Acme Project Portal", background: "rgb(31, 58, 46)", height: 56 };

export const ClassicFull = wholeShellStory("acme", "Classic", "full", BRAND);
export const ClassicApplication = wholeShellStory("acme", "Classic", "application", BRAND);
export const ClassicModule = wholeShellStory("acme", "Classic", "module", BRAND);
export const ClassicSingleModule = wholeShellStory("acme", "Classic", "singleModule", BRAND);
export const ClassicTripartiteApp = wholeShellStory("acme", "Classic", "tripartiteApp", BRAND);
export const SimpleFull = wholeShellStory("acme", "Simple", "full", BRAND);
export const SimpleApplication = wholeShellStory("acme", "Simple", "application", BRAND);
export const SimpleModule = wholeShellStory("acme", "Simple", "module", BRAND);
export const SimpleSingleModule = wholeShellStory("acme", "Simple", "singleModule", BRAND);
export const SimpleTripartiteApp = wholeShellStory("acme", "Simple", "tripartiteApp", BRAND);
