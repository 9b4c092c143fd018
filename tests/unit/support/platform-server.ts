import { constants, publicEncrypt } from "node:crypto";
import type { Server } from "node:http";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import express from "express";
import { databaseTemplate } from "../../support/db-template";
import { createPlatform, type Platform } from "#platform/index.ts";
import type { PortalSession } from "#app/session/session.server.ts";

/** The session secret the portal modules read in these tests (≥ 32 characters). */
export const TEST_SESSION_SECRET = "unit-test-session-secret-0123456789abcdef";

export const DEMO_PASSWORD = "Portal#2026";

export interface TestPlatform {
  platform: Platform;
  /** e.g. http://127.0.0.1:1234/platform/api */
  api: string;
  close(): Promise<void>;
}

/**
 * The reference platform (PGlite in memory) behind a real HTTP server on a free
 * port, mounted at /platform, and the portal's environment pointed at it.
 * Call before the first portal call: getEnv() reads process.env once.
 */
export async function startTestPlatform(): Promise<TestPlatform> {
  process.env.LOG_LEVEL = "silent";
  const template = await databaseTemplate();
  const platform = await createPlatform({ inMemory: true, log: () => undefined, ...(template ? { inMemoryTemplate: template } : {}) });
  const app = express();
  app.use("/platform", platform.router);
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const api = `http://127.0.0.1:${port}/platform/api`;
  setPortalEnv(api);
  return {
    platform,
    api,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await platform.close();
    },
  };
}

/** Points the portal's environment at `api`; modules imported afterwards see it. */
export function setPortalEnv(api: string): void {
  process.env.LOG_LEVEL = "silent";
  process.env.PLATFORM_API_URL = api;
  process.env.SESSION_SECRET = TEST_SESSION_SECRET;
}

/** A local port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface Envelope<T> {
  success: boolean;
  data: T | null;
  errorCode?: string;
  errorMsg?: string;
}

export async function publicKey(api: string): Promise<string> {
  const res = await fetch(`${api}/identification/public-key`);
  const body = (await res.json()) as Envelope<{ publicKey: string }>;
  if (!body.data) throw new Error("no public key");
  return body.data.publicKey;
}

/** What jsencrypt does in the browser: RSA PKCS#1 v1.5, base64. */
export function encryptPassword(publicKeyPem: string, password: string): string {
  return publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(password, "utf8")).toString("base64");
}

export interface LoginData {
  userToken: string;
  userId: string;
  tenantId: string;
}

/** The portal session of a platform sign-in, as the login service stores it. */
export function sessionOf(login: LoginData): PortalSession {
  return { loginToken: login.userToken, tenantId: login.tenantId, userId: login.userId, issuedAt: Date.now() };
}

/** Signs in straight at the platform; throws when that fails. */
export async function platformLogin(api: string, account = "demo", password = DEMO_PASSWORD): Promise<LoginData> {
  const key = await publicKey(api);
  const res = await fetch(`${api}/identification/users/verify-tenant/relist`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ type: "password", account, password: encryptPassword(key, password) }),
  });
  const body = (await res.json()) as Envelope<LoginData>;
  if (!body.success || !body.data) throw new Error(`login failed: ${body.errorCode ?? ""} ${body.errorMsg ?? ""}`);
  return body.data;
}

/** The `name=value` part of a Set-Cookie header value, for a Cookie request header. */
export function cookiePair(setCookie: string): string {
  return setCookie.split(";")[0] ?? "";
}
