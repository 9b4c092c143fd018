import jsQR from "jsqr";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { enterAsTenantIdentity, fillLogin, opened, signIn } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();
const contexts: BrowserContext[] = [];

afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

async function newPage(locale: string, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await env.browser.newContext({ locale, ...(viewport ? { viewport } : {}) });
  contexts.push(context);
  const page = await context.newPage();
  // The person picks the language on the login page; the choice is remembered.
  await page.goto(`${env.portal.url}/login/?lang=${locale}`);
  return page;
}

/** What a phone's camera reads from the QR code on the screen: the picture's pixels, decoded. */
async function scan(qr: Locator): Promise<string> {
  await qr.waitFor();
  await qr.evaluate((img: HTMLImageElement) => img.decode());
  // The spinner over it goes once the picture is in.
  await qr.page().getByRole("progressbar", { name: /^(Getting a QR code…|Hämtar en QR-kod…|正在获取二维码…)$/ }).waitFor({ state: "detached" });
  const png = (await qr.screenshot()).toString("base64");
  // A blank page of its own, so the login page's policy has no say over the data: URL.
  const decoder = await qr.page().context().newPage();
  const pixels = await decoder.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: data.width, height: data.height, rgba: Array.from(data.data) };
  }, `data:image/png;base64,${png}`);
  await decoder.close();
  const code = jsQR(Uint8ClampedArray.from(pixels.rgba), pixels.width, pixels.height);
  if (!code) throw new Error("the QR code on the page could not be read");
  return code.data;
}

/** A phone: its own browser, signed in as demo through the login form. */
async function signedInPhone(): Promise<Page> {
  const phone = await newPage("en", { width: 390, height: 844 });
  await signIn(phone, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
  await phone.waitForURL(`${env.portal.url}/portal/1/`);
  return phone;
}

/** A computer at the login page, showing the app-scan code. */
async function loginPageShowingCode(locale = "en"): Promise<{ desk: Page; qr: Locator }> {
  const desk = await newPage(locale);
  await desk.goto(`${env.portal.url}/portal/1/`);
  await desk.waitForURL(/\/login\//);
  await desk.getByRole("tab", { name: /^(Scan with the app|Skanna med appen|扫码登录)$/ }).click();
  return { desk, qr: desk.getByRole("img", { name: /^(QR code for signing in with the app|QR-kod för inloggning med appen|扫码登录二维码)$/ }) };
}

describe("app-scan login (SPEC §2 dialogs, §5 the QR login code is valid once)", () => {
  it("a signed-in phone opens the login page's QR code and confirms; the login page signs in to the portal", async () => {
    const { desk, qr } = await loginPageShowingCode();
    const url = await scan(qr);
    expect(url).toMatch(new RegExp(`^${env.portal.url}/login/qr/[A-Za-z0-9_-]{22}$`));

    const phone = await signedInPhone();
    await phone.goto(url);
    const confirmation = phone.getByRole("main");
    await confirmation.getByRole("heading", { name: "Sign in on another device" }).waitFor();
    await expect(confirmation.getByText("demo", { exact: false }).first().isVisible()).resolves.toBe(true);
    await confirmation.getByRole("button", { name: "Confirm sign-in" }).click();
    await confirmation.getByText("Sign-in confirmed. You can go back to the other device.").waitFor();

    // The login page notices within its polling interval and enters the portal as demo.
    await desk.waitForURL(`${env.portal.url}/portal/1/`, { timeout: 15_000 });
    await enterAsTenantIdentity(desk);
    await expect(desk.getByRole("banner").getByRole("button", { name: /^User menu/ }).isVisible()).resolves.toBe(true);

    // Valid once: the same code again is refused on the phone, with the way to a fresh one.
    await phone.goto(url);
    await confirmation.getByText("This QR code has already been used. Refresh the code on the login page and scan it again.").waitFor();
    await expect(confirmation.getByRole("button", { name: "Confirm sign-in" }).count()).resolves.toBe(0);
  });

  it("an expired code is refused on both sides; the login page's refresh shows a new code that works", async () => {
    const { desk, qr } = await loginPageShowingCode("sv-SE");
    const url = await scan(qr);
    // Two minutes pass: the platform's clock is the database's, so the code's expiry moves back.
    await env.portal.platform!.db.updateTable("qr_logins").set({ expires_at: new Date(Date.now() - 1_000) }).where("consumed_at", "is", null).execute();

    await desk.getByText("QR-koden har gått ut").waitFor({ timeout: 10_000 });
    // A phone not signed in yet: the code's page sends it through the login form and back.
    const phone = await newPage("en", { width: 390, height: 844 });
    await phone.goto(url);
    await phone.waitForURL(/\/login\/\?redirectUrl=%2Flogin%2Fqr%2F/);
    await fillLogin(phone, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    await phone.waitForURL(url);
    await phone.getByRole("main").getByText("This QR code has expired. Refresh the code on the login page and scan it again.").waitFor();

    await desk.getByRole("button", { name: "Ny QR-kod" }).click();
    const fresh = await scan(qr);
    expect(fresh).not.toBe(url);
    await phone.goto(fresh);
    await phone.getByRole("main").getByRole("button", { name: "Confirm sign-in" }).click();
    await desk.waitForURL(`${env.portal.url}/portal/1/`, { timeout: 15_000 });
  });

  it("the re-login dialog shows a code too; the phone's confirmation signs the same account in again and the page reloads", async () => {
    const desk = await newPage("en");
    const prefetched = desk.waitForResponse((r) => r.url().includes("/api/org-permission/v4/orgs/auth-tree"));
    await signIn(desk, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    await desk.waitForURL(`${env.portal.url}/portal/1/`);
    // The page's first and deferred calls are made (as in the invalid-token test): the next call is the test's.
    await prefetched;
    await desk.waitForLoadState("networkidle");
    await desk.waitForTimeout(3_500);
    await desk.waitForLoadState("networkidle");
    // The platform revokes every token of the user (an administrator's action, an expiry).
    const user = await env.portal.platform!.db.selectFrom("users").select(["id"]).where("account_name", "=", "demo").executeTakeFirstOrThrow();
    await env.portal.platform!.db.updateTable("sessions").set({ revoked_at: new Date().toISOString() }).where("user_id", "=", user.id).execute();

    await desk.getByRole("button", { name: /^User menu/ }).click();
    await desk.getByRole("menuitem", { name: /Switch tenant/ }).click();
    // Picking a tenant asks the platform (its identities there), which refuses the revoked token;
    // the pick may be undone as the re-login dialog takes over, so it is a click, not a check.
    await (await opened(desk.getByRole("dialog", { name: "Switch tenant" }))).getByRole("radio", { name: /Acme Construction Ltd/ }).click();
    const relogin = await opened(desk.getByRole("dialog", { name: "Sign in" }));
    await relogin.getByRole("button", { name: "Or scan with the app" }).click();
    const url = await scan(relogin.getByRole("img", { name: "QR code for signing in with the app" }));

    const phone = await signedInPhone();
    await phone.goto(url);
    const reloaded = desk.waitForEvent("load");
    await phone.getByRole("main").getByRole("button", { name: "Confirm sign-in" }).click();
    await reloaded;
    await expect(desk.getByRole("dialog", { name: "Sign in" }).count()).resolves.toBe(0);
    await expect(desk.getByTestId("system-title").textContent()).resolves.toBe("中建智造数字项目管理平台");
  });
});
