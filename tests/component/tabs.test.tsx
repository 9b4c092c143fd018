import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContentViewport } from "#app/features/content/ContentViewport";
import { TabBar } from "#app/features/tabs/TabBar";
import { NAVIGATION_CANCEL_EVENT, useLeaveGuard, useMenuSelect, useShownMenuId, type LeaveGuard, type MenuSelectOutcome } from "#app/features/menus/use-menu-select";
import { storageKey } from "#app/kit/client-storage";
import { DEMO_MENUS, ShellStory, type NavigationRecord } from "../../stories/tabs/fixtures";
import { renderInPortal } from "./render";
import type { Locale } from "#app/kit/i18n/config";
import type { PortalMenus } from "#app/features/menus/portal-menus";

const item = { id: "x", component: "x", props: {} };
const TABS_KEY = storageKey("menu-tabs", { userId: "u-demo", tenantId: "10001" });

/** Buttons that select menus the way the header, the left menu or the search would. */
function Selector({ onOutcome }: { onOutcome: (outcome: MenuSelectOutcome) => void }) {
  const { selectMenu, goHome } = useMenuSelect();
  return (
    <div>
      {["m-schedule", "m-overview", "m-diary", "m-cost", "m-crane", "m-report", "no-such-menu", "a1"].map((id) => (
        <button key={id} type="button" onClick={() => void selectMenu(id).then(onOutcome)}>
          select {id}
        </button>
      ))}
      <button type="button" onClick={() => void goHome().then(onOutcome)}>
        go home
      </button>
    </div>
  );
}

function Guard({ allow }: { allow: () => boolean }) {
  const guard: LeaveGuard = () => allow();
  useLeaveGuard(guard);
  return null;
}

/** A page's leave guard (an edit form's, say), asked while `menuId` is the menu shown. */
function GuardWhileShown({ menuId }: { menuId: string }) {
  return useShownMenuId() === menuId ? <Guard allow={() => true} /> : null;
}

interface Setup {
  menuId?: string;
  locale?: Locale;
  menus?: PortalMenus | null;
  guard?: () => boolean;
  /** The menu whose page has a leave guard while shown. */
  guardedPage?: string;
  /** Navigations stay pending until `record.completeNavigation()`. */
  holdNavigation?: boolean;
}

function setup({ menuId = "1", locale = "en", menus = DEMO_MENUS, guard, guardedPage, holdNavigation }: Setup = {}) {
  const record: NavigationRecord = { went: [], windows: [], holdNavigation };
  const outcomes: MenuSelectOutcome[] = [];
  const view = renderInPortal(
    <ShellStory menuId={menuId} locale={locale} menus={menus} record={record}>
      {guard ? <Guard allow={guard} /> : null}
      {guardedPage ? <GuardWhileShown menuId={guardedPage} /> : null}
      <Selector onOutcome={(outcome) => outcomes.push(outcome)} />
      <TabBar item={item} region="tabBar" />
      <ContentViewport item={item} region="content" />
    </ShellStory>,
    locale,
  );
  return { record, outcomes, view };
}

// Queries by accessible name compute styles for every candidate, which jsdom does slowly under
// antd's style sheets; these helpers find the same elements by their ARIA attributes and text.
const tabs = () => within(screen.getByRole("tablist")).getAllByRole("tab");
const tabNames = () => tabs().map((tab) => tab.textContent);
const activeTab = () => tabs().find((tab) => tab.getAttribute("aria-selected") === "true")?.textContent;
const tab = (name: string) => {
  const found = tabs().find((candidate) => candidate.textContent === name);
  if (!found) throw new Error(`no tab ${name} among ${tabNames().join(", ")}`);
  return found;
};
/** The application region of a shown (not hidden) page. */
const region = (name: string) => [...document.querySelectorAll<HTMLElement>('[role="region"]')].find((el) => el.getAttribute("aria-label") === name && !el.closest("[hidden]")) ?? null;
const byLabel = (label: string) => document.querySelector<HTMLElement>(`[aria-label="${label}"]`);

