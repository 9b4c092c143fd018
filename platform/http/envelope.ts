import type { NextFunction, Request, RequestHandler, Response } from "express";

/** The platform's JSON envelope (ARCHITECTURE §4). */
export interface Envelope<T> {
  success: boolean;
  data: T | null;
  errorCode?: string;
  errorMsg?: string;
}

export const TOKEN_EXPIRED_MSG = "Login information has expired, please log in again";

export function ok<T>(res: Response, data: T): void {
  const body: Envelope<T> = { success: true, data };
  res.json(body);
}

/** `data` is null unless the failure carries details (a 400's field errors). */
export function fail(res: Response, status: number, errorCode: string, errorMsg: string, data: unknown = null): void {
  const body: Envelope<unknown> = { success: false, data, errorCode, errorMsg };
  res.status(status).json(body);
}

/**
 * An expected failure that a handler throws: becomes its own envelope, never a 500.
 * `status` is the HTTP status; `errorCode` defaults to the status.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errorCode: string = String(status),
    /** Sent as the envelope's data (null when absent). */
    readonly details: unknown = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Shorthand for a 400 naming the field at fault. */
export function badRequest(message: string): ApiError {
  return new ApiError(400, message, "400");
}

/** One fault of a request body: where (a field path such as `allowedOrigins/0`) and what is wrong. */
export interface FieldError {
  path: string;
  message: string;
}

/**
 * A 400 for faults in a request body: the message is the first fault as `<path>: <message>`,
 * the data `{ errors: [{ path, message }] }` lists them all (forms mark every field at once).
 */
export function fieldErrors(errors: readonly FieldError[]): ApiError {
  const first = errors[0] ?? { path: "", message: "is invalid" };
  const message = first.path ? `${first.path}: ${first.message}` : `Request body ${first.message}`;
  return new ApiError(400, message, "400", { errors });
}

type AsyncHandler = (req: Request, res: Response, next: NextFunction) => Promise<unknown> | unknown;

/** Passes thrown errors and rejections to the error middleware. */
export function handle(fn: AsyncHandler): RequestHandler {
  return (req, res, next) => {
    try {
      Promise.resolve(fn(req, res, next)).catch(next);
    } catch (err) {
      next(err);
    }
  };
}

/** 401 (token gone) unless the condition holds; for writes to the caller's own session row. */
export function expiredOr(condition: boolean): void {
  if (!condition) throw new ApiError(401, TOKEN_EXPIRED_MSG, "401");
}
