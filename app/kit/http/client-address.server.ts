import type { AppLoadContext } from "@remix-run/node";
import { getEnv } from "#app/kit/env.server";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The browser's address as the server sees it (Express `req.ip`, which follows TRUST_PROXY). */
    clientAddress?: string;
  }
}

/**
 * The headers with which the portal names the browser's address to the built-in platform, so
 * that its sign-in and captcha limits count browsers rather than this host (ADR 030). Empty when
 * the platform is external (no key) or the address is unknown.
 */
export function clientAddressHeaders(context: AppLoadContext | undefined): Record<string, string> {
  const key = getEnv().clientAddressKey;
  const address = context?.clientAddress;
  if (!key || !address) return {};
  return { "x-portal-client-address": address, "x-portal-client-key": key };
}

/** The seconds a platform's 429 names in its envelope's data (`retryAfterSeconds`), if any. */
export function platformRetryAfter(data: unknown): number | undefined {
  const value = data && typeof data === "object" ? (data as { retryAfterSeconds?: unknown }).retryAfterSeconds : undefined;
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : undefined;
}
