import type { Meta, StoryObj } from "@storybook/react";
import { expect, within } from "storybook/test";
import { DEFAULT_LOCALE, normaliseLocale } from "#app/kit/i18n/config";
import { createI18n } from "#app/kit/i18n/create-i18n";
import { PortalShell } from "#app/shell/PortalShell";
import headerThemeSchema from "#schemas/header-theme.schema.json";
import sceneParamsSchema from "#schemas/scene-params.schema.json";
import { DEMO_TENANTS } from "../fixtures/portal";
import { schemaDefaults } from "../fixtures/schema-controls";
import { BRANDING_ARG_TYPES, PAGE_ARG_TYPES, SCENE_KEYS, THEME_KEYS, brandingOf, pageOf, type BrandingArgs } from "./branding-controls";
import { WholeShell, shellPlatform } from "./fixtures";
import { SETTLE } from "./whole-shell-story";

/**
 * The branding playground: every property of the header theme (schemas/header-theme.schema.json)
 * and of the scene params (schemas/scene-params.schema.json) is a control, made from the schemas
 * when the module loads. A designer changes a colour, the logo, a size or a flag and sees the
 * whole shell change; the portal type, view mode and locale follow the toolbar.
 */
type PlaygroundArgs = BrandingArgs;

/** The demo tenant the playground starts from: its branding over the schema's defaults. */
const START = DEMO_TENANTS.zhongjian.theme;

/**
 * Implements SPEC §3 Header theme and Portal scene params (per-tenant branding, SPEC §1) on the
 * whole shell. The controls are made from the schemas; a value the schema refuses is read as the
 * portal reads it — the layout engine's ajv validator (app/kit/schemas) drops it, the default
 * stands, and the warning lists it as the portal shows it to a tenant admin.
 */
const meta = {
  title: "Shell/Branding playground",
  component: WholeShell,
  subcomponents: { PortalShell },
  tags: ["autodocs"],
  argTypes: {
    // The schemas' form, as on every whole-shell story (./branding-controls).
    ...BRANDING_ARG_TYPES,
    // The page's portal type and view mode (the toolbar's, when one is picked, win); the whole-shell props the playground sets itself are not controls.
    portalType: PAGE_ARG_TYPES["portalType"]!,
    viewMode: PAGE_ARG_TYPES["viewMode"]!,
    ...Object.fromEntries(["tenant", "showProblems"].map((name) => [name, { control: false, table: { disable: true } }])),
  },
  args: { portalType: "Classic", viewMode: "full", ...schemaDefaults(headerThemeSchema), ...START, ...schemaDefaults(sceneParamsSchema) },
  // The branding is the controls': the tenant is fixed, the rest follows the toolbar.
  globals: { tenant: "zhongjian" },
  beforeEach: shellPlatform,
  render: (args) => <WholeShell {...pageOf(args)} tenant="zhongjian" {...brandingOf(args)} showProblems />,
  parameters: {
    layout: "fullscreen",
    docs: { story: { inline: false, height: "760px" } },
  },
} satisfies Meta<PlaygroundArgs>;
export default meta;
type Story = StoryObj<PlaygroundArgs>;

const textOf = (globals: Record<string, unknown>) => createI18n(normaliseLocale(globals["locale"]) ?? DEFAULT_LOCALE).t;

/** As the tenant has it: a control for every schema property, and the tenant's header. */
export const Playground: Story = {
  play: async ({ canvasElement, argTypes, globals }) => {
    const t = textOf(globals);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(t("home.welcome", { name: "演示用户" }), {}, SETTLE)).toBeVisible();
    await expect(Object.keys(argTypes)).toEqual(expect.arrayContaining([...THEME_KEYS, ...SCENE_KEYS]));
    await expect((argTypes as Record<string, { control?: unknown }>)["headerBgColor"]?.control).toMatchObject({ type: "color" });
    const banner = page.getByRole("banner");
    await expect(within(banner).getByTestId("system-title").textContent).toBe(START.systemName);
    await expect(banner.style.backgroundColor).toBe("rgb(0, 35, 102)");
    await expect(within(banner).getByRole("img", { name: t("header.logoAlt", { name: START.systemName }) })).toHaveAttribute("src", START.systemLogoUrl);
    await expect(page.queryByText(t("problems.title"))).toBeNull();
  },
};

/** A designer's changes: colour, title, logo and its size, height, grey scale, and the fullscreen button turned off. */
export const ChangedBranding: Story = {
  args: {
    headerBgColor: "#5B2A86",
    systemName: "Nordic Build Portal",
    systemLogoUrl: "/platform/assets/nordbygg-logo.svg",
    systemLogoSize: 36,
    headerHeight: 64,
    filterSwitch: 1,
    showFullscreen: false,
  },
  play: async ({ canvasElement, globals }) => {
    const t = textOf(globals);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(t("home.welcome", { name: "演示用户" }), {}, SETTLE)).toBeVisible();
    const banner = page.getByRole("banner");
    await expect(within(banner).getByTestId("system-title").textContent).toBe("Nordic Build Portal");
    await expect(banner.style.backgroundColor).toBe("rgb(91, 42, 134)");
    await expect(banner.style.height).toBe("64px");
    const logo = within(banner).getByRole("img", { name: t("header.logoAlt", { name: "Nordic Build Portal" }) });
    await expect(logo).toHaveAttribute("src", "/platform/assets/nordbygg-logo.svg");
    await expect(logo).toHaveAttribute("height", "36");
    await expect(within(banner).queryByRole("button", { name: t("header.fullscreen") })).toBeNull();
    // filterSwitch 1: the whole portal in grey scale.
    await expect(banner.closest<HTMLElement>(".ant-layout")?.style.filter).toBe("grayscale(1)");
  },
};

/** Values the schema refuses: the shell keeps its defaults for them, and the warning names each one. */
export const InvalidValues: Story = {
  args: { headerBgColor: "banana", headerHeight: 500, systemLogoUrl: "javascript:alert(1)", themeColor: "#12", subMenuShowType: "zero" },
  play: async ({ canvasElement, globals }) => {
    const t = textOf(globals);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(t("problems.title"), {}, SETTLE)).toBeVisible();
    const listed = page.getByTestId("problems").textContent ?? "";
    for (const pointer of ["/headerBgColor", "/headerHeight", "/systemLogoUrl", "/themeColor", "/subMenuShowType"]) await expect(listed).toContain(pointer);
    const banner = page.getByRole("banner");
    await expect(banner.style.backgroundColor).toBe("rgb(0, 35, 102)");
    await expect(banner.style.height).toBe("48px");
    await expect(within(banner).getByTestId("system-title").textContent).toBe(START.systemName);
    await expect(within(banner).queryByRole("img", { name: t("header.logoAlt", { name: START.systemName }) })).toBeNull();
  },
};
