import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { AuditTable } from "#app/features/admin-console/AuditTable";
import { ConsoleI18n } from "#app/features/admin-console/ConsoleI18n";
import { EntriesSection } from "#app/features/admin-console/entries-section/EntriesSection";
import { EntryListPanel } from "#app/features/admin-console/entries-section/EntryListPanel";
import { FakeEntries, entriesAdminHandlers } from "#tests/mocks/entries-admin";
import { FakeTenantConfig, tenantConfigHandlers } from "#tests/mocks/tenant-config";
import { ENTRIES_SEEDS } from "../../stories/admin-console/entries-fixtures";
import { renderInPortal } from "./render";

/** The console's Entries section (ADR 023, ADR 057: drafts, publish, versions) against the platform's contract over msw. */

let fake = new FakeEntries(ENTRIES_SEEDS.zhongjian);
let config = new FakeTenantConfig({ versions: {} });
const server = setupServer(...entriesAdminHandlers(() => fake), ...tenantConfigHandlers({ answer: (...args) => config.answer(...args), response: (a) => config.response(a) } as FakeTenantConfig));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function showQuickEntries(tenant: keyof typeof ENTRIES_SEEDS = "zhongjian") {
  fake = new FakeEntries(ENTRIES_SEEDS[tenant]);
  renderInPortal(
    <ConsoleI18n>
      <EntryListPanel kind="quick-entries" listLabel="Quick entries" />
    </ConsoleI18n>,
  );
}

const writes = () => fake.calls.filter((c) => c.method !== "GET");

/** The open dialog (queries by role with a name are slow over a table and form in jsdom). */
function dialog(): HTMLElement {
  const found = document.querySelector<HTMLElement>('[role="dialog"]');
  if (!found) throw new Error("no dialog open");
  return found;
}

/** A button by its accessible name (aria-label, else text). */
function button(name: string, inside: ParentNode = document.body): HTMLButtonElement {
  const found = Array.from(inside.querySelectorAll("button")).find((b) => (b.getAttribute("aria-label") ?? b.textContent ?? "").trim() === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

const findButton = (name: string) => waitFor(() => button(name));
const rowTexts = () => Array.from(document.querySelectorAll("tbody tr.ant-table-row")).map((row) => row.textContent ?? "");

/** The form item around a labelled control: where its faults show. */
function formItemOf(label: string): HTMLElement {
  const item = within(dialog()).getByLabelText(label).closest(".ant-form-item");
  if (!(item instanceof HTMLElement)) throw new Error(`no form item around ${label}`);
  return item;
}

function type(label: string, value: string) {
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });
}

async function openAdd() {
  fireEvent.click(await findButton("Add"));
  await waitFor(() => dialog());
}

const LINK_FAULT = 'Use an http(s) link or a path starting with one "/", without quotes, brackets or spaces';

