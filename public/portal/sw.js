/*
 * The portal's service worker (SPEC §7 "A service worker is registered at the portal path for
 * caching"). Scope /portal/. It caches static assets whose names carry their content hash — the
 * portal's own (/assets/…) and the demo apps' (/apps/<app>/assets/…) — cache first, so a second
 * visit or a kept-alive app's remount does not fetch them again. Pages, the API, the styles
 * sheet of a theme and everything else go to the network untouched: a page is always fresh.
 * It tells the pages what it does with messages, which they only log.
 */
const VERSION = "portal-sw-1";
const CACHE = `${VERSION}:assets`;
const HASHED = /^\/(?:assets|apps\/[A-Za-z0-9._/-]+\/assets)\/[^/]+-[A-Za-z0-9_-]{8,}\.(?:js|css|woff2?|svg|png)$/;
const MAX_ENTRIES = 300;

async function tell(message) {
  const clients = await self.clients.matchAll({ includeUncontrolled: true, type: "window" });
  for (const client of clients) client.postMessage({ source: "portal-sw", version: VERSION, ...message });
}

self.addEventListener("install", () => {
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      const dropped = names.filter((name) => name.startsWith("portal-sw-") && name !== CACHE);
      await Promise.all(dropped.map((name) => caches.delete(name)));
      await self.clients.claim();
      await tell({ type: "activated", dropped: dropped.length });
    })(),
  );
});

async function trim(cache) {
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) await cache.delete(request);
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") {
    await cache.put(request, response.clone());
    void trim(cache);
  }
  return response;
}

// A page asks how the worker is doing when it starts; the answer is logged there.
self.addEventListener("message", (event) => {
  if (event.data?.source !== "portal" || event.data.type !== "status") return;
  event.waitUntil(
    (async () => {
      const cached = (await (await caches.open(CACHE)).keys()).length;
      event.source?.postMessage({ source: "portal-sw", version: VERSION, type: "status", cached });
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !HASHED.test(url.pathname)) return;
  event.respondWith(
    cacheFirst(request).catch((error) => {
      void tell({ type: "fetch-failed", url: url.pathname, error: String(error) });
      return fetch(request);
    }),
  );
});
