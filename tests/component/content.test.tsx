import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ContentViewport } from "#app/features/content/ContentViewport";
import { TabBar } from "#app/features/tabs/TabBar";
import { ArrivalSync } from "#app/features/content/ArrivalSync";
import { resolveMenuArrival } from "#app/features/menus/use-menu-select";
import type { Locale } from "#app/kit/i18n/config";
import { DEMO_MENUS, ShellStory, type NavigationRecord } from "../../stories/tabs/fixtures";
import { renderInPortal } from "./render";

const item = { id: "x", component: "x", props: {} };

function open(menuId: string, locale: Locale = "en") {
  const record: NavigationRecord = { went: [], windows: [] };
  renderInPortal(
    <ShellStory menuId={menuId} locale={locale} record={record}>
      <ArrivalSync />
      <TabBar item={item} region="tabBar" />
      <ContentViewport item={item} region="content" />
    </ShellStory>,
    locale,
  );
  return record;
}

// Name queries compute styles of every candidate (slow in jsdom under antd's style sheets): find by attributes.
const region = (name: string) => [...document.querySelectorAll<HTMLElement>('[role="region"]')].find((el) => el.getAttribute("aria-label") === name && !el.closest("[hidden]")) ?? null;
const tabNames = () => within(screen.getByRole("tablist")).getAllByRole("tab").map((tab) => tab.textContent);
const breadcrumb = () => document.querySelector<HTMLElement>('nav[aria-label="You are here"], nav[aria-label="当前位置"]');

beforeEach(() => window.localStorage.clear());
afterEach(() => window.localStorage.clear());

describe("content viewport (SPEC §2 routes, §4 Menu select)", () => {
  it("shows a page menu's application region with its integrate type and checked URL, under its breadcrumb", async () => {
    open("m-master", "zh-CN");
    const viewport = region("总进度计划");
    expect(viewport?.dataset).toMatchObject({ menuId: "m-master", menuCode: "pmpp.schedule.master", productCode: "pmpp", integrateType: "0", url: "/apps/project-ledger/?view=pmpp.schedule.master" });
    // The region hosts the menu's micro-app (ADR 013).
    await waitFor(() => expect(viewport?.querySelector('[data-subapp-kind="microApp"]')).not.toBeNull());
    const crumbs = within(breadcrumb()!).getAllByRole("listitem").map((li) => li.textContent);
    expect(crumbs).toEqual(["项目管理", "项目综合管理", "进度管理", "总进度计划"]);
    expect(within(breadcrumb()!).getByText("总进度计划").getAttribute("aria-current")).toBe("page");
  });

  it("an iframe menu carries integrate type 1; showBreadcrumb=false hides the breadcrumb", async () => {
    open("m-patrol");
    expect(region("Safety patrols")?.dataset).toMatchObject({ integrateType: "1", url: "/apps/bridge-demo/?view=patrol" });
    expect(breadcrumb()).not.toBeNull();
  });

  it("a menu whose extends say showBreadcrumb=false has no breadcrumb", async () => {
    open("m-overview");
    expect(region("Project overview")).not.toBeNull();
    expect(breadcrumb()).toBeNull();
  });

  it("a directory reached by its URL is replaced by its first page", async () => {
    const record = open("m-schedule");
    await waitFor(() => expect(record.went).toEqual([{ menuId: "m-master", replace: true }]));
    await waitFor(() => expect(region("Master schedule")).not.toBeNull());
    expect(tabNames()).toEqual(["Home", "Master schedule"]);
  });

  it("a menu without authority reached by its URL shows the message, then the forbidden page", async () => {
    const record = open("m-cost", "zh-CN");
    await waitFor(() => expect(record.went).toEqual([{ menuId: "3", replace: true }]));
    expect(await screen.findByText("暂无权限，请联系管理员", { selector: ".ant-message *" })).toBeTruthy();
    const heading = await waitFor(() => {
      const found = [...document.querySelectorAll('[role="heading"]')].find((el) => el.textContent === "暂无权限，请联系管理员");
      if (!found) throw new Error("no forbidden page yet");
      return found;
    });
    expect(heading).toBeTruthy();
    expect(tabNames()).toEqual(["首页", "无权限"]);
  });

  it("an unknown id shows the not-found page where it is", async () => {
    const record = open("no-such-menu");
    expect(await screen.findByText("Page not found", { selector: ".ant-result-title" })).toBeTruthy();
    expect(record.went).toEqual([]);
    expect(tabNames()).toEqual(["Home", "Page not found"]);
  });

  it("a detached menu reached by its URL offers its window instead of opening one unasked", async () => {
    const record = open("m-crane");
    // The detached page's code loads when it is first shown.
    const link = (await screen.findByText("Open in a new window")).closest("a");
    expect(link?.getAttribute("href")).toBe("/apps/third-party/?sensor=crane");
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(record.windows).toEqual([]);
  });

  it("1 is the shell's home page", async () => {
    open("1");
    expect(await screen.findByText("Welcome, 演示用户")).toBeTruthy();
  });

  it("4 is the temporary third-party app's region", async () => {
    open("4", "sv-SE");
    expect(region("Tredjepartsapplikation")?.textContent).toContain("Tredjepartssidan öppnas i det här området.");
  });
});

describe("resolveMenuArrival", () => {
  it("decides every kind of URL the shell can be given", () => {
    expect(resolveMenuArrival("3", DEMO_MENUS)).toMatchObject({ kind: "show", page: "forbidden" });
    expect(resolveMenuArrival("5", DEMO_MENUS)).toMatchObject({ kind: "show", page: "workbench", menu: { id: "5" } });
    expect(resolveMenuArrival("a1", DEMO_MENUS)).toEqual({ kind: "redirect", to: "m-overview", message: null });
    expect(resolveMenuArrival("m-report", DEMO_MENUS)).toEqual({ kind: "redirect", to: "3", message: "noPermissionContactAdmin" });
    expect(resolveMenuArrival("c1", DEMO_MENUS)).toEqual({ kind: "redirect", to: "m-overview", message: null });
    expect(resolveMenuArrival("m-crane", DEMO_MENUS)).toMatchObject({ kind: "show", page: "detached", url: "/apps/third-party/?sensor=crane", target: "_blank" });
    expect(resolveMenuArrival("nothing", DEMO_MENUS)).toEqual({ kind: "show", menuId: "nothing", page: "notFound", menu: null });
    expect(resolveMenuArrival("m-master", null)).toEqual({ kind: "show", menuId: "m-master", page: "notFound", menu: null });
  });
});
