import { constants, publicEncrypt } from "node:crypto";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import { databaseTemplate } from "../support/db-template";
import { createPlatform, type Platform, type PlatformOptions } from "#platform/index.ts";

export interface Envelope<T = unknown> {
  success: boolean;
  data: T | null;
  errorCode?: string;
  errorMsg?: string;
}

export interface RunningPlatform {
  platform: Platform;
  /** e.g. http://127.0.0.1:1234/platform */
  origin: string;
  /** e.g. http://127.0.0.1:1234/platform/api */
  api: string;
  close(): Promise<void>;
}

/** Starts the platform behind a real HTTP server on a free port, mounted at /platform. */
export async function startPlatform(options: PlatformOptions = { inMemory: true }): Promise<RunningPlatform> {
  // An in-memory database starts from the run's seeded dump (tests/support/db-template.ts).
  const template = options.inMemory ? await databaseTemplate() : undefined;
  const platform = await createPlatform({ log: () => undefined, ...(template ? { inMemoryTemplate: template } : {}), ...options });
  const app = express();
  app.use("/platform", platform.router);
  const server = await new Promise<import("node:http").Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}/platform`;
  return {
    platform,
    origin,
    api: `${origin}/api`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await platform.close();
    },
  };
}

/** Encrypts like jsencrypt in the browser: RSA PKCS#1 v1.5, base64. */
export function encryptPassword(publicKeyPem: string, password: string): string {
  return publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(password, "utf8")).toString(
    "base64",
  );
}

export async function getPublicKey(api: string): Promise<string> {
  const res = await fetch(`${api}/identification/public-key`);
  const body = (await res.json()) as Envelope<{ publicKey: string }>;
  if (!body.data) throw new Error("no public key");
  return body.data.publicKey;
}

export interface LoginResult {
  status: number;
  body: Envelope<{ userToken: string; userId: string; tenantId: string }>;
}

export async function postLogin(api: string, payload: unknown): Promise<LoginResult> {
  const res = await fetch(`${api}/identification/users/verify-tenant/relist`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payload),
  });
  return { status: res.status, body: (await res.json()) as LoginResult["body"] };
}

/** Logs in and returns the bearer token; throws when the login fails. */
export async function login(api: string, account: string, password: string, tenantId?: string): Promise<string> {
  const publicKey = await getPublicKey(api);
  const { body } = await postLogin(api, {
    type: "password",
    account,
    password: encryptPassword(publicKey, password),
    ...(tenantId ? { tenantId } : {}),
  });
  if (!body.success || !body.data) throw new Error(`login failed: ${body.errorCode} ${body.errorMsg}`);
  return body.data.userToken;
}

export async function getJson<T = unknown>(
  url: string,
  token?: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; body: Envelope<T> | null }> {
  const res = await fetch(url, { headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Envelope<T>) : null };
}

export async function sendJson<T = unknown>(
  method: string,
  url: string,
  token: string | undefined,
  payload: unknown,
): Promise<{ status: number; headers: Headers; body: Envelope<T> }> {
  const res = await fetch(url, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(payload),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Envelope<T> };
}

/**
 * A file's platform, in memory, with the demo admin signed in to `tenantId` and the member
 * `demo` signed in: started before the file's tests, closed after them. Read `env.api`,
 * `env.adminToken` and `env.demoToken` inside the tests.
 */
export function platformWithAdmin(tenantId = "10001"): {
  readonly running: RunningPlatform;
  readonly api: string;
  readonly adminToken: string;
  readonly demoToken: string;
} {
  const env = {} as { running: RunningPlatform; api: string; adminToken: string; demoToken: string };
  beforeAll(async () => {
    env.running = await startPlatform({ inMemory: true });
    env.api = env.running.api;
    env.adminToken = await login(env.api, "admin", DEMO_ACCOUNTS.admin.password, tenantId);
    env.demoToken = await login(env.api, "demo", DEMO_ACCOUNTS.demo.password);
  });
  afterAll(async () => {
    await env.running?.close();
  });
  return env;
}
