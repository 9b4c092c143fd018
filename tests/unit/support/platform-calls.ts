import { vi } from "vitest";

/** One call the browser client made: its method, its path under /api/, its JSON body and headers. */
export interface PlatformCall {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

/**
 * Stands in for fetch until `vi.unstubAllGlobals()`: every call of the browser client
 * (app/platform-api/client.ts) is recorded and answered with `data` in the platform's envelope.
 * Outside a browser the client asks for `/api/<path>`, so `path` is the platform path as written.
 */
export function recordPlatformCalls(data: unknown = null): PlatformCall[] {
  const calls: PlatformCall[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method: init?.method ?? "GET", path: String(input).replace(/^\/api\//, ""), body, headers: new Headers(init?.headers) });
    return Response.json({ success: true, data });
  });
  return calls;
}
