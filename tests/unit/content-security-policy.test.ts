import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, exactOrigin, responseCspOf, type CspInput } from "#app/kit/security/content-security-policy";
import { readAppOrigins } from "#app/kit/security/app-origins.server";

const BASE: CspInput = { nonce: "n0nce", allowEval: true, frameAncestors: [], trustedCode: [], apps: [], framed: [], images: [] };

/** The directive of a policy, by name, as its list of sources. */
function directive(policy: string, name: string): string[] {
  const part = policy.split("; ").find((p) => p.startsWith(`${name} `));
  return part ? part.split(" ").slice(1) : [];
}

describe("the portal page's policy from its tenant's registered apps (ARCHITECTURE §8, ADR 017)", () => {
  it("with no app on another origin, everything stays on the portal's own origin", () => {
    const policy = contentSecurityPolicy(BASE);
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-n0nce'", "'unsafe-eval'"]);
    expect(directive(policy, "connect-src")).toEqual(["'self'"]);
    expect(directive(policy, "frame-src")).toEqual(["'self'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'self'"]);
  });

  it("a micro-app's origin the operator trusts may give code, styles and fonts and be fetched from; its APIs may be fetched from", () => {
    const policy = contentSecurityPolicy({ ...BASE, trustedCode: ["https://cdn.customer.example"], apps: [{ kind: "microApp", origin: "https://cdn.customer.example", allowedOrigins: ["https://api.customer.example"] }] });
    expect(directive(policy, "script-src")).toContain("https://cdn.customer.example");
    expect(directive(policy, "style-src")).toContain("https://cdn.customer.example");
    expect(directive(policy, "font-src")).toContain("https://cdn.customer.example");
    expect(directive(policy, "connect-src")).toEqual(["'self'", "https://cdn.customer.example", "https://api.customer.example"]);
    // A micro-app is not framed.
    expect(directive(policy, "frame-src")).toEqual(["'self'"]);
  });

  it("a micro-app on an origin nobody trusts gives no code to the page: it is framed on its own origin (ADR 047)", () => {
    const policy = contentSecurityPolicy({ ...BASE, apps: [{ kind: "microApp", origin: "https://cdn.customer.example", allowedOrigins: ["https://api.customer.example"] }] });
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-n0nce'", "'unsafe-eval'"]);
    expect(directive(policy, "connect-src")).toEqual(["'self'"]);
    expect(directive(policy, "style-src")).not.toContain("https://cdn.customer.example");
    expect(directive(policy, "frame-src")).toEqual(["'self'", "https://cdn.customer.example"]);
  });

  it("scripts come from the operator's trusted origins by name, never from a tenant's config (ADR 047)", () => {
    const policy = contentSecurityPolicy({ ...BASE, trustedCode: ["https://scripts.operator.example"], images: ["https://assets.tenant.example"], framed: ["https://partner.example"] });
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-n0nce'", "'unsafe-eval'", "https://scripts.operator.example"]);
  });

  it("a framed app's origin may be framed, and gives no code to the portal's page", () => {
    const policy = contentSecurityPolicy({ ...BASE, apps: [{ kind: "iframe", origin: "http://127.0.0.1:4555", allowedOrigins: ["https://api.example"] }], framed: ["https://partner.example"] });
    expect(directive(policy, "frame-src")).toEqual(["'self'", "http://127.0.0.1:4555", "https://partner.example"]);
    expect(directive(policy, "script-src")).not.toContain("http://127.0.0.1:4555");
    expect(directive(policy, "connect-src")).toEqual(["'self'"]);
  });

  it("a detached window needs nothing of the page's policy", () => {
    const policy = contentSecurityPolicy({ ...BASE, apps: [{ kind: "window", origin: "https://other.example", allowedOrigins: [] }] });
    expect(policy).not.toContain("other.example");
  });

  it("never writes a wildcard host, a path, or anything that could end a directive", () => {
    const policy = contentSecurityPolicy({
      ...BASE,
      trustedCode: ["https://apps.example.com", "https://*.example.com"],
      apps: [
        { kind: "microApp", origin: "https://apps.example.com", allowedOrigins: ["*", "https://a.example/path", "https://b.example; script-src *", "javascript:alert(1)"] },
        { kind: "microApp", origin: "https://*.example.com", allowedOrigins: [] },
        { kind: "iframe", origin: "https://ok.example", allowedOrigins: [] },
      ],
      framed: ["data:text/html,x", "https://user:pw@c.example"],
    });
    expect(policy).not.toMatch(/\*|path|javascript|data:text|user:pw/);
    expect(directive(policy, "connect-src")).toEqual(["'self'", "https://apps.example.com", "https://a.example"]);
    expect(directive(policy, "frame-src")).toEqual(["'self'", "https://ok.example"]);
  });

  it("exact origins keep a port and drop a trailing slash", () => {
    expect(exactOrigin("http://127.0.0.1:8080/")).toBe("http://127.0.0.1:8080");
    expect(exactOrigin("https://Apps.Example.com")).toBe("https://apps.example.com");
    expect(exactOrigin("/apps/x/")).toBeNull();
    expect(exactOrigin("ftp://x.example")).toBeNull();
  });

  it("pages other than the portal's do not eval; embedding outer pages are listed", () => {
    const policy = contentSecurityPolicy({ ...BASE, allowEval: false, frameAncestors: ["https://outer.example"] });
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-n0nce'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'self'", "https://outer.example"]);
  });
});

describe("reading the platform's origins answer", () => {
  it("keeps the apps of the documented shape and leaves the rest out", () => {
    expect(
      readAppOrigins({
        version: 3,
        apps: [
          { id: "a", kind: "microApp", origin: "https://cdn.example", allowedOrigins: ["https://api.example", 42] },
          { id: "b", kind: "iframe", origin: null, allowedOrigins: [] },
          { id: "c", kind: "plugin", origin: "https://x.example", allowedOrigins: [] },
          { id: "d", kind: "iframe", origin: "not a url", allowedOrigins: [] },
          null,
        ],
      }),
    ).toEqual([
      { kind: "microApp", origin: "https://cdn.example", allowedOrigins: ["https://api.example"] },
      { kind: "iframe", origin: null, allowedOrigins: [] },
    ]);
  });

  it("an answer without a list allows no other origin", () => {
    expect(readAppOrigins({})).toEqual([]);
    expect(readAppOrigins(null)).toEqual([]);
  });

  it("the load context carries the response's sources only when the server put them there", () => {
    const csp = { nonce: "n", apps: [], framed: [], images: [] };
    expect(responseCspOf({ csp })).toBe(csp);
    expect(responseCspOf({})).toBeNull();
    expect(responseCspOf(undefined)).toBeNull();
  });
});
