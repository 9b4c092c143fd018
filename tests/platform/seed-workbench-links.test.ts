import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CUSTOMER_SERVICE_WIDGET, PMPP_QUICK_START, seedWorkbenchDemoData } from "#platform/db/seed-workbench.ts";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import { getJson, login, startPlatform, type RunningPlatform } from "./helpers.ts";

let running: RunningPlatform;

beforeAll(async () => {
  running = await startPlatform({ inMemory: true });
});

afterAll(async () => {
  await running.close();
});

async function links() {
  const db = running.platform.db;
  const side = await db.selectFrom("side_entries").select("source").where("id", "=", "83001").executeTakeFirstOrThrow();
  const help = await db.selectFrom("help_urls").select("url").where("id", "=", "84002").executeTakeFirstOrThrow();
  return { side: side.source, help: help.url };
}

describe("the demo's customer-service script and quick-start help (SPEC §3 side entry, help item)", () => {
  it("are served as the portal's static files", async () => {
    const token = await login(running.api, "demo", DEMO_ACCOUNTS.demo.password);
    const config = await getJson<{ sideEntries: { linkType: number; source: string }[] }>(`${running.api}/workbench/v4/portal-param-values/portal-config`, token);
    expect(config.body?.data?.sideEntries.find((e) => e.linkType === 2)?.source).toBe(CUSTOMER_SERVICE_WIDGET);
    const help = await getJson<{ name: string; url: string; integrateType: number }[]>(`${running.api}/product/v4/help-urls?productCode=pmpp`, token);
    expect(help.body?.data?.find((h) => h.integrateType === 0)).toMatchObject({ name: "项目管理快速入门", url: PMPP_QUICK_START });
  });

  it("a database seeded with the old links is re-pointed once; a link an admin changed is left alone", async () => {
    const db = running.platform.db;
    await db.updateTable("side_entries").set({ source: "/apps/customer-service/widget.js" }).where("id", "=", "83001").execute();
    await db.updateTable("help_urls").set({ url: "/help/pmpp/quick-start" }).where("id", "=", "84002").execute();
    await expect(seedWorkbenchDemoData(db)).resolves.toBe(true);
    expect(await links()).toEqual({ side: CUSTOMER_SERVICE_WIDGET, help: PMPP_QUICK_START });
    await expect(seedWorkbenchDemoData(db)).resolves.toBe(false);

    await db.updateTable("help_urls").set({ url: "https://help.example.com/pmpp/start" }).where("id", "=", "84002").execute();
    await expect(seedWorkbenchDemoData(db)).resolves.toBe(false);
    expect((await links()).help).toBe("https://help.example.com/pmpp/start");
  });

  it("a database seeded before names per locale gets them once; a name an admin set is left alone", async () => {
    const db = running.platform.db;
    await db.updateTable("dashboards").set({ name_all_lang: null }).execute();
    await db.updateTable("bulletins").set({ title_all_lang: null, content_all_lang: null, publisher_all_lang: null }).execute();
    await db.updateTable("help_urls").set({ name_all_lang: JSON.stringify({ en: "Our own manual" }) }).where("id", "=", "84001").execute();
    await expect(seedWorkbenchDemoData(db)).resolves.toBe(true);
    const dashboard = await db.selectFrom("dashboards").select("name_all_lang").where("id", "=", "85001").executeTakeFirstOrThrow();
    expect(dashboard.name_all_lang).toMatchObject({ en: "Group operations cockpit" });
    const unnamed = await db.selectFrom("bulletins").select("id").where("title_all_lang", "is", null).execute();
    expect(unnamed).toEqual([]);
    const help = await db.selectFrom("help_urls").select("name_all_lang").where("id", "=", "84001").executeTakeFirstOrThrow();
    expect(help.name_all_lang).toEqual({ en: "Our own manual" });
    await expect(seedWorkbenchDemoData(db)).resolves.toBe(false);
  });
});
