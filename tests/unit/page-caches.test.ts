import { gunzipSync } from "node:zlib";
import type { EntryContext } from "@remix-run/node";
import { beforeEach, describe, expect, it } from "vitest";
import type { PlatformResult } from "#app/platform-api/client.server.ts";
import { forgetAllSessionReads, forgetSessionReads, readForSession, READ_TTL_MS } from "#app/platform-api/session-cache.server.ts";
import { acceptsGzip, cachedBody, cachedDocument, forgetDocuments, keepDocument, renderKey } from "#app/shell/render-cache.server.ts";

const ok = (data: unknown): PlatformResult => ({ status: 200, envelope: { success: true, data }, etag: null });

/** A platform read that counts how often it is made. */
function counted(result: () => PlatformResult) {
  const call = async () => {
    call.calls++;
    return result();
  };
  call.calls = 0;
  return call;
}

describe("session reads (ADR 008)", () => {
  beforeEach(() => forgetAllSessionReads());

  it("a read is reused for the same token, headers and path while fresh, then asked again", async () => {
    const call = counted(() => ok({ id: "u1" }));
    const t0 = 1_000_000;
    await readForSession("token-a", { "x-tenant-id": "1" }, "/uaa/user", call, t0);
    const again = await readForSession("token-a", { "x-tenant-id": "1" }, "/uaa/user", call, t0 + READ_TTL_MS);
    expect(again.envelope?.data).toEqual({ id: "u1" });
    expect(call.calls).toBe(1);
    await readForSession("token-a", { "x-tenant-id": "1" }, "/uaa/user", call, t0 + READ_TTL_MS + 1);
    expect(call.calls).toBe(2);
  });

  it("never crosses tokens, session headers or paths", async () => {
    const call = counted(() => ok(null));
    await readForSession("token-a", { "x-tenant-id": "1" }, "/uaa/user", call);
    await readForSession("token-b", { "x-tenant-id": "1" }, "/uaa/user", call);
    await readForSession("token-a", { "x-tenant-id": "2" }, "/uaa/user", call);
    await readForSession("token-a", { "x-tenant-id": "1" }, "/i18n/v4/env/info", call);
    expect(call.calls).toBe(4);
  });

  it("header order does not matter", async () => {
    const call = counted(() => ok(null));
    await readForSession("token-a", { a: "1", b: "2" }, "/p", call);
    await readForSession("token-a", { b: "2", a: "1" }, "/p", call);
    expect(call.calls).toBe(1);
  });

  it("a failure, a refusal or a 401 is asked again next time", async () => {
    for (const answer of [{ status: 401, envelope: null, etag: null }, { status: 200, envelope: { success: false, data: null }, etag: null }, { status: 503, envelope: null, etag: null }] satisfies PlatformResult[]) {
      const call = counted(() => answer);
      await readForSession("token-a", {}, "/uaa/user", call);
      await readForSession("token-a", {}, "/uaa/user", call);
      expect(call.calls).toBe(2);
      forgetAllSessionReads();
    }
    let fail = true;
    const throwing = async () => {
      if (fail) throw new Error("network");
      return ok(1);
    };
    await expect(readForSession("token-a", {}, "/x", throwing)).rejects.toThrow("network");
    fail = false;
    await expect(readForSession("token-a", {}, "/x", throwing)).resolves.toEqual(ok(1));
  });

  it("concurrent page loads of a session share one call", async () => {
    const call = counted(() => ok(1));
    await Promise.all([1, 2, 3].map(() => readForSession("token-a", {}, "/uaa/user", call)));
    expect(call.calls).toBe(1);
  });

  it("forgetting a token drops its reads only", async () => {
    const call = counted(() => ok(1));
    await readForSession("token-a", {}, "/uaa/user", call);
    await readForSession("token-b", {}, "/uaa/user", call);
    forgetSessionReads("token-a");
    await readForSession("token-a", {}, "/uaa/user", call);
    await readForSession("token-b", {}, "/uaa/user", call);
    expect(call.calls).toBe(3);
  });

  it("an empty token is never cached", async () => {
    const call = counted(() => ok(1));
    await readForSession("", {}, "/uaa/user", call);
    await readForSession("", {}, "/uaa/user", call);
    expect(call.calls).toBe(2);
  });
});

