import type { Meta, StoryObj } from "@storybook/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ConsoleLayout } from "#app/features/admin-console/ConsoleLayout";
import { ExportPanel } from "#app/features/admin-console/transfer-section/ExportPanel";
import { ImportPanel } from "#app/features/admin-console/transfer-section/ImportPanel";
import { ImportPreview } from "#app/features/admin-console/transfer-section/ImportPreview";
import { ImportResult } from "#app/features/admin-console/transfer-section/ImportResult";
import { TransferSection } from "#app/features/admin-console/transfer-section/TransferSection";
import type { EntryKind, EntryRecord } from "#app/platform-api/entries-admin";
import type { ConfigKind } from "#app/platform-api/tenant-config";
import { FakeEntries, entriesAdminHandlers } from "#tests/mocks/entries-admin";
import { FakeTenantConfig, tenantConfigHandlers } from "#tests/mocks/tenant-config";
import { transferDocumentOf, transferHandlers } from "#tests/mocks/tenant-transfer";
import { answerPlatform } from "../fixtures/platform";
import { DEMO_TENANTS } from "../fixtures/portal";
import { ENTRIES_SEEDS } from "./entries-fixtures";
import { ConsoleFrame, consoleSeed, consoleText } from "./fixtures";

/** 中建智造's published look, as its export holds it. */
function publishedOf(tenant: "zhongjian" | "acme"): Record<ConfigKind, unknown> {
  const seed = consoleSeed(tenant).versions;
  const last = (kind: ConfigKind) => seed[kind]?.[seed[kind]!.length - 1]?.value ?? null;
  return { "header-theme": last("header-theme"), "nav-logo-and-name": last("nav-logo-and-name"), "scene-params": last("scene-params"), "layout-override": null };
}

const ZHONGJIAN_FILE = transferDocumentOf(DEMO_TENANTS.zhongjian.tenant, publishedOf("zhongjian"), ENTRIES_SEEDS.zhongjian);
const ACME_ENTRIES = Object.fromEntries((["quick-entries", "extend-entries", "side-entries", "dashboards", "help-urls"] as EntryKind[]).map((list) => [list, ENTRIES_SEEDS.acme[list] ?? []])) as Record<EntryKind, EntryRecord[]>;

/** The platform of Acme's admin: its config and entries, and 中建's look as the file to import. */
const acmePlatform = () => answerPlatform([...transferHandlers({ exported: ZHONGJIAN_FILE }), ...tenantConfigHandlers(new FakeTenantConfig(consoleSeed("acme"))), ...entriesAdminHandlers(() => new FakeEntries(ENTRIES_SEEDS.acme))])();

/**
 * Import and export (ADR 059): the tenant's look saved as one file, and such a file imported
 * into another tenant as the admin's drafts, after a diff against the live look.
 */
const meta: Meta = {
  title: "Admin console/Import and export",
  subcomponents: { TransferSection, ExportPanel, ImportPanel, ImportPreview, ImportResult },
  beforeEach: acmePlatform,
};
export default meta;
type Story = StoryObj;

/** The section in the console: export, and import waiting for a file. */
export const Section: Story = {
  render: () => (
    <ConsoleFrame>
      <ConsoleLayout tenantName={DEMO_TENANTS.acme.tenant.name} account="admin" active="transfer">
        <TransferSection />
      </ConsoleLayout>
    </ConsoleFrame>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: consoleText(globals, "transfer.export.button") }));
    await canvas.findByText(consoleText(globals, "transfer.export.done", { file: "portal-look-10001-2026-12-07.json" }));
  },
};

/** A file chosen: the diff per kind against Acme's live look, and the entry lists before and after. */
export const ChosenFile: Story = {
  render: () => (
    <ConsoleFrame>
      <ImportPanel />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>("input[type=file]")!;
    await userEvent.upload(input, new File([JSON.stringify(ZHONGJIAN_FILE)], "portal-look-10001.json", { type: "application/json" }));
    const theme = await canvas.findByRole("region", { name: consoleText(globals, "kinds.header-theme") });
    await expect(within(theme).getAllByText(DEMO_TENANTS.zhongjian.theme.systemName).length).toBeGreaterThan(0);
    await expect(canvas.getByRole("button", { name: consoleText(globals, "transfer.import.confirm") })).toBeEnabled();
  },
};

/** A file of a later format version: refused before anything is sent, in words. */
export const LaterVersion: Story = {
  render: () => (
    <ConsoleFrame>
      <ImportPanel />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>("input[type=file]")!;
    await userEvent.upload(input, new File([JSON.stringify({ ...ZHONGJIAN_FILE, formatVersion: 2 })], "later.json", { type: "application/json" }));
    await waitFor(() => expect(canvas.getByRole("alert").textContent).toContain(consoleText(globals, "transfer.import.fileErrors.laterVersion", { version: 2, supported: 1 })));
  },
};

/** The preview alone, with what the import changes to fit Acme and the entries it keeps. */
export const Preview: StoryObj<{ onConfirm: () => void; onCancel: () => void }> = {
  args: { onConfirm: fn(), onCancel: fn() },
  render: (args) => (
    <ConsoleFrame>
      <ImportPreview
        check={{
          document: ZHONGJIAN_FILE,
          notes: [{ path: "config/header-theme/watermarkTemplate", message: "names a watermark template this tenant does not have (9001): the header theme is imported without it" }],
          kept: { "quick-entries": [{ id: "82003", name: "常用工具" }] },
        }}
        live={publishedOf("acme")}
        liveEntries={ACME_ENTRIES}
        importing={false}
        onConfirm={args.onConfirm}
        onCancel={args.onCancel}
      />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: consoleText(globals, "transfer.import.confirm") }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

/** After the import: the drafts with the way to publish them, and one entry list that could not be replaced. */
export const Result: StoryObj<{ onAgain: () => void }> = {
  args: { onAgain: fn() },
  render: (args) => (
    <ConsoleFrame>
      <ImportResult
        drafts={["header-theme", "nav-logo-and-name", "scene-params"]}
        entries={[
          { list: "quick-entries", state: "replaced", count: 2 },
          { list: "extend-entries", state: "same" },
          { list: "side-entries", state: "failed", message: "The side-entries list changed since it was read" },
        ]}
        onAgain={args.onAgain}
      />
    </ConsoleFrame>
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: consoleText(globals, "transfer.import.publishIn", { section: consoleText(globals, "nav.branding") }) })).toBeTruthy();
  },
};
