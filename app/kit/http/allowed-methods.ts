/**
 * The HTTP methods the portal answers (pages, `.data`, the BFF's platform calls). Any other —
 * TRACE, CONNECT, WebDAV's, made-up ones — is a 405 with `Allow` naming these, before any route:
 * the Fetch API behind Remix cannot even represent TRACE or CONNECT (a 500 before), and nothing
 * the platform answers needs another.
 */
export const ALLOWED_METHODS: readonly string[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
