import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { RequestHandler } from "express";
import { ALLOWED_METHODS } from "#app/kit/http/allowed-methods";

const ALLOW = ALLOWED_METHODS.join(", ");
const REFUSAL = JSON.stringify({ success: false, data: null, errorCode: "405", errorMsg: "Method not allowed" });

/**
 * 405 with `Allow` for a method the portal does not answer (app/kit/http/allowed-methods.ts),
 * before any route: Remix's adapter builds a Fetch Request, which cannot be a TRACE (it threw, a
 * 500 with a stack in the log), and the platform has no use for any other.
 */
export function allowedMethodsOnly(): RequestHandler {
  return (req, res, next) => {
    if (ALLOWED_METHODS.includes(req.method)) return next();
    res.status(405).set({ Allow: ALLOW, "Cache-Control": "no-store" }).type("application/json").send(REFUSAL);
  };
}

/**
 * The server's `connect` listener: a CONNECT never reaches Express (Node hands over the socket,
 * and closes it unanswered when nobody listens). The portal is no proxy: 405, then the socket closes.
 */
export function refuseConnect(_req: IncomingMessage, socket: Duplex): void {
  const head = ["HTTP/1.1 405 Method Not Allowed", `Allow: ${ALLOW}`, "Content-Type: application/json", `Content-Length: ${Buffer.byteLength(REFUSAL)}`, "X-Content-Type-Options: nosniff", "Cache-Control: no-store", "Connection: close"];
  socket.end(`${head.join("\r\n")}\r\n\r\n${REFUSAL}`);
}
