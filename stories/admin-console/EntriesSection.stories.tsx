import type { Meta, StoryObj } from "@storybook/react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ConsoleLayout } from "#app/features/admin-console/ConsoleLayout";
import { EntriesSection } from "#app/features/admin-console/entries-section/EntriesSection";
import { EntryForm } from "#app/features/admin-console/entries-section/EntryForm";
import { EntryListPanel } from "#app/features/admin-console/entries-section/EntryListPanel";
import { DEFAULT_LOCALE, normaliseLocale } from "#app/kit/i18n/config";
import type { EntryRecord } from "#app/platform-api/entries-admin";
import { FakeEntries, fakeEntriesFetch } from "#tests/mocks/entries-admin";
import { DEMO_TENANTS, type DemoTenantKey } from "../fixtures/portal";
import { ENTRIES_SEEDS } from "./entries-fixtures";
import { ConsoleFrame, consoleText } from "./fixtures";

interface Args {
  tenant: DemoTenantKey;
}

/** Answers the entry calls from the tenant's fixtures until the story ends. */
function withFakeEntries(tenant: DemoTenantKey): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = fakeEntriesFetch(new FakeEntries(ENTRIES_SEEDS[tenant]), original);
  return () => {
    globalThis.fetch = original;
  };
}

const localeOf = (globals: Record<string, unknown>) => normaliseLocale(globals.locale) ?? DEFAULT_LOCALE;

/** The console's Entries section (ADR 023): one tab per list, per demo tenant. */
const meta: Meta<Args> = {
  title: "Admin console/Entries",
  subcomponents: { EntriesSection, EntryListPanel, EntryForm },
  beforeEach: ({ args }) => (args.tenant ? withFakeEntries(args.tenant) : undefined),
  render: ({ tenant }) => (
    <ConsoleFrame>
      <ConsoleLayout tenantName={DEMO_TENANTS[tenant].tenant.name} account="admin" active="entries">
        <EntriesSection />
      </ConsoleLayout>
    </ConsoleFrame>
  ),
};
export default meta;
type Story = StoryObj<Args>;

export const Zhongjian: Story = {
  args: { tenant: "zhongjian" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const name = ENTRIES_SEEDS.zhongjian["quick-entries"]![0]!.nameAllLang[localeOf(globals)];
    // Each entry's buttons name it: the first cannot move up, the last not down.
    const up = await canvas.findByRole("button", { name: consoleText(globals, "entries.actions.moveUp", { name }) });
    await expect(up).toBeDisabled();
    await expect(canvas.getByRole("button", { name: consoleText(globals, "entries.actions.moveDown", { name }) })).toBeEnabled();
    await expect(canvas.getByRole("tab", { name: consoleText(globals, "entries.tabs.help-urls") })).toBeTruthy();
    await expect(canvas.getByText("https://reports.example.com/zhongjian/")).toBeTruthy();
  },
};

export const Acme: Story = {
  args: { tenant: "acme" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(ENTRIES_SEEDS.acme["quick-entries"]![0]!.nameAllLang[localeOf(globals)]!)).toBeTruthy();
    await expect(canvas.getByText(consoleText(globals, "entries.messages.version", { version: 1 }))).toBeTruthy();
  },
};

export const NordbyggNoEntriesYet: Story = {
  args: { tenant: "nordbygg" },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(consoleText(globals, "entries.messages.empty"))).toBeTruthy();
    // The list is read (the empty table shows meanwhile): then Add is there to start the first entry.
    const add = canvas.getByRole("button", { name: consoleText(globals, "entries.actions.add") });
    await waitFor(() => expect(add).toBeEnabled());
  },
};

interface FormArgs {
  onSave: () => Promise<void>;
  onOpenChange: () => void;
}

/** The entry dialog with a link the schema refuses: the fault shows on the link's field and nothing is saved. */
export const FormRefusesAScriptLink: StoryObj<FormArgs> = {
  args: { onSave: fn(async () => undefined), onOpenChange: fn() },
  render: ({ onSave, onOpenChange }) => (
    <ConsoleFrame>
      <EntryForm kind="help-urls" record={ENTRIES_SEEDS.zhongjian["help-urls"]![0] as EntryRecord<"help-urls">} open title="Help" onOpenChange={onOpenChange} onSave={onSave} />
    </ConsoleFrame>
  ),
  play: async ({ args, globals }) => {
    const body = within(document.body);
    const link = await body.findByLabelText(consoleText(globals, "entries.fields.url"));
    await userEvent.clear(link);
    await userEvent.type(link, "javascript:alert(1)");
    await userEvent.click(body.getByRole("button", { name: consoleText(globals, "entries.actions.save") }));
    await waitFor(() => expect(body.getByText(consoleText(globals, "entries.errors.link"))).toBeTruthy());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
