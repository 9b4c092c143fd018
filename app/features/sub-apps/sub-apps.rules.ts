import { VIEWPORT_COUNT, readKeepAliveBudget } from "#app/kit/schemas/defaults.ts";
import { IFRAME_SANDBOX_TOKENS } from "#app/kit/security/frame-sandbox.ts";
import { runsInPage } from "#app/kit/security/code-trust.ts";
import { safeHttpUrl, safeSameOriginPath } from "#app/kit/security/url-safety.ts";
import type { MenuMicroApp, MenuNode } from "#app/types/generated/menu-node";
import { menuPermission } from "../menus/menu-permissions.rules";
import { isDetachedMenu } from "../menus/menu-select.rules";
import { indexMenus } from "../menus/menu-tree.rules";

/**
 * Hosting sub-apps (SPEC §3 Menu node sourceIntegrateType and Registered micro-app, §4
 * micro-app lifecycle, §9 cache rule, viewports, timings, iframe sandbox). Pure: no DOM,
 * no qiankun; app/microapps runs what these decide.
 */

// The sandbox of every frame the shell draws is one rule, in the security kit (ADR 029).
export { IFRAME_SANDBOX_TOKENS, OWN_APPS_PATH, iframeSandbox } from "#app/kit/security/frame-sandbox.ts";
export { KEEP_ALIVE_BUDGET_DEFAULT, KEEP_ALIVE_BUDGET_MIN, VIEWPORT_COUNT, readKeepAliveBudget } from "#app/kit/schemas/defaults.ts";
/** SPEC §8, §9: loading an app's code fails as a ChunkLoadError after 120 s. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** An app that has not finished mounting after this long is shown as failed (it hung). */
export const MOUNT_TIMEOUT_MS = 120_000;
/** SPEC §9: the sub-app cache flag resets after 1 s. */
export const CACHE_FLAG_RESET_MS = 1000;
/** SPEC §9: iframe poll 1000 ms. */
export const IFRAME_POLL_MS = 1000;
/**
 * A frame that has not loaded (or, for an app that speaks the bridge, said `ready`) within this
 * long shows the viewport's error with a retry: a frame whose server does not answer would
 * otherwise sit on the browser's own error page. A frame of another origin cannot be read, so
 * its load event and the bridge's handshake are all the shell has to go by.
 */
export const FRAME_LOAD_TIMEOUT_MS = 15_000;
/** The error text of qiankun when an app's wrapper element is gone (SPEC §8: the page reloads). */
export const WRAPPER_MISSING_PATTERN = /Wrapper element for .+ is not existed!|Target container with .+ not existed/;

/** SPEC §9 cache rule: URL part and product codes of the apps that stay mounted when their tab is left. */
export const CACHED_URL_PART = "/gcdp-common-app-container/";
export const CACHED_PRODUCT_CODES: readonly string[] = ["pmpp", "gepm"];
/**
 * SPEC §9 "excluding two listed menu urls": menus that are never kept although the rule
 * matches them. The two are pages that must start afresh every time they are shown (a
 * form that reads its defaults on mount, a report that prints on mount).
 */
export const CACHE_EXCLUDED_URLS: readonly string[] = ["/gcdp-common-app-container/form-designer/preview", "/gcdp-common-app-container/report/print"];


/** How a menu's page hosts its app (SPEC §3 sourceIntegrateType; 2 is a detached window, decided earlier). */
export type SubAppKind = "microApp" | "iframe";

/**
 * A registered app as a menu carries it (SPEC §3 Registered micro-app; ARCHITECTURE §8): a
 * platform resource a tenant admin created. Its entry may be on another origin; the portal's
 * CSP allows that origin (script, connect, style, img, font for a micro-app; frame for a frame).
 */
export type MenuRegisteredApp = MenuMicroApp;

/** SPEC §3 Registered micro-app: id, name, entry, route path, cache flag, props. */
export interface RegisteredSubApp {
  kind: SubAppKind;
  /** product.module[.app][_id_alias]: unique per menu, also qiankun's app name. */
  key: string;
  menuId: string;
  name: string;
  /** Micro-app: the same-origin entry HTML. Iframe: the checked frame URL. */
  entry: string;
  /** The portal route the app lives under. */
  routePath: string;
  /** SPEC §9 cache rule: kept mounted (hidden) when its tab is left. */
  cache: boolean;
  /** The menu's urlParams as values (given to micro-apps as props, appended to frame URLs). */
  params: Record<string, string>;
  /** A registered app's props merged with the menu's urlParams (these win): given to a micro-app. */
  props?: Record<string, unknown>;
  /** Origins whose refusal by the page's CSP is this app's (its entry's and its allowed ones). */
  origins?: string[];
  /** A registered frame's own sandbox tokens (kept only within the SPEC §9 ones); absent for the SPEC's. */
  sandbox?: string[];
  /** A registered frame that speaks the bridge (props `bridge: true`): it must say `ready` in time. */
  handshake?: boolean;
  /** The registered app's id, when the menu points at one. */
  registeredId?: string;
  /**
   * ADR 047: registered as a micro-app, but on an origin the operator does not trust, so hosted
   * as a sandboxed frame on that origin instead of running in the portal's page.
   */
  framedUntrusted?: string;
}

