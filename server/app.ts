import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express from "express";
import { parseServerEnv, provideEnv } from "#app/kit/env.server";
import { log } from "#app/kit/log.server";
import { parseTrustedOrigins } from "#app/kit/security/code-trust";
import { createPlatform, type Platform } from "#platform/index";
import { pageContextGuard } from "./page-context";
import { allowedMethodsOnly, refuseConnect } from "./allowed-methods";
import { finalErrorHandler, healthz, labelRemixRoute, metricsEndpoint, readyz, remixRouteOf, requestObservability } from "./observability";
import { privateAnswers, sameOriginWrites, securityHeaders, type ResponseCsp } from "./security-headers";

export interface PortalServerOptions {
  mode: "production" | "development";
  port?: number;
  host?: string;
  /** Folder for the embedded database and the session secret. */
  dataDir?: string;
  /** Keep the embedded database in memory (tests). */
  inMemory?: boolean;
  /** In memory: start the database from this dump (PlatformOptions.inMemoryTemplate). */
  inMemoryTemplate?: Blob;
  databaseUrl?: string;
  /** An external platform; when unset the reference platform runs in this process. */
  platformApiUrl?: string;
  /** Folder of the Remix build (production mode). */
  buildDir?: string;
  /** The operator's trusted code origins (ADR 047), instead of TRUSTED_CODE_ORIGINS; checked the same way. */
  trustedCodeOrigins?: string[];
}

export interface PortalServer {
  url: string;
  platform: Platform | null;
  close(): Promise<void>;
}

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

/** The configured session secret, else the one generated once into the data directory. */
function sessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Resolves when the external platform answers at all (any HTTP status). */
async function platformAnswers(platformApiUrl: string): Promise<void> {
  const answer = await fetch(platformApiUrl, { method: "HEAD", redirect: "manual", signal: AbortSignal.timeout(2000) });
  await answer.body?.cancel();
}

/** A built file whose name carries its content hash (Vite's `assets/name-HASH.ext`): it never changes. */
const HASHED_ASSET = /(?:^|\/)assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/**
 * The demo sub-apps built by micro-apps/build.ts, at /apps/<path>/ (mount at "/apps"):
 * a folder's index.html for a path ending in "/", a 301 adding the "/" to a folder's path
 * (query kept), hashed assets cached for a year, everything else revalidated on each use.
 * Whatever is not a file there (unknown, hidden, a path escaping the folder, a malformed
 * one) is a plain 404, never the portal's page; only GET and HEAD are answered.
 */
