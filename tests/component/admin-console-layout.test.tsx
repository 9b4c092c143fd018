import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ConsoleI18n } from "#app/features/admin-console/ConsoleI18n";
import { LayoutSection } from "#app/features/admin-console/layout-section/LayoutSection";
import { PreviewMarkerContext } from "#app/features/admin-console/preview-marker-context";
import { REGION_COMPONENT_NAMES } from "#app/layout/component-names";
import { FakeTenantConfig, tenantConfigHandlers } from "#tests/mocks/tenant-config";
import { renderInPortal } from "./render";

/**
 * The console's Layout section (ARCHITECTURE §3): per view mode × portal type, a Select per
 * region offering the registry's region components only; the draft → publish flow of ADR 020
 * over the tenant-config kind layout-override, faults on the region they name, and the preview
 * showing the view mode × portal type edited.
 */

let fake = new FakeTenantConfig({ versions: {} });
const server = setupServer(...tenantConfigHandlers({ answer: (...args) => fake.answer(...args), response: (a) => fake.response(a) } as FakeTenantConfig));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function seed(value: ConstructorParameters<typeof FakeTenantConfig>[0]) {
  fake = new FakeTenantConfig(value);
  return fake;
}

function renderSection(marker: string | null = null) {
  return renderInPortal(
    <ConsoleI18n>
      <PreviewMarkerContext.Provider value={marker}>
        <LayoutSection />
      </PreviewMarkerContext.Provider>
    </ConsoleI18n>,
    "en",
  );
}

/** The form item around a region's Select: where its help and faults show. */
function regionItem(title: string): HTMLElement {
  const item = screen.getByLabelText(title).closest(".ant-form-item");
  if (!(item instanceof HTMLElement)) throw new Error(`no form item for ${title}`);
  return item;
}

/** Opens a region's Select and returns the option labels offered. */
async function openSelect(title: string): Promise<HTMLElement> {
  const select = screen.getByLabelText(title);
  await act(async () => {
    fireEvent.mouseDown(select);
  });
  const listbox = document.getElementById(`${select.id}_list`)?.closest(".ant-select-dropdown");
  if (!(listbox instanceof HTMLElement)) throw new Error(`no dropdown for ${title}`);
  return listbox;
}

const optionLabels = (dropdown: HTMLElement) => Array.from(dropdown.querySelectorAll(".ant-select-item-option")).map((o) => o.getAttribute("title") ?? o.textContent ?? "");

