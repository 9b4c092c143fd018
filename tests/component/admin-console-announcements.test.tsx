import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { AnnouncementsTable } from "#app/features/admin-console/announcements-section/AnnouncementsSection";
import { ConsoleI18n } from "#app/features/admin-console/ConsoleI18n";
import type { AnnouncementRecord } from "#app/platform-api/announcements";
import { FakeAnnouncements, announcementHandlers } from "#tests/mocks/announcements";
import { renderInPortal } from "./render";

/** The console's Announcements section (ADR 024, ADR 057: drafts, publish, send to me) against the platform's contract over msw. */

const NOW = Date.parse("2026-11-26T09:00:00Z");
const ORGS = [
  { id: "1002", name: "华北区域公司" },
  { id: "1003", name: "华东区域公司" },
];

function record(over: Partial<AnnouncementRecord> & Pick<AnnouncementRecord, "id" | "kind" | "titleAllLang" | "publishFrom">): AnnouncementRecord {
  return { level: "normal", orgId: null, orgName: null, contentAllLang: { en: "Text" }, publishUntil: null, status: "live", publisher: "admin", withdrawnAt: null, version: 1, createdAt: over.publishFrom, updatedAt: over.publishFrom, ...over };
}

const SEED = [
  record({ id: "90000101", kind: "alert", level: "urgent", titleAllLang: { en: "Downtime for the upgrade", "zh-CN": "系统升级停机通知" }, publishFrom: "2026-11-26T08:00:00Z", publishUntil: "2026-11-27T08:00:00Z" }),
  record({ id: "90000102", kind: "bulletin", orgId: "1002", orgName: "华北区域公司", titleAllLang: { "zh-CN": "冬季施工安全检查" }, publishFrom: "2026-12-01T00:00:00Z" }),
];

// A shared machine draws a modal form of this size slowly in jsdom.
configure({ asyncUtilTimeout: 15_000 });
const SLOW = 120_000;

let fake = new FakeAnnouncements(SEED, ORGS, () => NOW);
const server = setupServer(...announcementHandlers({ answer: (...args) => fake.answer(...args), response: (a) => fake.response(a) } as FakeAnnouncements));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderSection(seed: AnnouncementRecord[] = SEED) {
  fake = new FakeAnnouncements(seed, ORGS, () => NOW);
  renderInPortal(
    <ConsoleI18n>
      <AnnouncementsTable />
    </ConsoleI18n>,
  );
  return fake;
}

/** A button by its text (getByRole with a name is slow over a form of this size in jsdom). */
function button(name: string, in_: HTMLElement | Document = document.body): HTMLButtonElement {
  const found = Array.from(in_.querySelectorAll("button")).find((b) => (b.getAttribute("aria-label") ?? b.textContent ?? "").replace(/\s+/g, "").trim() === name.replace(/\s+/g, ""));
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

/** The form item around a labelled control: where its faults show. */
function formItemOf(label: string): HTMLElement {
  const item = screen.getByLabelText(label).closest(".ant-form-item");
  if (!(item instanceof HTMLElement)) throw new Error(`no form item around ${label}`);
  return item;
}

/** The actions of a row, by its title (getByRole with a name is slow here). */
function actionsOf(title: string): HTMLElement {
  const group = document.querySelector<HTMLElement>(`[role="group"][aria-label="Actions for ${title}"]`);
  if (!group) throw new Error(`no actions for ${title}`);
  return group;
}

/** The open confirmation whose text matches. */
async function confirmation(text: RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>(".ant-popover:not(.ant-popover-hidden)")).find((el) => text.test(el.textContent ?? ""));
    if (!found) throw new Error(`no confirmation ${text}`);
    return found;
  });
}

const rowOf = (title: string) => screen.getByText(title).closest("tr") as HTMLElement;
const writes = () => fake.calls.filter((c) => c.method !== "GET" && !c.path.startsWith("org-permission"));

async function openNewForm(): Promise<HTMLElement> {
  await screen.findByText("Downtime for the upgrade");
  fireEvent.click(button("New announcement"));
  const dialog = await screen.findByRole("dialog");
  await within(dialog).findByLabelText("Title (English)");
  return dialog;
}