/** A frame painted and the task after it: a menu change shows its menu ahead and navigates then (ADR 015). */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Holds every animation frame until `release`: a change shown ahead cannot be sent before the
 * test has done what it must do first, however slow the machine (ADR 015).
 */
function holdFrames() {
  const held: FrameRequestCallback[] = [];
  const frames = vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => held.push(callback));
  return {
    async release() {
      frames.mockRestore();
      await act(async () => {
        for (const frame of held.splice(0)) frame(performance.now());
        await nextFrame();
        await nextFrame();
      });
    },
  };
}

async function click(element: HTMLElement | null) {
  if (!element) throw new Error("nothing to click");
  await act(async () => {
    fireEvent.click(element);
    await nextFrame();
    await nextFrame();
  });
}

async function select(id: string) {
  await click(screen.getByText(`select ${id}`));
}

/** Right-clicks a tab and returns its open menu's items by label. */
async function contextMenu(tabName: string) {
  await act(async () => {
    fireEvent.contextMenu(tab(tabName));
  });
  const menu = await waitFor(() => {
    const open = document.querySelector<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden) [role="menu"]');
    if (!open) throw new Error("no open menu");
    return open;
  });
  expect(menu.getAttribute("aria-label")).toBe(`Actions for ${tabName}`);
  return (label: string) => {
    const item = within(menu).getByText(label).closest<HTMLElement>('[role="menuitem"]');
    if (!item) throw new Error(`no menu item ${label}`);
    return item;
  };
}

beforeEach(() => window.localStorage.clear());
afterEach(() => window.localStorage.clear());

