/**
 * The context a page was drawn for (ADR 033; SPEC §3 "Client storage": tenant, org and
 * identity are per tab): an opaque key of the session's user, tenant, identity and business
 * org, put in the page by the root loader and sent back with every call the page makes.
 * Shared by the browser (app/shell/page-context.client.ts) and the server
 * (app/session/page-context.server.ts).
 */

/** The request header naming the page's context; on an answer, the context the call left the session in. */
export const PAGE_CONTEXT_HEADER = "x-portal-context";

/** Set (to "1") on the 409 of a call whose page shows another context than the session now holds. */
export const CONTEXT_CHANGED_HEADER = "x-portal-context-changed";

/** The meta element that carries the page's context key in the document. */
export const PAGE_CONTEXT_META = "portal-context";

/** Dispatched on window when a call was refused because the context changed in another tab. */
export const CONTEXT_CHANGED_EVENT = "portal:context-changed";

/** What a key looks like (base64url of a digest); anything else in the header is ignored as absent. */
export const PAGE_CONTEXT_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
