import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import { call, faultPaths } from "./admin-calls.ts";
import { login, startPlatform, type RunningPlatform } from "./helpers.ts";

/**
 * A layout override names components of the portal's registry (ARCHITECTURE §3,
 * app/layout/component-names.ts): the platform refuses a name the registry does not have, on
 * the field that holds it, for a draft's faults, a publish and a PUT alike.
 */

let running: RunningPlatform;
let api: string;
let adminToken: string;

beforeAll(async () => {
  running = await startPlatform({ inMemory: true });
  api = running.api;
  adminToken = await login(api, "admin", DEMO_ACCOUNTS.admin.password);
});

afterAll(async () => {
  await running.close();
});

const OVERRIDE = () => `${api}/param/v4/theme-settings/layout-override`;
const CONFIG = (rest = "") => `${api}/param/v4/tenant-config/layout-override${rest}`;

const withHeader = (component: string) => ({ layouts: [{ viewMode: "full", portalType: "Simple", regions: { header: { component } } }] });

describe("the registry's names in a layout override", () => {
  it("refuses a region component the registry does not have, on that region's field, and publishes a registered one", async () => {
    const published = await call<{ version: number }>("GET", CONFIG(), adminToken);
    const base = published.body?.data?.version ?? 0;
    const saved = await call<{ errors: { path: string; message: string }[] }>("PUT", CONFIG("/draft"), adminToken, { value: withHeader("WeatherWidget"), basedOn: base });
    expect(saved.status).toBe(200);
    expect(saved.body?.data?.errors).toEqual([{ path: "layouts/0/regions/header/component", message: expect.stringContaining("WeatherWidget") }]);

    const refused = await call("POST", CONFIG("/publish"), adminToken, { basedOn: base });
    expect(refused.status).toBe(400);
    expect(faultPaths(refused)).toEqual(["layouts/0/regions/header/component"]);
    expect((await call("GET", OVERRIDE(), adminToken)).body?.data).toBeNull();

    await call("PUT", CONFIG("/draft"), adminToken, { value: withHeader("ClassicHeader"), basedOn: base });
    const done = await call<{ version: number }>("POST", CONFIG("/publish"), adminToken, { basedOn: base });
    expect(done.status).toBe(200);
    expect((await call("GET", OVERRIDE(), adminToken)).body?.data).toEqual(withHeader("ClassicHeader"));
  });

  it("refuses an unknown slot or toolbar item in a PUT, and leaves the published value as it was", async () => {
    const before = await call("GET", OVERRIDE(), adminToken);
    const slot = await call("PUT", OVERRIDE(), adminToken, { layouts: [{ regions: { header: { slots: { right: [{ id: "ok", component: "UserDropdown" }, { id: "x", component: "NoSuchWidget" }] } } } }] });
    expect(slot.status).toBe(400);
    expect(faultPaths(slot)).toEqual(["layouts/0/regions/header/slots/right/1/component"]);
    const toolbar = await call("PUT", OVERRIDE(), adminToken, { layouts: [{ regions: { toolbar: { items: [{ id: "x", component: "constructor" }] } } }] });
    expect(toolbar.status).toBe(400);
    expect(faultPaths(toolbar)).toEqual(["layouts/0/regions/toolbar/items/0/component"]);
    expect((await call("GET", OVERRIDE(), adminToken)).body).toEqual(before.body);
  });
});
