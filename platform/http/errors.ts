import type { ErrorRequestHandler, NextFunction, Request, Response } from "express";
import type { LogFn } from "./context.ts";
import { ApiError, fail } from "./envelope.ts";

/** Largest request body the API accepts. */
export const MAX_BODY_BYTES = 1024 * 1024;

interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
  message?: string;
}

/** Refuses oversized bodies of any content type before they are read. */
export function limitBodySize(req: Request, res: Response, next: NextFunction): void {
  const length = Number(req.get("content-length") ?? "0");
  if (Number.isFinite(length) && length > MAX_BODY_BYTES) {
    fail(res, 413, "413", "Request body too large");
    return;
  }
  next();
}

/**
 * Turns errors into envelopes: expected ones (ApiError, body parsing) keep their status;
 * anything else is a server fault, logged and answered with 500.
 */
export function errorEnvelope(log: LogFn): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) {
      log("error", "error after response started", { path: req.originalUrl, error: String(err) });
      next(err);
      return;
    }
    if (err instanceof ApiError) {
      fail(res, err.status, err.errorCode, err.message, err.details);
      return;
    }
    const parserError = (typeof err === "object" && err !== null ? err : {}) as BodyParserError;
    if (parserError.type === "entity.too.large") {
      fail(res, 413, "413", "Request body too large");
      return;
    }
    if (parserError.type === "entity.parse.failed") {
      fail(res, 400, "400", "Malformed JSON in request body");
      return;
    }
    const status = parserError.status;
    if (parserError.expose && typeof status === "number" && status >= 400 && status < 500) {
      fail(res, status, String(status), parserError.message ?? "Bad request");
      return;
    }
    log("error", "request failed", {
      method: req.method,
      path: req.originalUrl.split("?")[0],
      error: err instanceof Error ? (err.stack ?? err.message) : String(err),
    });
    fail(res, 500, "500", "Server abnormal, please contact the administrator.");
  };
}

export function notFound(req: Request, res: Response): void {
  fail(res, 404, "404", `No such call: ${req.method} ${req.baseUrl}${req.path}`);
}
