import { describe, expect, it } from "vitest";
import { signedIn } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();

describe("service worker (SPEC §7)", () => {
  it("is registered at the portal path, logs its messages, and serves hashed assets from its cache on the next visit", async () => {
    const page = await signedIn(env, { ready: "banner" });
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${env.portal.url}/portal/`);
    // Once it controls the page, the next load's scripts come through it (and its cache).
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
    const fromWorker: string[] = [];
    page.on("response", (response) => {
      if (response.fromServiceWorker() && new URL(response.url()).pathname.startsWith("/assets/")) fromWorker.push(response.url());
    });
    await page.reload();
    await page.getByRole("banner").waitFor();
    await expect.poll(() => fromWorker.length, { timeout: 15_000 }).toBeGreaterThan(0);
    // A page and the API are never answered by the worker.
    const pageFromWorker = await page.evaluate(async () => (await caches.keys()).length > 0 && (await (await caches.open((await caches.keys())[0]!)).keys()).every((request) => /\/assets\//.test(new URL(request.url).pathname)));
    expect(pageFromWorker).toBe(true);
    // The worker's answers come when it gets to them: the page logs one of them at last.
    await expect.poll(() => logged.some((text) => text.startsWith("portal service worker:")), { timeout: 15_000 }).toBe(true);
  });
});
