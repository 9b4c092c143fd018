import { describe, expect, it } from "vitest";
import { securityHeaders } from "../../server/security-headers.ts";

/** The headers the middleware sets for one request to `path`. */
function headersFor(path: string, production = true, answer: Record<string, string> = {}): Record<string, string> {
  const set: Record<string, string> = {};
  const res = {
    locals: {} as Record<string, unknown>,
    setHeader: (name: string, value: string) => void (set[name.toLowerCase()] = value),
    getHeader: (name: string) => set[name.toLowerCase()],
    removeHeader: (name: string) => void delete set[name.toLowerCase()],
    writeHead: () => undefined,
  };
  let nextCalled = false;
  securityHeaders(production)({ path, secure: false } as never, res as never, () => void (nextCalled = true));
  expect(nextCalled).toBe(true);
  // What the route itself answered with (the BFF relays a file's headers).
  for (const [name, value] of Object.entries(answer)) res.setHeader(name, value);
  // The policy is written as the headers go out (the portal loader adds to it before).
  res.writeHead();
  return set;
}

const scriptSrc = (csp: string | undefined) => csp?.split("; ").find((part) => part.startsWith("script-src")) ?? "";

describe("security headers (ARCHITECTURE §6, ADR 013)", () => {
  it("portal pages may eval (qiankun's sandbox) but still need the nonce for inline scripts", () => {
    const src = scriptSrc(headersFor("/portal/1/")["content-security-policy"]);
    expect(src).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}' 'unsafe-eval'$/);
  });

  it.each(["/login/", "/apps/project-ledger/", "/portal-admin/", "/api/uaa/user", "/portalx/"])("%s keeps script-src without eval", (path) => {
    const src = scriptSrc(headersFor(path)["content-security-policy"]);
    expect(src).toMatch(/^script-src 'self' 'nonce-[^']+'$/);
  });

  it("every response gets a fresh nonce, and the usual hardening headers", () => {
    const a = headersFor("/portal/1/");
    const b = headersFor("/portal/1/");
    expect(scriptSrc(a["content-security-policy"])).not.toBe(scriptSrc(b["content-security-policy"]));
    expect(a["x-content-type-options"]).toBe("nosniff");
    expect(a["content-security-policy"]).toContain("object-src 'none'");
  });

  it("a file relayed from the platform keeps its policy that allows nothing; any other policy is the page's", () => {
    const image = headersFor("/api/file/v4/images/ab", true, { "Content-Security-Policy": "default-src 'none'", "Content-Type": "image/png" });
    expect(image["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'self'");
    const other = headersFor("/api/uaa/user", true, { "Content-Security-Policy": "default-src *" });
    expect(other["content-security-policy"]).toContain("object-src 'none'");
  });

  it("development (Vite's inline scripts) sends no page policy, only who may frame it", () => {
    expect(headersFor("/portal/1/", false)["content-security-policy"]).toBe("frame-ancestors 'self'");
  });
});
