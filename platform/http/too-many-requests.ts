import type { Response } from "express";
import type { Refusal } from "../security/rate-limit.ts";
import { ApiError } from "./envelope.ts";

/** 429 with Retry-After (ADR 030): the client may try again after that many seconds, also in the envelope's data. */
export function tooManyRequests(res: Response, refusal: Refusal, message: string): ApiError {
  res.set("Retry-After", String(refusal.retryAfterSeconds));
  return new ApiError(429, message, "429", { retryAfterSeconds: refusal.retryAfterSeconds });
}
