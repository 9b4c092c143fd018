import { ApiError, apiGet, apiSend } from "#app/platform-api/client";

/**
 * The tenant config's versions (ADR 020) as the browser calls them, through the BFF: the
 * published value, the caller's draft, publish, versions, rollback and the audit. The one
 * place their paths are written on the client (ADR 019). Used by the tenant admin console only.
 */

/** The kinds of tenant config (ADR 020; SPEC §3 Header theme, Portal scene params). */
export const CONFIG_KINDS = ["header-theme", "nav-logo-and-name", "scene-params", "layout-override"] as const;
export type ConfigKind = (typeof CONFIG_KINDS)[number];

const BASE = "param/v4/tenant-config";

/** The published value; `stale`: the stored one did not validate and `servedVersion` is the last valid one. */
export interface PublishedConfig {
  kind: ConfigKind;
  version: number;
  value: unknown;
  servedVersion: number;
  stale: boolean;
}

/** One fault of a value, by its path (a JSON pointer or a `a/b` field path) and message. */
export interface ConfigFieldError {
  path: string;
  message: string;
}

/** The caller's draft of one kind; stored even when invalid (`errors`). */
export interface ConfigDraft {
  value: unknown;
  basedOn: number;
  updatedAt: string;
  errors: ConfigFieldError[];
}

export type VersionAction = "publish" | "rollback";

/** One row of a kind's history; `summary` lists the changed JSON pointers. */
export interface VersionRecord {
  version: number;
  action: VersionAction | string;
  actorAccount: string;
  at: string;
  summary: string[];
  basedOn: number | null;
  /** A rollback's: the version whose value it published again. */
  restoredFrom?: number | null;
  valid: boolean;
}

export interface VersionDetail {
  version: number;
  value: unknown;
  action: VersionAction | string;
  actorAccount: string;
  at: string;
  summary: string[];
}

export interface Page<T> {
  records: T[];
  recordTotal: number;
  totalPage: number;
}

/** One audit row as the platform answers it: `resource` is what was changed (a config, an app, a menu, …), `resourceId` which one (a config's kind). */
export interface AuditRecord {
  id: string;
  at: string;
  actorAccount: string;
  resource: string;
  resourceId: string;
  action: string;
  version: number | null;
  before: unknown;
  after: unknown;
}

export interface AuditFilter {
  resource?: string;
  kind?: string;
  action?: string;
  actor?: string;
  /** From this instant (ISO 8601). */
  from?: string;
  /** Up to this instant (ISO 8601). */
  to?: string;
  /** Free text: a row matches when any term is in its account, resource, kind or a changed field's name (ADR 058). */
  q?: readonly string[];
}

/** Another admin's draft of the same kind: whose, on which version, saved when (never its value; ADR 058). */
export interface OtherDraft {
  account: string;
  nickname: string;
  basedOn: number;
  updatedAt: string;
}

/** A publish refused because `basedOn` is stale (412): the published config now and the versions since. */
export class PublishConflict extends Error {
  override readonly name = "PublishConflict";
  constructor(
    readonly current: PublishedConfig,
    readonly since: VersionRecord[],
  ) {
    super(`version ${current.version} was published since`);
  }
}

/** A publish refused because the draft does not validate (400), with the faults by field. */
export class InvalidDraft extends Error {
  override readonly name = "InvalidDraft";
  constructor(
    message: string,
    readonly errors: ConfigFieldError[],
  ) {
    super(message);
  }
}

const kindPath = (kind: ConfigKind) => `${BASE}/${encodeURIComponent(kind)}`;

function query(params: Record<string, string | number | readonly string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const item of value as readonly string[]) search.append(name, item);
    else if (value !== undefined && value !== "") search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** GET param/v4/tenant-config/{kind}: the published value. */
export function publishedConfig(kind: ConfigKind): Promise<PublishedConfig> {
  return apiGet<PublishedConfig>(kindPath(kind));
}

/** GET param/v4/tenant-config/{kind}/draft: the caller's draft, or null when there is none. */
export function configDraft(kind: ConfigKind): Promise<ConfigDraft | null> {
  return apiGet<ConfigDraft | null>(`${kindPath(kind)}/draft`);
}

