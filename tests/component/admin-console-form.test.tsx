import { act, fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ConsoleI18n } from "#app/features/admin-console/ConsoleI18n";
import { SchemaForm } from "#app/features/admin-console/schema-form/SchemaForm";
import type { FieldFault } from "#app/features/admin-console/schema-form/field-errors.rules";
import type { JsonSchema } from "#app/features/admin-console/schema-form/schema-fields.rules";
import type { Locale } from "#app/kit/i18n/config";
import { renderInPortal } from "./render";

/**
 * The console's schema form as an admin finds their way in it (ADR 056, SPEC §3 Header theme):
 * fields in the schema's groups, a filter by title in the admin's language, required fields
 * marked from the schema's `required`, and faults shown only where the admin has been.
 */

// A schema that requires something: the console's own schemas require nothing today (SPEC §3:
// every header-theme property is optional), so the navigation schema is given a `required`
// here to see the mark the form draws from it.
vi.mock("#app/features/admin-console/schema-form/validate-config", async (importOriginal) => {
  const original = await importOriginal<typeof import("#app/features/admin-console/schema-form/validate-config")>();
  const nav = original.FORM_SCHEMA_JSON["nav-logo-and-name"] as JsonSchema;
  return { ...original, FORM_SCHEMA_JSON: { ...original.FORM_SCHEMA_JSON, "nav-logo-and-name": { ...nav, required: ["browserTitle"] } } };
});

function renderForm(options: { schema?: "header-theme" | "nav-logo-and-name" | "scene-params"; value?: Record<string, unknown>; faults?: FieldFault[]; showAllFaults?: boolean; locale?: Locale } = {}) {
  const onChange = vi.fn();
  const control: { set?: (next: { faults: FieldFault[]; showAllFaults: boolean }) => void } = {};
  const value = options.value ?? {};
  function Harness() {
    const [shown, setShown] = useState({ faults: options.faults ?? [], showAllFaults: options.showAllFaults ?? false });
    control.set = setShown;
    return <SchemaForm schema={options.schema ?? "header-theme"} value={value} faults={shown.faults} onChange={onChange} showAllFaults={shown.showAllFaults} />;
  }
  renderInPortal(
    <ConsoleI18n>
      <Harness />
    </ConsoleI18n>,
    options.locale ?? "en",
  );
  return { onChange, rerender: (faults: FieldFault[], showAllFaults = false) => act(() => control.set?.({ faults, showAllFaults })) };
}

/** The form item around a labelled control. */
function itemOf(label: string): HTMLElement {
  const item = screen.getByLabelText(label, { exact: true }).closest(".ant-form-item");
  if (!(item instanceof HTMLElement)) throw new Error(`no form item around ${label}`);
  return item;
}

/** Whether an element is drawn: neither it nor a parent is hidden. */
function isShown(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute("hidden") || node.classList.contains("ant-form-item-hidden")) return false;
  }
  return true;
}

/** The form's sections, by their titles (getByRole is slow over a form of this size in jsdom). */
const sectionTitles = () => Array.from(document.querySelectorAll("form section")).map((section) => document.getElementById(section.getAttribute("aria-labelledby") ?? "")?.textContent);
function section(title: string): HTMLElement {
  const found = Array.from(document.querySelectorAll<HTMLElement>("form section")).find((element) => document.getElementById(element.getAttribute("aria-labelledby") ?? "")?.textContent === title);
  if (!found) throw new Error(`no section ${title}`);
  return found;
}

const shownLabels = () =>
  Array.from(document.querySelectorAll<HTMLLabelElement>("form .ant-form-item-label > label"))
    .filter(isShown)
    .map((label) => label.textContent?.trim());

const colourFault: FieldFault = { pointer: "/headerBgColor", messageKey: "adminConsole.errors.colour", params: {}, message: "pattern" };
const COLOUR_FAULT = "Not a colour: use #rgb, #rrggbb, #rrggbbaa, rgb() or rgba()";

