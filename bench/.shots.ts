// scratch: screenshots of issue-17 surfaces (not committed)
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { launchChromium, startPortal } from "../tests/e2e/browser";
import { signIn, fillLogin } from "../tests/e2e/harness";

process.env.LOG_LEVEL = "silent";
const portal = await startPortal();
const browser = await launchChromium();
const errors: string[] = [];
try {
  const ctx = await browser.newContext({ locale: "en", viewport: { width: 1280, height: 860 } });
  await ctx.addCookies([{ name: "portal_lang", value: "en", url: portal.url }]);
  const page = await ctx.newPage();
  page.on("console", (m) => { if (m.type() === "error") errors.push(`console: ${m.text()}`); });
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  await signIn(page, portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
  await page.getByTestId("system-title").waitFor();
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1500);
  await page.screenshot({ path: "/tmp/shots/1-home.png" });
  // tamper with the watermark
  await page.evaluate(() => document.querySelector("[data-testid=watermark]")?.remove());
  await page.waitForTimeout(200);
  console.log("watermark after remove:", await page.locator("[data-testid=watermark]").count());
  // second tab, switch tenant in the first
  const b = await ctx.newPage();
  b.on("console", (m) => { if (m.type() === "error") errors.push(`console B: ${m.text()}`); });
  await b.goto(`${portal.url}/portal/1/`);
  await b.getByTestId("system-title").waitFor();
  await b.waitForLoadState("networkidle");
  const item = page.getByRole("menuitem", { name: /Switch tenant/i });
  for (let t = 0; t < 10 && !(await item.isVisible()); t++) { await page.getByRole("button", { name: /User menu/i }).click(); await item.waitFor({ timeout: 2000 }).catch(() => undefined); }
  await item.click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("radio", { name: /Acme Construction Ltd/ }).check();
  await page.screenshot({ path: "/tmp/shots/2-tenant-dialog.png" });
  await dialog.getByRole("button", { name: /OK/i }).click();
  await page.getByTestId("system-title").filter({ hasText: "Acme Project Portal" }).waitFor();
  await page.waitForLoadState("networkidle");
  await b.bringToFront();
  await b.getByRole("navigation").first().getByRole("button").first().click();
  await b.waitForTimeout(800);
  const links = b.getByRole("link");
  console.log("B links", await links.count());
  await b.screenshot({ path: "/tmp/shots/3-stale-tab-menu.png" });
  // favourites star in B to trigger the dialog
  const star = b.getByRole("button", { name: /favourite|Add to/i }).first();
  if (await star.count()) await star.click().catch(() => undefined);
  await b.waitForTimeout(1500);
  await b.screenshot({ path: "/tmp/shots/4-stale-tab-dialog.png" });
  // logout confirm from a foreign site
  const c = await ctx.newPage();
  await c.goto(`${portal.url}/portal/session/logout`, { referer: "https://evil.example/trap.html" });
  await c.screenshot({ path: "/tmp/shots/5-logout-confirm.png" });
  // rate limit on the login form
  const ctx2 = await browser.newContext({ locale: "en", viewport: { width: 1280, height: 860 } });
  await ctx2.addCookies([{ name: "portal_lang", value: "en", url: portal.url }]);
  const l = await ctx2.newPage();
  l.on("console", (m) => { if (m.type() === "error") errors.push(`console L: ${m.text()}`); });
  await l.goto(`${portal.url}/login/`);
  for (let i = 0; i < 12; i++) {
    await fillLogin(l, "admin", "wrong-password-" + i);
    await l.waitForTimeout(700);
  }
  await l.screenshot({ path: "/tmp/shots/6-login-limited.png" });
} finally {
  console.log(errors.join("\n"));
  await browser.close();
  await portal.close();
}
