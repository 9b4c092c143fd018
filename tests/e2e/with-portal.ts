import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser, startPortal, type Portal } from "./harness";

/**
 * One portal and one browser for a test file, started before its tests and
 * closed after them. Read `env.portal` and `env.browser` inside the tests.
 * `trustedCodeOrigins`, read when the portal starts, is the operator's list (ADR 047).
 */
export function withPortal(options: { trustedCodeOrigins?: () => string[] } = {}): { readonly portal: Portal; readonly browser: Browser } {
  const env = {} as { portal: Portal; browser: Browser };
  beforeAll(async () => {
    env.portal = await startPortal(options.trustedCodeOrigins ? { trustedCodeOrigins: options.trustedCodeOrigins() } : {});
    env.browser = await launchBrowser();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.portal?.close();
  });
  return env;
}