function context(loaderData: Record<string, unknown>, errors: Record<string, unknown> | null = null): EntryContext {
  return { staticHandlerContext: { loaderData, actionData: null, errors } } as unknown as EntryContext;
}

describe("rendered documents (ADR 008)", () => {
  beforeEach(() => forgetDocuments());

  it("the same URL and data address the same document; anything different does not", () => {
    const a = renderKey("http://p/portal/1/", 200, context({ root: { locale: "en" } }), true);
    expect(a).not.toBeNull();
    expect(renderKey("http://p/portal/1/", 200, context({ root: { locale: "en" } }), true)).toBe(a);
    expect(renderKey("http://p/portal/1/", 200, context({ root: { locale: "sv-SE" } }), true)).not.toBe(a);
    expect(renderKey("http://p/portal/2/", 200, context({ root: { locale: "en" } }), true)).not.toBe(a);
    expect(renderKey("http://p/portal/1/", 200, context({ root: { locale: "en" } }), false)).not.toBe(a);
  });

  it("error pages, other statuses and data that is not JSON are not kept", () => {
    expect(renderKey("http://p/", 200, context({}, { root: new Error("x") }), true)).toBeNull();
    expect(renderKey("http://p/", 503, context({}), true)).toBeNull();
    expect(renderKey("http://p/", 200, context({ root: { n: 1n } }), true)).toBeNull();
  });

  it("a kept document comes back with the new response's nonce in every place of the old one", () => {
    const key = renderKey("http://p/", 200, context({ root: {} }), true);
    keepDocument(key, '<script nonce="OLD">a</script><style nonce="OLD"></style>', "OLD");
    expect(cachedDocument(key, "NEW")).toBe('<script nonce="NEW">a</script><style nonce="NEW"></style>');
    expect(cachedDocument(renderKey("http://p/other", 200, context({ root: {} }), true), "NEW")).toBeNull();
    expect(cachedDocument(null, "NEW")).toBeNull();
  });

  it("a kept document is served gzip-compressed to a client that takes gzip: it inflates to the page with the new nonce", () => {
    const key = renderKey("http://p/gz", 200, context({ root: {} }), true);
    const page = `<!DOCTYPE html><html><head><style nonce="OLD">${"a{color:red}".repeat(5000)}</style></head><body>中文 ✓<script nonce="OLD">x()</script></body></html>`;
    keepDocument(key, page, "OLD");
    const first = cachedBody(key, "N1", "gzip, deflate, br");
    const second = cachedBody(key, "N2", "br;q=1, gzip;q=0.5");
    expect(first?.encoding).toBe("gzip");
    expect(gunzipSync(first!.body).toString("utf8")).toBe(page.split("OLD").join("N1"));
    expect(gunzipSync(second!.body).toString("utf8")).toBe(page.split("OLD").join("N2"));
    // Compressed, not just wrapped.
    expect(first!.body.length).toBeLessThan(Buffer.byteLength(page) / 10);
  });

  it("a client that does not take gzip gets the plain page; no nonce and no parts work too", () => {
    const key = renderKey("http://p/plain", 200, context({ root: {} }), true);
    keepDocument(key, '<script nonce="OLD">a</script>', "OLD");
    for (const header of [null, "", "identity", "br", "gzip;q=0", "deflate, gzip; q=0.0"]) {
      const body = cachedBody(key, "NEW", header);
      expect(body?.encoding).toBeNull();
      expect(body?.body.toString("utf8")).toBe('<script nonce="NEW">a</script>');
    }
    const bare = renderKey("http://p/bare", 200, context({ root: {} }), false);
    keepDocument(bare, "<p>no scripts</p>", undefined);
    expect(gunzipSync(cachedBody(bare, undefined, "gzip")!.body).toString("utf8")).toBe("<p>no scripts</p>");
    expect(cachedBody(renderKey("http://p/none", 200, context({ root: {} }), true), "NEW", "gzip")).toBeNull();
  });

  it("reads Accept-Encoding as HTTP does", () => {
    expect(acceptsGzip("gzip")).toBe(true);
    expect(acceptsGzip("GZIP;q=0.1")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("gzipx, br")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
