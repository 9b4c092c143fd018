import { isIP } from "node:net";
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type express from "express";
import { pinoHttp } from "pino-http";
import { log, logger, scrubUrl } from "#app/kit/log.server";
import { metrics } from "#app/kit/observability/metrics.server";
import { REQUEST_ID_HEADER, requestIdFrom, runInRequest } from "#app/kit/observability/request-context.server";

/**
 * What makes the one server operable (ADR 032, ARCHITECTURE §9): the request id, one access
 * line per request, request durations by route, /healthz, /readyz and /metrics.
 */

const REMIX_ROUTE = Symbol("remix route");
type Labelled = express.Request & { [REMIX_ROUTE]?: string };

/** The Remix route id a path reaches (`.data` requests included), from the build's route manifest. */
export function remixRouteOf(build: ServerBuild): (pathname: string) => string {
  const children = new Map<string | undefined, AgnosticRouteObject[]>();
  const tree = (parentId: string | undefined): AgnosticRouteObject[] =>
    (children.get(parentId) ?? []).map((route) => ({ ...route, children: route.index ? undefined : tree(route.id) }) as AgnosticRouteObject);
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const list = children.get(route.parentId) ?? [];
    list.push({ id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive } as AgnosticRouteObject);
    children.set(route.parentId, list);
  }
  const routes = tree(undefined);
  return (pathname) => {
    const path = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    const matches = matchRoutes(routes, path);
    return matches?.at(-1)?.route.id ?? "unmatched";
  };
}

/** The route a request reached, as a low-cardinality label. */
function routeLabel(req: Labelled): string {
  const remix = req[REMIX_ROUTE];
  if (remix) return remix;
  const route = (req as { route?: { path?: unknown } }).route;
  if (route && typeof route.path === "string" && route.path !== "*") return `${req.baseUrl}${route.path}`;
  if (req.originalUrl.startsWith("/platform/")) return "/platform (unmatched)";
  if (req.originalUrl.startsWith("/assets/") || req.originalUrl.startsWith("/apps/")) return "static";
  return "unmatched";
}

/** Labels Remix requests with their route id, for the request metrics. */
export function labelRemixRoute(routeOf: ((pathname: string) => string) | null): express.RequestHandler {
  return (req, _res, next) => {
    (req as Labelled)[REMIX_ROUTE] = routeOf ? routeOf(req.path) : "remix";
    next();
  };
}

/**
 * The request id (a sane incoming `x-request-id`, else a new one; echoed in the answer), the
 * request's async context (log lines and platform calls carry the id), one access line when
 * the answer is done, and the request's duration by route.
 */
export function requestObservability(): express.RequestHandler {
  const access = pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: "reqId", responseTime: "ms" },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    customSuccessMessage: () => "request",
    customErrorMessage: () => "request",
    customSuccessObject: (req, res, value: Record<string, unknown>) => accessFields(req, res, value),
    customErrorObject: (req, res, error, value: Record<string, unknown>) => ({ ...accessFields(req, res, value), error: error instanceof Error ? error.message : String(error) }),
  });
  return (req, res, next) => {
    const end = metrics.httpDuration.startTimer();
    res.once("finish", () => end({ method: req.method, route: routeLabel(req), status: String(res.statusCode) }));
    access(req, res, () => runInRequest({ requestId: String(req.id) }, next));
  };
}

function accessFields(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, value: Record<string, unknown>): Record<string, unknown> {
  const request = req as express.Request;
  return {
    method: req.method,
    url: scrubUrl(request.originalUrl ?? req.url ?? ""),
    status: res.statusCode,
    ms: value.ms,
    bytes: Number(res.getHeader("content-length") ?? 0) || undefined,
    ip: request.ip,
  };
}

/** `/healthz`: the process is up and serving. */
export function healthz(_req: express.Request, res: express.Response): void {
  res.status(200).set("Cache-Control", "no-store").json({ status: "ok" });
}

const READY_TIMEOUT_MS = 2000;

/** `/readyz`: 200 while `check` resolves within READY_TIMEOUT_MS (the database answers), else 503. */
export function readyz(check: () => Promise<void>): express.RequestHandler {
  return (_req, res) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
    });
    Promise.race([check(), timeout])
      .then(() => res.status(200).set("Cache-Control", "no-store").json({ status: "ready" }))
      .catch((error: unknown) => {
        log("warn", "not ready: the database does not answer", { error: error instanceof Error ? error.message : String(error) });
        res.status(503).set("Cache-Control", "no-store").set("Retry-After", "5").json({ status: "unavailable", reason: "database unreachable" });
      })
      .finally(() => clearTimeout(timer));
  };
}

const normalise = (address: string | undefined): string => (address ?? "").replace(/^::ffff:/, "");

/**
 * `/metrics` in Prometheus' text format, for scrapers on this host (loopback) or at the
 * addresses of METRICS_ALLOW; refused (403) to anyone else and to any request that came
 * through a proxy, since a proxy on this host would make outside requests look local.
 */
export function metricsEndpoint(allow: string[]): express.RequestHandler {
  const allowed = new Set(allow.map(normalise).filter((address) => isIP(address) !== 0));
  return (req, res) => {
    const peer = normalise(req.socket.remoteAddress);
    const local = peer === "127.0.0.1" || peer === "::1";
    const proxied = req.headers.forwarded !== undefined || req.headers["x-forwarded-for"] !== undefined;
    if (proxied || !(local || allowed.has(peer))) {
      res.status(403).set("Cache-Control", "no-store").type("text/plain").send("Forbidden");
      return;
    }
    metrics.registry
      .metrics()
      .then((text) => res.status(200).set("Cache-Control", "no-store").type(metrics.registry.contentType).send(text))
      .catch((error: unknown) => {
        log("error", "metrics not collected", { error: error instanceof Error ? error.message : String(error) });
        res.status(500).type("text/plain").send("metrics not collected");
      });
  };
}

/**
 * The last error handler: what reaches it is a request the server could not take (a
 * malformed address, a body it refused), one warning line without a stack and a 4xx; or a
 * fault, one error line with its stack and a 500.
 */
export function finalErrorHandler(): express.ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
    if (typeof status === "number" && status >= 400 && status < 500) {
      log("warn", "request refused", { method: req.method, path: scrubUrl(req.originalUrl), status, reason: error instanceof Error ? error.message : String(error) });
      res.status(status).set("Cache-Control", "no-store").type("text/plain").send(status === 400 ? "Bad Request" : "Request refused");
      return;
    }
    log("error", "server error", { method: req.method, path: scrubUrl(req.originalUrl), detail: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    res.status(500).set("Cache-Control", "no-store").type("text/plain").send("Internal Server Error");
  };
}
