import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { useState } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { OrgSwitcherContainer } from "#app/features/org-switch/OrgSwitcherContainer";
import { generalDictionaryHandlers } from "#tests/mocks/general-dictionary";
import { focusCalls, orgPermissionHandlers } from "#tests/mocks/org-permission";
import { renderInPortal } from "./render";

const server = setupServer(...orgPermissionHandlers, ...generalDictionaryHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function openPanel() {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Switch organisation: 中建智造集团" }));
  });
  return within(await screen.findByRole("dialog", { name: "Organisation switch" }));
}

describe("OrgSwitcherContainer against org-permission and general-dictionary", () => {
  it("loads the tree with children by parent id and selects an allowed org", async () => {
    const seen: unknown[] = [];
    server.events.on("request:start", async ({ request }) => {
      if (request.url.includes("list-auth-descendant")) seen.push(await request.clone().json());
    });
    const onSelect = vi.fn();
    renderInPortal(<OrgSwitcherContainer tenantId="10001" current={{ id: "1", name: "中建智造集团" }} onSelect={onSelect} />);
    const panel = await openPanel();
    const company = await panel.findByRole("treeitem", { name: "华东分公司" });
    expect(seen).toEqual([{ ids: ["1"], tenantId: "10001" }]);
    await act(async () => {
      fireEvent.click(company);
    });
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: "11", fullId: "1/11" }));
    server.events.removeAllListeners();
  });

  it("shows localized project statuses and sends a bookmark with the CSRF header", async () => {
    renderInPortal(<OrgSwitcherContainer tenantId="10001" current={{ id: "1", name: "中建智造集团" }} onSelect={() => {}} />);
    const panel = await openPanel();
    await act(async () => {
      fireEvent.click(panel.getByRole("tab", { name: "Projects" }));
    });
    expect(await panel.findByRole("checkbox", { name: "Under construction" })).toBeTruthy();
    const star = await panel.findByRole("button", { name: "Bookmark 苏州搅拌站" });
    await act(async () => {
      fireEvent.click(star);
    });
    await waitFor(() => expect(focusCalls.at(-1)).toEqual({ id: "112", status: "1" }));
    expect(await panel.findByRole("button", { name: "Remove bookmark from 苏州搅拌站" })).toBeTruthy();
  });

  it("keeps the popover usable when the status dictionary fails", async () => {
    server.use(http.get("*/api/general-dictionary/*", () => HttpResponse.json({ success: false, data: null, errorCode: "500", errorMsg: "down" }, { status: 500 })));
    renderInPortal(<OrgSwitcherContainer tenantId="10001" current={{ id: "1", name: "中建智造集团" }} onSelect={() => {}} />);
    const panel = await openPanel();
    await act(async () => {
      fireEvent.click(panel.getByRole("tab", { name: "Projects" }));
    });
    expect(await panel.findByRole("listitem", { name: "杭州湾大桥项目" })).toBeTruthy();
    expect(panel.queryByRole("checkbox")).toBeNull();
  });

  it("starts a fresh panel for a new current org (node caches reset) and keeps it between opens otherwise", async () => {
    function Page() {
      const [current, setCurrent] = useState({ id: "1", name: "中建智造集团" });
      return <OrgSwitcherContainer tenantId="10001" current={current} onSelect={(node) => setCurrent({ id: node.id, name: node.name })} />;
    }
    renderInPortal(<Page />);
    let panel = await openPanel();
    await act(async () => {
      fireEvent.click(panel.getByRole("tab", { name: "Projects" }));
    });
    // Closed and opened again, the panel is as it was left.
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    });
    expect(screen.queryByRole("dialog", { name: "Organisation switch" })).toBeNull();
    panel = await openPanel();
    expect(panel.getByRole("tab", { name: "Projects" }).getAttribute("aria-selected")).toBe("true");

    await act(async () => {
      fireEvent.click(await panel.findByRole("listitem", { name: "杭州湾大桥项目" }));
    });
    const button = await screen.findByRole("button", { name: "Switch organisation: 杭州湾大桥项目" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    await act(async () => {
      fireEvent.click(button);
    });
    const fresh = within(await screen.findByRole("dialog", { name: "Organisation switch" }));
    expect(fresh.getByRole("tab", { name: "Organisations" }).getAttribute("aria-selected")).toBe("true");
    expect(await fresh.findByRole("treeitem", { name: "华东分公司" })).toBeTruthy();
  });

  it("draws the panel, hidden, with the tree's first rows once the page is idle, before any pointer reaches the button (ADR 066)", async () => {
    renderInPortal(<OrgSwitcherContainer tenantId="10001" current={{ id: "1", name: "中建智造集团" }} onSelect={() => {}} />);
    const button = screen.getByRole("button", { name: "Switch organisation: 中建智造集团" });
    // No pointer, no focus: the page's idle moment alone draws the panel, closed.
    await waitFor(() => expect(document.querySelector('[role="tree"] [role="treeitem"]')).not.toBeNull(), { timeout: 3000 });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("dialog", { name: "Organisation switch" })).toBeNull();
    // The first open shows what is drawn: the rows are there in the same update as the click.
    act(() => {
      fireEvent.click(button);
    });
    const panel = within(screen.getByRole("dialog", { name: "Organisation switch" }));
    expect(panel.getAllByRole("treeitem").length).toBeGreaterThan(0);
  });
});
