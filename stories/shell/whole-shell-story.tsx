import type { Meta, StoryObj } from "@storybook/react";
import { expect, waitFor, within } from "storybook/test";
import { DEFAULT_LOCALE, normaliseLocale, type Locale } from "#app/kit/i18n/config";
import { createI18n } from "#app/kit/i18n/create-i18n";
import type { PortalType, ViewMode } from "#app/layout/types";
import type { StoryTenantKey } from "../fixtures/malformed-tenant";
import { expectedBrand, shownChoice } from "../fixtures/tenant-brand";
import { BRANDING_ARG_TYPES, PAGE_ARG_TYPES, brandingOf, pageOf, type BrandingArgs } from "./branding-controls";
import { PARTNER_PAGE, REGIONS_BY_VIEW_MODE, WholeShell, shellPlatform } from "./fixtures";

/** A whole-shell story's args: the page (tenant, portal type, view mode, problems) and the branding controls. */
export type WholeShellStoryArgs = BrandingArgs;
export type WholeShellStory = StoryObj<WholeShellStoryArgs>;

/**
 * How long a play waits for the shell to settle: the page's lazy parts (the problems warning,
 * the home page's widgets) load their code on first show, which on a cold Storybook in a
 * loaded 2-core machine takes longer than Testing Library's default second.
 */
export const SETTLE = { timeout: 10_000 };

/**
 * The demo tenants' customer-service launcher (the side entry's script, public/widgets/customer-service.js),
 * named in the page's language: the widget reads it from <html lang>, which the preview sets (ADR 061).
 */
export const CUSTOMER_SERVICE_LAUNCHER: Record<Locale, string> = { "zh-CN": "在线客服", en: "Online service", "sv-SE": "Kundtjänst online" };

/**
 * The meta every whole-shell module spreads: the shell's frame, the demo platform, and the
 * controls — the page's tenant, portal type and view mode, and the tenant's branding in the
 * branding playground's schema form (./branding-controls): a control a designer sets is laid
 * over the tenant's configuration, one left unset keeps the tenant's value. The parameters are
 * an object literal in each module's meta (`parameters: { layout: "fullscreen", docs:
 * WHOLE_SHELL_DOCS }`): Storybook's docs plugin rewrites the meta's `parameters` as it reads
 * them from the source, and drops those it cannot see there. The docs page's description is
 * the meta's doc comment, which starts with the SPEC sections the shell implements.
 */
export const WHOLE_SHELL_META = {
  render: (args) => <WholeShell {...pageOf(args)} {...brandingOf(args)} showProblems={args["showProblems"] === true} />,
  argTypes: { ...PAGE_ARG_TYPES, ...BRANDING_ARG_TYPES },
  beforeEach: shellPlatform,
} satisfies Partial<Meta<WholeShellStoryArgs>>;

/** The docs page shows each story in a frame of its own (the shell is a full page). */
export const WHOLE_SHELL_DOCS = { story: { inline: false, height: "760px" } };

/**
 * The whole shell for one tenant, portal type and view mode, and what a person sees of it:
 * the regions the view mode keeps (app/layout/README.md "Choices") and none of those it
 * hides; the tenant's title, colour, height and logo in the header; the home page, or the
 * partner page alone in tripartiteApp; the customer-service launcher in the page's language.
 * The toolbar's tenant, portal type and view mode, when a designer picks them, apply over the
 * story's (ADR 061): the checks read what they expect from the fixture of the tenant shown.
 */
export function wholeShellStory(tenant: StoryTenantKey, portalType: PortalType, viewMode: ViewMode): WholeShellStory {
  return {
    args: { tenant, portalType, viewMode },
    play: async ({ canvasElement, globals }) => {
      const locale = normaliseLocale(globals["locale"]) ?? DEFAULT_LOCALE;
      const t = createI18n(locale).t;
      const shown = shownChoice(globals, { tenant, portalType, viewMode });
      const brand = expectedBrand(shown.tenant, t);
      const page = within(canvasElement.ownerDocument.body);
      const regions = REGIONS_BY_VIEW_MODE[shown.viewMode];
      if (regions.partnerFrame) {
        const main = await page.findByRole("main", { name: t("tabs.page.temporaryApp") }, SETTLE);
        await waitFor(() => expect(main.querySelector("iframe")?.getAttribute("src")).toBe(PARTNER_PAGE), SETTLE);
      } else {
        await expect(await page.findByText(t("home.welcome", { name: "演示用户" }), {}, SETTLE)).toBeVisible();
      }
      const banner = page.queryByRole("banner");
      if (regions.header) {
        await expect(banner).not.toBeNull();
        await expect(banner).toHaveAttribute("data-portal-type", shown.portalType);
        await expect(within(banner!).getByTestId("system-title").textContent).toBe(brand.title);
        await expect(banner!.style.backgroundColor).toBe(brand.background);
        await expect(banner!.style.height).toBe(`${brand.height}px`);
        const logo = within(banner!).queryByRole("img", { name: t("header.logoAlt", { name: brand.title }) });
        await (brand.logo ? expect(logo).toHaveAttribute("src", brand.logo) : expect(logo).toBeNull());
      } else {
        await expect(banner).toBeNull();
      }
      const present = async (visible: boolean, element: HTMLElement | null) => (visible ? expect(element).not.toBeNull() : expect(element).toBeNull());
      await present(regions.sidebar, page.queryByRole("navigation", { name: t("sidebar.label") }));
      await present(regions.tabs, page.queryByRole("tablist", { name: t("tabs.label") }));
      await present(regions.toolbar, page.queryByRole("complementary", { name: t("header.toolbar.label") }));
      if (regions.toolbar) {
        // The tenant's customer-service script draws its launcher: named in the page's language, its icon drawn, not read.
        const launcher = await page.findByRole("button", { name: CUSTOMER_SERVICE_LAUNCHER[locale] }, SETTLE);
        await expect(launcher.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
      }
    },
  };
}
