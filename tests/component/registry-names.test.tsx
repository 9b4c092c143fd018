import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Header } from "#app/features/header/Header";
import { COMPONENT_NAMES, isComponentName } from "#app/layout/component-names";
import { LAYOUT_DEFINITIONS } from "#app/layout/definitions";
import type { PlacedProps } from "#app/layout/placed";
import { DEFAULT_COMPONENTS, RegistryProvider } from "#app/shell/component-map";
import type { PortalContextValue } from "#app/shell/portal-context";
import { PortalFrame, storyPortal } from "../../stories/fixtures/portal";
import { renderInPortal } from "./render";

/**
 * ADR 004 and ADR 019: the component-name list (plain data, read by the server) and the React
 * map (the registry the browser draws with) name the same components, and every name a
 * built-in layout definition uses is on the list.
 */
describe("the component-name list and the registry", () => {
  it("lists each name once", () => {
    expect(new Set(COMPONENT_NAMES).size).toBe(COMPONENT_NAMES.length);
  });

  it("every listed name has a component in the React map", () => {
    const missing = COMPONENT_NAMES.filter((name) => !Object.hasOwn(DEFAULT_COMPONENTS, name) || typeof DEFAULT_COMPONENTS[name] !== "function");
    expect(missing).toEqual([]);
  });

  it("every component in the React map is listed", () => {
    expect(Object.keys(DEFAULT_COMPONENTS).filter((name) => !isComponentName(name))).toEqual([]);
  });

  it("every name in every layout definition is listed, the header's component among them", () => {
    const used = Object.entries(LAYOUT_DEFINITIONS).flatMap(([key, definition]) =>
      Object.entries(definition.regions).flatMap(([region, { component, slots, items }]) => [
        { where: `${key} ${region}`, name: component },
        ...[...(slots?.left ?? []), ...(slots?.center ?? []), ...(slots?.right ?? []), ...(items ?? [])].map((item) => ({ where: `${key} ${region} ${item.id}`, name: item.component })),
      ]),
    );
    expect(used.length).toBeGreaterThan(100);
    expect(used.filter(({ name }) => !isComponentName(name))).toEqual([]);
    expect(new Set(used.filter(({ where }) => /^\S+ header$/.test(where)).map(({ name }) => name))).toEqual(new Set(["ClassicHeader", "SimpleHeader"]));
  });

  it("tells listed names from others", () => {
    expect(["ClassicHeader", "UserDropdown", "WeatherWidget", "constructor", "__proto__", ""].filter(isComponentName)).toEqual(["ClassicHeader", "UserDropdown"]);
  });
});

/** The acme tenant's Classic page with a layout override for the header region. */
function withHeader(header: Record<string, unknown>) {
  return storyPortal({ tenant: "acme", override: { layouts: [{ viewMode: "full", portalType: "Classic", regions: { header } }] } });
}

/** The header's items as named marks: these tests are about the header's frame, not its items' data. */
const ItemMark = ({ item }: PlacedProps) => <span data-item={item.component} />;
const ITEM_MARKS = Object.fromEntries(COMPONENT_NAMES.filter((name) => !name.endsWith("Header")).map((name) => [name, ItemMark]));

function renderHeader(context: PortalContextValue) {
  return renderInPortal(
    <PortalFrame context={context}>
      <RegistryProvider overrides={ITEM_MARKS}>
        <Header />
      </RegistryProvider>
    </PortalFrame>,
  );
}

describe("the header region is drawn through the registry (ADR 004)", () => {
  it.each([
    { portalType: "Classic", component: "ClassicHeader", padding: "0px 20px" },
    { portalType: "Simple", component: "SimpleHeader", padding: "0px 12px" },
  ] as const)("the $portalType definition draws $component", ({ portalType, component, padding }) => {
    const { context, plan } = storyPortal({ tenant: "acme", portalType });
    expect(plan.header.component).toBe(component);
    renderHeader(context);
    const banner = screen.getByRole("banner");
    expect([banner.dataset["header"], banner.dataset["portalType"], banner.style.padding]).toEqual([component, portalType, padding]);
  });

  it("an override picks the Simple header on a Classic page, with the Classic items", () => {
    const { context, plan } = withHeader({ component: "SimpleHeader" });
    expect([plan.header.component, plan.problems]).toEqual(["SimpleHeader", []]);
    renderHeader(context);
    const banner = screen.getByRole("banner");
    expect([banner.dataset["header"], banner.dataset["portalType"], banner.style.padding, banner.style.boxShadow]).toEqual(["SimpleHeader", "Classic", "0px 12px", "none"]);
    const center = [...banner.querySelectorAll('[data-slot="header.center"] [data-item]')].map((mark) => mark.getAttribute("data-item"));
    expect(center).toEqual(plan.header.slots.center.map((item) => item.component));
    expect(center).toContain("MainMenu");
  });

  it("a header name the registry does not know shows the fallback and is a problem", () => {
    const { context, plan } = withHeader({ component: "TenantHeader" });
    expect(plan.problems).toEqual([expect.objectContaining({ pointer: "/header/component", message: expect.stringContaining("TenantHeader") })]);
    renderHeader(context);
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.getByRole("note").getAttribute("data-fallback-for")).toBe("TenantHeader");
  });

  it("a hidden header draws nothing, whatever its name", () => {
    const { context } = withHeader({ component: "TenantHeader", visible: false });
    const { container } = renderHeader(context);
    expect(container.querySelector("header, [role=note]")).toBeNull();
  });
});
