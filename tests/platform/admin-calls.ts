import type { Envelope } from "./helpers.ts";

/** A field fault of a 400 (the envelope's data.errors). */
export interface FieldFault {
  path: string;
  message: string;
}

export interface Answer<T> {
  status: number;
  headers: Headers;
  body: Envelope<T> | null;
}

/** Any call with a bearer token, an optional JSON body and further headers (If-Match, If-None-Match). */
export async function call<T = unknown>(
  method: string,
  url: string,
  token: string | undefined,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const res = await fetch(url, {
    method,
    headers: {
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Envelope<T>) : null };
}

/** The field paths of a 400's data.errors. */
export function faultPaths(answer: Answer<unknown>): string[] {
  const errors = (answer.body?.data as { errors?: FieldFault[] } | null)?.errors ?? [];
  return errors.map((e) => e.path);
}

export const NAMES = (zh: string, en: string, sv: string) => ({ "zh-CN": zh, en, "sv-SE": sv });
