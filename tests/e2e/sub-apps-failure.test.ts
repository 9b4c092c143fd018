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
import { adminApi } from "./customer-app-registration";

// A portal of its own: the broken menu below is this file's alone.
const env = withPortal();

const LEDGER = "总进度计划";
const DIARY = "施工日志";
/** The menu whose app is not deployed: its micro-app entry answers 404. */
const BROKEN = "质量检查";
const NOT_DEPLOYED = "/apps/not-deployed/";

describe("a hosted app that fails (ADR 013, failures stay in the viewport)", () => {
  const WRITABLE = ["parentId", "nameAllLang", "code", "sourceType", "microAppId", "url", "urlParams", "iconClass", "sort", "popupType", "orgTypes", "identityCodes", "authoritySuffixes"] as const;
  let api: Awaited<ReturnType<typeof adminApi>>;
  let menuId = "";
  let original: Record<string, unknown> = {};

  /** The menu as a tenant admin writes it back, with `change` over it. */
  const written = (change: Record<string, unknown>) => Object.fromEntries([...WRITABLE.map((key) => [key, original[key]] as const), ...Object.entries(change)]);

  beforeAll(async () => {
    // A broken deployment, as a tenant admin would make one: an app registered at an entry that
    // is not deployed, and the menu pointed at it (platform API, as platform/README.md shows).
    api = await adminApi(env.portal.url);
    const names = { "zh-CN": "未部署的应用", en: "App not deployed", "sv-SE": "Ej driftsatt app" };
    const registered = await api("POST", "product/v4/micro-apps", { id: "not-deployed", nameAllLang: names, entry: NOT_DEPLOYED, kind: "microApp" });
    expect(registered.status).toBe(201);
    const row = await env.portal.platform!.db.selectFrom("menus").select("id").where("tenant_id", "=", DEMO_TENANT_ID).where("tree", "=", "application").where("name", "=", BROKEN).executeTakeFirstOrThrow();
    menuId = row.id;
    original = (await api("GET", `product/v4/menus/${menuId}`)).body.data as Record<string, unknown>;
    const pointed = await api("PUT", `product/v4/menus/${menuId}`, written({ microAppId: "not-deployed", url: null }));
    expect(pointed.status, pointed.body.errorMsg).toBe(200);
  });
  afterAll(async () => {
    await api?.("PUT", `product/v4/menus/${menuId}`, written({}));
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