describe("the Entries section", { timeout: 90_000 }, () => {
  it("shows one tab per entry list, in the console's language", async () => {
    fake = new FakeEntries(ENTRIES_SEEDS.zhongjian);
    renderInPortal(
      <ConsoleI18n>
        <EntriesSection />
      </ConsoleI18n>,
    );
    await screen.findByText("My to-dos");
    const tabs = Array.from(document.querySelectorAll('[role="tab"]'));
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Quick entries", "Extend entries", "Side entries", "Dashboards", "Help links"]);
  });

  it("adds a quick entry to the admin's draft (nothing published), then publishes it after the confirmation, at the list's version", async () => {
    showQuickEntries();
    await screen.findByText("My to-dos");
    await openAdd();
    type("Name (Chinese)", "安全培训");
    type("Name (English)", "Safety training");
    type("Name (Swedish)", "Säkerhetsutbildning");
    type("Code", "quick.safety");
    type("Link", "/apps/safety/");
    fireEvent.click(button("Save", dialog()));
    expect(await screen.findByText("Safety training")).toBeTruthy();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: "PUT",
        path: "workbench/v4/admin/entries/quick-entries/draft",
        body: expect.objectContaining({ basedOn: 1, value: expect.arrayContaining([expect.objectContaining({ code: "quick.safety", url: "/apps/safety/", nameAllLang: { "zh-CN": "安全培训", en: "Safety training", "sv-SE": "Säkerhetsutbildning" } })]) }),
      }),
    ]);
    // A draft: the live list is as it was.
    expect(fake.lists.get("quick-entries")!.records.some((r) => r.name === "安全培训")).toBe(false);
    expect(await screen.findByText("Draft: 1 changes not published yet; members do not see them.")).toBeTruthy();

    fireEvent.click(button("Publish"));
    const confirm = await waitFor(() => {
      const found = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]')).find((d) => d.textContent?.includes("Confirm publish"));
      if (!found) throw new Error("no confirmation");
      return found;
    });
    expect(confirm.textContent).toContain("Safety training");
    expect(writes()).toHaveLength(1);
    fireEvent.click(button("Publish now", confirm));
    expect(await screen.findByText("Version 2 is published; members see it now.")).toBeTruthy();
    expect(writes()[1]).toMatchObject({ method: "POST", path: "workbench/v4/admin/entries/quick-entries/publish", ifMatch: '"1"' });
    expect(fake.lists.get("quick-entries")!.records.some((r) => r.name === "安全培训")).toBe(true);
    expect(screen.getByText("List version 2")).toBeTruthy();
  });

  it("a javascript: link and a missing Swedish name show their faults on those fields, and nothing is sent", async () => {
    showQuickEntries();
    await screen.findByText("My to-dos");
    await openAdd();
    type("Name (Chinese)", "脚本");
    type("Name (English)", "Script");
    type("Code", "quick.script");
    type("Link", "javascript:alert(1)");
    fireEvent.click(button("Save", dialog()));
    await waitFor(() => expect(within(formItemOf("Link")).getByText(LINK_FAULT)).toBeTruthy());
    expect(within(formItemOf("Name (Swedish)")).getByText("Must have at least 1 characters")).toBeTruthy();
    expect(formItemOf("Name (English)").querySelector(".ant-form-item-explain-error")).toBeNull();
    expect(writes()).toEqual([]);
  });

  it("moves an entry down with the button that names it, in the admin's draft", async () => {
    showQuickEntries();
    fireEvent.click(await findButton("Move My to-dos down"));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const draft = writes()[0]!;
    expect(draft).toMatchObject({ method: "PUT", path: "workbench/v4/admin/entries/quick-entries/draft", body: { basedOn: 1 } });
    expect((draft.body as { value: { id: string }[] }).value.map((entry) => entry.id)).toEqual(["82002", "82001", "82003"]);
    await waitFor(() => expect(button("Move My to-dos up").disabled).toBe(false));
    const rows = rowTexts();
    expect(rows[0]).toContain("Report centre");
    expect(rows[1]).toContain("My to-dos");
  });

  it("when someone published meanwhile (412), the draft is kept, the admin told, and can keep it on the newer version", async () => {
    showQuickEntries();
    fireEvent.click(await findButton("Move My to-dos down"));
    await waitFor(() => expect(writes()).toHaveLength(1));
    fake.bump("quick-entries");
    fireEvent.click(await findButton("Publish"));
    const confirm = await waitFor(() => {
      const found = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]')).find((d) => d.textContent?.includes("Confirm publish"));
      if (!found) throw new Error("no confirmation");
      return found;
    });
    fireEvent.click(button("Publish now", confirm));
    expect(await screen.findByText(/^Someone published version 2 meanwhile\. Your draft is kept, unpublished/)).toBeTruthy();
    expect(fake.lists.get("quick-entries")!.records.map((r) => r.id)).toEqual(["82001", "82002", "82003"]);
    fireEvent.click(button("Keep my draft on the latest version"));
    await waitFor(() => expect(fake.drafts.get("quick-entries")?.basedOn).toBe(2));
  });

  it("deletes an entry in the draft after the admin confirms, warning that its children go with it", async () => {
    showQuickEntries();
    fireEvent.click(await findButton("Delete Tools"));
    expect(await screen.findByText("Delete Tools and its 2 child entries?")).toBeTruthy();
    fireEvent.click(button("Delete", document.querySelector(".ant-popover") ?? document.body));
    await waitFor(() => expect(rowTexts().some((row) => row.includes("Tools"))).toBe(false));
    expect(writes()).toEqual([expect.objectContaining({ method: "PUT", path: "workbench/v4/admin/entries/quick-entries/draft" })]);
    expect((writes()[0]!.body as { value: { id: string }[] }).value.map((entry) => entry.id)).toEqual(["82001", "82002"]);
  });

  it("edits an entry's names in the draft, keeping its other fields", async () => {
    showQuickEntries("acme");
    fireEvent.click(await findButton("Edit Timesheets"));
    await waitFor(() => dialog());
    expect((within(dialog()).getByLabelText("Link") as HTMLInputElement).value).toBe("/apps/timesheets/");
    type("Name (English)", "Time reports");
    fireEvent.click(button("Save", dialog()));
    expect(await screen.findByText("Time reports")).toBeTruthy();
    const item = (writes()[0]!.body as { value: Record<string, unknown>[] }).value[0];
    expect(item).toMatchObject({ id: "82101", code: "quick.timesheet", url: "/apps/timesheets/", iconClass: "icon-clock", nameAllLang: { "zh-CN": "工时表", en: "Time reports", "sv-SE": "Tidrapporter" } });
  });

  it("lists the list's versions and rolls back to an older one after a confirmation, at the version published now", async () => {
    showQuickEntries();
    fireEvent.click(await findButton("Move My to-dos down"));
    await waitFor(() => expect(writes()).toHaveLength(1));
    fireEvent.click(await findButton("Publish"));
    const confirm = await waitFor(() => {
      const found = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]')).find((d) => d.textContent?.includes("Confirm publish"));
      if (!found) throw new Error("no confirmation");
      return found;
    });
    fireEvent.click(button("Publish now", confirm));
    await screen.findByText("Version 2 is published; members see it now.");
    fireEvent.click(await findButton("Roll back to version 1"));
    await waitFor(() => expect(document.querySelector(".ant-popover")?.textContent).toContain("Publish version 1 again"));
    fireEvent.click(button("Yes", document.querySelector(".ant-popover")!));
    expect(await screen.findByText("Rolled back to version 1 (new version 3).")).toBeTruthy();
    expect(writes().at(-1)).toMatchObject({ method: "POST", path: "workbench/v4/admin/entries/quick-entries/rollback", ifMatch: '"2"', body: { version: 1 } });
    expect(fake.lists.get("quick-entries")!.records.map((r) => r.id)).toEqual(["82001", "82002", "82003"]);
  });
});

describe("the console's audit", () => {
  it("names the list an entry write changed, beside the config kind of a publish, as the platform answers them", async () => {
    config = new FakeTenantConfig({
      versions: {},
      audit: [
        { id: "2", at: "2026-11-26T10:00:00Z", actorAccount: "admin", resource: "quick-entry", resourceId: "80000123", action: "create", version: 4, before: null, after: { id: "80000123", name: "安全培训" } },
        { id: "1", at: "2026-11-26T09:00:00Z", actorAccount: "admin", resource: "tenant-config", resourceId: "header-theme", action: "publish", version: 2, before: {}, after: { headerHeight: 60 } },
      ],
    });
    renderInPortal(
      <ConsoleI18n>
        <AuditTable />
      </ConsoleI18n>,
    );
    await screen.findByText("Quick entry 80000123");
    const rows = rowTexts();
    expect(rows[0]).toContain("Quick entry");
    expect(rows[1]).toContain("Header theme");
  });
});

