import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ENV_INFO_KEY, DEFAULT_ENV_INFO } from "#platform/config-defaults";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { MULTI_ACCOUNT } from "#platform/db/seed-many-tenants";
import { fileHoldingPattern } from "./build-files";
import { allowConsole, expectQuietConsole, opened, signIn } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();
// The identity-entry journeys log no console error or warning (but the harness's known browser messages).
expectQuietConsole();

async function newPage(): Promise<Page> {
  const context = await env.browser.newContext({ locale: "zh-CN" });
  return context.newPage();
}

async function platformSession(account: string) {
  const user = await env.portal.platform!.db.selectFrom("users").select("id").where("account_name", "=", account).executeTakeFirstOrThrow();
  return env.portal.platform!.db
    .selectFrom("sessions")
    .select(["user_type", "external_entity_id", "participant_org_id"])
    .where("user_id", "=", user.id)
    .where("revoked_at", "is", null)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirstOrThrow();
}

describe("identity at entry (SPEC §4)", () => {
  it("several identities: the selection list (participant_admin first) → the chosen participant, then its orgs in the header dropdown", async () => {
    const page = await newPage();
    // What the page behind the list asks the platform for: nothing of the user's until an identity is chosen.
    const asked: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith("/api/message/")) asked.push(path);
    });
    await signIn(page, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password, "/portal/1/", { storeTenantIdentity: false });
    await page.waitForURL(`${env.portal.url}/portal/1/`);
    const dialog = await opened(page.getByRole("dialog", { name: "选择身份" }));
    // Past the alerts' first fetch (1.5 s, SPEC §9): a call then, answered in a context about to change, met a 409.
    await page.waitForTimeout(2_000);
    expect(asked).toEqual([]);
    const radios = dialog.getByRole("radio");
    await expect(radios.count()).resolves.toBe(4);
    // The participant_admin first, its org named once (its business name is the same name).
    const first = (await dialog.getByRole("radio").first().locator("xpath=ancestor::label").textContent()) ?? "";
    expect(first.split("中铁设计咨询有限公司")).toHaveLength(2);
    // Until an identity is chosen, nothing of the user's lies behind the list: no header, no home, no name.
    await page.getByTestId("identity-backdrop").waitFor();
    await expect(page.getByRole("banner").count()).resolves.toBe(0);
    await expect(page.getByText("欢迎，演示用户").count()).resolves.toBe(0);
    await expect(dialog.getByRole("button", { name: /进\s?入/ }).isDisabled()).resolves.toBe(true);
    await dialog.getByRole("radio", { name: /本企业/ }).count().then((n) => expect(n).toBe(1));

    await dialog.getByRole("radio", { name: /中铁设计咨询有限公司/ }).check();
    const reloaded = page.waitForResponse((r) => r.url().includes("/portal/session/identity"));
    await dialog.getByRole("button", { name: /进\s?入/ }).click();
    await reloaded;
    await dialog.waitFor({ state: "detached" });
    expect(await platformSession("demo")).toMatchObject({ user_type: "participant", external_entity_id: "5000000001" });

    // The participant has three orgs: the participant-org dropdown shows, and a choice applies.
    const select = page.getByRole("combobox", { name: /参建单位：中铁设计咨询有限公司/ });
    await select.waitFor();
    await select.click({ force: true });
    await page.getByRole("option", { name: "上海临港数据中心项目" }).click();
    await page.getByRole("combobox", { name: /参建单位：上海临港数据中心项目/ }).waitFor();
    const session = await platformSession("demo");
    const org = await env.portal.platform!.db.selectFrom("orgs").select("name").where("id", "=", session.participant_org_id ?? "").executeTakeFirstOrThrow();
    expect(org.name).toBe("上海临港数据中心项目");
    await page.context().close();
  });

  it("a call the page makes while the chosen identity is on its way waits for it and is sent once, in it: nothing is refused (ADR 033)", async () => {
    const page = await newPage();
    await signIn(page, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password, "/portal/1/", { storeTenantIdentity: false });
    await page.waitForURL(`${env.portal.url}/portal/1/`);
    const dialog = await opened(page.getByRole("dialog", { name: "选择身份" }));
    // The server stores the identity at once; its answer reaches the page only when released.
    let stored!: () => void;
    const storedOnServer = new Promise<void>((resolve) => (stored = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/portal/session/identity.data", async (route) => {
      const response = await route.fetch();
      stored();
      await released;
      await route.fulfill({ response });
    });
    await dialog.getByRole("radio", { name: /本企业/ }).click();
    await dialog.getByRole("button", { name: /进\s?入/ }).click();
    await storedOnServer;

    const answers: number[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/messages/unread-count?probe")) answers.push(response.status());
    });
    const meanwhile = page.evaluate(() => fetch("/api/message/v4/messages/unread-count?probe").then((answer) => answer.status));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(answers, "nothing is sent in the context being left").toEqual([]);
    release();
    await expect(meanwhile).resolves.toBe(200);
    expect(answers).toEqual([200]);
    await dialog.waitFor({ state: "detached" });
    await expect(page.getByRole("dialog", { name: "已在其他窗口中切换" }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it("the identity chosen, the home's user menu opens at its first click with its menu, not a spinner (ADR 064)", async () => {
    const page = await newPage();
    // Every loading spinner the user menu's dropdown ever draws, however briefly.
    await page.addInitScript(`
      window.__menuSpinners = 0;
      new MutationObserver(() => {
        if (document.querySelector('.ant-dropdown [role="status"][aria-label="加载中…"]')) window.__menuSpinners++;
      }).observe(document, { subtree: true, childList: true });
    `);
    await signIn(page, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password, "/portal/1/", { storeTenantIdentity: false });
    const dialog = await opened(page.getByRole("dialog", { name: "选择身份" }));
    // The person reads the list before choosing.
    await page.waitForLoadState("networkidle");
    await dialog.getByRole("radio", { name: /本企业/ }).click();
    await dialog.getByRole("button", { name: /进\s?入/ }).click();
    await dialog.waitFor({ state: "detached" });
    const button = page.getByRole("banner").getByRole("button", { name: /^用户菜单：/ });
    await button.click();
    await page.getByRole("menu", { name: /^用户菜单：/ }).waitFor();
    await expect(page.evaluate("window.__menuSpinners")).resolves.toBe(0);
    await page.context().close();
  });

  it("the identity list at entry is drawn at once, not zoomed or faded in (ADR 068)", async () => {
    const page = await newPage();
    // Every frame in which the list or its mask is drawn mid-motion (antd's zoom and fade classes).
    await page.addInitScript(`
      window.__listInMotion = 0;
      new MutationObserver(() => {
        if (document.querySelector('.ant-modal[class*="zoom-appear"], .ant-modal-mask[class*="fade-appear"]')) window.__listInMotion++;
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["class"] });
    `);
    await signIn(page, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password, "/portal/1/", { storeTenantIdentity: false });
    await opened(page.getByRole("dialog", { name: "选择身份" }));
    await expect(page.evaluate("window.__listInMotion")).resolves.toBe(0);
    await page.context().close();
  });

  it("externalEntityId in the entry link: that identity, no list, no dropdown for a one-org participant", async () => {
    const page = await newPage();
    await signIn(page, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password, "/portal/1/?externalEntityId=5000000003", { storeTenantIdentity: false });
    await page.waitForURL(/\/portal\/1\/?\?externalEntityId=5000000003$/);
    await page.getByTestId("system-title").waitFor();
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("dialog", { name: "选择身份" }).count()).resolves.toBe(0);
    await expect(page.getByRole("combobox", { name: /参建单位/ }).count()).resolves.toBe(0);
    expect(await platformSession("demo")).toMatchObject({ user_type: "participant", external_entity_id: "5000000003" });
    await page.context().close();
  });
});