// A form of seven Selects in jsdom is slow on a loaded machine: each test has room.
describe("the Layout section", () => {
  it("offers the registry's region components only, and publishes the one chosen for the view mode × portal type shown", async () => {
    seed({ versions: { "layout-override": [{ value: { layouts: [] } }] } });
    renderSection();
    expect(await screen.findByText("Published version 1")).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByText("Application"));
    });
    await act(async () => {
      fireEvent.click(screen.getByText("Simple"));
    });
    expect(screen.getByRole("form", { name: "Regions of Application · Simple" })).toBeTruthy();
    // ADR 055: the one in force is pictured beside the list, with a text alternative saying what the picture shows.
    expect(within(regionItem("Header")).getByRole("img", { name: /^Sketch of the Simple header: a narrow bar across the top/ })).toBeTruthy();
    const dropdown = await openSelect("Header");
    // Each choice by its name in the admin's language (no registry name), with its picture.
    expect(optionLabels(dropdown)).toEqual(["As defined: Simple header", "Classic header", "Simple header", "Classic sidebar", "Simple sidebar", "Tab bar", "Side toolbar", "Watermark layer", "Content viewport", "Third-party page frame", "Browser upgrade banner"]);
    expect(REGION_COMPONENT_NAMES.every((name) => dropdown.querySelector(`.ant-select-item-option svg[data-layout-picture="${name}"]`))).toBe(true);
    await act(async () => {
      fireEvent.click(within(dropdown).getByText("Classic header"));
    });
    expect(within(regionItem("Header")).getByRole("img", { name: /^Sketch of the Classic header: a dark bar/ })).toBeTruthy();
    await waitFor(() => expect(fake.drafts.get("layout-override")?.value).toEqual({ layouts: [{ viewMode: "application", portalType: "Simple", regions: { header: { component: "ClassicHeader" } } }] }));
    await screen.findByText(/Draft saved/);
    await act(async () => {
      fireEvent.click(screen.getAllByRole("button", { name: "Publish" })[0]!);
    });
    // Publish asks first (ADR 054): the dialog's own Publish.
    const dialog = await screen.findByRole("dialog", { name: "Confirm publish" });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Publish" }));
    });
    await screen.findByText("Published version 2");
    const publish = fake.calls.find((c) => c.method === "POST" && c.path === "param/v4/tenant-config/layout-override/publish");
    expect(publish?.body).toEqual({ basedOn: 1 });
    expect(fake.published("layout-override")?.value).toEqual({ layouts: [{ viewMode: "application", portalType: "Simple", regions: { header: { component: "ClassicHeader" } } }] });
  }, 90_000);

  it("shows ajv's fault and an unknown name on the region they belong to, and Publish waits", async () => {
    seed({
      versions: { "layout-override": [{ value: { layouts: [] } }] },
      drafts: {
        "layout-override": {
          basedOn: 1,
          value: { layouts: [{ viewMode: "full", portalType: "Classic", regions: { sidebar: { component: "" }, content: { component: "WeatherWidget" } } }] },
        },
      },
    });
    renderSection();
    await screen.findByText("Published version 1");
    await waitFor(() => expect(within(regionItem("Sidebar")).getByText("Must have at least 1 characters")).toBeTruthy());
    expect(within(regionItem("Content")).queryByText(/not a registered component/)).toBeNull();
    expect(within(regionItem("Header")).queryByText(/at least 1 characters/)).toBeNull();
    expect(screen.getByRole("button", { name: "Publish" })).toHaveProperty("disabled", true);
    // The sidebar is given a registered component: the unknown content component is the fault left, on Content.
    const dropdown = await openSelect("Sidebar");
    await act(async () => {
      fireEvent.click(within(dropdown).getByText("Simple sidebar"));
    });
    await waitFor(() => expect(within(regionItem("Content")).getByText("WeatherWidget is not a registered component: choose one from the list")).toBeTruthy());
    expect(within(regionItem("Sidebar")).queryByText(/at least 1 characters/)).toBeNull();
    expect(screen.getByRole("button", { name: "Publish" })).toHaveProperty("disabled", true);
    // Back to what the definition has: the entry holds only the sidebar, and Publish may go.
    const content = await openSelect("Content");
    await act(async () => {
      fireEvent.click(within(content).getByText("As defined: Content viewport"));
    });
    await waitFor(() => expect(screen.getByRole("button", { name: "Publish" })).toHaveProperty("disabled", false));
    await waitFor(() => expect(fake.drafts.get("layout-override")?.value).toEqual({ layouts: [{ viewMode: "full", portalType: "Classic", regions: { sidebar: { component: "SimpleSidebar" } } }] }));
  }, 90_000);

  it("the preview shows the view mode × portal type edited, and the section follows the preview's own switch", async () => {
    seed({ versions: { "layout-override": [{ value: { layouts: [] } }] } });
    renderSection("m-1");
    await screen.findByText("Published version 1");
    const frameSrc = () => new URL(screen.getByTitle("Portal preview (your draft)").getAttribute("src") ?? "", "http://portal.test").searchParams;
    expect([frameSrc().get("previewViewMode"), frameSrc().get("previewPortalType")]).toEqual(["full", "Classic"]);
    const form = screen.getByRole("form", { name: "Regions of Full portal · Classic" });
    await act(async () => {
      fireEvent.click(screen.getAllByText("Module")[0]!);
    });
    expect([frameSrc().get("previewViewMode"), frameSrc().get("previewPortalType")]).toEqual(["module", "Classic"]);
    expect(form.getAttribute("aria-label")).toBe("Regions of Module · Classic");
  }, 90_000);
});
