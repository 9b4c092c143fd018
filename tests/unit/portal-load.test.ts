import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { forgetAllTenantConfig } from "#app/platform-api/config-cache.server.ts";
import { callPlatform } from "#app/platform-api/client.server.ts";
import { loadPortal, type PortalLoad, type PortalPageData } from "#app/shell/load-portal.server.ts";
import { flattenMenus } from "#app/features/menus/menu-tree.rules.ts";
import { checkEntryParams } from "#app/shell/entry-params.rules.ts";
import type { PortalSession } from "#app/session/session.server.ts";
import { closedPort, platformLogin, sessionOf, startTestPlatform, setPortalEnv, type LoginData, type TestPlatform } from "./support/platform-server.ts";

/** loadPortal with the entry parameters parsed as the portal route parses them. */
function loadAt(session: PortalSession, url: URL): Promise<PortalLoad> {
  const check = checkEntryParams(url.searchParams, null);
  if (!check.ok) throw new Error(check.message);
  return loadPortal(session, url, check.entry);
}

const PORTAL_URL = new URL("http://portal.test/portal/1/");
const ZHONGJIAN = "10001";
const TITLE = "中建智造数字项目管理平台";

let tp: TestPlatform;
let demo: LoginData;
let admin: LoginData;

beforeAll(async () => {
  tp = await startTestPlatform();
  [demo, admin] = await Promise.all([platformLogin(tp.api, "demo"), platformLogin(tp.api, "admin")]);
});

afterAll(async () => {
  await tp.close();
});

function page(result: PortalLoad): PortalPageData {
  if (result.kind !== "page") throw new Error(`expected a page, got ${result.kind}`);
  return result.data;
}

async function storedHeaderTheme(): Promise<{ version: number; value: Record<string, unknown> }> {
  const row = await tp.platform.db
    .selectFrom("tenant_configs")
    .select(["version", "value"])
    .where("tenant_id", "=", ZHONGJIAN)
    .where("kind", "=", "header-theme")
    .executeTakeFirstOrThrow();
  return { version: row.version, value: row.value as Record<string, unknown> };
}

/** Writes a header theme straight into the database (no validation), with a new version so the ETag changes. */
async function writeHeaderThemeBehindTheCache(value: Record<string, unknown>): Promise<void> {
  const { version } = await storedHeaderTheme();
  await tp.platform.db
    .updateTable("tenant_configs")
    .set({ value: JSON.stringify(value), version: version + 1, updated_at: new Date() })
    .where("tenant_id", "=", ZHONGJIAN)
    .where("kind", "=", "header-theme")
    .execute();
}

/** Writes the theme and drops this node's cached answers, as a publish through this node does. */
async function writeHeaderTheme(value: Record<string, unknown>): Promise<void> {
  await writeHeaderThemeBehindTheCache(value);
  forgetAllTenantConfig();
}

