/**
 * What the e2e tests and the benches share, without vitest: the real server on a free port,
 * Debian's Chromium, and sign-in without a browser. tests/e2e/harness.ts adds what needs
 * vitest (the hydration check of every page, test helpers).
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { databaseTemplate } from "../support/db-template";
import { startPortalServer, type PortalServer } from "../../server/app";
import { CHROMIUM_PATH } from "./chromium";

export interface Portal extends PortalServer {
  dataDir: string;
}

/**
 * The real server (production build, BFF, login service, reference platform)
 * on a free port, with its embedded database in memory; or, given `databaseUrl`, over that
 * PostgreSQL database (several nodes may share one). `trustedCodeOrigins` is the operator's list
 * of origins whose code may run in the portal's page (ADR 047).
 */
export async function startPortal(options: { databaseUrl?: string; trustedCodeOrigins?: string[] } = {}): Promise<Portal> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "portal-e2e-"));
  const buildDir = process.env.PORTAL_BUILD_DIR ? path.resolve(process.env.PORTAL_BUILD_DIR) : undefined;
  const template = options.databaseUrl ? undefined : await databaseTemplate();
  const database = options.databaseUrl ? { databaseUrl: options.databaseUrl } : { inMemory: true, ...(template ? { inMemoryTemplate: template } : {}) };
  const server = await startPortalServer({ mode: "production", port: 0, host: "127.0.0.1", dataDir, ...database, ...(buildDir ? { buildDir } : {}), ...(options.trustedCodeOrigins ? { trustedCodeOrigins: options.trustedCodeOrigins } : {}) });
  return {
    ...server,
    dataDir,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Debian's Chromium through playwright-core (no browser download). */
export async function launchChromium(executablePath = CHROMIUM_PATH): Promise<Browser> {
  if (!existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath}: run \`apt-get install -y chromium\``);
  return chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

/** The platform's public key, as the login page gets it. */
async function publicKey(baseUrl: string): Promise<string> {
  const answer = (await (await fetch(`${baseUrl}/platform/api/identification/public-key`)).json()) as { data: { publicKey: string } };
  return answer.data.publicKey;
}

/** RSA PKCS#1 v1.5, base64: what jsencrypt sends. */
export async function encryptPassword(baseUrl: string, password: string): Promise<string> {
  const { constants, publicEncrypt } = await import("node:crypto");
  return publicEncrypt({ key: await publicKey(baseUrl), padding: constants.RSA_PKCS1_PADDING }, Buffer.from(password)).toString("base64");
}

/** A raw platform token, as another system of the platform would hand one over (local_token). */
export async function platformToken(baseUrl: string, account: string, password: string, tenantId?: string): Promise<string> {
  const response = await fetch(`${baseUrl}/platform/api/identification/users/verify-tenant/relist`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ type: "password", account, password: await encryptPassword(baseUrl, password), ...(tenantId ? { tenantId } : {}) }),
  });
  const answer = (await response.json()) as { data: { userToken: string } };
  return answer.data.userToken;
}

/** Signs in through the login service's form post (no browser); returns the session cookie. The password is encrypted with the key of the platform at `platformHost` (the portal's built-in one unless given). */
export async function sessionCookie(baseUrl: string, account: string, password: string, platformHost = baseUrl): Promise<string> {
  const form = new URLSearchParams({ account, password: await encryptPassword(platformHost, password) });
  // The login form posts from the portal's own page: the server refuses a write from anywhere else (ADR 028).
  const response = await fetch(`${baseUrl}/login/?index`, { method: "POST", body: form, redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(baseUrl).origin } });
  const cookie = response.headers.get("set-cookie");
  if (!cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie.split(";")[0] ?? "";
}

