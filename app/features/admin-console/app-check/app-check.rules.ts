/**
 * What a browser will refuse of a registered app, read from the headers of the app's own
 * answers (ADR 060; ADR 013 and 047 for how each kind is hosted). Pure: the server's check
 * (app-check.server.ts) fetches, these rules judge, the console words each finding.
 *
 * - An app the page fetches (qiankun, ADR 013 decision 2 as changed by ADR 017) is read across
 *   origins: its entry and each script and stylesheet must allow the portal's origin by CORS.
 * - An app the page frames must let the portal's origin frame it: CSP `frame-ancestors`, or,
 *   when a policy names none, `X-Frame-Options`.
 */

/** How bad a finding is: `error` the browser will refuse; `warning` it may; `info` said for the record. */
export type FindingSeverity = "error" | "warning" | "info";

/** The finding kinds; each has its message in the console's strings (adminConsole.appCheck.findings.<code>). */
export type FindingCode =
  | "notResolved"
  | "notConnected"
  | "timedOut"
  | "httpStatus"
  | "redirectRefused"
  | "tooManyRedirects"
  | "addressNotChecked"
  | "notHtml"
  | "tooLarge"
  | "corsMissing"
  | "corsOtherOrigin"
  | "corsWildcardWithCredentials"
  | "corsNoCredentials"
  | "framingDenied"
  | "framingSameOrigin"
  | "framingAncestors"
  | "framedNotInPage";

/** One thing that will (or may) fail, with what its message names. */
export interface Finding {
  code: FindingCode;
  severity: FindingSeverity;
  /** The values the message names (the address asked, the portal's origin, a header's value, …). */
  params: Record<string, string>;
}

/** How the browser asks for a file of a micro-app: without cookies (the entry, a stylesheet), or with them (a script marked `crossorigin`). */
export type CorsMode = "anonymous" | "credentials";

/**
 * The CORS finding for one answer read by the portal's page, or null when the browser reads it:
 * `Access-Control-Allow-Origin` must be the portal's origin exactly (or `*` when asked without
 * cookies), one value, and with cookies `Access-Control-Allow-Credentials: true` besides.
 */
export function corsFinding(url: string, allowOrigin: string | null, allowCredentials: string | null, portalOrigin: string, mode: CorsMode): Finding | null {
  const params = { url, portalOrigin };
  const value = allowOrigin?.trim() ?? "";
  if (value === "") return { code: "corsMissing", severity: "error", params };
  if (value === "*") return mode === "credentials" ? { code: "corsWildcardWithCredentials", severity: "error", params } : null;
  // Browsers compare the value as it is: one origin, no trailing slash, no list.
  if (value !== portalOrigin) return { code: "corsOtherOrigin", severity: "error", params: { ...params, allowed: value } };
  if (mode === "credentials" && allowCredentials?.trim() !== "true") return { code: "corsNoCredentials", severity: "error", params };
  return null;
}

const DEFAULT_PORTS: Record<string, string> = { "http:": "80", "https:": "443" };

/** Whether one CSP host-source (or scheme-source, `*`, `'self'`) of `frame-ancestors` lets `ancestor` frame a page of `protectedOrigin` (CSP3 §6.7.2). */
function sourceAllows(source: string, ancestor: URL, protectedOrigin: URL): boolean {
  const token = source.toLowerCase();
  if (token === "*") return ancestor.protocol === "http:" || ancestor.protocol === "https:";
  if (token === "'self'") return ancestor.origin === protectedOrigin.origin || (protectedOrigin.protocol === "http:" && ancestor.protocol === "https:" && ancestor.host === protectedOrigin.host);
  if (/^[a-z][a-z0-9+.-]*:$/.test(token)) return token === ancestor.protocol || (token === "http:" && ancestor.protocol === "https:");
  const match = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|(?:\*\.)?[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\*|\d+))?(?:\/.*)?$/.exec(token);
  if (!match) return false;
  const [, scheme, host, port] = match;
  const expectedScheme = scheme ? `${scheme}:` : protectedOrigin.protocol;
  const schemeOk = ancestor.protocol === expectedScheme || (expectedScheme === "http:" && ancestor.protocol === "https:");
  if (!schemeOk) return false;
  const ancestorHost = ancestor.hostname.toLowerCase();
  const hostOk = host === "*" || (host!.startsWith("*.") ? ancestorHost.endsWith(host!.slice(1)) : ancestorHost === host);
  if (!hostOk) return false;
  const ancestorPort = ancestor.port || DEFAULT_PORTS[ancestor.protocol] || "";
  if (port === "*") return true;
  if (port) return ancestorPort === port;
  return ancestorPort === (DEFAULT_PORTS[expectedScheme] ?? "") || ancestorPort === DEFAULT_PORTS[ancestor.protocol];
}

/** The `frame-ancestors` source lists of the policies sent (each header, each comma-separated policy); empty when none names it. */
export function frameAncestorLists(policies: readonly string[]): string[][] {
  const lists: string[][] = [];
  for (const policy of policies.flatMap((header) => header.split(","))) {
    for (const directive of policy.split(";")) {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name?.toLowerCase() === "frame-ancestors") {
        lists.push(sources.filter(Boolean));
        break; // a repeated directive is ignored by the browser
      }
    }
  }
  return lists;
}

/**
 * The framing finding for a page the portal frames, or null when the browser shows it. A policy
 * with `frame-ancestors` decides and `X-Frame-Options` is then ignored (CSP3); every policy
 * sent must allow the portal. Otherwise `DENY` refuses every page, `SAMEORIGIN` every page of
 * another origin than the app's (the portal's page is the frame's parent and its top).
 */
export function framingFinding(url: string, frameOptions: string | null, policies: readonly string[], portalOrigin: string): Finding | null {
  const ancestor = new URL(portalOrigin);
  const page = new URL(url);
  const lists = frameAncestorLists(policies);
  if (lists.length > 0) {
    const refusing = lists.find((sources) => !sources.some((source) => source.toLowerCase() !== "'none'" && sourceAllows(source, ancestor, page)));
    return refusing ? { code: "framingAncestors", severity: "error", params: { url, portalOrigin, ancestors: refusing.length > 0 ? refusing.join(" ") : "'none'" } } : null;
  }
  const values = (frameOptions ?? "")
    .split(",")
    .map((value) => value.trim().toUpperCase())
    .filter(Boolean);
  if (values.includes("DENY")) return { code: "framingDenied", severity: "error", params: { url, portalOrigin } };
  if (values.includes("SAMEORIGIN") && page.origin !== ancestor.origin) return { code: "framingSameOrigin", severity: "error", params: { url, portalOrigin } };
  return null;
}

/** The content-type finding for an entry: an HTML page is what qiankun parses and a frame shows; anything else is named. */
export function contentTypeFinding(url: string, contentType: string | null, inPage: boolean): Finding | null {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "text/html" || type === "application/xhtml+xml") return null;
  return { code: "notHtml", severity: inPage ? "error" : "warning", params: { url, contentType: type || "—" } };
}

/** An HTTP status that is no page: 4xx and 5xx (a redirect is followed before). */
export function statusFinding(url: string, status: number): Finding | null {
  return status >= 400 ? { code: "httpStatus", severity: "error", params: { url, status: String(status) } } : null;
}