describe("tenant dialog with more than five tenants (SPEC §5)", () => {
  it("shows the search field, filters by name, and marks the personal tenant", async () => {
    const page = await newPage();
    await signIn(page, env.portal.url, MULTI_ACCOUNT.account, MULTI_ACCOUNT.password);
    await page.getByRole("button", { name: /用户菜单/ }).click();
    await page.getByRole("menuitem", { name: /切换租户/ }).click();
    const dialog = await opened(page.getByRole("dialog", { name: "切换租户" }));
    await expect(dialog.getByRole("radio").count()).resolves.toBe(7);
    await expect(dialog.locator('[data-icon="personal"]').count()).resolves.toBe(1);
    const search = dialog.getByRole("searchbox", { name: "搜索租户" });
    await search.fill("水务");
    await expect(dialog.getByRole("radio").count()).resolves.toBe(1);
    await dialog.getByRole("radio", { name: /北方水务投资/ }).check();
    await dialog.getByRole("button", { name: /确\s?定/ }).click();
    await page.getByTestId("system-title").filter({ hasText: "北方水务投资项目管理平台" }).waitFor();
    await page.context().close();
  });
});

describe("invalid token with the token-check setting on (SPEC §4)", () => {
  it("a 401 asks to sign in again (no re-login dialog) and OK goes to the login page", async () => {
    const db = env.portal.platform!.db;
    // The test revokes the session: the page's calls after that are refused, and said to be.
    allowConsole(/status of 401 \(Unauthorized\)/, "the platform refuses every call once the test has revoked the session");
    allowConsole(/failed: Login information has expired/, "a piece's own report of that refusal");
    await db.updateTable("platform_env").set({ value: JSON.stringify({ ...DEFAULT_ENV_INFO, tokenCheck: true }) }).where("key", "=", ENV_INFO_KEY).execute();
    try {
      const page = await newPage();
      const prefetched = page.waitForResponse((r) => r.url().includes("/api/org-permission/v4/orgs/auth-tree"));
      await signIn(page, env.portal.url, DEMO_ACCOUNTS.admin.account, DEMO_ACCOUNTS.admin.password);
      await prefetched;
      const user = await db.selectFrom("users").select("id").where("account_name", "=", "admin").executeTakeFirstOrThrow();
      await db.updateTable("sessions").set({ revoked_at: new Date().toISOString() }).where("user_id", "=", user.id).execute();

      // The next platform call gets the 401: a tenant switch makes one, unless a call of the
      // page's own (a lazy header item, a prefetch) got there first and the confirm is up.
      const confirm = page.getByRole("dialog", { name: "提示" });
      const startSwitch = async () => {
        await page.getByRole("button", { name: /用户菜单/ }).click({ timeout: 10_000 });
        await page.getByRole("menuitem", { name: /切换租户/ }).click({ timeout: 10_000 });
        await page.getByRole("dialog", { name: "切换租户" }).getByRole("radio", { name: /Acme Construction Ltd/ }).check({ timeout: 10_000 });
      };
      await Promise.race([confirm.waitFor(), startSwitch().catch(() => confirm.waitFor())]);
      await opened(confirm);
      await expect(confirm.getByRole("alert").textContent()).resolves.toBe("登录信息已失效，请重新登录");
      await expect(page.getByRole("dialog", { name: /^登\s?录$/ }).count()).resolves.toBe(0);
      await confirm.getByRole("button", { name: /确\s?定|OK/ }).click();
      await page.waitForURL(/\/login\/\?redirectUrl=/);
      await page.context().close();
    } finally {
      await db.updateTable("platform_env").set({ value: JSON.stringify(DEFAULT_ENV_INFO) }).where("key", "=", ENV_INFO_KEY).execute();
    }
  });
});

