import { describe, expect, it, vi } from "vitest";
import { registerServiceWorker, SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from "#app/shell/service-worker.ts";

function fakeNavigator(register: (url: string, options: RegistrationOptions) => Promise<unknown>) {
  const listeners: ((event: MessageEvent) => void)[] = [];
  const asked: unknown[] = [];
  const ready = Promise.resolve({ active: { postMessage: (data: unknown) => asked.push(data) } });
  const nav = { serviceWorker: { register, ready, addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.push(listener) } } as unknown as Navigator;
  return { nav, asked, send: (data: unknown) => listeners.forEach((listener) => listener({ data } as MessageEvent)) };
}

describe("service worker registration (SPEC §7)", () => {
  it("registers /portal/sw.js with the portal scope, and only logs the worker's messages", async () => {
    const register = vi.fn(async () => ({ scope: "/portal/" }));
    const { nav, send, asked } = fakeNavigator(register);
    const log = { info: vi.fn(), warn: vi.fn() };
    await expect(registerServiceWorker(nav, log)).resolves.toEqual({ scope: "/portal/" });
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
    await Promise.resolve();
    expect(asked).toEqual([{ source: "portal", type: "status" }]);
    send({ source: "portal-sw", type: "activated" });
    send({ source: "someone-else", type: "x" });
    send("not an object");
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith("portal service worker:", { source: "portal-sw", type: "activated" });
  });

  it("a failed registration is logged, not thrown; a browser without workers is left alone", async () => {
    const { nav } = fakeNavigator(async () => {
      throw new Error("denied");
    });
    const log = { info: vi.fn(), warn: vi.fn() };
    await expect(registerServiceWorker(nav, log)).resolves.toBeNull();
    expect(log.warn).toHaveBeenCalledTimes(1);
    await expect(registerServiceWorker({} as Navigator, log)).resolves.toBeNull();
  });
});
