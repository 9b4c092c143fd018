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

export function fail(res: Response, status: number, errorCode: string, errorMsg: string): void {
  const body: Envelope<null> = { success: false, data: null, errorCode, errorMsg };
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
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Shorthand for a 400 naming the field at fault. */
export function badRequest(message: string): ApiError {
  return new ApiError(400, message, "400");
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
