import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { AppsSection } from "#app/features/admin-console/apps-section/AppsSection";
import { ConsoleI18n } from "#app/features/admin-console/ConsoleI18n";
import { FakeProductAdmin, productAdminHandlers, productAdminSeed } from "#tests/mocks/product-admin";
import { renderInPortal } from "./render";

/** The console's Apps and menus section (platform/README.md "Apps and menus") against the platform's contract over msw. */

let fake = new FakeProductAdmin();
const server = setupServer(
  ...productAdminHandlers({ answer: (...args) => fake.answer(...args), response: (a) => fake.response(a) } as FakeProductAdmin),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderSection(seed = productAdminSeed()) {
  fake = new FakeProductAdmin(seed);
  renderInPortal(
    <ConsoleI18n>
      <AppsSection />
    </ConsoleI18n>,
  );
}

const writes = (method: string, prefix: string) => fake.calls.filter((c) => c.method === method && c.path.startsWith(prefix));

/** The form item around a labelled control: where its faults show. */
function formItemOf(label: string): HTMLElement {
  const item = screen.getByLabelText(label).closest(".ant-form-item");
  if (!(item instanceof HTMLElement)) throw new Error(`no form item around ${label}`);
  return item;
}

/** A button by its accessible name (getByRole with a name is slow over a page of this size in jsdom). */
function button(name: string, within_: HTMLElement = document.body): HTMLButtonElement {
  const found = Array.from(within_.querySelectorAll("button")).find((b) => (b.getAttribute("aria-label") ?? b.textContent ?? "").replace(/\s+/g, " ").trim() === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe("registered apps", () => {
  it("says which micro-app runs in a frame because the operator does not trust its origin (ADR 047)", async () => {
    const seed = productAdminSeed();
    const ledger = seed.apps.find((app) => app.id === "project-ledger")!;
    seed.apps.push({ ...ledger, id: "vendor-board", name: "供应商看板", nameAllLang: { "zh-CN": "供应商看板", en: "Vendor board", "sv-SE": "Leverantörstavla" }, entry: "https://apps.vendor.example/board/" });
    renderSection(seed);
    const vendorRow = (await screen.findByText("https://apps.vendor.example/board/")).closest("tr")!;
    expect(within(vendorRow).getByText("Runs in a frame: the operator does not trust its origin")).toBeTruthy();
    // The ledger on the portal's own path runs in the page; the frame app is a frame anyway.
    const ledgerRow = screen.getByText("/micro-apps/project-ledger/").closest("tr")!;
    expect(within(ledgerRow).queryByText("Runs in a frame: the operator does not trust its origin")).toBeNull();
    // Once the operator trusts the origin, the board runs in the page.
    const trusted = Object.assign(document.createElement("meta"), { name: "portal-trusted-code", content: "https://apps.vendor.example" });
    document.head.appendChild(trusted);
    try {
      cleanup();
      renderSection(seed);
      const row = (await screen.findByText("https://apps.vendor.example/board/")).closest("tr")!;
      expect(within(row).queryByText("Runs in a frame: the operator does not trust its origin")).toBeNull();
    } finally {
      trusted.remove();
    }
  }, 60_000);

  it("a bad entry URL is refused on its field before anything is sent; fixed, the app is registered and listed", async () => {
    renderSection();
    await screen.findByText("https://apps.customer.example/diary/");
    fireEvent.click(button("Register an app"));
    const dialog = await screen.findByRole("dialog");
    type("Name (Chinese)", "外部页面");
    type("Name (English)", "Outside page");
    type("Name (Swedish)", "Utomstående sida");
    type("Entry URL", "javascript:alert(1)");
    fireEvent.click(button("Save", dialog));
    // Worded as an address, with an example of a right one.
    await waitFor(() => expect(within(formItemOf("Entry URL")).getByText(/^Not a valid address: use one starting with http:\/\/ or https:\/\//)).toBeTruthy(), { timeout: 10_000 });
    expect(within(formItemOf("Name (English)")).queryByText(/^Not a valid address/)).toBeNull();
    expect(writes("POST", "product/v4/micro-apps")).toEqual([]);

    type("Entry URL", "http://127.0.0.1:4321/");
    fireEvent.click(button("Save", dialog));
    await screen.findByText("http://127.0.0.1:4321/");
    expect(writes("POST", "product/v4/micro-apps").map((c) => c.body)).toEqual([
      {
        nameAllLang: { "zh-CN": "外部页面", en: "Outside page", "sv-SE": "Utomstående sida" },
        entry: "http://127.0.0.1:4321/",
        kind: "iframe",
        routePath: null,
        cache: null,
        props: {},
        allowedOrigins: [],
        sandbox: null,
      },
    ]);
  }, 90_000);

  it("a change over a newer version (412) shows what changed since, keeps the admin's input and saves over the newer version", async () => {
    renderSection();
    await screen.findByText("https://apps.customer.example/diary/");
    fireEvent.click(button("Edit the app Customer site diary"));
    const dialog = await screen.findByRole("dialog");
    type("Name (English)", "Customer diary (new)");
    // Another admin moves the app to a new server meanwhile.
    fake.changeApp("customer-diary", { entry: "https://apps2.customer.example/diary/" });
    fireEvent.click(button("Save", dialog));
    await within(dialog).findByText("Someone else changed this app meanwhile (it is now version 3).");
    const changes = within(dialog).getByLabelText("What changed");
    expect(within(changes).getByText("When you opened it: https://apps.customer.example/diary/")).toBeTruthy();
    expect(within(changes).getByText("Now: https://apps2.customer.example/diary/")).toBeTruthy();
    expect(screen.getByLabelText("Name (English)")).toHaveProperty("value", "Customer diary (new)");
    expect(writes("PUT", "product/v4/micro-apps").map((c) => c.ifMatch)).toEqual(['"2"']);

    fireEvent.click(button("Save", dialog));
    await waitFor(() => expect(fake.apps.find((a) => a.id === "customer-diary")?.nameAllLang.en).toBe("Customer diary (new)"));
    expect(writes("PUT", "product/v4/micro-apps").map((c) => c.ifMatch)).toEqual(['"2"', '"3"']);
  }, 90_000);
});

/** Chooses `option` in the antd Select labelled `label`. */
async function choose(label: string, option: string) {
  const input = screen.getAllByLabelText(label).find((el) => el.getAttribute("role") === "combobox");
  if (!input) throw new Error(`no select ${label}`);
  fireEvent.mouseDown(input);
  const options = await screen.findAllByText(option, { selector: ".ant-select-item-option-content" });
  fireEvent.click(options[options.length - 1]!);
}

describe("the menu tree", () => {
  it("moves a selected menu up with a button named after it, as the platform's PUTs, and offers only the moves its level allows", async () => {
    renderSection();
    const tree = await screen.findByRole("tree", { name: "Application menus" });
    fireEvent.click(await within(tree).findByText("Smart site"));
    // An application cannot go into the application above it, nor out of its category.
    expect(button("Into the one above: Smart site")).toHaveProperty("disabled", true);
    expect(button("Out of its parent: Smart site")).toHaveProperty("disabled", true);
    expect(button("Move Smart site down")).toHaveProperty("disabled", true);
    fireEvent.click(button("Move Smart site up"));
    await screen.findByText("Smart site is now number 1 under Projects.");
    expect(fake.menus.filter((m) => m.parentId === "100011").sort((a, b) => a.sort - b.sort).map((m) => m.id)).toEqual(["100017", "100012"]);
    // The moved menu first (its new sort), then the sibling whose sort changed; each a whole body, its grants untouched.
    expect(writes("PUT", "product/v4/menus").map((c) => [c.path, (c.body as { sort: number }).sort, "roles" in (c.body as object)])).toEqual([
      ["product/v4/menus/100017", 0, false],
      ["product/v4/menus/100012", 1, false],
    ]);
    await waitFor(() => expect(button("Move Smart site up")).toHaveProperty("disabled", true));
  }, 90_000);

  it("a new page under an application opens a registered app and is granted to the roles chosen", async () => {
    renderSection();
    const tree = await screen.findByRole("tree", { name: "Application menus" });
    fireEvent.click(await within(tree).findByText("Smart site"));
    fireEvent.click(button("Add under Smart site"));
    const dialog = await screen.findByRole("dialog");
    type("Name (Chinese)", "外部页面");
    type("Name (English)", "Outside page");
    type("Name (Swedish)", "Utomstående sida");
    type("Authority code", "g-build.outside");
    await choose("Opens the app", "Customer site diary (customer-diary)");
    fireEvent.click(button("Save", dialog));
    await screen.findByText("Outside page was saved.");
    expect(writes("POST", "product/v4/menus").map((c) => c.body)).toEqual([
      {
        parentId: "100017",
        nameAllLang: { "zh-CN": "外部页面", en: "Outside page", "sv-SE": "Utomstående sida" },
        code: "g-build.outside",
        sourceType: "menu",
        microAppId: "customer-diary",
        url: null,
        urlParams: null,
        // The parent's roles are offered first: the project members who see Smart site see the page.
        roles: ["project-member"],
      },
    ]);
  }, 90_000);

  it("a code the schema refuses is shown on its field and nothing is sent", async () => {
    renderSection();
    const tree = await screen.findByRole("tree", { name: "Application menus" });
    fireEvent.click(await within(tree).findByText("Smart site"));
    fireEvent.click(button("Add under Smart site"));
    const dialog = await screen.findByRole("dialog");
    type("Name (Chinese)", "页");
    type("Name (English)", "Page");
    type("Name (Swedish)", "Sida");
    type("Authority code", "g-build outside");
    fireEvent.click(button("Save", dialog));
    await waitFor(() => expect(within(formItemOf("Authority code")).getByText("Has the wrong format")).toBeTruthy(), { timeout: 10_000 });
    expect(writes("POST", "product/v4/menus")).toEqual([]);
  }, 90_000);
});
