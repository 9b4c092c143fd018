/** A request whose Origin header is this server's own origin (CSRF defence for writes). */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  return origin !== null && origin === new URL(request.url).origin;
}