/** GET param/v4/tenant-config/{kind}/other-drafts: the other tenant admins' drafts of the kind, newest first. */
export async function otherConfigDrafts(kind: ConfigKind): Promise<OtherDraft[]> {
  const answer = await apiGet<OtherDraft[] | null>(`${kindPath(kind)}/other-drafts`);
  return Array.isArray(answer) ? answer : [];
}

/**
 * PUT param/v4/tenant-config/{kind}/draft: stores the caller's draft (even an invalid one) and
 * answers it with its faults. `keepalive` lets the save outlive the page (sent as it unloads).
 */
export function saveConfigDraft(kind: ConfigKind, value: unknown, basedOn: number, options: { keepalive?: boolean } = {}): Promise<ConfigDraft> {
  return apiSend<ConfigDraft>("PUT", `${kindPath(kind)}/draft`, { value, basedOn }, options.keepalive ? { keepalive: true } : undefined);
}

/** DELETE param/v4/tenant-config/{kind}/draft: drops the caller's draft. */
export function dropConfigDraft(kind: ConfigKind): Promise<unknown> {
  return apiSend<unknown>("DELETE", `${kindPath(kind)}/draft`);
}

function fieldErrorsOf(data: unknown): ConfigFieldError[] {
  const errors = (data as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? errors.filter((e): e is ConfigFieldError => typeof e?.path === "string" && typeof e?.message === "string") : [];
}

/** A publish's answer: the version it made, and the fields (JSON pointers) the draft still holds unpublished. */
export interface Published {
  version: number;
  unpublished: string[];
}

/**
 * POST param/v4/tenant-config/{kind}/publish: publishes the caller's draft made on `basedOn`;
 * with `fields` (top-level JSON pointers) only those fields of it, the rest staying the draft
 * (ADR 054). Throws `PublishConflict` on 412 and `InvalidDraft` on 400; any other failure as the client does.
 */
export async function publishConfig(kind: ConfigKind, basedOn: number, fields?: readonly string[]): Promise<Published> {
  try {
    const answer = await apiSend<Partial<Published>>("POST", `${kindPath(kind)}/publish`, fields ? { basedOn, fields } : { basedOn });
    return { version: answer.version ?? 0, unpublished: Array.isArray(answer.unpublished) ? answer.unpublished : [] };
  } catch (error) {
    if (error instanceof ApiError && error.status === 412) {
      // The platform names the version now published and the versions since; the conflict view shows that version's value.
      const data = (error.data ?? {}) as { current?: unknown; since?: unknown };
      if (typeof data.current === "number") throw new PublishConflict(await publishedConfig(kind), Array.isArray(data.since) ? (data.since as VersionRecord[]) : []);
    }
    if (error instanceof ApiError && error.status === 400) throw new InvalidDraft(error.message, fieldErrorsOf(error.data));
    throw error;
  }
}

/** GET param/v4/tenant-config/{kind}/versions?pageIndex&pageSize: a page of the kind's history, newest first. */
export function configVersions(kind: ConfigKind, pageIndex: number, pageSize: number): Promise<Page<VersionRecord>> {
  return apiGet<Page<VersionRecord>>(`${kindPath(kind)}/versions${query({ pageIndex, pageSize })}`);
}

/** GET param/v4/tenant-config/{kind}/versions/{version}: one version with its value. */
export function configVersion(kind: ConfigKind, version: number): Promise<VersionDetail> {
  return apiGet<VersionDetail>(`${kindPath(kind)}/versions/${encodeURIComponent(String(version))}`);
}

/** POST param/v4/tenant-config/{kind}/rollback: publishes an old version's value as a new version. */
export function rollbackConfig(kind: ConfigKind, version: number): Promise<{ version: number }> {
  return apiSend<{ version: number }>("POST", `${kindPath(kind)}/rollback`, { version });
}

/** GET param/v4/tenant-config/audit?pageIndex&pageSize&kind&action&actor&from&to&q: a page of the audit, newest first. */
export function configAudit(pageIndex: number, pageSize: number, filter: AuditFilter = {}): Promise<Page<AuditRecord>> {
  return apiGet<Page<AuditRecord>>(`${BASE}/audit${query({ pageIndex, pageSize, ...filter })}`);
}

/** Where the audit downloads as CSV (the same filters; the BFF forwards a plain GET): a link's href. */
export function configAuditCsvHref(filter: AuditFilter = {}): string {
  return `/api/${BASE}/audit${query({ ...filter, format: "csv" })}`;
}
