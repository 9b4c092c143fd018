import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPlatform, type Platform } from "#platform/index.ts";
import { databaseTemplate } from "../support/db-template";
import { callPlatform } from "#app/platform-api/client.server.ts";
import { forgetAllTenantConfig } from "#app/platform-api/config-cache.server.ts";
import { probePageEtags } from "#app/platform-api/config-etags.server.ts";
import { forgetTenantMenus } from "#app/features/menus/load-menus.server.ts";
import { flattenMenus } from "#app/features/menus/menu-tree.rules.ts";
import { loadPortal, type PortalPageData } from "#app/shell/load-portal.server.ts";
import { checkEntryParams } from "#app/shell/entry-params.rules.ts";
import { platformLogin, sessionOf, setPortalEnv, type LoginData } from "./support/platform-server.ts";

/**
 * One probe per page (ADR 063): the page asks the platform once for the ETags of the tenant
 * config it caches and for the session's menu tag; answers still current are used without a
 * call, and sessions whose menu answers are the same share one computed tree.
 */
const ZHONGJIAN = "10001";
const PORTAL_URL = new URL("http://portal.test/portal/1/");
const CONFIG_PATHS = ["/param/v4/theme-settings/header", "/param/v4/param-values/nav-logo-and-name", "/workbench/v4/portal-param-values/scene-params", "/param/v4/theme-settings/layout-override"];
const MENU_TREE = "/product/v4/menus/application-menu-tree";

let platform: Platform;
let server: Server;
/** The paths of the calls the platform was asked, in order. */
const asked: string[] = [];

beforeAll(async () => {
  const template = await databaseTemplate();
  platform = await createPlatform({ inMemory: true, log: () => undefined, ...(template ? { inMemoryTemplate: template } : {}) });
  const app = express();
  app.use("/platform/api", (req, _res, next) => {
    asked.push(req.path);
    next();
  });
  app.use("/platform", platform.router);
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  setPortalEnv(`http://127.0.0.1:${(server.address() as AddressInfo).port}/platform/api`);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await platform.close();
});

beforeEach(() => {
  forgetAllTenantConfig();
  forgetTenantMenus(ZHONGJIAN);
});

const api = () => (server.address() ? `http://127.0.0.1:${(server.address() as AddressInfo).port}/platform/api` : "");

/** A page load as the portal route makes it: the probe beside the page's pieces. */
async function pageOf(login: LoginData, probe = true): Promise<PortalPageData> {
  const check = checkEntryParams(PORTAL_URL.searchParams, null);
  if (!check.ok) throw new Error(check.message);
  const session = sessionOf(login);
  const pageEtags = probe ? probePageEtags(login.userToken, {}) : undefined;
  const result = await loadPortal(session, PORTAL_URL, check.entry, "1", pageEtags ? { pageEtags } : {});
  if (result.kind !== "page") throw new Error(`expected a page, got ${result.kind}`);
  return result.data;
}

const count = (path: string) => asked.filter((p) => p === path).length;
const menuNames = (page: PortalPageData) => flattenMenus(page.menus.tree).map((node) => `${node.id} ${node.name}`);

describe("one probe per page for the tenant config (ADR 063)", () => {
  it("asks no tenant-config GET while the platform's ETags are those of the cached answers, and shows a publish on the next page load", async () => {
    const [demo, other] = await Promise.all([platformLogin(api(), "demo"), platformLogin(api(), "newcomer")]);
    const admin = await platformLogin(api(), "admin");
    asked.length = 0;
    await pageOf(demo);
    expect(CONFIG_PATHS.map(count)).toEqual([1, 1, 1, 1]);

    asked.length = 0;
    const cached = await pageOf(other);
    expect(count("/param/v4/tenant-config/etags")).toBe(1);
    expect(CONFIG_PATHS.map(count)).toEqual([0, 0, 0, 0]);

    // A publish at the platform, not through this portal node: nothing here was told.
    const before = cached.plan.header.title;
    const published = await callPlatform("/param/v4/theme-settings/header", { method: "PUT", token: admin.userToken, body: { systemName: "探针后的标题" } });
    expect(published.status).toBe(200);
    asked.length = 0;
    const after = await pageOf(other);
    expect(after.plan.header.title).toBe("探针后的标题");
    expect(after.plan.header.title).not.toBe(before);
    expect(CONFIG_PATHS.map(count)).toEqual([1, 0, 0, 0]);
  });
});

describe("menu trees shared by what decides them (ADR 063)", () => {
  it("two sessions of the same identity and grants share one platform call; other grants or another business identity do not", async () => {
    const [demo, demoAgain, newcomer, admin, invest] = await Promise.all([platformLogin(api(), "demo"), platformLogin(api(), "demo"), platformLogin(api(), "newcomer"), platformLogin(api(), "admin"), platformLogin(api(), "demo")]);
    const changed = await callPlatform("/workbench/v4/identity/change-identity?identityCode=INVEST", { method: "PUT", token: invest.userToken });
    expect(changed.status).toBe(200);
    asked.length = 0;

    const demoPage = await pageOf(demo);
    expect(count(MENU_TREE)).toBe(1);
    const demoAgainPage = await pageOf(demoAgain);
    const newcomerPage = await pageOf(newcomer);
    // The same user in another session, and another member with the same grants: the tree already computed.
    expect(count(MENU_TREE)).toBe(1);
    expect(menuNames(demoAgainPage)).toEqual(menuNames(demoPage));
    expect(menuNames(newcomerPage)).toEqual(menuNames(demoPage));

    const adminPage = await pageOf(admin);
    expect(count(MENU_TREE)).toBe(2);
    const investPage = await pageOf(invest);
    expect(count(MENU_TREE)).toBe(3);

    // Each page's tree is the one its own session is given alone (menus kept per token, no probe).
    forgetTenantMenus(ZHONGJIAN);
    for (const [login, shown] of [[admin, adminPage], [invest, investPage], [newcomer, newcomerPage]] as const) {
      expect(menuNames(shown)).toEqual(menuNames(await pageOf(login, false)));
    }
    expect(menuNames(adminPage)).not.toEqual(menuNames(demoPage));
    expect(menuNames(investPage)).not.toEqual(menuNames(demoPage));
  });
});