describe("the Announcements section", () => {
  it("lists the tenant's announcements with kind, level, audience, schedule and status; the filters ask the platform", async () => {
    renderSection();
    const alert = rowOf(await screen.findByText("Downtime for the upgrade").then((el) => el.textContent ?? ""));
    expect(within(alert).getByText("Alert")).toBeTruthy();
    expect(within(alert).getByText("Urgent")).toBeTruthy();
    expect(within(alert).getByText("Whole tenant")).toBeTruthy();
    expect(within(alert).getByText("Showing")).toBeTruthy();
    // No English title: the first one written.
    const bulletin = rowOf("冬季施工安全检查");
    expect(within(bulletin).getByText("华北区域公司")).toBeTruthy();
    expect(within(bulletin).getByText("Scheduled")).toBeTruthy();
    expect(within(bulletin).getByText(/no end/)).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Kind" }));
    fireEvent.click(await screen.findByTitle("Bulletin"));
    await waitFor(() => expect(screen.queryByText("Downtime for the upgrade")).toBeNull());
    expect(fake.calls.some((c) => c.method === "GET" && c.path === "message/v4/announcements")).toBe(true);
    expect(screen.getByText("冬季施工安全检查")).toBeTruthy();
  }, SLOW);

  it("posts a new alert to the whole tenant from now on, and the list shows it", async () => {
    renderSection();
    const dialog = await openNewForm();
    fireEvent.click(within(dialog).getByLabelText("Alert"));
    fireEvent.change(within(dialog).getByLabelText("Title (English)"), { target: { value: "Fire drill at noon" } });
    fireEvent.change(within(dialog).getByLabelText("Text (English)"), { target: { value: "Leave by the nearest exit." } });
    // Publish saves the draft and asks first (ADR 057); the post is made on confirming.
    fireEvent.click(button("Publish", dialog));
    const confirm = await waitFor(() => {
      const found = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]')).find((d) => d.textContent?.includes("Confirm publish"));
      if (!found) throw new Error("no confirmation");
      return found;
    });
    expect(confirm.textContent).toContain("Fire drill at noon");
    expect(writes().map((w) => w.path)).toEqual(["message/v4/announcements/new/draft"]);
    fireEvent.click(button("Publish now", confirm));
    await waitFor(() => expect(writes()).toHaveLength(2));
    const post = writes()[1];
    expect(post).toMatchObject({ method: "POST", path: "message/v4/announcements/new/publish", ifMatch: null });
    expect(fake.drafts.has("new")).toBe(false);
    const written = (writes()[0]?.body as { value: Record<string, unknown> }).value;
    expect(written).toMatchObject({ kind: "alert", level: "normal", orgId: null, titleAllLang: { en: "Fire drill at noon" }, contentAllLang: { en: "Leave by the nearest exit." }, publishUntil: null });
    const from = Date.parse((written as { publishFrom: string }).publishFrom);
    expect(Math.abs(from - Date.now())).toBeLessThan(120_000);
    expect(await screen.findByText("Fire drill at noon")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  }, SLOW);

  it("shows the platform's faults on the fields they belong to and keeps the form open", async () => {
    renderSection();
    const dialog = await openNewForm();
    fireEvent.click(button("Send to me", dialog));
    await waitFor(() => expect(within(formItemOf("Title (Chinese)")).getByText("needs a title in at least one language (zh-CN, en or sv-SE)")).toBeTruthy());
    expect(within(formItemOf("Text (Chinese)")).getByText("needs a text in at least one language (zh-CN, en or sv-SE)")).toBeTruthy();
    expect(within(dialog).getByRole("alert").textContent).toContain("Fix the marked fields.");
    expect(fake.records).toHaveLength(2);
  }, SLOW);

  it("a 10,000-character title stays whole and is refused on its field with its length; nothing is sent", async () => {
    renderSection();
    const dialog = await openNewForm();
    const title = within(dialog).getByLabelText("Title (English)") as HTMLInputElement;
    fireEvent.change(title, { target: { value: "x".repeat(10_000) } });
    expect(title.value).toHaveLength(10_000);
    fireEvent.click(button("Publish", dialog));
    await waitFor(() => expect(within(formItemOf("Title (English)")).getByText("A title may have at most 200 characters; this one has 10000. Shorten it.")).toBeTruthy());
    expect(title.value).toHaveLength(10_000);
    expect(writes()).toEqual([]);
  }, SLOW);

  it("an org audience is chosen from the tenant's orgs found by name", async () => {
    renderSection();
    const dialog = await openNewForm();
    fireEvent.click(within(dialog).getByLabelText("One org"));
    const select = await waitFor(() => {
      const input = dialog.querySelector<HTMLInputElement>('input[aria-label="Org"]');
      if (!input) throw new Error("no org select");
      return input;
    });
    fireEvent.mouseDown(select);
    fireEvent.change(select, { target: { value: "华东" } });
    fireEvent.click(await waitFor(() => {
      const option = document.querySelector<HTMLElement>('.ant-select-item-option[title="华东区域公司"]');
      if (!option) throw new Error("no option 华东区域公司");
      return option;
    }));
    fireEvent.change(within(dialog).getByLabelText("Title (Chinese)"), { target: { value: "区域例会" } });
    fireEvent.change(within(dialog).getByLabelText("Text (Chinese)"), { target: { value: "周一上午九点。" } });
    fireEvent.click(button("Save draft", dialog));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: "PUT", path: "message/v4/announcements/new/draft" });
    expect((writes()[0]?.body as { value: unknown }).value).toMatchObject({ orgId: "1003", titleAllLang: { "zh-CN": "区域例会" } });
    expect(fake.calls.some((c) => c.path === "org-permission/v4/orgs/search" && (c.body as { keyword: string }).keyword === "华东")).toBe(true);
    // A draft: nothing is posted.
    expect(fake.records).toHaveLength(2);
  }, SLOW);

  it("a change carries the version it was read at; when someone changed it meanwhile (412) it says so and the list shows the newer one", async () => {
    renderSection();
    await screen.findByText("Downtime for the upgrade");
    fireEvent.click(within(actionsOf("Downtime for the upgrade")).getByText("Edit"));
    const dialog = await screen.findByRole("dialog");
    const titleField = await within(dialog).findByLabelText("Title (English)");
    expect((titleField as HTMLInputElement).value).toBe("Downtime for the upgrade");
    // Another admin changes it first.
    const stored = fake.records[0] as AnnouncementRecord;
    fake.records[0] = { ...stored, version: 2, titleAllLang: { en: "Downtime moved to Sunday" } };
    fireEvent.change(titleField, { target: { value: "Downtime tonight" } });
    fireEvent.click(button("Publish", dialog));
    const confirm = await waitFor(() => {
      const found = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]')).find((d) => d.textContent?.includes("Confirm publish"));
      if (!found) throw new Error("no confirmation");
      return found;
    });
    fireEvent.click(button("Publish now", confirm));
    await waitFor(() => expect(within(dialog).getByRole("alert").textContent).toContain("Someone changed this announcement meanwhile"));
    expect(writes()[0]).toMatchObject({ method: "PUT", path: "message/v4/announcements/90000101/draft", body: { basedOn: 1 } });
    expect(writes()[1]).toMatchObject({ method: "POST", path: "message/v4/announcements/90000101/publish", ifMatch: '"1"' });
    expect(await screen.findByText("Downtime moved to Sunday")).toBeTruthy();
    expect(fake.records[0]?.titleAllLang).toEqual({ en: "Downtime moved to Sunday" });
  }, SLOW);

  it("withdraws after a confirmation, at the version shown; then deletes", async () => {
    renderSection();
    await screen.findByText("Downtime for the upgrade");
    fireEvent.click(within(actionsOf("Downtime for the upgrade")).getByText("Withdraw"));
    const confirm = await confirmation(/stops showing to everyone at once/);
    fireEvent.click(button("Withdraw", confirm));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: "POST", path: "message/v4/announcements/90000101/withdraw", ifMatch: '"1"' });
    await waitFor(() => expect(within(rowOf("Downtime for the upgrade")).getByText("Withdrawn")).toBeTruthy());

    fireEvent.click(within(actionsOf("Downtime for the upgrade")).getByText("Delete"));
    const confirmDelete = await confirmation(/for good/);
    fireEvent.click(button("Delete", confirmDelete));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1]).toMatchObject({ method: "DELETE", path: "message/v4/announcements/90000101", ifMatch: '"2"' });
    await waitFor(() => expect(screen.queryByText("Downtime for the upgrade")).toBeNull());
  }, SLOW);
});
