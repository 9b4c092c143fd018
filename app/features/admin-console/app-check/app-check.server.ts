import { isIP } from "node:net";
import { Agent, request, type Dispatcher } from "undici";
import { runsInPage } from "#app/kit/security/code-trust";
import { contentTypeFinding, corsFinding, framingFinding, statusFinding, type CorsMode, type Finding } from "./app-check.rules";
import { AddressNotChecked, checkedLookup, mayCheckAddress } from "./check-address.server";
import { entryAssets } from "./entry-assets.rules";

/**
 * The app check (ADR 060): fetches a registered app's entry from the portal's server the way
 * the member's browser will, and says what the browser will refuse. It reads headers and at most
 * the first MAX_ENTRY_BYTES of the entry (for its scripts and stylesheets), never hands the body
 * to anyone, and finishes within CHECK_TIMEOUT_MS whatever the app's server does.
 */

export const CHECK_TIMEOUT_MS = 5000;
/** The part of an entry page read for the files it names. */
export const MAX_ENTRY_BYTES = 512 * 1024;
/** Redirects followed, as a browser would, before the check gives up. */
export const MAX_REDIRECTS = 3;
/** The entry's scripts and stylesheets asked for besides the entry, the first ones. */
export const MAX_ASSETS = 4;

export type AppKind = "microApp" | "iframe" | "window";
/** How the portal will host the app (ADR 047): read by the page's code, framed, or opened in a window of its own. */
export type Hosting = "inPage" | "framed" | "window";

export interface AppCheckContext {
  /** The portal's origin as members' browsers see it. */
  portalOrigin: string;
  /** The operator's trusted code origins (ADR 047). */
  trusted: readonly string[];
  timeoutMs?: number;
}

export interface AppCheckResult {
  /** The address asked (an entry path resolved against the portal's origin). */
  url: string;
  hosting: Hosting;
  findings: Finding[];
}