describe("tab bar (SPEC §4 Tabs)", () => {
  it("starts with the default tab, which cannot be closed alone, and disables the close items with one tab", async () => {
    setup();
    expect(tabNames()).toEqual(["Home"]);
    expect(activeTab()).toBe("Home");
    expect(byLabel("Close Home")).toBeNull();
    const item = await contextMenu("Home");
    expect(item("Refresh").getAttribute("aria-disabled")).toBe("false");
    expect(item("Close tabs to the right").getAttribute("aria-disabled")).toBe("true");
    expect(item("Close other tabs").getAttribute("aria-disabled")).toBe("true");
  });

  it("opens a tab per selected menu with its localised name; a directory opens its first page", async () => {
    const { record } = setup({ locale: "sv-SE" });
    await select("m-schedule");
    expect(record.went.at(-1)).toEqual({ menuId: "m-master", replace: false });
    expect(tabNames()).toEqual(["Hem", "Huvudtidplan"]);
    expect(activeTab()).toBe("Huvudtidplan");
    expect(region("Huvudtidplan")).toBeTruthy();
    await select("m-overview");
    expect(tabNames()).toEqual(["Hem", "Huvudtidplan", "Projektöversikt"]);
    // Opening an open menu again activates its tab instead of adding one.
    await click(tab("Huvudtidplan"));
    expect(tabNames()).toEqual(["Hem", "Huvudtidplan", "Projektöversikt"]);
    expect(activeTab()).toBe("Huvudtidplan");
  });

  it("closing the active tab activates the previous one; closing the only tab goes to the default menu", async () => {
    const { record } = setup({ menuId: "m-master" });
    expect(tabNames()).toEqual(["Home", "Master schedule"]);
    await select("m-overview");
    await click(byLabel("Close Project overview"));
    expect(tabNames()).toEqual(["Home", "Master schedule"]);
    expect(activeTab()).toBe("Master schedule");
    expect(record.went.at(-1)).toEqual({ menuId: "m-master", replace: false });
    // The first tab closed while active: the next one takes over.
    await click(tab("Home"));
    await click(byLabel("Close Home"));
    expect(tabNames()).toEqual(["Master schedule"]);
    expect(activeTab()).toBe("Master schedule");
    await click(byLabel("Close Master schedule"));
    expect(tabNames()).toEqual(["Home"]);
    expect(record.went.at(-1)).toEqual({ menuId: "1", replace: false });
  });

  it("close right and close others keep the chosen tab, activate it and force-refresh the closed ones", async () => {
    setup();
    await select("m-schedule");
    await select("m-overview");
    await select("m-diary");
    expect(tabNames()).toEqual(["Home", "Master schedule", "Project overview", "Site diary"]);
    const right = await contextMenu("Master schedule");
    await click(right("Close tabs to the right"));
    expect(tabNames()).toEqual(["Home", "Master schedule"]);
    expect(activeTab()).toBe("Master schedule");
    expect(region("Master schedule")).toBeTruthy();
    const last = await contextMenu("Master schedule");
    expect(last("Close tabs to the right").getAttribute("aria-disabled")).toBe("true");
    await select("m-diary");
    expect(tabNames()).toEqual(["Home", "Master schedule", "Site diary"]);
    const others = await contextMenu("Master schedule");
    await click(others("Close other tabs"));
    // The default tab stays (SPEC §4 Tabs "home or workbench is the default tab").
    expect(tabNames()).toEqual(["Home", "Master schedule"]);
    expect(activeTab()).toBe("Master schedule");
    const none = await contextMenu("Master schedule");
    expect(none("Close other tabs").getAttribute("aria-disabled")).toBe("true");
  });

  it("refresh mounts the tab's page anew", async () => {
    setup({ menuId: "m-master" });
    const before = region("Master schedule");
    const menu = await contextMenu("Master schedule");
    await click(menu("Refresh"));
    const after = region("Master schedule");
    expect(before).not.toBeNull();
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
    expect(before?.isConnected).toBe(false);
  });

  it("an org switch force-refreshes every open tab (SPEC §4 Org switch)", async () => {
    function OrgSwitch() {
      const [orgId, setOrgId] = useState("1");
      return (
        <ShellStory menuId="m-master" locale="en" orgId={orgId}>
          <button type="button" onClick={() => setOrgId("11")}>
            switch org
          </button>
          <TabBar item={item} region="tabBar" />
          <ContentViewport item={item} region="content" />
        </ShellStory>
      );
    }
    renderInPortal(<OrgSwitch />, "en");
    const before = region("Master schedule");
    expect(before).not.toBeNull();
    await click(screen.getByText("switch org"));
    const after = region("Master schedule");
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
    expect(tabNames()).toEqual(["Home", "Master schedule"]);
  });

  it("keeps the page of an inactive tab mounted and hidden", async () => {
    setup({ menuId: "m-master" });
    const master = region("Master schedule");
    expect(master).not.toBeNull();
    await select("m-overview");
    expect(region("Master schedule")).toBeNull();
    expect(master?.isConnected).toBe(true);
    await click(tab("Master schedule"));
    expect(region("Master schedule")).toBe(master);
  });

  it("moves a tab with Alt+Shift+arrows, announces it, saves the order and restores it after a reload", async () => {
    const first = setup({ menuId: "m-master" });
    await select("m-overview");
    const overview = tab("Project overview");
    await act(async () => {
      fireEvent.keyDown(overview, { key: "ArrowLeft", altKey: true, shiftKey: true });
    });
    expect(tabNames()).toEqual(["Home", "Project overview", "Master schedule"]);
    expect(document.activeElement?.textContent).toBe("Project overview");
    expect(screen.getByText("Project overview moved to position 2 of 3")).toBeTruthy();
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(TABS_KEY) ?? "{}").tabs.map((t: { id: string }) => t.id)).toEqual(["1", "m-overview", "m-master"]));
    first.view.unmount();

    setup({ menuId: "m-master" });
    await waitFor(() => expect(tabNames()).toEqual(["Home", "Project overview", "Master schedule"]));
    expect(activeTab()).toBe("Master schedule");
  });

  it("reorders by dragging one tab onto another", async () => {
    setup({ menuId: "m-master" });
    await select("m-overview");
    const data = new Map<string, string>();
    const dataTransfer = { setData: (type: string, value: string) => data.set(type, value), getData: (type: string) => data.get(type) ?? "", effectAllowed: "", dropEffect: "" };
    const source = tab("Project overview").parentElement!;
    const target = tab("Home").parentElement!;
    await act(async () => {
      fireEvent.dragStart(source, { dataTransfer });
      fireEvent.dragEnter(target, { dataTransfer });
      fireEvent.dragOver(target, { dataTransfer });
      fireEvent.drop(target, { dataTransfer });
      fireEvent.dragEnd(source, { dataTransfer });
    });
    expect(tabNames()).toEqual(["Project overview", "Home", "Master schedule"]);
  });

  it("drops saved tabs whose menus are gone and keeps the rest", async () => {
    window.localStorage.setItem(TABS_KEY, JSON.stringify({ v: 1, tabs: [{ id: "gone", name: "Gone" }, { id: "m-diary", name: "Site diary" }, { id: "1", name: "Home" }], activeId: "gone" }));
    setup();
    await waitFor(() => expect(tabNames()).toEqual(["Site diary", "Home"]));
    expect(activeTab()).toBe("Home");
  });

  it("a press on a tab shows it and its kept page in the next frame; the URL follows once that frame is painted, and the click joins the same change (ADR 015)", async () => {
    const { record } = setup({ menuId: "m-master" });
    await select("m-overview");
    expect(activeTab()).toBe("Project overview");
    const went = record.went.length;
    await act(async () => {
      fireEvent.mouseDown(tab("Master schedule"), { button: 0 });
    });
    // Shown ahead of the URL: the tab is selected and its kept page is the one on screen.
    expect(activeTab()).toBe("Master schedule");
    expect(region("Master schedule")).toBeTruthy();
    expect(region("Project overview")).toBeNull();
    expect(record.went.length).toBe(went);
    await act(async () => {
      await nextFrame();
      await nextFrame();
    });
    expect(record.went.at(-1)).toEqual({ menuId: "m-master", replace: false });
    // The press's own click asks for the change under way: no second navigation.
    await click(tab("Master schedule"));
    expect(record.went.length).toBe(went + 1);
    expect(activeTab()).toBe("Master schedule");
    // A press with another button, or with a modifier, does not switch.
    await act(async () => {
      fireEvent.mouseDown(tab("Project overview"), { button: 2 });
      fireEvent.mouseDown(tab("Project overview"), { button: 0, ctrlKey: true });
    });
    expect(activeTab()).toBe("Master schedule");
  });

  it("a tab closed before the URL followed it stays closed: its change is dropped (ADR 015)", async () => {
    const { record } = setup();
    const frames = holdFrames();
    await act(async () => {
      fireEvent.click(screen.getByText("select m-overview"));
    });
    // Shown ahead: its tab and page are there, the URL has not moved yet.
    expect(activeTab()).toBe("Project overview");
    expect(region("Project overview")).toBeTruthy();
    expect(record.went).toEqual([]);
    await act(async () => {
      fireEvent.click(byLabel("Close Project overview")!);
    });
    expect(tabNames()).toEqual(["Home"]);
    expect(activeTab()).toBe("Home");
    await frames.release();
    expect(record.went).toEqual([]);
    expect(tabNames()).toEqual(["Home"]);
  });

  it("a menu reopened right after its tab was closed, before the URL followed, shows and is sent (ADR 015)", async () => {
    const { record } = setup();
    const frames = holdFrames();
    await act(async () => {
      fireEvent.click(screen.getByText("select m-overview"));
    });
    await act(async () => {
      fireEvent.click(byLabel("Close Project overview")!);
    });
    expect(tabNames()).toEqual(["Home"]);
    // The dropped change is not joined: choosing the menu again is a change of its own.
    await act(async () => {
      fireEvent.click(screen.getByText("select m-overview"));
    });
    expect(tabNames()).toEqual(["Home", "Project overview"]);
    expect(activeTab()).toBe("Project overview");
    expect(region("Project overview")).toBeTruthy();
    await frames.release();
    expect(record.went).toEqual([{ menuId: "m-overview", replace: false }]);
    expect(activeTab()).toBe("Project overview");
  });

  it("a menu chosen again after another overtook it before it was sent shows and is sent (ADR 015)", async () => {
    const { record } = setup();
    const frames = holdFrames();
    await act(async () => {
      fireEvent.click(screen.getByText("select m-overview"));
    });
    await act(async () => {
      fireEvent.click(screen.getByText("select m-schedule"));
    });
    expect(activeTab()).toBe("Master schedule");
    await act(async () => {
      fireEvent.click(tab("Project overview"));
    });
    expect(activeTab()).toBe("Project overview");
    await frames.release();
    expect(record.went).toEqual([{ menuId: "m-overview", replace: false }]);
    expect(activeTab()).toBe("Project overview");
  });

  for (const guarded of [false, true]) {
    it(`a tab closed while its navigation is still pending, then chosen again, shows and is sent (ADR 015${guarded ? "; its page has a leave guard" : ""})`, async () => {
      const { record } = setup({ holdNavigation: true, guardedPage: guarded ? "m-overview" : undefined });
      await select("m-overview");
      // Sent, and the URL has not moved yet.
      expect(record.went).toEqual([{ menuId: "m-overview", replace: false }]);
      expect(activeTab()).toBe("Project overview");
      // Closing it goes back to the URL's menu: that navigation cancels the pending one, and the URL stays.
      await click(byLabel("Close Project overview"));
      expect(record.went.map((went) => went.menuId)).toEqual(["m-overview", "1"]);
      expect(tabNames()).toEqual(["Home"]);
      expect(activeTab()).toBe("Home");
      await act(async () => record.completeNavigation?.());
      // Chosen again: a change of its own (it joined the cancelled one before, and nothing showed).
      await select("m-overview");
      expect(tabNames()).toEqual(["Home", "Project overview"]);
      expect(activeTab()).toBe("Project overview");
      expect(region("Project overview")).toBeTruthy();
      expect(record.went.map((went) => went.menuId)).toEqual(["m-overview", "1", "m-overview"]);
      await act(async () => record.completeNavigation?.());
      await act(async () => {
        await nextFrame();
      });
      expect(activeTab()).toBe("Project overview");
      expect(record.went).toHaveLength(3);
    });
  }

  it("the URL's menu chosen again while another is shown ahead shows again, with its tab reopened (ADR 015)", async () => {
    const { record } = setup({ menuId: "m-master" });
    const frames = holdFrames();
    // Closing the URL's tab shows the default tab ahead of the URL.
    await act(async () => {
      fireEvent.click(byLabel("Close Master schedule")!);
    });
    expect(tabNames()).toEqual(["Home"]);
    expect(activeTab()).toBe("Home");
    // Before the URL has moved, the user picks the URL's menu again.
    await act(async () => {
      fireEvent.click(screen.getByText("select m-schedule"));
    });
    expect(tabNames()).toEqual(["Home", "Master schedule"]);
    expect(activeTab()).toBe("Master schedule");
    expect(region("Master schedule")).toBeTruthy();
    await frames.release();
    expect(record.went).toEqual([]);
    expect(activeTab()).toBe("Master schedule");
  });

  it("a menu selected with a leave guard shows nothing ahead: the guard is asked first", async () => {
    let asked = 0;
    const { record } = setup({ menuId: "m-master", guard: () => (asked++, false) });
    await act(async () => {
      fireEvent.mouseDown(tab("Home"), { button: 0 });
    });
    expect(activeTab()).toBe("Master schedule");
    expect(region("Master schedule")).toBeTruthy();
    await click(tab("Home"));
    expect(activeTab()).toBe("Master schedule");
    expect(record.went).toEqual([]);
    // The press and its click are one change: the guard was asked once.
    expect(asked).toBe(1);
  });

  it("a refusing leave guard aborts the selection and the previous menu stays", async () => {
    let allow = false;
    const cancels: unknown[] = [];
    const onCancel = (event: Event) => cancels.push((event as CustomEvent).detail);
    window.addEventListener(NAVIGATION_CANCEL_EVENT, onCancel);
    const { record, outcomes } = setup({ menuId: "m-master", guard: () => allow });
    await select("m-overview");
    expect(outcomes.at(-1)).toBe("aborted");
    expect(record.went).toEqual([]);
    // SPEC §8: the cancelled navigation is announced.
    expect(cancels).toEqual([{ from: "m-master", to: "m-overview" }]);
    window.removeEventListener(NAVIGATION_CANCEL_EVENT, onCancel);
    expect(activeTab()).toBe("Master schedule");
    await click(byLabel("Close Master schedule"));
    expect(tabNames()).toEqual(["Home", "Master schedule"]);
    // Refused before the forbidden page: no message either.
    await select("m-cost");
    expect(outcomes.at(-1)).toBe("aborted");
    expect(screen.queryByText("no permission, please contact the administrator")).toBeNull();
    allow = true;
    await select("m-overview");
    expect(outcomes.at(-1)).toBe("navigated");
    expect(activeTab()).toBe("Project overview");
  });

  it("with no default menu, closing the only tab shows '无法找到默认菜单！' and keeps it", async () => {
    setup({ menuId: "m-master", locale: "zh-CN", menus: { ...DEMO_MENUS, portalMenus: [] } });
    expect(tabNames()).toEqual(["总进度计划"]);
    await click(byLabel("关闭 总进度计划"));
    expect(await screen.findByText("无法找到默认菜单！")).toBeTruthy();
    expect(tabNames()).toEqual(["总进度计划"]);
    await select("no-such-menu");
    await click(screen.getByText("go home"));
    expect(await screen.findByText("无法找到首页菜单！")).toBeTruthy();
  });
});

