import type { Meta } from "@storybook/react";
import { expect, within } from "storybook/test";
import { DEFAULT_LOCALE, normaliseLocale } from "#app/kit/i18n/config";
import { createI18n } from "#app/kit/i18n/create-i18n";
import { PortalShell } from "#app/shell/PortalShell";
import { shownChoice } from "../fixtures/tenant-brand";
import { REGIONS_BY_VIEW_MODE, WholeShell } from "./fixtures";
import { SETTLE, WHOLE_SHELL_META, WHOLE_SHELL_DOCS, wholeShellStory, type WholeShellStory, type WholeShellStoryArgs } from "./whole-shell-story";

/**
 * Implements SPEC §2 (view modes; Layout: header, left side, tab bar, side toolbar, banner) and §3 (Header theme,
 * Portal scene params), as ARCHITECTURE §2–3 compose them: the portal's own PortalShell draws the
 * plan the layout engine makes from the tenant's configuration, each region through the component
 * registry (app/shell/component-map.tsx).
 *
 * A tenant whose configuration arrives malformed in every piece the layout engine reads
 * (stories/fixtures/malformed-tenant.ts): the shell draws its safe defaults — the default
 * header colour and height, no logo for the script URL, no title for a number, the default
 * layout for the invalid override — and never a blank page (ARCHITECTURE §2 step 3).
 */
const meta = {
  title: "Shell/Whole shell/Malformed tenant",
  component: WholeShell,
  subcomponents: { PortalShell },
  tags: ["autodocs"],
  ...WHOLE_SHELL_META,
  parameters: { layout: "fullscreen", docs: WHOLE_SHELL_DOCS },
} satisfies Meta<WholeShellStoryArgs>;
export default meta;

export const ClassicFull = wholeShellStory("malformed", "Classic", "full");
export const SimpleFull = wholeShellStory("malformed", "Simple", "full");
export const ClassicApplication = wholeShellStory("malformed", "Classic", "application");

/**
 * What a tenant admin sees on the same page: the warning lists each value that was refused, by
 * its place in the piece. The story is about this tenant's configuration, so it keeps the
 * tenant (its globals lock the toolbar's tenant); portal type and view mode follow the toolbar.
 */
export const ProblemsAsAnAdminSeesThem: WholeShellStory = {
  args: { tenant: "malformed", portalType: "Classic", viewMode: "full", showProblems: true },
  globals: { tenant: "malformed" },
  play: async ({ canvasElement, globals }) => {
    const t = createI18n(normaliseLocale(globals["locale"]) ?? DEFAULT_LOCALE).t;
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(t("problems.title"), {}, SETTLE)).toBeVisible();
    const listed = (await page.findByTestId("problems", {}, SETTLE)).textContent ?? "";
    for (const pointer of ["/headerBgColor", "/headerHeight", "/systemLogoUrl", "/themeColor", "/subMenuShowType", "/layouts/0/regions/header/component"]) {
      await expect(listed).toContain(pointer);
    }
    // The page around the warning is the portal's default one (where the view mode keeps the header).
    if (!REGIONS_BY_VIEW_MODE[shownChoice(globals, { viewMode: "full" }).viewMode].header) return;
    const banner = page.getByRole("banner");
    await expect(banner.style.backgroundColor).toBe("rgb(0, 35, 102)");
    await expect(within(banner).queryByRole("img", { name: /alert/ })).toBeNull();
  },
};
