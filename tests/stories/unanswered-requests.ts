/**
 * What a story asked for that nobody answered (a 404, a failed image, a frame off this machine).
 * A story is shown offline: every call it makes is answered by its msw handlers
 * (stories/fixtures/platform.ts), by the stand-ins of .storybook/stand-ins.ts or by Storybook's
 * static files. .storybook/vitest.setup.ts fails the story on anything listed here, as msw's
 * `onUnhandledRequest: "error"` would.
 */
const unanswered = new Set<string>();

/** Notes a request nobody answered (stories/fixtures/platform.ts reports an `/api/` call no handler took). */
export function reportUnanswered(what: string): void {
  unanswered.add(what);
}

/** The loopback names a stand-in may be served under (a frame's other origin, .storybook/stand-ins.ts). */
const THIS_MACHINE = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Aborted by the page (a component unmounted): asked for, but no longer wanted. */
function aborted(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/**
 * Puts a watch on the page's fetch once, under any story's own stand-in: a request that comes
 * back 404 or fails to connect is noted. Returns the unwatched fetch for the checks below.
 */
export function watchFetch(): typeof fetch {
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = init?.method ?? (input instanceof Request ? input.method : "GET");
    try {
      const response = await original(input, init);
      if (response.status === 404) reportUnanswered(`${method} ${url}: 404`);
      return response;
    } catch (error) {
      if (!aborted(error)) reportUnanswered(`${method} ${url}: ${String(error)}`);
      throw error;
    }
  };
  // An image, script or style sheet that failed to load (its error event does not bubble).
  window.addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target instanceof HTMLImageElement) reportUnanswered(`image ${target.currentSrc || target.src}: failed to load`);
      else if (target instanceof HTMLScriptElement) reportUnanswered(`script ${target.src}: failed to load`);
      else if (target instanceof HTMLLinkElement) reportUnanswered(`${target.rel} ${target.href}: failed to load`);
    },
    true,
  );
  return original;
}

/** Starts a story's list afresh. */
export function forgetUnanswered(): void {
  unanswered.clear();
}

/** Resolves once the image has loaded or failed, or after `ms`. */
function settled(image: HTMLImageElement, ms: number): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    image.addEventListener("load", done, { once: true });
    image.addEventListener("error", done, { once: true });
    setTimeout(done, ms);
  });
}

/**
 * While the story is on the page: its images have loaded (a broken one is noted), and each frame's
 * page is on this machine and is there (asked for again with `plainFetch`, so a 404 shows, also
 * for a frame of another origin whose document cannot be read).
 */
export async function checkShownRequests(plainFetch: typeof fetch): Promise<void> {
  const images = [...document.images].filter((image) => image.getAttribute("src"));
  await Promise.all(images.map((image) => settled(image, 5000)));
  for (const image of images) {
    if (image.isConnected && image.complete && image.naturalWidth === 0) reportUnanswered(`image ${image.currentSrc || image.src}: broken`);
  }
  for (const frame of document.querySelectorAll("iframe")) {
    const src = frame.getAttribute("src");
    if (!src) continue;
    const url = new URL(src, location.href);
    if (url.protocol !== "http:" && url.protocol !== "https:") continue;
    if (!THIS_MACHINE.has(url.hostname)) {
      reportUnanswered(`frame ${url.href}: off this machine (stand in a page of .storybook/stand-ins.ts)`);
      continue;
    }
    // A stand-in on this server under its other loopback name is asked for on the page's own
    // origin (the same server and port, so the same answer, with no CORS between them).
    const asked = url.port === location.port && url.protocol === location.protocol ? new URL(url.pathname + url.search, location.origin) : url;
    try {
      const response = await plainFetch(asked, { method: "GET", credentials: "omit" });
      if (!response.ok) reportUnanswered(`frame ${url.href}: ${response.status}`);
    } catch (error) {
      reportUnanswered(`frame ${url.href}: ${String(error)}`);
    }
  }
}

/** What the story asked for that nobody answered, one line each. */
export function unansweredRequests(): string[] {
  return [...unanswered];
}
