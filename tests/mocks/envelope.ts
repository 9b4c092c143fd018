import { HttpResponse } from "msw";

/** The platform's envelope (ARCHITECTURE §4) around a payload. */
export function ok(data: unknown) {
  return HttpResponse.json({ success: true, data });
}

export function fail(status: number, errorCode: string, errorMsg: string) {
  return HttpResponse.json({ success: false, data: null, errorCode, errorMsg }, { status });
}

/** Handlers match any origin: the client calls `<origin>/api/<path>`. */
export const API = "*/api";