export function serveMicroApps(appsDir: string): express.RequestHandler {
  const files = express.static(appsDir, {
    index: ["index.html"],
    redirect: true,
    dotfiles: "ignore",
    fallthrough: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const relative = path.relative(appsDir, filePath).split(path.sep).join("/");
      res.setHeader("Cache-Control", HASHED_ASSET.test(relative) ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  const notFound = (res: express.Response) => {
    res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not Found");
  };
  return (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.status(405).set("Allow", "GET, HEAD").type("text/plain").send("Method Not Allowed");
      return;
    }
    files(req, res, () => notFound(res));
  };
}

/** Starts the one Node server: portal, login service, BFF and (by default) the reference platform. */
export async function startPortalServer(options: PortalServerOptions): Promise<PortalServer> {
  // The environment is read here, once; a variable in the wrong form stops the start (schemas/server-env.schema.json).
  const settings = parseServerEnv(process.env);
  const dataDir = path.resolve(options.dataDir ?? settings.dataDir ?? path.join(ROOT, "data"));
  mkdirSync(dataDir, { recursive: true });
  const secret = sessionSecret(settings.sessionSecret, dataDir);
  const trustedCodeOrigins = options.trustedCodeOrigins ? parseTrustedOrigins(options.trustedCodeOrigins.join(" "), settings.production) : settings.trustedCodeOrigins;

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", settings.trustProxy);
  // First: every answer, the platform's too, has its request id, access line and duration (ADR 032).
  app.use(requestObservability());
  if (settings.compression) app.use(compression());

  // Every answer of the one server carries the security headers, the platform's included (ADR 028).
  app.use(securityHeaders(options.mode === "production", settings.frameAncestors, trustedCodeOrigins));
  // TRACE, CONNECT and any method no route answers: 405 before anything runs (Remix cannot represent TRACE).
  app.use(allowedMethodsOnly());

  const external = options.platformApiUrl ?? settings.platformApiUrl;
  let platform: Platform | null = null;
  // ADR 030: the portal names the browser's address to the built-in platform with this key, so its limits count browsers, not this host.
  const clientAddressKey = external ? undefined : randomBytes(32).toString("base64url");
  if (!external) {
    platform = await createPlatform({
      dataDir: path.join(dataDir, "pglite"),
      inMemory: options.inMemory,
      ...(options.inMemoryTemplate ? { inMemoryTemplate: options.inMemoryTemplate } : {}),
      databaseUrl: options.databaseUrl ?? settings.databaseUrl,
      loginServiceUrl: "/login/",
      rateLimits: settings.rateLimits,
      ...(clientAddressKey ? { clientAddressKey } : {}),
      log: (level, message, extra) => log(level, message, { source: "platform", ...extra }),
    });
    // What the platform answers depends on the bearer token (or the cookie of a browser that calls it).
    app.use("/platform", privateAnswers(["Authorization", "Cookie"]), platform.router);
  }
  const inProcess = platform;
  app.get("/healthz", healthz);
  // The database when the platform runs here; an external platform's own readiness is its own (it answers at all).
  app.get("/readyz", readyz(inProcess ? () => inProcess.ready() : () => platformAnswers(external ?? "")));
  app.get("/metrics", metricsEndpoint(settings.metricsAllow));

  app.use((req, res, next) => {
    // Remix routes read their own bodies; refuse oversized ones before they do.
    if (Number(req.headers["content-length"] ?? 0) > 1024 * 1024) {
      res.status(413).json({ success: false, data: null, errorCode: "413", errorMsg: "Request body too large" });
      return;
    }
    next();
  });
  // SPEC §2 links (application-module, third-party) are /portal/ with a query: the home menu gets it.
  app.get(["/", "/portal", "/portal/"], (req, res) => {
    const at = req.originalUrl.indexOf("?");
    res.redirect(302, `/portal/1/${at < 0 ? "" : req.originalUrl.slice(at)}`);
  });
  const buildDir = options.buildDir ?? path.join(ROOT, "build");
  const appsDir = path.join(buildDir, "apps");
  if (options.mode === "development" && !existsSync(appsDir)) {
    // The portal build makes them; a development server without one builds them once (rebuild: npx tsx micro-apps/build.ts).
    const { buildMicroApps } = await import("../micro-apps/build");
    await buildMicroApps({ outDir: appsDir, log: (line) => log("info", line.trim(), { source: "micro-apps" }) });
  }
  app.use("/apps", serveMicroApps(appsDir));
  // Browsers ask for /favicon.ico whatever the page links; the portal's icon is an SVG.
  app.get("/favicon.ico", (_req, res) => res.redirect(301, "/favicon.svg"));

  let vite: { close(): Promise<void>; middlewares: express.RequestHandler; ssrLoadModule(id: string): Promise<unknown> } | null = null;
  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (options.mode === "development") {
    const { createServer } = await import("vite");
    vite = await createServer({ root: ROOT, server: { middlewareMode: true } });
    app.use(vite.middlewares);
    const devServer = vite;
    build = () => devServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>;
  } else {
    // The build's files as compressed at build time (ADR 043): Brotli or gzip as the browser accepts, no compression per request.
    app.use("/assets", expressStaticGzip(path.join(buildDir, "client", "assets"), { enableBrotli: true, orderPreference: ["br", "gzip"], index: false, serveStatic: { immutable: true, maxAge: "1y" } }));
    // A build file not found (an old chunk asked for by a page open from before a deploy) ends here as a plain 404:
    // the compressed-file lookup has already set the encoding and type of the file it looked for.
    app.use("/assets", (_req, res) => {
      for (const header of ["Content-Encoding", "Content-Type", "Vary", "Cache-Control"]) res.removeHeader(header);
      res.status(404).type("text/plain").send("Not found");
    });
    const publicFiles = express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false });
    // No directory index is served, so a path ending in "/" (every page) skips the file lookup.
    app.use((req, res, next) => (req.path.endsWith("/") ? next() : publicFiles(req, res, next)));
    build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  }
  // Pages, `.data`, the login service and the BFF: every write comes from the portal's own pages, and every answer depends on the session.
  app.use(sameOriginWrites(), privateAnswers());
  // ADR 033: a call from a page drawn for another tenant, identity or org than the session's now is refused.
  app.use(pageContextGuard());
  app.all(
    "*",
    labelRemixRoute(typeof build === "function" ? null : remixRouteOf(build)),
    createRequestHandler({
      build,
      mode: options.mode,
      getLoadContext: (req, res) => ({ clientAddress: req.ip, cspNonce: res.locals.cspNonce as string | undefined, csp: res.locals.csp as ResponseCsp | undefined }),
    }),
  );

  app.use(finalErrorHandler());

  const host = options.host ?? settings.host;
  const server = await new Promise<import("node:http").Server>((resolve) => {
    const s = app.listen(options.port ?? settings.port, host, () => resolve(s));
    s.on("connect", refuseConnect);
  });
  const { port } = server.address() as AddressInfo;
  provideEnv({
    platformApiUrl: external ?? `http://127.0.0.1:${port}/platform/api`,
    sessionSecret: secret,
    previousSessionSecrets: settings.previousSessionSecrets,
    frameAncestors: settings.frameAncestors,
    trustedCodeOrigins,
    platformTimeoutMs: settings.platformTimeoutMs,
    platformReadTimeoutMs: settings.platformReadTimeoutMs,
    platformBreakerResetMs: settings.platformBreakerResetMs,
    production: settings.production,
    ...(clientAddressKey ? { clientAddressKey } : {}),
  });
  return {
    url: `http://127.0.0.1:${port}`,
    platform,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await vite?.close();
      await platform?.close();
    },
  };
}
