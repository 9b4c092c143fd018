import http from "node:http";

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent: not decoded (fetch would undo a Content-Encoding). */
  body: Buffer;
}

/**
 * A request to the server at `origin` with its path sent exactly as written (fetch would
 * normalise "..", "%2e" and the like) and its body read back byte for byte. Its headers are sent
 * as given (fetch sets `Sec-Fetch-Mode` itself), with `body` when one is given.
 */
export function rawRequest(origin: string, rawPath: string, { method = "GET", headers = {}, body }: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string } = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: rawPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}
