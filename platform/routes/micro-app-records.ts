import type { Selectable } from "kysely";
import type { MicroAppKind, MicroAppsTable } from "../db/schema.ts";
import { fieldErrors, type FieldError } from "../http/envelope.ts";
import { rejectHostileShape } from "../http/input.ts";
import { schemaFieldErrors } from "../http/schema-validation.ts";
import { isPlainObject } from "../http/tenant-config.ts";

/**
 * Registered apps (SPEC §3 Registered micro-app, ARCHITECTURE §8): how a write body is read
 * (schemas/micro-app-write.schema.json and the checks a schema cannot make) and how a row is
 * answered (schemas/micro-app.schema.json, and the `microApp` of a menu node). Pure.
 */

export type MicroAppRow = Selectable<MicroAppsTable>;
export type Locale = "zh-CN" | "en" | "sv-SE";
export type Names = Record<Locale, string>;

export const WRITE_SCHEMA = "micro-app-write.schema.json";
/** props written as JSON may be at most this many bytes. */
export const MAX_PROPS_BYTES = 16 * 1024;
/** Levels of objects and arrays props may nest, props itself the first. */
export const MAX_PROPS_DEPTH = 30;
/** The id the origins call takes in the path; no app may have it. */
export const RESERVED_APP_ID = "origins";
const APP_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** SPEC §3 sourceIntegrateType of the menus that open an app of each kind. */
export const INTEGRATE_TYPE_OF_KIND: Record<MicroAppKind, 0 | 1 | 2> = { microApp: 0, iframe: 1, window: 2 };

/** The writable fields of an app, read and checked. */
export interface MicroAppInput {
  id: string | undefined;
  nameAllLang: Names;
  entry: string;
  kind: MicroAppKind;
  routePath: string | null;
  cache: boolean | null;
  props: Record<string, unknown>;
  allowedOrigins: string[];
  sandbox: string[] | null;
}

/** An app as the API answers it (schemas/micro-app.schema.json). */
export interface MicroAppRecord {
  id: string;
  name: string;
  nameAllLang: Names;
  entry: string;
  kind: MicroAppKind;
  routePath: string | null;
  cache: boolean | null;
  props: Record<string, unknown>;
  allowedOrigins: string[];
  sandbox: string[] | null;
  version: number;
  createdBy: string | null;
  createdAt: string;
  updatedBy: string | null;
  updatedAt: string;
}

/** What a menu node carries of the app it opens (schemas/menu-node.schema.json `microApp`). */
export interface MenuMicroApp {
  id: string;
  entry: string;
  kind: MicroAppKind;
  routePath: string | null;
  cache: boolean | null;
  props: Record<string, unknown>;
  allowedOrigins: string[];
  sandbox: string[] | null;
}

/** `entry` written as an absolute URL: its origin; null for a path on the portal's origin (or no URL). */
export function entryOrigin(entry: string): string | null {
  if (entry.startsWith("/")) return null;
  try {
    const url = new URL(entry);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** Faults of an absolute entry the pattern lets through: no URL at all, or a user name or password in it. */
function entryFault(entry: string): string | null {
  if (entry.startsWith("/")) return null;
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return "must be an absolute http(s) URL or a path on the portal's own origin starting with \"/\"";
  }
  if (url.username || url.password) return "must not carry a user name or password";
  return null;
}

/** An origin as the browser writes it (lower-case host, no default port), or null when it is none. */
function exactOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.origin === "null" ? null : url.origin;
  } catch {
    return null;
  }
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/**
 * The body of a POST or PUT as an app's writable fields; a 400 naming every faulty field
 * (`{ errors: [{ path, message }] }`) otherwise. A key `__proto__`, `constructor` or
 * `prototype` anywhere is a 400 naming it before anything else. Origins are kept as the browser
 * writes them.
 */
