import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { startPortalServer, type PortalServer } from "../../server/app";

/** Debian's Chromium; test tools never download a browser of their own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export interface Portal extends PortalServer {
  dataDir: string;
}

/**
 * The real server (production build, BFF, login service, reference platform)
 * on a free port, with its embedded database in memory.
 */
export async function startPortal(): Promise<Portal> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "portal-e2e-"));
  const server = await startPortalServer({ mode: "production", port: 0, host: "127.0.0.1", dataDir, inMemory: true });
  return {
    ...server,
    dataDir,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH}: run \`apt-get install -y chromium\``);
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

/** Signs in through the login form as a person would. */
export async function signIn(page: Page, baseUrl: string, account: string, password: string, entry = "/portal/1/"): Promise<void> {
  await page.goto(`${baseUrl}${entry}`);
  await page.waitForURL(/\/login\//);
  await fillLogin(page, account, password);
}

export async function fillLogin(page: Page, account: string, password: string, captcha?: string): Promise<void> {
  await page.getByLabel(/^(账号|Account|Konto)$/).fill(account);
  await page.getByLabel(/^(密码|Password|Lösenord)$/).fill(password);
  if (captcha !== undefined) await page.getByLabel(/^(验证码|Captcha|Verifieringskod)$/).fill(captcha);
  // Wait for the sign-in POST to be answered, so attempts never overlap.
  const answered = page.waitForResponse((r) => r.url().includes("/login") && r.request().method() === "POST");
  await page.getByRole("button", { name: /登\s?录|Sign in|Logga in/ }).click();
  await answered;
}
