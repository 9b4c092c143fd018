import { startPortal, launchChromium } from "./tests/e2e/browser";
import { startStaticOrigin } from "./tests/e2e/static-origin";
import { CUSTOMER_APP_DIR } from "./tests/e2e/customer-app-registration";

const out = "/tmp/appcheck-shots";
const noCors = await startStaticOrigin(CUSTOMER_APP_DIR, { cors: false });
const good = await startStaticOrigin(CUSTOMER_APP_DIR);
const deny = await startStaticOrigin(CUSTOMER_APP_DIR, { headers: { "x-frame-options": "DENY" } });
const portal = await startPortal({ trustedCodeOrigins: [noCors.origin, good.origin] });
const browser = await launchChromium();
try {
  for (const width of [1440, 1280]) {
    const context = await browser.newContext({ locale: "zh-CN", viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${portal.url}/portal/1/`);
    await page.waitForURL(/\/login\//);
    await page.getByLabel(/^账号$/).fill("admin");
    await page.getByLabel(/^密码$/).fill("Portal#2026");
    await page.getByRole("button", { name: /登\s?录/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/portal/"));
    const radio = page.getByRole("radio", { name: /^本企业/ }).first();
    if (await radio.waitFor({ timeout: 8000 }).then(() => true, () => false)) {
      await radio.click();
      await page.keyboard.press("Enter");
    }
    await page.getByRole("banner").waitFor();
    await page.goto(`${portal.url}/portal-admin/apps/`);
    await page.getByRole("button", { name: "注册应用" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    const kind = async (label: string) => {
      await dialog.locator(".ant-select-selector", { has: page.getByRole("combobox", { name: "接入方式", exact: true }) }).click();
      await page.locator(".ant-select-dropdown:visible").getByText(label, { exact: true }).click();
    };
    const check = async (entry: string, name: string) => {
      await dialog.getByLabel("入口地址").fill(entry);
      await dialog.getByRole("button", { name: /^检查/ }).click();
      await page.waitForTimeout(300);
      await page.waitForFunction(() => !document.body.textContent?.includes("正在从门户服务器检查"));
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${out}/${name}-${width}.png` });
    };
    await kind("微应用（qiankun）");
    await check(`${noCors.origin}/`, "no-cors");
    await kind("内嵌框架（iframe）");
    await check(`${deny.origin}/`, "deny");
    await check("http://127.0.0.1:9/", "down");
    await kind("微应用（qiankun）");
    await check(`${good.origin}/`, "good");
    await context.close();
  }
} finally {
  await browser.close();
  await portal.close();
  for (const o of [noCors, good, deny]) await o.close();
}