describe("loadPortal", () => {
  let seededTheme: Record<string, unknown>;

  beforeAll(async () => {
    seededTheme = (await storedHeaderTheme()).value;
  });

  it("a demo session → the page with the tenant's branding and the user", async () => {
    const result = await loadAt(sessionOf(demo), PORTAL_URL);
    const data = page(result);
    expect(data.plan.header.title).toBe(TITLE);
    expect(data.plan.header.height).toBe(48);
    expect(data.plan.header.colors.background).toBe("#002366");
    expect(data.user).toMatchObject({ accountName: "demo", id: demo.userId, tenantAdmin: false });
    expect(data.tenant).toMatchObject({ id: ZHONGJIAN, disabled: false });
    expect(data.browserTitle).toBe(TITLE);
    expect(data.problems).toEqual([]);
  });

  it("the business identity in use limits the menus on the very next load; 'Default' restores them (SPEC §4 Identity switch)", async () => {
    const own = await platformLogin(tp.api, "demo");
    const session = sessionOf(own);
    const names = async () => flattenMenus(page(await loadAt(session, PORTAL_URL)).menus.tree).map((node) => node.name);
    const switchTo = async (code: string) => {
      const answer = await callPlatform(`/workbench/v4/identity/change-identity?identityCode=${code}`, { method: "PUT", token: own.userToken });
      expect(answer.status).toBe(200);
    };
    const all = await names();
    expect(all).toContain("投资管理");
    await switchTo("SCHEDULE");
    const limited = await names();
    expect(limited.length).toBeLessThan(all.length);
    expect(limited).not.toContain("投资管理");
    await switchTo("Default");
    await expect(names()).resolves.toEqual(all);
  });

  it("no token string anywhere in the result", async () => {
    const text = JSON.stringify(await loadAt(sessionOf(demo), PORTAL_URL));
    expect(text).not.toContain(demo.userToken);
    expect(text).not.toMatch(/userToken|loginToken|tenantToken|trustsToken/);
  });

  it("carries the tenant's loginSessionTimeout for the idle check (SPEC §3 Header theme, §4 Idle timeout)", async () => {
    expect(page(await loadAt(sessionOf(demo), PORTAL_URL)).loginSessionTimeout).toBe(seededTheme["loginSessionTimeout"] ?? 24);
    try {
      await writeHeaderTheme({ ...seededTheme, loginSessionTimeout: 2 });
      expect(page(await loadAt(sessionOf(demo), PORTAL_URL)).loginSessionTimeout).toBe(2);
    } finally {
      await writeHeaderTheme(seededTheme);
    }
  });

  it("the systemName query flag replaces the title", async () => {
    const data = page(await loadAt(sessionOf(demo), new URL("http://portal.test/portal/1/?systemName=Site%20A")));
    expect(data.plan.header.title).toBe("Site A");
  });

  it("a publish made behind this node shows on its next page load (ETag revalidation, ADR 027)", async () => {
    await loadAt(sessionOf(demo), PORTAL_URL);
    const { systemHeaderHeight: _drop, ...rest } = seededTheme;
    await writeHeaderThemeBehindTheCache({ ...rest, headerHeight: 64 });
    const data = page(await loadAt(sessionOf(demo), PORTAL_URL));
    expect(data.plan.header.height).toBe(64);
    expect(data.plan.header.title).toBe(TITLE);
  });

  describe("a malformed header theme", () => {
    beforeAll(async () => {
      const { systemHeaderHeight: _drop, ...rest } = seededTheme;
      await writeHeaderTheme({ ...rest, headerHeight: "tall" });
    });

    afterAll(async () => {
      await writeHeaderTheme(seededTheme);
    });

    it("falls back to the default height and keeps the rest of the branding", async () => {
      const data = page(await loadAt(sessionOf(admin), PORTAL_URL));
      expect(data.plan.header.height).toBe(48);
      expect(data.plan.header.title).toBe(TITLE);
      expect(data.plan.header.colors.background).toBe("#002366");
      expect(data.plan.header.logoSize).toBe(32);
      expect(data.plan.header.logoJumpUrl).toBe("/portal/");
    });

    it("is never served: the platform serves the last valid version (ADR 020 last known good), so the page has no problem to show", async () => {
      const data = page(await loadAt(sessionOf(admin), PORTAL_URL));
      expect(data.user?.tenantAdmin).toBe(true);
      expect(data.plan.header.height).toBe(48);
      expect(data.problems.filter((p) => p.piece === "header-theme")).toEqual([]);
    });

    it("a non-admin gets the same page and no problems", async () => {
      const data = page(await loadAt(sessionOf(demo), PORTAL_URL));
      expect(data.plan.header.height).toBe(48);
      expect(data.plan.header.title).toBe(TITLE);
      expect(data.problems).toEqual([]);
    });
  });

  it("a stored header theme that is not an object → the last valid version is served (ADR 020), and the page renders with the tenant's branding", async () => {
    await writeHeaderTheme(["not", "an", "object"] as unknown as Record<string, unknown>);
    try {
      const data = page(await loadAt(sessionOf(admin), PORTAL_URL));
      expect(data.plan.header.height).toBe(48);
      expect(data.plan.header.title).toBe(TITLE);
      expect(data.plan.header.colors.background).toBe("#002366");
      expect(data.problems.filter((p) => p.piece === "header-theme")).toEqual([]);
    } finally {
      await writeHeaderTheme(seededTheme);
    }
  });

  it("a revoked token → expired", async () => {
    const fresh = await platformLogin(tp.api, "demo");
    const res = await fetch(`${tp.api}/portal/v4/logout?userToken=${encodeURIComponent(fresh.userToken)}`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(await loadAt(sessionOf(fresh), PORTAL_URL)).toEqual({ kind: "expired" });
  });

  it("an unknown token → expired", async () => {
    expect(await loadAt(sessionOf({ ...demo, userToken: "no-such-token" }), PORTAL_URL)).toEqual({ kind: "expired" });
  });

  it("platform down → failed (SPEC §4 Login flow: the tenants cannot be had), not a throw", async () => {
    vi.resetModules();
    setPortalEnv(`http://127.0.0.1:${await closedPort()}/platform/api`);
    const fresh = await import("#app/shell/load-portal.server.ts");
    const check = checkEntryParams(PORTAL_URL.searchParams, null);
    if (!check.ok) throw new Error(check.message);
    const result = await fresh.loadPortal(sessionOf(demo), PORTAL_URL, check.entry);
    expect(result.kind).toBe("failed");
    expect(result.kind === "failed" ? result.detail : "").toMatch(/not loaded/);
  });
});
