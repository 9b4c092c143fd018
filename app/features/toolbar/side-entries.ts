import { DEFAULT_PORTAL_CONFIG } from "#app/kit/schemas/defaults";
import { withTexts } from "#app/kit/i18n/texts-by-locale";
import { readValid } from "#app/kit/schemas/browser-validate";
import { runsInPage } from "#app/kit/security/code-trust";
import { safeHttpUrl, safeSameOriginPath } from "#app/kit/security/url-safety";
import type { SideEntry } from "#app/types/generated/side-entry";
import { validateSideEntry } from "#app/types/generated/validators/side-entry.js";

/** SPEC §3 Side entry linkType 2: a script to load. */
export const SCRIPT_LINK_TYPE = 2;
/** SPEC §3 Side entry openType 1: a new window (0: a dialog iframe). */
export const NEW_WINDOW_OPEN_TYPE = 1;
const MAX_SIDE_ENTRIES = 20;

/**
 * The portal config's side entries (SPEC §7 portal-config), at most 20; [] when the toolbar is
 * off. Each is checked by the generated validator of schemas/side-entry (ADR 019; no eval,
 * ADR 017): a bad optional field is dropped, an entry without an integer linkType is left out.
 * What stays code is normalisation: a linkType given as digits is a number, openType is 1 (a
 * new window) or 0, texts that are absent are "", and names by locale lose their empty texts.
 */
export function readSideEntries(raw: unknown): SideEntry[] {
  if (typeof raw !== "object" || raw === null) return [];
  const { sideEntryShow, sideEntries } = raw as { sideEntryShow?: unknown; sideEntries?: unknown };
  const show = typeof sideEntryShow === "boolean" ? sideEntryShow : DEFAULT_PORTAL_CONFIG.sideEntryShow;
  if (!show || !Array.isArray(sideEntries)) return [];
  return sideEntries.slice(0, MAX_SIDE_ENTRIES).flatMap((value): SideEntry[] => {
    if (typeof value !== "object" || value === null) return [];
    const input = value as Record<string, unknown>;
    const entry = readValid(validateSideEntry, { ...input, linkType: Number(input["linkType"]) });
    if (!entry) return [];
    return [
      {
        ...(entry.id !== undefined ? { id: entry.id } : {}),
        name: entry.name ?? "",
        ...withTexts("nameAllLang", entry.nameAllLang),
        iconClass: entry.iconClass ?? "",
        linkType: entry.linkType,
        source: entry.source ?? "",
        contentUrl: entry.contentUrl ?? "",
        openType: Number(input["openType"]) === NEW_WINDOW_OPEN_TYPE ? NEW_WINDOW_OPEN_TYPE : 0,
      },
    ];
  });
}

/**
 * Where a script of a side entry may come from (ADR 047): a path on the portal's own origin, or
 * an http(s) URL without credentials on an origin the operator trusts (`trusted`, the page's
 * TRUSTED_CODE_ORIGINS). A tenant admin picks among those, never adds one: anything else
 * (another origin, data:, javascript:, //host) is null and is not loaded.
 */
export function safeScriptUrl(value: unknown, trusted: readonly string[], portalOrigin?: string): string | null {
  const path = safeSameOriginPath(value);
  if (path) return path;
  const url = safeHttpUrl(value);
  return url && runsInPage(url, trusted, portalOrigin) ? url : null;
}

/**
 * Loads a side entry's script once per page (SPEC §3 linkType 2), only from where
 * `safeScriptUrl` allows. The element carries no nonce: the page's policy admits it by its origin
 * (`script-src` lists the trusted origins), so a script from anywhere else is refused by the
 * browser too. Returns false when the URL was refused.
 */
export function loadSideScript(source: unknown, trusted: readonly string[]): boolean {
  if (typeof document === "undefined") return false;
  const src = safeScriptUrl(source, trusted, window.location.origin);
  if (!src) {
    console.warn("portal: a side entry's script is not from the portal or an origin the operator trusts (ADR 047): not loaded", String(source).slice(0, 200));
    return false;
  }
  const loaded = Array.from(document.querySelectorAll<HTMLScriptElement>("script[data-side-entry]")).some((script) => script.dataset["sideEntry"] === src);
  if (loaded) return true;
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  script.dataset["sideEntry"] = src;
  document.body.appendChild(script);
  return true;
}