describe("menu selection (SPEC §4 Menu select)", () => {
  it("a menu without authority shows the message, then the forbidden page", async () => {
    const { record, outcomes } = setup();
    await select("m-cost");
    expect(outcomes.at(-1)).toBe("forbidden");
    expect(await screen.findByText("no permission, please contact the administrator", { selector: ".ant-message *" })).toBeTruthy();
    expect(record.went.at(-1)).toEqual({ menuId: "3", replace: false });
    // The forbidden page's code loads when it is first shown.
    await waitFor(() => expect(screen.getAllByText("no permission, please contact the administrator").some((el) => el.getAttribute("role") === "heading")).toBe(true));
    expect(activeTab()).toBe("No permission");
  });

  it("a detached menu opens a window with its checked URL and changes nothing else", async () => {
    const { record, outcomes } = setup();
    await select("m-crane");
    expect(outcomes.at(-1)).toBe("window");
    expect(record.windows).toEqual([{ url: "/apps/third-party/?sensor=crane", target: "_blank" }]);
    expect(record.went).toEqual([]);
    expect(tabNames()).toEqual(["Home"]);
  });

  it("ignores unknown ids, does nothing for the current menu, sends noAuth menus to the forbidden page and opens an app at its first menu", async () => {
    const { record, outcomes } = setup({ menuId: "m-master" });
    await select("no-such-menu");
    expect(outcomes).toEqual(["ignored"]);
    expect(record.went).toEqual([]);
    // The directory stands for its first page, which is the current one.
    await select("m-schedule");
    expect(outcomes.at(-1)).toBe("none");
    await select("m-report");
    expect(outcomes.at(-1)).toBe("forbidden");
    expect(record.went.at(-1)).toEqual({ menuId: "3", replace: false });
    await select("a1");
    expect(record.went.at(-1)).toEqual({ menuId: "m-overview", replace: false });
    expect(activeTab()).toBe("Project overview");
  });
});
