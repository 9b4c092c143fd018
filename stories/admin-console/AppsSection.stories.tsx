import type { Meta, StoryObj } from "@storybook/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { AppsSection } from "#app/features/admin-console/apps-section/AppsSection";
import { AppForm } from "#app/features/admin-console/apps-section/AppForm";
import { AppsTable } from "#app/features/admin-console/apps-section/AppsTable";
import { MenuForm } from "#app/features/admin-console/apps-section/MenuForm";
import { MenuTree } from "#app/features/admin-console/apps-section/MenuTree";
import { ConsoleLayout } from "#app/features/admin-console/ConsoleLayout";
import { DEFAULT_LOCALE, normaliseLocale } from "#app/kit/i18n/config";
import { FakeProductAdmin, fakeProductAdminFetch, productAdminSeed } from "#tests/mocks/product-admin";
import { DEMO_TENANTS, type DemoTenantKey } from "../fixtures/portal";
import { ConsoleFrame, consoleText } from "./fixtures";

interface Args {
  tenant: DemoTenantKey;
}

let platform = new FakeProductAdmin();

/** Answers the app and menu calls from fresh fixtures until the story ends. */
function withFakeProductAdmin(): () => void {
  const original = globalThis.fetch;
  platform = new FakeProductAdmin(productAdminSeed());
  globalThis.fetch = fakeProductAdminFetch(platform, original);
  return () => {
    globalThis.fetch = original;
  };
}

/**
 * The console's Apps and menus section (ARCHITECTURE §8 "Hosting apps from anywhere"): the
 * registered apps in a ProTable and the application menu tree with its move buttons, over a
 * tenant with an app on another origin and a portal-hosted one.
 */
const meta: Meta<Args> = {
  title: "Admin console/Apps and menus",
  subcomponents: { AppsSection, AppsTable, AppForm, MenuTree, MenuForm },
  beforeEach: () => withFakeProductAdmin(),
  render: ({ tenant }) => (
    <ConsoleFrame>
      <ConsoleLayout tenantName={DEMO_TENANTS[tenant].tenant.name} account="admin" active="apps">
        <AppsSection />
      </ConsoleLayout>
    </ConsoleFrame>
  ),
};
export default meta;
type Story = StoryObj<Args>;

export const AppsAndMenus: Story = {
  args: { tenant: "zhongjian" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    // Both apps are listed with their entry and kind.
    await expect(await canvas.findByText("https://apps.customer.example/diary/")).toBeTruthy();
    await expect(canvas.getByText(consoleText(globals, "apps.kinds.microApp"))).toBeTruthy();
    // The menu tree shows its categories; a selected menu gets its move buttons, named after it.
    const tree = await canvas.findByRole("tree", { name: consoleText(globals, "apps.menu.treeLabel") });
    await expect(within(tree).getAllByText(/项目管理|Project management|Projektstyrning/).length).toBeGreaterThan(0);
  },
};

export const MoveAMenuUp: Story = {
  args: { tenant: "zhongjian" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = normaliseLocale(globals.locale) ?? DEFAULT_LOCALE;
    const smartSite = productAdminSeed().menus.find((m) => m.id === "100017")!;
    const name = smartSite.nameAllLang[locale] ?? smartSite.name;
    const tree = await canvas.findByRole("tree", { name: consoleText(globals, "apps.menu.treeLabel") });
    await userEvent.click(within(tree).getByText(name));
    await userEvent.click(await canvas.findByRole("button", { name: consoleText(globals, "apps.menu.moveUp", { name }) }));
    // The platform was asked to put it first, and its sibling second.
    await waitFor(() => expect(platform.menus.find((m) => m.id === "100017")?.sort).toBe(0));
    await waitFor(() => expect(platform.menus.find((m) => m.id === "100012")?.sort).toBe(1));
  },
};