/**
 * Why a menu's page hosts nothing. `notRegistered`: the menu's address is on another origin and
 * no registered app vouches for it; `appUnavailable`: the menu names a registered app
 * (`microAppId`) the platform did not send with it; `invalidRegistration`: the registered app the
 * menu carries is malformed;
 * `detachedWindow`: the registered app opens in a window of its own.
 */
export type SubAppRefusal = "noUrl" | "unsafeUrl" | "notRegistered" | "appUnavailable" | "invalidRegistration" | "detachedWindow";

export type SubAppPlan = { ok: true; app: RegisteredSubApp } | { ok: false; reason: SubAppRefusal; origin?: string };

const KEY_PART = /[^A-Za-z0-9-]+/g;

function keyPart(value: string | null | undefined): string {
  return (value ?? "").trim().replace(KEY_PART, "-").replace(/^-+|-+$/g, "");
}

/** FNV-1a over the UTF-16 code units, in base 36: a short tag that tells strings apart. */
function tag(value: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) hash = Math.imul(hash ^ value.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

/**
 * The menu id as a key part. An id that is key-safe already is itself; any other gets a tag of
 * the whole id, so ids that differ only in characters a key cannot hold ("a b", "a/b", "a-b")
 * still name their own instances.
 */
function aliasPart(id: string | null | undefined): string {
  const trimmed = (id ?? "").trim();
  const plain = keyPart(trimmed);
  if (plain === trimmed) return plain;
  return plain ? `${plain}-${tag(trimmed)}` : tag(trimmed);
}

/** SPEC §3: product.module[.app][_id_alias] — the alias is the menu id, so each menu's tab has its own instance. */
export function subAppKey(menu: Pick<MenuNode, "id" | "code" | "sourceProductCode" | "sourceModuleCode" | "sourceAppCode">): string {
  const product = keyPart(menu.sourceProductCode) || "portal";
  const module = keyPart(menu.sourceModuleCode) || keyPart(menu.code) || "app";
  const app = keyPart(menu.sourceAppCode);
  const alias = aliasPart(menu.id);
  return `${product}.${module}${app ? `.${app}` : ""}${alias ? `_${alias}` : ""}`;
}

/** The menu's urlParams ("a=1&b=2", with or without a leading ? or &) as values; malformed parts are skipped. */
export function menuParams(urlParams: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof urlParams !== "string") return out;
  try {
    for (const [name, value] of new URLSearchParams(urlParams.trim().replace(/^[?&]+/, ""))) {
      if (/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/.test(name) && value.length <= 512) out[name] = value;
    }
  } catch {
    return {};
  }
  return out;
}

