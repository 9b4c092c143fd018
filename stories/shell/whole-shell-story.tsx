import type { Meta, StoryObj } from "@storybook/react";
import { expect, waitFor, within } from "storybook/test";
import { DEFAULT_LOCALE, normaliseLocale } from "#app/kit/i18n/config";
import { createI18n } from "#app/kit/i18n/create-i18n";
import type { PortalType, ViewMode } from "#app/layout/types";
import type { StoryTenantKey } from "../fixtures/malformed-tenant";
import { PARTNER_PAGE, REGIONS_BY_VIEW_MODE, WholeShell, shellPlatform, type WholeShellArgs } from "./fixtures";

export type WholeShellStory = StoryObj<WholeShellArgs>;

/**
 * How long a play waits for the shell to settle: the page's lazy parts (the problems warning,
 * the home page's widgets) load their code on first show, which on a cold Storybook in a
 * loaded 2-core machine takes longer than Testing Library's default second.
 */
export const SETTLE = { timeout: 10_000 };

/** What the header shows of a tenant's branding (stories/fixtures/portal.tsx, ./../fixtures/malformed-tenant.ts). */
export interface ExpectedBrand {
  /** The title, or the i18n key of the shell's own (a tenant without a usable name). */
  title: string | { key: string };
  background: string;
  height: number;
}

/**
 * The meta every whole-shell module spreads: the shell's frame and the demo platform. The
 * parameters are an object literal in each module's meta (`parameters: { layout: "fullscreen",
 * docs: WHOLE_SHELL_DOCS }`): Storybook's docs plugin rewrites the meta's `parameters` as it
 * reads them from the source, and drops those it cannot see there. The docs page's description
 * is the meta's doc comment, which starts with the SPEC sections the shell implements.
 */
export const WHOLE_SHELL_META = {
  render: (args) => <WholeShell {...args} />,
  beforeEach: shellPlatform,
} satisfies Partial<Meta<WholeShellArgs>>;

/** The docs page shows each story in a frame of its own (the shell is a full page). */
export const WHOLE_SHELL_DOCS = { story: { inline: false, height: "760px" } };

/**
 * The whole shell for one tenant, portal type and view mode, and what a person sees of it:
 * the regions the view mode keeps (app/layout/README.md "Choices") and none of those it
 * hides; the tenant's title, colour and height in the header; the home page, or the partner
 * page alone in tripartiteApp. The story's globals lock the toolbar on its tenant, portal type
 * and view mode.
 */
export function wholeShellStory(tenant: StoryTenantKey, portalType: PortalType, viewMode: ViewMode, brand: ExpectedBrand): WholeShellStory {
  return {
    args: { tenant, portalType, viewMode },
    globals: { tenant, portalType, viewMode },
    play: async ({ canvasElement, globals }) => {
      const t = createI18n(normaliseLocale(globals["locale"]) ?? DEFAULT_LOCALE).t;
      const page = within(canvasElement.ownerDocument.body);
      const regions = REGIONS_BY_VIEW_MODE[viewMode];
      if (regions.partnerFrame) {
        const main = await page.findByRole("main", { name: t("tabs.page.temporaryApp") }, SETTLE);
        await waitFor(() => expect(main.querySelector("iframe")?.getAttribute("src")).toBe(PARTNER_PAGE), SETTLE);
      } else {
        await expect(await page.findByText(t("home.welcome", { name: "演示用户" }), {}, SETTLE)).toBeVisible();
      }
      const banner = page.queryByRole("banner");
      if (regions.header) {
        await expect(banner).not.toBeNull();
        await expect(banner).toHaveAttribute("data-portal-type", portalType);
        await expect(within(banner!).getByTestId("system-title").textContent).toBe(typeof brand.title === "string" ? brand.title : t(brand.title.key));
        await expect(banner!.style.backgroundColor).toBe(brand.background);
        await expect(banner!.style.height).toBe(`${brand.height}px`);
      } else {
        await expect(banner).toBeNull();
      }
      const present = async (shown: boolean, element: HTMLElement | null) => (shown ? expect(element).not.toBeNull() : expect(element).toBeNull());
      await present(regions.sidebar, page.queryByRole("navigation", { name: t("sidebar.label") }));
      await present(regions.tabs, page.queryByRole("tablist", { name: t("tabs.label") }));
      await present(regions.toolbar, page.queryByRole("complementary", { name: t("header.toolbar.label") }));
    },
  };
}