/**
 * The demo user signed in in one tab, then the portal opened in a second tab of the same browser
 * whose requests for `held` wait until `release` is called; `asked` lists them.
 */
async function secondTabHolding(held: RegExp, waitUntil: "load" | "commit") {
  // The service worker would answer the portal's files from its cache, past the route held below.
  const context = await env.browser.newContext({ locale: "zh-CN", serviceWorkers: "block" });
  const page = await context.newPage();
  await signIn(page, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
  await page.getByRole("banner").getByRole("button", { name: /^用户菜单：/ }).waitFor();
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const second = await context.newPage();
  const asked: string[] = [];
  await second.route(held, async (route) => {
    asked.push(route.request().url());
    await released;
    await route.continue();
  });
  await second.goto(`${env.portal.url}/portal/1/`, { waitUntil });
  return { context, second, asked, release };
}

describe("the portal on screen before its code (ADR 045)", () => {
  it("the page is drawn and the document loaded before the shell's code comes; a click meanwhile is answered once it has", async () => {
    // The same person opens the portal in a second tab, the shell's code slow to come.
    const { context, second, asked, release } = await secondTabHolding(fileHoldingPattern("app/shell/PortalPage.tsx"), "load");

    // Loaded, the shell's code asked for only now, and the page on screen as the server drew it.
    await expect.poll(() => asked.length).toBe(1);
    const userMenu = second.getByRole("banner").getByRole("button", { name: /^用户菜单：/ });
    expect(await userMenu.isVisible()).toBe(true);
    await expect(second.locator("[data-later-piece]").getAttribute("data-later-piece")).resolves.toBe("");
    await userMenu.click();
    const item = second.getByRole("menu", { name: /^用户菜单：/ }).getByRole("menuitem", { name: "个人中心" });
    await second.waitForTimeout(300);
    expect(await item.isVisible()).toBe(false);
    expect(second.url()).toBe(`${env.portal.url}/portal/1/`);

    // The code comes: the page hydrates where it is, and the click is answered.
    release();
    await item.waitFor();
    await expect(second.locator("[data-later-piece]").getAttribute("data-later-piece")).resolves.toBe("ready");
    await context.close();
  });

  it("a click after the page is on screen but before any of its code has run is held too, and answered once the page has hydrated", async () => {
    // A second tab whose entry module (the first of the shell's code to run) is slow to come.
    const { context, second, asked, release } = await secondTabHolding(fileHoldingPattern("app/entry.client.tsx"), "commit");
    const userMenu = second.getByRole("banner").getByRole("button", { name: /^用户菜单：/ });
    await userMenu.waitFor();
    await userMenu.click();
    const item = second.getByRole("menu", { name: /^用户菜单：/ }).getByRole("menuitem", { name: "个人中心" });
    // The entry module was asked for (at the first paint, with the page's later files) and is held: none of the page's code has run.
    await expect.poll(() => asked.length, { timeout: 15_000 }).toBe(1);
    await second.waitForTimeout(300);
    expect(await item.isVisible()).toBe(false);

    release();
    await item.waitFor();
    await context.close();
  });
});
