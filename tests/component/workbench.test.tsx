import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { useState } from "react";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { HomePage } from "#app/features/home/HomePage";
import { INTERNAL_PAGES } from "#app/features/content/pages/internal-pages";
import { readBulletin, readEntry, readWorkbenchConfig } from "#app/platform-api/workbench-answers";
import { readRecentVisitsAnswer } from "#app/platform-api/workbench";
import { readCollectedList } from "#app/features/collections/collections.rules";
import { WorkbenchPage } from "#app/features/workbench/WorkbenchPage";
import { quickEntryGroupOf } from "#app/features/workbench/QuickEntries";
import { WorkbenchSeedProvider, type WorkbenchSeed } from "#app/features/workbench/workbench-seed";
import { validate } from "#app/kit/schemas/validator";
import type { PortalContextValue } from "#app/shell/portal-context";
import { API, fail, ok } from "#tests/mocks/envelope";
import { PortalFrame, storyPortal } from "../../stories/fixtures/portal";
import { BULLETINS, COLLECTIONS, CUSTOM_PORTAL_CONFIG, MENUS, QUICK_ENTRIES, RECENT_VISITS, WORKBENCH_CONFIG, WORKBENCH_MENU } from "../../stories/workbench/fixtures";
import { renderInPortal } from "./render";

/** Every workbench call the pages make, as the platform answers them (platform/README.md). */
const calls: string[] = [];
let config: unknown = WORKBENCH_CONFIG;
const server = setupServer(
  http.get(`${API}/workbench/v4/user-widgets/workbench-config`, ({ request }) => {
    calls.push(`config ${new URL(request.url).searchParams.get("orgId")}`);
    return ok(config);
  }),
  http.get(`${API}/workbench/v4/portal-menus/project-bulletin-board`, ({ request }) => {
    calls.push(`bulletins ${new URL(request.url).searchParams.get("orgId")}`);
    return ok([...BULLETINS, { id: "broken", title: 42 }]);
  }),
  http.get(`${API}/workbench/v4/portal-menus/quick-Entrances/current`, () => {
    calls.push("entries current");
    return ok(QUICK_ENTRIES.slice(0, 1));
  }),
  http.get(`${API}/workbench/v4/portal-menus/quick-Entrances/:id/list`, ({ params }) => {
    calls.push(`entries ${String(params.id)}`);
    return ok(QUICK_ENTRIES);
  }),
  http.get(`${API}/workbench/v4/user-collections`, () => {
    calls.push("collections");
    return ok(COLLECTIONS);
  }),
  http.get(`${API}/workbench/v4/user-recent-visits/list`, ({ request }) => {
    calls.push(`visits ${new URL(request.url).searchParams.get("num")}`);
    return ok(RECENT_VISITS);
  })
);
// antd forms in jsdom are slow on a loaded two-core machine.
vi.setConfig({ testTimeout: 90_000 });
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
  config = WORKBENCH_CONFIG;
});
afterAll(() => server.close());

function context(overrides: Partial<PortalContextValue> = {}): PortalContextValue {
  return { ...storyPortal().context, menus: MENUS, locale: "en", currentPath: "/portal/5/?org=1&viewMode=full", ...overrides };
}

const region = async (name: string) => within(await screen.findByRole("region", { name }));

