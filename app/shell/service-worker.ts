/** Where the portal's service worker is served, and its scope (SPEC §7: registered at the portal path). */
export const SERVICE_WORKER_URL = "/portal/sw.js";
export const SERVICE_WORKER_SCOPE = "/portal/";

/**
 * Registers the service worker (production pages only: Vite's dev server serves modules the
 * worker must not cache). Its messages are only logged (SPEC §7); a failed registration too.
 * Returns the registration, or null when the browser has none or it failed.
 */
export async function registerServiceWorker(nav: Navigator = navigator, log: Pick<Console, "info" | "warn"> = console): Promise<ServiceWorkerRegistration | null> {
  if (!("serviceWorker" in nav)) return null;
  nav.serviceWorker.addEventListener("message", (event: MessageEvent) => {
    const data: unknown = event.data;
    if (typeof data === "object" && data !== null && (data as { source?: unknown }).source === "portal-sw") log.info("portal service worker:", data);
  });
  try {
    const registration = await nav.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
    // The worker answers with its status (version, assets cached), which is logged like the rest.
    void nav.serviceWorker.ready.then((ready) => ready.active?.postMessage({ source: "portal", type: "status" }));
    return registration;
  } catch (error) {
    log.warn("portal service worker: not registered", error);
    return null;
  }
}
