import type { ViewMode } from "#app/layout/types.ts";
import { VIEW_MODES } from "#app/layout/types.ts";
import { parseQueryFlags } from "#app/shell/query-flags.ts";
import { safeHttpUrl, safeSameOriginPath } from "#app/kit/security/url-safety.ts";
import { CODE_PATTERN, ID_PATTERN, WHOLE_NUMBER_PATTERN } from "../kit/constants.ts";
import { orgIdFromFullId } from "../features/org-switch/org-id.rules.ts";
import { safeTripartitePageUrl } from "../features/content/tripartite-url.rules.ts";

/** The entry parameters of SPEC §2, parsed and validated. Absent or unsafe values are null. */
export interface Entry {
  /** Unknown or absent → "full". */
  viewMode: ViewMode;
  /** Full id path (`1/20/300`), every segment a safe id. */
  org: string | null;
  /** The `orgId` parameter, else the last segment of `org`. */
  orgId: string | null;
  tenantId: string | null;
  /** Whole number only. */
  externalEntityId: string | null;
  productCode: string | null;
  applicationCode: string | null;
  menuCode: string | null;
  /** Double URL-decoded same-origin path (with query and hash), normalised by `safeSameOriginPath`. */
  path: string | null;
  /** Absolute http(s) URL that passed `safeTripartitePageUrl`. */
  tripartitePageUrl: string | null;
  /** `switchTenant=true` (or 1). */
  switchTenant: boolean;
  scene: string | null;
  pageFrom: string | null;
  /** `isAcrossTenantView=1`. */
  isAcrossTenantView: boolean;
  disableRobot: boolean;
  systemLogoJumpUrl: string | null;
  /** `noPadding=true`. */
  noPadding: boolean;
  /** False only for `brandLogoShow=false`. */
  brandLogoShow: boolean;
  /** False only for `userInfoShow=false`. */
  userInfoShow: boolean;
  systemName: string | null;
  /** `userGuide=true`. */
  userGuide: boolean;
}

export type RequiredEntryParam = "tripartitePageUrl" | "productCode" | "orgId" | "applicationCode" | "menuCode";

export type EntryParamsResult = { ok: true; entry: Entry } | { ok: false; message: string; param: RequiredEntryParam };

/** SPEC §5 message for a missing required entry parameter. */
export function missingParamMessage(name: RequiredEntryParam): string {
  return `请检查必传参数：${name}`;
}

/** SPEC §5 message for a blacklisted or invalid third-party page URL. */
export const INVALID_TRIPARTITE_URL_MESSAGE = "参数 tripartitePageUrl 不合法！";

function match(value: string | null, pattern: RegExp): string | null {
  return value !== null && pattern.test(value) ? value : null;
}

function fullIdPath(value: string | null): string | null {
  if (value === null || value.length === 0 || value.length > 2000) return null;
  const segments = value.split("/").filter((s) => s.length > 0);
  return segments.length > 0 && segments.every((s) => ID_PATTERN.test(s)) ? value : null;
}

function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** `path` is encoded twice in links (SPEC §2): URLSearchParams undid one, this undoes the other. */
function entryPath(value: string | null): string | null {
  if (value === null) return null;
  const decoded = decodeOnce(value);
  return decoded === null ? null : safeSameOriginPath(decoded);
}

function viewModeOf(value: string | null): ViewMode {
  return VIEW_MODES.find((mode) => mode === value) ?? "full";
}

function flag(value: string | null): boolean {
  return value === "true" || value === "1";
}

/** Parses every entry parameter; never throws. */
function parseEntry(query: URLSearchParams, ownOrigin?: string): Entry {
  const { flags } = parseQueryFlags(query);
  const org = fullIdPath(query.get("org"));
  return {
    viewMode: viewModeOf(query.get("viewMode")),
    org,
    orgId: match(query.get("orgId"), ID_PATTERN) ?? (org === null ? null : orgIdFromFullId(org)),
    tenantId: match(query.get("tenantId"), ID_PATTERN),
    externalEntityId: match(query.get("externalEntityId"), WHOLE_NUMBER_PATTERN),
    productCode: match(query.get("productCode"), CODE_PATTERN),
    applicationCode: match(query.get("applicationCode"), CODE_PATTERN),
    menuCode: match(query.get("menuCode"), CODE_PATTERN),
    path: entryPath(query.get("path")),
    tripartitePageUrl: safeTripartitePageUrl(query.get("tripartitePageUrl"), ownOrigin),
    switchTenant: flag(query.get("switchTenant")),
    scene: flags.scene ?? null,
    pageFrom: match(query.get("pageFrom"), CODE_PATTERN),
    isAcrossTenantView: query.get("isAcrossTenantView") === "1",
    disableRobot: flags.disableRobot === true,
    systemLogoJumpUrl: safeHttpUrl(query.get("systemLogoJumpUrl")),
    noPadding: flags.noPadding === true,
    brandLogoShow: flags.brandLogoShow !== false,
    userInfoShow: flags.userInfoShow !== false,
    systemName: flags.systemName ?? null,
    userGuide: flags.userGuide === true,
  };
}

/**
 * SPEC §5 "Entry parameters" (and §2 "Query parameters read").
 *
 * Takes the page's query and the view mode cached in the session (if any). Every value
 * is parsed strictly: an unsafe or malformed one is treated as absent. Unless a view
 * mode is cached (which skips the checks), the required parameters are checked in the
 * SPEC's order and the first missing one is reported:
 * 1. tripartiteApp: `tripartitePageUrl`; absent → '请检查必传参数：tripartitePageUrl',
 *    present but invalid or blacklisted (`safeTripartitePageUrl`) → '参数 tripartitePageUrl 不合法！'.
 * 2. singleModule, module, application: `productCode`, then `orgId` (the `orgId`
 *    parameter, or else the last segment of `org`).
 * 3. application: `applicationCode`.
 * 4. module, singleModule: `menuCode`.
 *
 * "Non-full modes" in SPEC §5 is read as the menu-hosting modes: a third-party link
 * (SPEC §2) carries only viewMode and tripartitePageUrl, so tripartiteApp needs no
 * productCode or orgId. Returns the parsed entry or the message and the parameter's
 * name; never throws, for any string.
 */
export function checkEntryParams(query: URLSearchParams, cached: { viewMode?: string } | null, ownOrigin?: string): EntryParamsResult {
  const entry = parseEntry(query, ownOrigin);
  if (typeof cached?.viewMode === "string" && cached.viewMode.length > 0) return { ok: true, entry };
  const mode = entry.viewMode;
  const missing = (param: RequiredEntryParam): EntryParamsResult => ({ ok: false, message: missingParamMessage(param), param });
  if (mode === "tripartiteApp") {
    const raw = query.get("tripartitePageUrl");
    if (raw === null || raw.trim().length === 0) return missing("tripartitePageUrl");
    if (entry.tripartitePageUrl === null) return { ok: false, message: INVALID_TRIPARTITE_URL_MESSAGE, param: "tripartitePageUrl" };
    return { ok: true, entry };
  }
  if (mode === "full") return { ok: true, entry };
  if (entry.productCode === null) return missing("productCode");
  if (entry.orgId === null) return missing("orgId");
  if (mode === "application" && entry.applicationCode === null) return missing("applicationCode");
  if ((mode === "module" || mode === "singleModule") && entry.menuCode === null) return missing("menuCode");
  return { ok: true, entry };
}