describe("the header theme's groups (ADR 056)", () => {
  it("draws the fields in titled sections: brand, colours, background, menu, watermark, behaviour", () => {
    renderForm();
    expect(sectionTitles()).toEqual([
      "Brand",
      "Colours",
      "Background and height",
      "Menu and sidebar",
      "Watermark settings",
      "Behaviour",
    ]);
    expect(within(section("Brand")).getByLabelText("System name", { exact: true })).toBeTruthy();
    expect(within(section("Colours")).getByLabelText("Header background colour")).toBeTruthy();
    expect(within(section("Watermark settings")).getByLabelText("Watermark template")).toBeTruthy();
  });

  it("a section folds from its heading's button and opens again, its fields kept", () => {
    const { onChange } = renderForm({ value: { systemName: "Acme" } });
    const brand = section("Brand");
    const toggle = within(brand).getByRole("button", { name: "Brand" });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(isShown(screen.getByLabelText("System name", { exact: true }))).toBe(false);
    fireEvent.click(toggle);
    expect(isShown(screen.getByLabelText("System name", { exact: true }))).toBe(true);
    expect((screen.getByLabelText("System name", { exact: true }) as HTMLInputElement).value).toBe("Acme");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("scene params are grouped by their schema too", () => {
    renderForm({ schema: "scene-params" });
    expect(sectionTitles()).toEqual(["Header items", "Header extensions", "User menu", "Menu and sidebar", "Behaviour"]);
  });
});

describe("the field filter", () => {
  it("narrows the fields to those whose title holds the words typed, and hides the sections left empty", () => {
    renderForm();
    const filter = screen.getByRole("searchbox", { name: "Filter fields" });
    fireEvent.change(filter, { target: { value: "logo" } });
    expect(shownLabels()).toEqual(["Logo URL", "Logo size", "Logo link"]);
    expect(isShown(section("Brand"))).toBe(true);
    expect(isShown(section("Colours"))).toBe(false);
    expect(screen.getByRole("status", { name: "" }).textContent).toBe("3 fields shown");
    fireEvent.change(filter, { target: { value: "SIDEBAR text" } });
    expect(shownLabels()).toEqual(["Sidebar text colour", "Sidebar active text colour"]);
  });

  it("says when no field matches, and shows them all again when cleared", () => {
    renderForm();
    const filter = screen.getByRole("searchbox", { name: "Filter fields" });
    fireEvent.change(filter, { target: { value: "zebra" } });
    expect(shownLabels()).toEqual([]);
    expect(screen.getByText("No field name contains “zebra”")).toBeTruthy();
    fireEvent.change(filter, { target: { value: "" } });
    expect(shownLabels()).toContain("System name");
    expect(shownLabels()).toContain("Log out");
  });

  it("matches the titles in the admin's language", () => {
    renderForm({ locale: "zh-CN" });
    fireEvent.change(screen.getByRole("searchbox", { name: "筛选字段" }), { target: { value: "水印" } });
    expect(shownLabels().length).toBeGreaterThan(0);
    expect(shownLabels().every((label) => label?.includes("水印"))).toBe(true);
    expect(shownLabels()).not.toContain("系统名称");
  });

  it("a folded section opens while the filter finds fields in it", () => {
    renderForm();
    fireEvent.click(within(section("Watermark settings")).getByRole("button", { name: "Watermark settings" }));
    expect(isShown(screen.getByLabelText("Watermark template"))).toBe(false);
    fireEvent.change(screen.getByRole("searchbox", { name: "Filter fields" }), { target: { value: "template" } });
    expect(isShown(screen.getByLabelText("Watermark template"))).toBe(true);
  });
});

describe("required fields", () => {
  it("a property in the schema's required list has antd's required mark and aria-required; the others have neither", () => {
    renderForm({ schema: "nav-logo-and-name" });
    const browserTitle = itemOf("Browser title");
    expect(browserTitle.querySelector(".ant-form-item-required")).not.toBeNull();
    expect(screen.getByLabelText("Browser title").getAttribute("aria-required")).toBe("true");
    expect(itemOf("Fallback system name").querySelector(".ant-form-item-required")).toBeNull();
    expect(screen.getByLabelText("Fallback system name").getAttribute("aria-required")).toBeNull();
  });
});

describe("faults before the admin has been there", () => {
  it("a new form shows no fault on a field the admin has not touched; the fault shows once the field is changed", () => {
    const { rerender } = renderForm({ faults: [colourFault] });
    expect(screen.queryByText(COLOUR_FAULT)).toBeNull();
    fireEvent.change(screen.getByLabelText("Header background colour"), { target: { value: "#12" } });
    rerender([colourFault]);
    expect(within(itemOf("Header background colour")).getByText(COLOUR_FAULT)).toBeTruthy();
  });

  it("after a publish attempt every fault shows, touched or not", () => {
    const { rerender } = renderForm({ faults: [colourFault] });
    expect(screen.queryByText(COLOUR_FAULT)).toBeNull();
    rerender([colourFault], true);
    expect(within(itemOf("Header background colour")).getByText(COLOUR_FAULT)).toBeTruthy();
  });

  it("a value the form opened with shows its fault at once (a saved draft's)", () => {
    renderForm({ value: { headerBgColor: "#12" }, faults: [colourFault] });
    expect(within(itemOf("Header background colour")).getByText(COLOUR_FAULT)).toBeTruthy();
  });
});

describe("the system name per language (ADR 056)", () => {
  it("has an input per language in the Brand section; typing the English one changes only that text", () => {
    const { onChange } = renderForm({ value: { systemName: "中建智造" } });
    const group = within(section("Brand")).getByRole("group", { name: "System name per language" });
    expect(within(group).getAllByRole("textbox").map((input) => input.getAttribute("lang"))).toEqual(["zh-CN", "en", "sv-SE"]);
    fireEvent.change(within(group).getByLabelText("English"), { target: { value: "CSCEC Smart Build" } });
    expect(onChange).toHaveBeenLastCalledWith({ systemName: "中建智造", systemNameAllLang: { en: "CSCEC Smart Build" } });
  });
});