/** SPEC §9 cache rule. */
export function isCachedApp(menu: Pick<MenuNode, "url" | "sourceProductCode">): boolean {
  const url = typeof menu.url === "string" ? menu.url.trim() : "";
  if (CACHE_EXCLUDED_URLS.some((excluded) => url.split(/[?#]/)[0]!.replace(/\/+$/, "") === excluded)) return false;
  return url.includes(CACHED_URL_PART) || CACHED_PRODUCT_CODES.includes(menu.sourceProductCode ?? "");
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === "string");
const REGISTERED_KINDS: readonly string[] = ["microApp", "iframe", "window"];
/** Props the shell gives every micro-app itself: a registered app's props never replace them. */
const SHELL_PROPS: readonly string[] = ["bridge", "container", "params", "menuId", "routePath", "name", "singleSpa", "mountParcel", "onGlobalStateChange", "setGlobalState"];

/**
 * The registered app a menu carries (its optional `microApp`, checked field by field), `null`
 * when it carries none, or `"invalid"` when it carries one that is malformed.
 */
export function registeredAppOf(menu: MenuNode): MenuRegisteredApp | null | "invalid" {
  const value: unknown = (menu as unknown as Record<string, unknown>).microApp;
  if (value === undefined || value === null) return null;
  if (!isRecord(value)) return "invalid";
  const { id, entry, kind, routePath, cache, props, allowedOrigins, sandbox } = value;
  if (typeof id !== "string" || id.trim() === "" || typeof entry !== "string" || typeof kind !== "string" || !REGISTERED_KINDS.includes(kind)) return "invalid";
  if (routePath !== undefined && routePath !== null && typeof routePath !== "string") return "invalid";
  if (cache !== undefined && cache !== null && typeof cache !== "boolean") return "invalid";
  if (props !== undefined && props !== null && !isRecord(props)) return "invalid";
  if (allowedOrigins !== undefined && allowedOrigins !== null && !isStringList(allowedOrigins)) return "invalid";
  if (sandbox !== undefined && sandbox !== null && !isStringList(sandbox)) return "invalid";
  return {
    id,
    entry,
    kind: kind as MenuRegisteredApp["kind"],
    routePath: routePath ?? null,
    cache: cache ?? null,
    props: props ?? {},
    allowedOrigins: allowedOrigins ?? [],
    sandbox: sandbox ?? null,
  };
}

/** The id of the registered app a menu names (`microAppId`), or null. */
function registeredIdOf(menu: MenuNode): string | null {
  const value: unknown = (menu as unknown as Record<string, unknown>).microAppId;
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/** The origin of an http(s) URL, or null (a path, or not a URL). */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The registered props with the menu's urlParams over them; the shell's own prop names are never taken. */
function mergedProps(registered: Record<string, unknown>, params: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(registered)) if (!SHELL_PROPS.includes(name)) out[name] = value;
  return { ...out, ...params };
}

/**
 * The app a menu's page hosts (SPEC §3 sourceIntegrateType: 0 micro-app, 1 iframe; Registered
 * micro-app; ARCHITECTURE §8).
 * - A menu carrying a registered app (`microApp`) hosts that app: its kind, its entry (an
 *   absolute http(s) URL on another origin is allowed: the portal's CSP names that origin), its
 *   cache flag (over the SPEC §9 rule when not null), its props and its frame sandbox.
 * - A legacy menu (no `microApp`) hosts its url when that is on the portal's origin: type 1 as
 *   a frame, otherwise as a micro-app. An address on another origin is refused (`notRegistered`,
 *   with the origin): nothing vouches for it, and the page's CSP would not allow it anyway.
 * `portalOrigin` (the browser's) lets an absolute URL on the portal's own origin count as a path.
 * `trustedCode` (the operator's trusted origins, ADR 047): a registered micro-app on another
 * origin runs in the page only from one of them; from any other it is framed on its own origin.
 */
export function planSubApp(menu: MenuNode, name: string, portalOrigin?: string, trustedCode: readonly string[] = []): SubAppPlan {
  const params = menuParams(menu.urlParams);
  const base = { key: subAppKey(menu), menuId: menu.id, name, routePath: `/portal/${encodeURIComponent(menu.id)}/`, cache: isCachedApp(menu), params };
  const registered = registeredAppOf(menu);
  if (registered === "invalid") return { ok: false, reason: "invalidRegistration" };
  if (registered) return planRegistered(registered, base, menu.urlParams, portalOrigin, trustedCode);
  if (registeredIdOf(menu) !== null) return { ok: false, reason: "appUnavailable" };

  const raw = typeof menu.url === "string" ? menu.url.trim() : "";
  if (raw.length === 0) return { ok: false, reason: "noUrl" };
  const sameOrigin = safeSameOriginPath(raw, portalOrigin);
  if (sameOrigin === null) {
    const absolute = safeHttpUrl(raw);
    const origin = absolute ? originOf(absolute) : null;
    return origin ? { ok: false, reason: "notRegistered", origin } : { ok: false, reason: "unsafeUrl" };
  }
  if (menu.sourceIntegrateType === 1) {
    const url = frameUrl(sameOrigin, menu.urlParams);
    return url ? { ok: true, app: { ...base, kind: "iframe", entry: url } } : { ok: false, reason: "unsafeUrl" };
  }
  return { ok: true, app: { ...base, kind: "microApp", entry: sameOrigin.split("#")[0]! } };
}

function planRegistered(registered: MenuRegisteredApp, base: Omit<RegisteredSubApp, "kind" | "entry">, urlParams: string | null | undefined, portalOrigin: string | undefined, trustedCode: readonly string[]): SubAppPlan {
  if (registered.kind === "window") return { ok: false, reason: "detachedWindow" };
  const raw = registered.entry.trim();
  if (raw.length === 0) return { ok: false, reason: "noUrl" };
  const path = safeSameOriginPath(raw, portalOrigin);
  const absolute = path ?? safeHttpUrl(raw);
  if (absolute === null || (path === null && originOf(absolute) === null)) return { ok: false, reason: "unsafeUrl" };
  const entryOrigin = path === null ? originOf(absolute) : null;
  const allowed = registered.allowedOrigins.map((origin) => originOf(origin)).filter((origin): origin is string => origin !== null);
  const origins = [...new Set([...(entryOrigin ? [entryOrigin] : []), ...allowed])];
  // The portal route the app lives under: its own when it names a path, else the menu's.
  const routePath = registered.routePath === null ? null : safeSameOriginPath(registered.routePath.trim());
  const app = {
    ...base,
    routePath: routePath ?? base.routePath,
    cache: registered.cache ?? base.cache,
    origins,
    registeredId: registered.id,
  };
  if (registered.kind === "iframe") {
    const url = frameUrl(absolute, urlParams);
    if (url === null) return { ok: false, reason: "unsafeUrl" };
    const sandbox = registered.sandbox === null ? undefined : registered.sandbox.filter((token) => IFRAME_SANDBOX_TOKENS.includes(token));
    return { ok: true, app: { ...app, kind: "iframe", entry: url, ...(sandbox ? { sandbox } : {}), handshake: registered.props.bridge === true } };
  }
  if (entryOrigin !== null && !runsInPage(absolute, trustedCode, portalOrigin)) {
    // ADR 047: its code would run with the user's privileges; on its own origin, in a frame, it holds none of them.
    const url = frameUrl(absolute, urlParams);
    if (url === null) return { ok: false, reason: "unsafeUrl" };
    return { ok: true, app: { ...app, kind: "iframe", entry: url, handshake: registered.props.bridge === true, framedUntrusted: entryOrigin } };
  }
  return { ok: true, app: { ...app, kind: "microApp", entry: absolute.split("#")[0]!, props: mergedProps(registered.props, base.params) } };
}

/**
 * The micro-apps the user can open from `tree`, the menus they have now: a page menu they may
 * open (SPEC §6: not disabled, holding an authority), shown in the shell (not a detached
 * window), whose page hosts a micro-app — a registered one on another origin included.
 * The shell's own pages (/portal…) are drawn by the shell, not hosted.
 */
export function reachableMicroApps(tree: readonly MenuNode[], portalOrigin: string, trustedCode: readonly string[] = []): { key: string; entry: string }[] {
  return indexMenus(tree as MenuNode[]).nodes.flatMap((node) => {
    if (node.sourceType !== "menu" || menuPermission(node) !== "allowed" || isDetachedMenu(node)) return [];
    if (typeof node.url === "string" && node.url.startsWith("/portal")) return [];
    const plan = planSubApp(node, node.name ?? "", portalOrigin, trustedCode);
    return plan.ok && plan.app.kind === "microApp" ? [{ key: plan.app.key, entry: plan.app.entry }] : [];
  });
}

/** SPEC §2 menu 4, view mode tripartiteApp: the third-party page (already checked by safeTripartitePageUrl) as a framed app. */
export function thirdPartyApp(url: string, name: string): RegisteredSubApp {
  return { kind: "iframe", key: "portal.tripartite_4", menuId: "4", name, entry: url, routePath: "/portal/4/", cache: false, params: {} };
}

/** The frame URL: the menu URL with its urlParams appended, checked (http(s) or a same-origin path). */
export function frameUrl(url: string, urlParams: string | null | undefined): string | null {
  const params = typeof urlParams === "string" ? urlParams.trim().replace(/^[?&]+/, "") : "";
  const trimmed = url.trim();
  if (params.length === 0) return safeHttpUrl(trimmed);
  // The query goes before a #fragment (after it, it would be part of the fragment).
  const hashAt = trimmed.indexOf("#");
  const base = hashAt < 0 ? trimmed : trimmed.slice(0, hashAt);
  const fragment = hashAt < 0 ? "" : trimmed.slice(hashAt);
  const separator = !base.includes("?") ? "?" : base.endsWith("?") || base.endsWith("&") ? "" : "&";
  return safeHttpUrl(`${base}${separator}${params}${fragment}`);
}

/** A kept or shown app instance as the keep-alive budget sees it. */
export interface MountedApp {
  key: string;
  /** The app is on screen now (its tab is active). */
  active: boolean;
  /** Kept alive by the cache rule (an app that is not is unmounted when left). */
  cache: boolean;
  /** When it was last shown (ms). */
  lastUsed: number;
}

/**
 * Which mounted apps to unmount so that the kept-alive ones stay within `budget` and every
 * mounted app has a viewport (at most VIEWPORT_COUNT): the least recently used inactive
 * ones first. An active app is never evicted.
 */
export function appsToEvict(apps: readonly MountedApp[], budget: number): string[] {
  const limit = readKeepAliveBudget(budget);
  const evict: string[] = [];
  const inactive = apps.filter((app) => !app.active).sort((a, b) => a.lastUsed - b.lastUsed);
  // Apps outside the cache rule are not kept at all.
  for (const app of inactive) if (!app.cache) evict.push(app.key);
  let kept = apps.filter((app) => app.cache && !evict.includes(app.key)).length;
  let mounted = apps.length - evict.length;
  for (const app of inactive) {
    if (evict.includes(app.key)) continue;
    if (kept <= limit && mounted <= VIEWPORT_COUNT) break;
    evict.push(app.key);
    kept--;
    mounted--;
  }
  return evict;
}