export function readMicroAppBody(body: unknown): MicroAppInput {
  // props are the app's own and may nest deeper than the platform's schemas; not unbounded (the body is the first level).
  rejectHostileShape(body, MAX_PROPS_DEPTH + 1);
  const errors: FieldError[] = schemaFieldErrors(WRITE_SCHEMA, body);
  if (errors.length > 0 || !isPlainObject(body)) throw fieldErrors(errors.length > 0 ? errors : [{ path: "", message: "must be a JSON object" }]);
  const entry = body.entry as string;
  const fault = entryFault(entry);
  if (fault) errors.push({ path: "entry", message: fault });
  const props = isPlainObject(body.props) ? body.props : {};
  if (Buffer.byteLength(JSON.stringify(props), "utf8") > MAX_PROPS_BYTES) {
    errors.push({ path: "props", message: `must be at most ${MAX_PROPS_BYTES / 1024} KB written as JSON` });
  }
  const allowedOrigins: string[] = [];
  stringList(body.allowedOrigins).forEach((value, i) => {
    const origin = exactOrigin(value);
    if (origin === null) errors.push({ path: `allowedOrigins/${i}`, message: "must be an exact origin, scheme://host[:port] with no path, such as https://api.example.com" });
    else if (allowedOrigins.includes(origin)) errors.push({ path: `allowedOrigins/${i}`, message: `names ${origin} a second time` });
    else allowedOrigins.push(origin);
  });
  if (errors.length > 0) throw fieldErrors(errors);
  return {
    id: typeof body.id === "string" ? body.id : undefined,
    nameAllLang: body.nameAllLang as Names,
    entry,
    kind: body.kind as MicroAppKind,
    routePath: typeof body.routePath === "string" ? body.routePath : null,
    cache: typeof body.cache === "boolean" ? body.cache : null,
    props,
    allowedOrigins,
    sandbox: Array.isArray(body.sandbox) ? stringList(body.sandbox) : null,
  };
}

/**
 * An id made from the English name (POST without an id): lower-case letters and digits joined
 * by "-", at most 64 characters; "app" when nothing of the name is left.
 */
export function appIdFromName(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+/, "")
    .slice(0, 64)
    .replace(/-+$/, "");
  if (slug === "") return "app";
  return slug === RESERVED_APP_ID ? `${RESERVED_APP_ID}-app` : slug;
}

/** `base`, else `base-2`, `base-3`, … : the first that `taken` does not hold (kept within 64 characters). */
export function freeAppId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, 64 - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!taken.has(candidate) && APP_ID.test(candidate)) return candidate;
  }
}

/** True for a string that could be an app id (a path segment that is not is no app: 404). */
export function isAppId(value: string): boolean {
  return APP_ID.test(value);
}

function names(value: unknown): Names {
  const source = isPlainObject(value) ? value : {};
  const pick = (locale: Locale) => (typeof source[locale] === "string" ? source[locale] : "");
  return { "zh-CN": pick("zh-CN"), en: pick("en"), "sv-SE": pick("sv-SE") };
}

const iso = (value: Date | string): string => new Date(value).toISOString();

export function microAppRecord(row: MicroAppRow): MicroAppRecord {
  return {
    id: row.id,
    name: row.name,
    nameAllLang: names(row.name_all_lang),
    entry: row.entry,
    kind: row.kind,
    routePath: row.route_path,
    cache: row.cache,
    props: isPlainObject(row.props) ? row.props : {},
    allowedOrigins: stringList(row.allowed_origins),
    sandbox: Array.isArray(row.sandbox) ? stringList(row.sandbox) : null,
    version: row.version,
    createdBy: row.created_by,
    createdAt: iso(row.created_at),
    updatedBy: row.updated_by,
    updatedAt: iso(row.updated_at),
  };
}

export function menuMicroApp(row: MicroAppRow): MenuMicroApp {
  return {
    id: row.id,
    entry: row.entry,
    kind: row.kind,
    routePath: row.route_path,
    cache: row.cache,
    props: isPlainObject(row.props) ? row.props : {},
    allowedOrigins: stringList(row.allowed_origins),
    sandbox: Array.isArray(row.sandbox) ? stringList(row.sandbox) : null,
  };
}

/** The columns of an app's writable fields (name is the zh-CN one, SPEC §1 default locale). */
export function microAppColumns(input: MicroAppInput) {
  return {
    name: input.nameAllLang["zh-CN"],
    name_all_lang: JSON.stringify(input.nameAllLang),
    entry: input.entry,
    kind: input.kind,
    route_path: input.routePath,
    cache: input.cache,
    props: JSON.stringify(input.props),
    allowed_origins: JSON.stringify(input.allowedOrigins),
    sandbox: input.sandbox === null ? null : JSON.stringify(input.sandbox),
  };
}
