import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appIn,
  consoleOf,
  DEMO_TENANT_ID,
  draftOf,
  expectStatus,
  openBySearch,
  openLedger,
  showTab,
  signedInAtProject,
  statusOf,
  typeDraft,
} from "./sub-apps-support";
import { withPortal } from "./with-portal";

// A portal of its own: the platform reads a tenant's menus at most every 30 s (MENU_CACHE_MS), so
// the broken menu below must be in place before anything here reads them.
const env = withPortal();

const LEDGER = "总进度计划";
const DIARY = "施工日志";
/** The menu whose app is not deployed: its micro-app entry answers 404. */
const BROKEN = "质量检查";
const NOT_DEPLOYED = "/apps/not-deployed/";

describe("a hosted app that fails (ADR 013, failures stay in the viewport)", () => {
  const db = () => env.portal.platform!.db;
  const menuRow = () => db().updateTable("menus").where("tenant_id", "=", DEMO_TENANT_ID).where("tree", "=", "application").where("name", "=", BROKEN);
  let originalUrl: string | null = null;

  beforeAll(async () => {
    // No platform API edits menus, so the row is changed as a broken deployment would leave it.
    const row = await db().selectFrom("menus").select(["url"]).where("tenant_id", "=", DEMO_TENANT_ID).where("tree", "=", "application").where("name", "=", BROKEN).executeTakeFirstOrThrow();
    originalUrl = row.url;
    await menuRow().set({ url: NOT_DEPLOYED }).execute();
  });
  afterAll(async () => {
    await menuRow().set({ url: originalUrl }).execute();
  });

  it("shows its error with a retry in its own viewport while the shell and the other tabs keep working", async () => {
    const page = await signedInAtProject(env);
    const logged = consoleOf(page);
    await openLedger(page, LEDGER);
    const project = await typeDraft(page, LEDGER, "88", "仍在");

    await openBySearch(page, BROKEN);
    await expect(appIn(page, BROKEN).getAttribute("data-url")).resolves.toMatch(new RegExp(`^${NOT_DEPLOYED}`));
    await expectStatus(page, BROKEN, "error");
    const alert = appIn(page, BROKEN).getByRole("alert");
    await expect(alert.getByText(`“${BROKEN}”无法显示`).count()).resolves.toBe(1);
    await expect(alert.textContent()).resolves.toMatch(/Loading \/apps\/not-deployed\/\S* failed/);
    await alert.getByRole("button", { name: /重\s?试/ }).waitFor();

    // The header, the tab bar and the other app keep working.
    await showTab(page, LEDGER);
    await expect(draftOf(page, LEDGER)).resolves.toEqual({ project, amount: "88", note: "仍在" });
    await openBySearch(page, DIARY);
    await expectStatus(page, DIARY, "mounted");
    await appIn(page, DIARY).getByTestId("site-diary").waitFor();

    // Retrying in the failed tab fails again, in place; the others stay mounted.
    await showTab(page, BROKEN);
    await appIn(page, BROKEN).getByRole("button", { name: /重\s?试/ }).click();
    await expectStatus(page, BROKEN, "error");
    await expect(appIn(page, BROKEN).getByRole("alert").textContent()).resolves.toContain("HTTP 404");
    expect(await statusOf(page, LEDGER)).toBe("mounted");
    expect(await statusOf(page, DIARY)).toBe("mounted");

    // The failure was handled where it happened: nothing reached the page as an uncaught error.
    expect(logged.filter((line) => line.type === "pageerror")).toEqual([]);
    await page.context().close();
  }, 180_000);
});