describe("workbench page (SPEC §2 menu 5, §3 workbench config, §7)", () => {
  it("shows the org's config, the workbench's quick entries, bulletins, portal menus, recent visits and collections", async () => {
    renderInPortal(
      <PortalFrame context={context()}>
        <WorkbenchPage menu={WORKBENCH_MENU} />
      </PortalFrame>
    );
    expect(screen.getByRole("heading", { name: "Workbench" })).toBeTruthy();
    // Config: published portal workbench, users may arrange their own, opens with the workbench.
    expect(await screen.findByText("Published")).toBeTruthy();
    expect(screen.getByText("Allowed")).toBeTruthy();
    expect(screen.getByText("Portal opens with").closest("tr")?.textContent).toContain("Workbench");

    // Quick entries of the group named on the workbench menu; an unsafe URL is no link.
    const entries = await region("Quick entries");
    expect((await entries.findByRole("link", { name: /Project overview|项目概况/ })).getAttribute("href")).toBe("/portal/1/?productCode=pmpp&menuCode=pmpp.overview");
    const report = entries.getByRole("link", { name: "报表中心 (opens in a new window)" });
    expect(report.getAttribute("target")).toBe("_blank");
    expect(entries.getByText("无效链接").closest("a")).toBeNull();
    expect(entries.getByRole("group", { name: "常用工具" })).toBeTruthy();
    expect(entries.getByRole("link", { name: "工程量计算器" }).getAttribute("href")).toBe("/apps/tools/calculator/");

    // Bulletins of the current org; the invalid item is left out.
    const board = await region("Bulletin board");
    expect(await board.findByText("Flood-season safety inspection")).toBeTruthy();
    expect(board.getByText("Urgent")).toBeTruthy();
    expect(board.getAllByRole("listitem")).toHaveLength(3);

    // Portal menus: home and the member pages the user may open (accountType 1: no security log).
    const portal = await region("Portal menus");
    expect(portal.getByRole("link", { name: /Home/ }).getAttribute("href")).toBe("/portal/1/?org=1&viewMode=full");
    expect(portal.getByRole("link", { name: /Change password/ }).getAttribute("href")).toBe("/portal/2913/?org=1&viewMode=full");
    expect(portal.queryByRole("link", { name: /Security log/ })).toBeNull();

    // Recent visits open the menu again in the org they were visited in.
    const recent = await region("Recent visits");
    const visit = await recent.findByRole("link", { name: "Design review" });
    expect(visit.getAttribute("href")).toBe("/portal/2102/?org=1%2F11%2F110&viewMode=full");
    expect(recent.getByText(/北京大兴国际物流园项目/)).toBeTruthy();

    // Collections: a menu of the tree is a link, one the org does not have warns.
    const favourites = await region("My favourites");
    expect((await favourites.findByRole("link", { name: "Project overview" })).getAttribute("href")).toBe("/portal/2101/?org=1&viewMode=full");
    await act(async () => {
      fireEvent.click(favourites.getByRole("button", { name: "劳务实名制" }));
    });
    expect(await screen.findByText("The current organisation does not have this menu permission")).toBeTruthy();

    expect([...calls].sort()).toEqual(["bulletins 1", "collections", "config 1", "entries 81002", "visits 12"]);
  });

  it("without a published or personal workbench shows no quick entries or collections, and offers the custom portal", async () => {
    config = CUSTOM_PORTAL_CONFIG;
    renderInPortal(
      <PortalFrame context={context()}>
        <WorkbenchPage menu={null} />
      </PortalFrame>
    );
    expect(await screen.findByText("This tenant has a custom portal")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the custom portal" }).getAttribute("href")).toBe("/enterprise/portal/");
    expect(screen.getByText("Portal opens with").closest("tr")?.textContent).toContain("Custom portal");
    await region("Recent visits");
    expect(screen.queryByRole("region", { name: "Quick entries" })).toBeNull();
    expect(screen.queryByRole("region", { name: "My favourites" })).toBeNull();
    await waitFor(() => expect(calls).toContain("visits 12"));
    expect(calls.some((c) => c.startsWith("entries") || c === "collections")).toBe(false);
  });

  it("a failing section says so and retries; the rest of the page stays", async () => {
    let failures = 1;
    server.use(
      http.get(`${API}/workbench/v4/portal-menus/project-bulletin-board`, () => {
        if (failures-- > 0) return fail(500, "500", "bulletin service down");
        return ok(BULLETINS.slice(0, 1));
      }),
      http.get(`${API}/workbench/v4/user-widgets/workbench-config`, () => ok({ hasCustomPortal: "yes" }))
    );
    renderInPortal(
      <PortalFrame context={context()}>
        <WorkbenchPage menu={WORKBENCH_MENU} />
      </PortalFrame>
    );
    expect(await screen.findByText("The workbench settings could not be loaded")).toBeTruthy();
    const board = await region("Bulletin board");
    expect(await board.findByText("Bulletin board could not be loaded")).toBeTruthy();
    expect(board.getByText("bulletin service down")).toBeTruthy();
    await act(async () => {
      fireEvent.click(board.getByRole("button", { name: "Try again" }));
    });
    expect(await board.findByText("Flood-season safety inspection")).toBeTruthy();
    expect(await (await region("Recent visits")).findByRole("link", { name: "Design review" })).toBeTruthy();
  });

  it("drawn with what its document brought (SPEC §3, §9), it shows the config and quick entries at once and asks for neither; opened again, it reads them", async () => {
    const frame = context();
    const seed: WorkbenchSeed = {
      orgId: frame.org?.id ?? null,
      config: readWorkbenchConfig(WORKBENCH_CONFIG)!,
      quickEntries: { groupId: quickEntryGroupOf(WORKBENCH_MENU), entries: QUICK_ENTRIES.flatMap((entry) => readEntry(entry) ?? []) },
    };
    let openAgain = () => {};
    function Shown() {
      const [mount, setMount] = useState(1);
      openAgain = () => setMount((n) => n + 1);
      return <WorkbenchPage key={mount} menu={WORKBENCH_MENU} />;
    }
    renderInPortal(
      <WorkbenchSeedProvider seed={seed}>
        <PortalFrame context={frame}>
          <Shown />
        </PortalFrame>
      </WorkbenchSeedProvider>
    );
    // The first render, before any answer: no skeleton where the config and the entries go.
    expect(screen.getByText("Published")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Quick entries" })).getByRole("link", { name: /Project overview|项目概况/ })).toBeTruthy();
    await waitFor(() => expect(calls).toContain(`bulletins ${frame.org?.id}`));
    expect(calls.filter((call) => call.startsWith("config") || call.startsWith("entries"))).toEqual([]);

    // The same page mounted again in that document (the workbench opened from the menu) reads afresh.
    act(() => openAgain());
    await waitFor(() => expect(calls.filter((call) => call.startsWith("config") || call.startsWith("entries"))).toEqual([`config ${frame.org?.id}`, `entries ${quickEntryGroupOf(WORKBENCH_MENU)}`]));
  });

  it("a seed of another org is not shown: the page reads its own org's config", async () => {
    const frame = context();
    const seed: WorkbenchSeed = { orgId: "another-org", config: readWorkbenchConfig({ ...(WORKBENCH_CONFIG as object), hasPortalWorkbench: false })!, quickEntries: null };
    renderInPortal(
      <WorkbenchSeedProvider seed={seed}>
        <PortalFrame context={frame}>
          <WorkbenchPage menu={WORKBENCH_MENU} />
        </PortalFrame>
      </WorkbenchSeedProvider>
    );
    expect(await screen.findByText("Published")).toBeTruthy();
    expect(calls).toContain(`config ${frame.org?.id}`);
  });

  it("without an org there are no bulletins to ask for", async () => {
    renderInPortal(
      <PortalFrame context={context({ org: null })}>
        <WorkbenchPage menu={WORKBENCH_MENU} />
      </PortalFrame>
    );
    expect(await screen.findByText("No organisation is selected, so there are no bulletins")).toBeTruthy();
    await waitFor(() => expect(calls).toContain("config null"));
    expect(calls.some((c) => c.startsWith("bulletins"))).toBe(false);
  });
});

describe("home page (SPEC §2 menu 1)", () => {
  it("keeps the welcome and the current org, and adds collections, recent visits and the org's bulletins", async () => {
    renderInPortal(
      <PortalFrame context={context({ locale: "zh-CN", currentPath: "/portal/1/" })}>
        <HomePage />
      </PortalFrame>,
      "zh-CN"
    );
    expect(screen.getByRole("heading", { name: "欢迎，演示用户" })).toBeTruthy();
    expect(screen.getByText("当前组织").closest("tr")?.textContent).toContain("中建智造集团");
    expect(await (await region("我的收藏")).findByRole("link", { name: "项目概况" })).toBeTruthy();
    expect(await (await region("最近访问")).findByRole("link", { name: "设计评审" })).toBeTruthy();
    expect(await (await region("项目公告")).findByText("汛期安全生产专项检查通知")).toBeTruthy();
    // The home page asks for no workbench config and no quick entries.
    expect(calls.some((c) => c.startsWith("config") || c.startsWith("entries"))).toBe(false);
  });
});

describe("home page drawn with what its document brought (SPEC §9 first paint, ADR 064)", () => {
  it("shows the org's bulletins, the recent visits and the collected menus on its first render, and asks for none of them", async () => {
    const frame = context({ locale: "zh-CN", currentPath: "/portal/1/" });
    const seed: WorkbenchSeed = {
      orgId: frame.org?.id ?? null,
      config: null,
      quickEntries: null,
      bulletins: BULLETINS.flatMap((item) => readBulletin(item) ?? []),
      recentVisits: readRecentVisitsAnswer(RECENT_VISITS),
      collections: readCollectedList(COLLECTIONS),
    };
    renderInPortal(
      <WorkbenchSeedProvider seed={seed}>
        <PortalFrame context={frame}>
          <HomePage />
        </PortalFrame>
      </WorkbenchSeedProvider>,
      "zh-CN"
    );
    // The first render, before any answer: what the server draws, no skeleton in the three sections.
    expect(within(screen.getByRole("region", { name: "项目公告" })).getByText("汛期安全生产专项检查通知")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "最近访问" })).getByRole("link", { name: "设计评审" })).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "我的收藏" })).getByRole("link", { name: "项目概况" })).toBeTruthy();
    // Its head's lead names where the person is.
    expect(screen.getByText(/^您正在 .+ · 中建智造集团/)).toBeTruthy();
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls.filter((call) => call.startsWith("bulletins") || call.startsWith("visits") || call === "collections")).toEqual([]);
  });
});

