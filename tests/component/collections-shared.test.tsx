import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { preloadAllPieces } from "#app/kit/lazy/lazy-piece";
import { CollectCenter } from "#app/features/collections/CollectCenter";
import { ClassicSidebar } from "#app/features/sidebar/ClassicSidebar";
import { Collections } from "#app/features/collections/Collections";
import { API, fail, ok } from "#tests/mocks/envelope";
import { NavStory } from "../../stories/sidebar/fixtures";
import { renderInPortal } from "./render";

/** The demo user's collections (platform/README.md): 项目概况 and 设计评审. */
const DEMO_COLLECTIONS = [
  { id: "9001", menuName: "项目概况", productCode: "pmpp", appCode: "pmpp-web", menuAuthCode: "pmpp.overview", sourceType: "dir" },
  { id: "9002", menuName: "设计评审", productCode: "gepm", appCode: "gepm-web", menuAuthCode: "gepm.design.review", sourceType: "dir" },
];

let reads = 0;
/** The per-item calls sent (SPEC §7): a POST names its menu code, a DELETE its entry id. */
let changes: string[] = [];
let collections: unknown[] = [];
/** A change's answer waits for this (the test decides when the platform answers). */
let answered: Promise<void> = Promise.resolve();
let refuse = false;
const server = setupServer(
  http.get(`${API}/workbench/v4/user-collections`, () => {
    reads += 1;
    return ok(collections);
  }),
  http.post(`${API}/workbench/v4/user-collections`, async ({ request }) => {
    const body = (await request.json()) as { menuAuthCode: string };
    changes.push(`POST ${body.menuAuthCode}`);
    await answered;
    if (refuse) return fail(500, "500", "collections are down");
    const added = { id: `90${collections.length + 10}`, ...body };
    collections = [...collections, added];
    return ok(added);
  }),
  http.delete(`${API}/workbench/v4/user-collections/:id`, async ({ params }) => {
    changes.push(`DELETE ${String(params.id)}`);
    await answered;
    collections = collections.filter((item) => (item as { id: string }).id !== params.id);
    return ok(true);
  }),
);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: "error" });
  // The sidebar's cascading panel and the collect centre's popup load on demand; here they are at hand.
  await preloadAllPieces();
});
beforeEach(() => {
  reads = 0;
  changes = [];
  collections = [...DEMO_COLLECTIONS];
  answered = Promise.resolve();
  refuse = false;
  localStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The platform holds its answer to a change until the returned function is called. */
function holdChangeAnswer(): () => void {
  let release: () => void = () => undefined;
  answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  return release;
}

/** A page with the three places that show the collections: the header's collect centre, the sidebar and the workbench section. */
function renderPage() {
  return renderInPortal(
    <NavStory menuId="p-master" locale="en">
      <div role="banner">
        <CollectCenter />
      </div>
      <ClassicSidebar item={{ id: "sidebar", component: "ClassicSidebar", props: {} }} region="sidebar" />
      <Collections />
    </NavStory>,
    "en",
  );
}

async function fire(run: () => unknown): Promise<void> {
  await act(async () => {
    run();
  });
}

async function openProjectPanel() {
  const app = screen.getAllByRole("button", { name: "Project management" }).find((button) => button.getAttribute("aria-haspopup") === "true");
  await fire(() => fireEvent.click(app!));
  const panel = within(screen.getByRole("region", { name: "Menus of Project management" }));
  await panel.findByRole("button", { name: "Remove Project overview from favourites" });
  return panel;
}

/** The names the collect centre lists, read by opening its dropdown. */
async function collectCentreNames(): Promise<string[]> {
  const banner = within(screen.getByRole("banner"));
  await fire(() => fireEvent.click(banner.getByRole("button", { name: "Favourites" })));
  const menu = await screen.findByRole("menu");
  const names = within(menu)
    .getAllByRole("menuitem")
    .map((item) => item.textContent ?? "")
    // The collected menus, without the entry that opens the add dialog.
    .filter((name) => name !== "Add to favourites");
  await fire(() => fireEvent.click(banner.getByRole("button", { name: "Favourites" })));
  return names;
}

const favouritesSection = () => within(screen.getByRole("region", { name: "My favourites" }));

describe("one collections store for the page (ARCHITECTURE §5; SPEC §2 collect centre, §4, §5)", () => {
  it("a star turned in the sidebar shows in the collect centre and the workbench at once, without reading the list again", async () => {
    renderPage();
    await within(screen.getByRole("banner")).findByRole("button", { name: "Favourites" });
    expect(await favouritesSection().findByRole("link", { name: "Project overview" })).toBeTruthy();
    expect(await collectCentreNames()).toEqual(["Project overview", "Design review"]);
    const panel = await openProjectPanel();

    const release = holdChangeAnswer();
    await fire(() => fireEvent.click(panel.getByRole("button", { name: "Add Master schedule to favourites" })));
    // Before the platform answered: every place shows it.
    expect(changes).toHaveLength(1);
    expect(panel.getByRole("button", { name: "Remove Master schedule from favourites" }).getAttribute("aria-pressed")).toBe("true");
    expect(favouritesSection().getByRole("link", { name: "Master schedule" }).getAttribute("href")).toBe("/portal/p-master/?org=100010001");
    expect(await collectCentreNames()).toEqual(["Project overview", "Design review", "Master schedule"]);

    release();
    expect(await screen.findByText("Master schedule was added to your favourites")).toBeTruthy();
    expect(await collectCentreNames()).toEqual(["Project overview", "Design review", "Master schedule"]);
    // Removing it from the sidebar takes it out everywhere.
    await fire(() => fireEvent.click(panel.getByRole("button", { name: "Remove Master schedule from favourites" })));
    expect(favouritesSection().queryByRole("link", { name: "Master schedule" })).toBeNull();
    expect(await screen.findByText("Master schedule was removed from your favourites")).toBeTruthy();
    expect(await collectCentreNames()).toEqual(["Project overview", "Design review"]);
    // One read for the whole page: the collect centre, the stars and the workbench share it.
    expect(reads).toBe(1);
    expect(changes).toEqual(["POST pmpp.schedule.plan.master", "DELETE 9012"]);
  });

  it("a refused save is rolled back everywhere with the sidebar's message", async () => {
    refuse = true;
    renderPage();
    await within(screen.getByRole("banner")).findByRole("button", { name: "Favourites" });
    const panel = await openProjectPanel();
    const release = holdChangeAnswer();
    await fire(() => fireEvent.click(panel.getByRole("button", { name: "Add Master schedule to favourites" })));
    expect(favouritesSection().getByRole("link", { name: "Master schedule" })).toBeTruthy();
    release();
    expect(await screen.findByText("Master schedule could not be added to your favourites: collections are down")).toBeTruthy();
    expect(panel.getByRole("button", { name: "Add Master schedule to favourites" }).getAttribute("aria-pressed")).toBe("false");
    expect(favouritesSection().queryByRole("link", { name: "Master schedule" })).toBeNull();
    expect(await collectCentreNames()).toEqual(["Project overview", "Design review"]);
    expect(reads).toBe(1);
  });

  it("when the list cannot be read the workbench section says so and its retry reads it for every place", async () => {
    let down = true;
    server.use(
      http.get(`${API}/workbench/v4/user-collections`, () => {
        reads += 1;
        return down ? fail(503, "503", "unavailable") : ok(collections);
      }),
    );
    renderPage();
    expect(await favouritesSection().findByText("unavailable")).toBeTruthy();
    expect(within(screen.getByRole("banner")).queryByRole("button", { name: "Favourites" })).toBeNull();
    down = false;
    await fire(() => fireEvent.click(favouritesSection().getByRole("button", { name: "Try again" })));
    expect(await favouritesSection().findByRole("link", { name: "Project overview" })).toBeTruthy();
    // The collect centre shows the same list now.
    await waitFor(() => expect(within(screen.getByRole("banner")).getByRole("button", { name: "Favourites" })).toBeTruthy());
    expect(await collectCentreNames()).toEqual(["Project overview", "Design review"]);
  });
});