interface Answer {
  url: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** The failure of one request, as a finding about `url`. */
class Unreached extends Error {
  constructor(readonly finding: Finding) {
    super(finding.code);
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const header = (headers: Answer["headers"], name: string): string | null => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? null);
};
const headerList = (headers: Answer["headers"], name: string): string[] => {
  const value = headers[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

/** The finding a failed connection makes: a name not found, an address never asked, no answer in time, or no connection (with the system's reason). */
function failureFinding(url: string, error: unknown, timeoutMs: number): Finding {
  const causes: unknown[] = [];
  for (let cause: unknown = error; cause && causes.length < 5; cause = (cause as { cause?: unknown }).cause) causes.push(cause);
  const notChecked = causes.find((cause): cause is AddressNotChecked => cause instanceof AddressNotChecked);
  if (notChecked) return { code: "addressNotChecked", severity: "warning", params: { url, address: notChecked.address } };
  const codes = causes.flatMap((cause) => [(cause as { code?: unknown }).code, (cause as { name?: unknown }).name].filter((value): value is string => typeof value === "string"));
  const host = new URL(url).host;
  if (codes.some((code) => code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "EAI_NODATA")) return { code: "notResolved", severity: "error", params: { url, host } };
  if (codes.some((code) => /TIMEOUT|TimeoutError|AbortError/i.test(code))) return { code: "timedOut", severity: "error", params: { url, seconds: String(Math.round(timeoutMs / 1000)) } };
  const reason = codes.find((code) => /^E[A-Z_]+$|^UND_ERR|CERT|SSL/.test(code)) ?? (error instanceof Error ? error.message : String(error));
  return { code: "notConnected", severity: "error", params: { url, host, reason } };
}

/** Reads at most `max` bytes of a body, then lets the rest go. */
async function cappedText(body: Dispatcher.ResponseData["body"], max: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    const room = max - size;
    chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
    size += Math.min(chunk.length, room);
    if (size >= max) {
      body.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).toString("utf8");
}

interface Ask {
  headers: Record<string, string>;
  readBody: boolean;
  deadline: AbortSignal;
  dispatcher: Dispatcher;
  timeoutMs: number;
}

/** One GET, redirects followed (http(s) only, MAX_REDIRECTS at most, each address checked); throws Unreached. */
async function ask(start: string, how: Ask): Promise<Answer> {
  let url = start;
  for (let hop = 0; ; hop += 1) {
    const { hostname } = new URL(url);
    const literal = hostname.replace(/^\[|\]$/g, "");
    // A literal address is connected to without a lookup: judged here.
    if (isIP(literal) !== 0 && !mayCheckAddress(literal)) throw new Unreached({ code: "addressNotChecked", severity: "warning", params: { url, address: literal } });
    let answer: Dispatcher.ResponseData;
    try {
      answer = await request(url, { method: "GET", headers: how.headers, signal: how.deadline, dispatcher: how.dispatcher, maxRedirections: 0 });
    } catch (error) {
      throw new Unreached(failureFinding(url, error, how.timeoutMs));
    }
    const location = header(answer.headers, "location");
    if (REDIRECTS.has(answer.statusCode) && location) {
      await answer.body.dump().catch(() => undefined);
      let next: URL | null = null;
      try {
        next = new URL(location, url);
      } catch {
        next = null;
      }
      if (!next || (next.protocol !== "http:" && next.protocol !== "https:")) throw new Unreached({ code: "redirectRefused", severity: "error", params: { url, location } });
      if (hop + 1 > MAX_REDIRECTS) throw new Unreached({ code: "tooManyRedirects", severity: "error", params: { url: start, count: String(MAX_REDIRECTS) } });
      url = next.href;
      continue;
    }
    let body = "";
    try {
      body = how.readBody ? await cappedText(answer.body, MAX_ENTRY_BYTES) : "";
      if (!how.readBody) await answer.body.dump();
    } catch (error) {
      throw new Unreached(failureFinding(url, error, how.timeoutMs));
    }
    return { url, status: answer.statusCode, headers: answer.headers, body };
  }
}

/** How the portal will host an app of `kind` at `url` (ADR 047: a micro-app off the trusted origins is framed). */
export function hostingOf(kind: AppKind, url: string, context: Pick<AppCheckContext, "trusted" | "portalOrigin">): Hosting {
  if (kind === "window") return "window";
  if (kind === "microApp" && runsInPage(url, context.trusted, context.portalOrigin)) return "inPage";
  return "framed";
}

/**
 * Checks one app: reachable, an HTML page, and — as its hosting needs — readable by the
 * portal's page across origins (the entry and its first MAX_ASSETS files) or allowed to be
 * framed by the portal. `entry` is an absolute http(s) URL or a path on the portal's origin
 * (the caller has checked it is one). Never throws for anything the app's server does.
 */
export async function checkApp(entry: string, kind: AppKind, context: AppCheckContext): Promise<AppCheckResult> {
  const timeoutMs = context.timeoutMs ?? CHECK_TIMEOUT_MS;
  const url = new URL(entry, context.portalOrigin).href;
  const hosting = hostingOf(kind, url, context);
  const findings: Finding[] = [];
  if (kind === "microApp" && hosting === "framed") findings.push({ code: "framedNotInPage", severity: "info", params: { url, origin: new URL(url).origin } });
  const crossOrigin = new URL(url).origin !== context.portalOrigin;
  const dispatcher = new Agent({ connect: { lookup: checkedLookup, timeout: timeoutMs }, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
  const deadline = AbortSignal.timeout(timeoutMs);
  const common = { "user-agent": "PortalAppCheck/1 (ADR 060)", "accept-language": "zh-CN,zh;q=0.9,en;q=0.8" };
  const corsHeaders = { ...common, origin: context.portalOrigin, accept: "*/*", "sec-fetch-mode": "cors", "sec-fetch-site": "cross-site" };
  try {
    const entryHeaders =
      hosting === "inPage"
        ? { ...corsHeaders, accept: "text/html,*/*" }
        : { ...common, accept: "text/html,application/xhtml+xml,*/*;q=0.8", "sec-fetch-mode": "navigate", "sec-fetch-dest": hosting === "framed" ? "iframe" : "document", "sec-fetch-site": "cross-site" };
    const page = await ask(url, { headers: entryHeaders, readBody: hosting === "inPage", deadline, dispatcher, timeoutMs });
    const status = statusFinding(page.url, page.status);
    if (status) return { url, hosting, findings: [...findings, status] };
    const type = contentTypeFinding(page.url, header(page.headers, "content-type"), hosting === "inPage");
    if (type) findings.push(type);
    if (hosting === "framed") {
      const framing = framingFinding(page.url, header(page.headers, "x-frame-options"), headerList(page.headers, "content-security-policy"), context.portalOrigin);
      if (framing) findings.push(framing);
    }
    if (hosting === "inPage") {
      if (crossOrigin || new URL(page.url).origin !== context.portalOrigin) {
        const cors = corsFinding(page.url, header(page.headers, "access-control-allow-origin"), header(page.headers, "access-control-allow-credentials"), context.portalOrigin, "anonymous");
        if (cors) findings.push(cors);
      }
      findings.push(...(await checkAssets(entryAssets(page.body, page.url, MAX_ASSETS), { headers: corsHeaders, deadline, dispatcher, timeoutMs, portalOrigin: context.portalOrigin })));
    }
  } catch (error) {
    if (error instanceof Unreached) findings.push(error.finding);
    else throw error;
  } finally {
    void dispatcher.close().catch(() => undefined);
  }
  return { url, hosting, findings };
}

/** Each file of an in-page app, asked for as the page's loader asks (with the portal's Origin; cookies for a `crossorigin` script). */
async function checkAssets(assets: { url: string; mode: CorsMode }[], how: Omit<Ask, "readBody"> & { portalOrigin: string }): Promise<Finding[]> {
  const found = await Promise.all(
    assets.map(async (asset): Promise<Finding[]> => {
      try {
        const answer = await ask(asset.url, { ...how, readBody: false });
        const status = statusFinding(answer.url, answer.status);
        if (status) return [status];
        if (new URL(answer.url).origin === how.portalOrigin) return [];
        const cors = corsFinding(answer.url, header(answer.headers, "access-control-allow-origin"), header(answer.headers, "access-control-allow-credentials"), how.portalOrigin, asset.mode);
        return cors ? [cors] : [];
      } catch (error) {
        if (error instanceof Unreached) return [error.finding];
        throw error;
      }
    }),
  );
  return found.flat();
}