describe("INTERNAL_PAGES", () => {
  it("has home and workbench by id, the member pages and the message pages by their codes", () => {
    expect(Object.keys(INTERNAL_PAGES).sort()).toEqual([
      "1",
      "5",
      "member.info",
      "member.password",
      "member.security-log",
      "station-message-all",
      "station-message-details",
      "station-message-read",
      "station-message-unread",
    ]);
  });
});

describe("answer readers (the browser's CSP allows no ajv code generation)", () => {
  it("accept what the schemas accept and give objects that validate", () => {
    for (const config of [WORKBENCH_CONFIG, CUSTOM_PORTAL_CONFIG]) expect(validate("workbench-config", readWorkbenchConfig(config))).toEqual({ ok: true });
    for (const item of BULLETINS) expect(validate("bulletin-item", readBulletin(item))).toEqual({ ok: true });
    for (const entry of QUICK_ENTRIES) expect(validate("entry", readEntry(entry))).toEqual({ ok: true });
  });

  it("refuse what the schemas refuse", () => {
    for (const bad of [null, [], { hasCustomPortal: true }, { ...WORKBENCH_CONFIG, portalHomeType: 3 }, { ...WORKBENCH_CONFIG, hasUserWorkbench: "yes" }]) {
      expect(validate("workbench-config", bad).ok).toBe(false);
      expect(readWorkbenchConfig(bad)).toBeNull();
    }
    for (const bad of [
      { ...BULLETINS[0], level: "loud" },
      { ...BULLETINS[0], title: 42 },
      { id: "x", title: "t" },
    ]) {
      expect(validate("bulletin-item", bad).ok).toBe(false);
      expect(readBulletin(bad)).toBeNull();
    }
    expect(readEntry({ name: "no code" })).toBeNull();
    expect(readEntry({ code: "a", name: "A", children: [{ name: "no code" }, { code: "b", name: "B" }] })?.children?.map((c) => c.code)).toEqual(["b"]);
  });
});
