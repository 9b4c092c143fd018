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

/** The console's Entries section (ADR 023) against the platform's contract over msw. */

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

  it("adds a quick entry with its name in three locales, sent with the list's version, and lists it", async () => {
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
        method: "POST",
        path: "workbench/v4/admin/entries/quick-entries",
        ifMatch: '"1"',
        body: expect.objectContaining({ code: "quick.safety", url: "/apps/safety/", nameAllLang: { "zh-CN": "安全培训", en: "Safety training", "sv-SE": "Säkerhetsutbildning" } }),
      }),
    ]);
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

  it("the platform's refusal of a field shows on that field (a code already in the list)", async () => {
    showQuickEntries();
    await screen.findByText("My to-dos");
    await openAdd();
    type("Name (Chinese)", "待办");
    type("Name (English)", "To-dos");
    type("Name (Swedish)", "Uppgifter");
    type("Code", "quick.todo");
    type("Link", "/portal/5/");
    fireEvent.click(button("Save", dialog()));
    await waitFor(() => expect(within(formItemOf("Code")).getByText("is the code of another entry of this list")).toBeTruthy());
    expect(dialog()).toBeTruthy();
  });

  it("moves an entry down with the button that names it, sending the whole new order", async () => {
    showQuickEntries();
    fireEvent.click(await findButton("Move My to-dos down"));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: "PUT", path: "workbench/v4/admin/entries/quick-entries/order", ifMatch: '"1"', body: { ids: ["82002", "82001", "82003"] } });
    await waitFor(() => expect(button("Move My to-dos up").disabled).toBe(false));
    const rows = rowTexts();
    expect(rows[0]).toContain("Report centre");
    expect(rows[1]).toContain("My to-dos");
  });

  it("when someone changed the list meanwhile (412), it is reloaded and the admin told to make the change again", async () => {
    showQuickEntries();
    await screen.findByText("My to-dos");
    fake.bump("quick-entries");
    fireEvent.click(button("Move My to-dos down"));
    expect(await screen.findByText("Someone changed this list meanwhile. It has been reloaded: make your change again.")).toBeTruthy();
    await waitFor(() => expect(screen.getByText("List version 2")).toBeTruthy());
    expect(fake.lists.get("quick-entries")!.records.map((r) => r.id)).toEqual(["82001", "82002", "82003"]);
  });

  it("deletes an entry after the admin confirms, warning that its children go with it", async () => {
    showQuickEntries();
    fireEvent.click(await findButton("Delete Tools"));
    expect(await screen.findByText("Delete Tools and its 2 child entries?")).toBeTruthy();
    fireEvent.click(button("Delete", document.querySelector(".ant-popover") ?? document.body));
    await waitFor(() => expect(rowTexts().some((row) => row.includes("Tools"))).toBe(false));
    expect(writes()).toEqual([expect.objectContaining({ method: "DELETE", path: "workbench/v4/admin/entries/quick-entries/82003", ifMatch: '"1"' })]);
  });

  it("edits an entry's names, keeping its other fields", async () => {
    showQuickEntries("acme");
    fireEvent.click(await findButton("Edit Timesheets"));
    await waitFor(() => dialog());
    expect((within(dialog()).getByLabelText("Link") as HTMLInputElement).value).toBe("/apps/timesheets/");
    type("Name (English)", "Time reports");
    fireEvent.click(button("Save", dialog()));
    expect(await screen.findByText("Time reports")).toBeTruthy();
    expect(writes()[0]).toMatchObject({
      method: "PUT",
      path: "workbench/v4/admin/entries/quick-entries/82101",
      body: { code: "quick.timesheet", url: "/apps/timesheets/", iconClass: "icon-clock", nameAllLang: { "zh-CN": "工时表", en: "Time reports", "sv-SE": "Tidrapporter" } },
    });
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

