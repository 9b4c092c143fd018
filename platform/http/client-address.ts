import { timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";
import type { Request } from "express";

/**
 * The portal's own calls reach the platform from this host, so the platform would see every
 * browser as 127.0.0.1. The portal therefore names the browser's address (its `req.ip`, which
 * follows TRUST_PROXY) in this header, vouched for by a key the server gives both halves at
 * start (ADR 030). Without the key the header is ignored: a browser cannot choose its address.
 */
export const CLIENT_ADDRESS_HEADER = "x-portal-client-address";
export const CLIENT_ADDRESS_KEY_HEADER = "x-portal-client-key";

function sameKey(given: string, key: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The address a request counts against: the portal's word for it when vouched for, else `req.ip`. */
export function clientAddress(req: Request, key: string | undefined): string {
  if (key) {
    const given = req.get(CLIENT_ADDRESS_KEY_HEADER);
    const named = req.get(CLIENT_ADDRESS_HEADER)?.trim();
    if (given && named && isIP(named) !== 0 && sameKey(given, key)) return named;
  }
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}
