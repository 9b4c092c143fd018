import { http, HttpResponse } from "msw";
import { changedPointers } from "#app/features/admin-console/config-diff.rules";
import { FORM_SCHEMAS, type FormSchemaName } from "#app/features/admin-console/schema-form/schema-fields.rules";
import { validateConfig } from "#app/features/admin-console/schema-form/validate-config";
import type { AuditRecord, ConfigDraft, ConfigKind, OtherDraft, VersionRecord } from "#app/platform-api/tenant-config";
import { FakeSchedules } from "./config-schedules";
import { API } from "./envelope";

/**
 * The tenant config's versions (ADR 020) as an in-memory platform, for component tests (msw,
 * `tenantConfigHandlers`) and stories (`fakeTenantConfigFetch`): published values, one
 * draft per kind, versions, rollback, audit, with the contract's 400 and 412.
 */

export interface StoredVersion extends VersionRecord {
  value: unknown;
}

export interface TenantConfigSeed {
  /** Each kind's versions, oldest first; the last one is published. */
  versions: Partial<Record<ConfigKind, { value: unknown; actorAccount?: string; at?: string; action?: string; restoredFrom?: number }[]>>;
  drafts?: Partial<Record<ConfigKind, { value: unknown; basedOn: number; updatedAt?: string }>>;
  /** Audit rows beyond those the seed's versions make. */
  audit?: AuditRecord[];
  /** Other admins' drafts, by kind (whose and when; ADR 058). */
  otherDrafts?: Partial<Record<ConfigKind, OtherDraft[]>>;
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  at: number;
}

interface Answer {
  status: number;
  data: unknown;
  errorMsg?: string;
  csv?: string;
}

const asRecord = (value: unknown): Record<string, unknown> => (value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** `live` with the top-level `fields` (JSON pointers) of `draft`; one the draft lacks is removed (the platform's publish of some fields). */
function withFields(live: unknown, draft: unknown, fields: readonly string[]): Record<string, unknown> {
  const next = { ...asRecord(live) };
  const from = asRecord(draft);
  for (const field of fields) {
    const key = field.slice(1).replace(/~1/g, "/").replace(/~0/g, "~");
    if (key in from) next[key] = from[key];
    else delete next[key];
  }
  return next;
}

const isFormKind = (kind: string): kind is FormSchemaName => (FORM_SCHEMAS as readonly string[]).includes(kind);

export class FakeTenantConfig {
  readonly versions = new Map<ConfigKind, StoredVersion[]>();
  readonly drafts = new Map<ConfigKind, ConfigDraft>();
  readonly audit: AuditRecord[] = [];
  readonly otherDrafts = new Map<ConfigKind, OtherDraft[]>();
  readonly calls: RecordedCall[] = [];
  /** Scheduled publishes (ADR 059): a schedule takes the kind's draft. */
  readonly schedules = new FakeSchedules([], (kind) => this.drafts.delete(kind));
  /** Answers the next call to a path (method and path) with this status and message, once. */
  readonly failures = new Map<string, { status: number; message: string }>();
  private clock = Date.parse("2026-11-20T09:00:00Z");

  constructor(seed: TenantConfigSeed, readonly actor = "admin") {
    for (const [kind, list] of Object.entries(seed.versions) as [ConfigKind, NonNullable<TenantConfigSeed["versions"][ConfigKind]>][]) {
      let previous: unknown = {};
      const stored: StoredVersion[] = list.map((item, index) => {
        const record: StoredVersion = {
          version: index + 1,
          action: item.action ?? "publish",
          actorAccount: item.actorAccount ?? actor,
          at: item.at ?? this.tick(),
          summary: changedPointers(previous, item.value),
          basedOn: index === 0 ? null : index,
          ...(item.restoredFrom !== undefined ? { restoredFrom: item.restoredFrom } : {}),
          valid: isFormKind(kind) ? validateConfig(kind, item.value).length === 0 : true,
          value: item.value,
        };
        this.audit.push({ id: `${kind}-${record.version}`, at: record.at, actorAccount: record.actorAccount, resource: "tenant-config", resourceId: kind, action: record.action, version: record.version, before: previous, after: item.value });
        previous = item.value;
        return record;
      });
      this.versions.set(kind, stored);
    }
    for (const [kind, draft] of Object.entries(seed.drafts ?? {}) as [ConfigKind, NonNullable<TenantConfigSeed["drafts"]>[ConfigKind]][]) {
      if (draft) this.drafts.set(kind, { value: draft.value, basedOn: draft.basedOn, updatedAt: draft.updatedAt ?? this.tick(), errors: this.faults(kind, draft.value) });
    }
    for (const [kind, list] of Object.entries(seed.otherDrafts ?? {}) as [ConfigKind, OtherDraft[]][]) this.otherDrafts.set(kind, list);
    this.audit.push(...(seed.audit ?? []));
    this.audit.sort((a, b) => b.at.localeCompare(a.at));
  }

  private tick(): string {
    this.clock += 60_000;
    return new Date(this.clock).toISOString();
  }

  private faults(kind: ConfigKind, value: unknown) {
    return isFormKind(kind) ? validateConfig(kind, value).map((f) => ({ path: f.pointer, message: f.message })) : [];
  }

  /** The kind's published version (0 when none). */
  published(kind: ConfigKind): StoredVersion | null {
    const list = this.versions.get(kind) ?? [];
    return list[list.length - 1] ?? null;
  }

  /** Someone else publishes `value` (a newer version the admin's draft is not based on). */
  publishAs(kind: ConfigKind, value: unknown, actorAccount: string): StoredVersion {
    return this.append(kind, value, "publish", actorAccount);
  }

  private append(kind: ConfigKind, value: unknown, action: string, actorAccount: string, restoredFrom?: number): StoredVersion {
    const list = this.versions.get(kind) ?? [];
    const before = list[list.length - 1];
    const record: StoredVersion = {
      version: (before?.version ?? 0) + 1,
      action,
      actorAccount,
      at: this.tick(),
      summary: changedPointers(before?.value ?? {}, value),
      basedOn: before?.version ?? null,
      ...(restoredFrom !== undefined ? { restoredFrom } : {}),
      valid: isFormKind(kind) ? validateConfig(kind, value).length === 0 : true,
      value,
    };
    list.push(record);
    this.versions.set(kind, list);
    this.audit.unshift({ id: `${kind}-${record.version}`, at: record.at, actorAccount, resource: "tenant-config", resourceId: kind, action, version: record.version, before: before?.value ?? null, after: value });
    return record;
  }

  private publishedAnswer(kind: ConfigKind) {
    const top = this.published(kind);
    const served = [...(this.versions.get(kind) ?? [])].reverse().find((v) => v.valid) ?? top;
    return { kind, version: top?.version ?? 0, value: served?.value ?? {}, servedVersion: served?.version ?? 0, stale: Boolean(top && !top.valid) };
  }

  /** One call of the contract: `path` under /api/, the JSON body if any. */
  answer(method: string, url: URL, body: unknown): Answer {
    const path = url.pathname.replace(/^\/api\//, "");
    this.calls.push({ method, path: `${path}${url.search}`, body, at: Date.now() });
    const failure = this.failures.get(`${method} ${path}`);
    if (failure) {
      this.failures.delete(`${method} ${path}`);
      return { status: failure.status, data: null, errorMsg: failure.message };
    }
    const page = <T>(items: T[]) => {
      const index = Math.max(1, Number(url.searchParams.get("pageIndex") ?? 1));
      const size = Math.max(1, Number(url.searchParams.get("pageSize") ?? 10));
      return { records: items.slice((index - 1) * size, index * size), recordTotal: items.length, totalPage: Math.ceil(items.length / size) };
    };
    if (path === "param/v4/tenant-config/audit") {
      // As the platform filters: `resource` what was changed, `kind` which one (resource_id).
      const resource = url.searchParams.get("resource");
      const kind = url.searchParams.get("kind");
      const action = url.searchParams.get("action");
      const actor = url.searchParams.get("actor");
      const from = url.searchParams.get("from");
      const to = url.searchParams.get("to");
      // ADR 058: any term in the account, the resource, its id or a changed field's name.
      const terms = url.searchParams.getAll("q").map((term) => term.toLowerCase());
      const found = (r: AuditRecord) =>
        terms.length === 0 || terms.some((term) => [r.actorAccount, r.resource, r.resourceId, ...changedPointers(r.before, r.after).map((p) => p.slice(1))].some((text) => text.toLowerCase().includes(term)));
      const inRange = (r: AuditRecord) => (!from || Date.parse(r.at) >= Date.parse(from)) && (!to || Date.parse(r.at) <= Date.parse(to));
      const rows = this.audit.filter((r) => (!resource || r.resource === resource) && (!kind || r.resourceId === kind) && (!action || r.action === action) && (!actor || r.actorAccount.includes(actor)) && inRange(r) && found(r));
      if (url.searchParams.get("format") === "csv") return { status: 200, data: null, csv: ["at,actorAccount,resource,resourceId,action,version", ...rows.map((r) => [r.at, r.actorAccount, r.resource, r.resourceId, r.action, r.version ?? ""].join(","))].join("\n") };
      return { status: 200, data: page(rows) };
    }
    const scheduled = this.schedules.answer(method, path, body, (kind) => this.drafts.get(kind)?.basedOn ?? null);
    if (scheduled) return scheduled;
    const match = /^param\/v4\/tenant-config\/([\w-]+)(?:\/(draft|other-drafts|publish|rollback|versions)(?:\/(\d+))?)?$/.exec(path);
    if (!match) return { status: 404, data: null, errorMsg: `no call ${method} ${path}` };
    const kind = match[1] as ConfigKind;
    const part = match[2];
    const payload = (body ?? {}) as { value?: unknown; basedOn?: number; version?: number; fields?: string[] };
    if (!part && method === "GET") return { status: 200, data: this.publishedAnswer(kind) };
    if (part === "other-drafts" && method === "GET") return { status: 200, data: this.otherDrafts.get(kind) ?? [] };
    if (part === "draft" && method === "GET") return { status: 200, data: this.drafts.get(kind) ?? null };
    if (part === "draft" && method === "PUT") {
      const draft: ConfigDraft = { value: payload.value, basedOn: Number(payload.basedOn ?? 0), updatedAt: this.tick(), errors: this.faults(kind, payload.value) };
      this.drafts.set(kind, draft);
      return { status: 200, data: draft };
    }
    if (part === "draft" && method === "DELETE") {
      this.drafts.delete(kind);
      return { status: 200, data: null };
    }
    if (part === "publish" && method === "POST") {
      const draft = this.drafts.get(kind);
      const top = this.published(kind)?.version ?? 0;
      if (Number(payload.basedOn) !== top) {
        const since = (this.versions.get(kind) ?? []).filter((v) => v.version > Number(payload.basedOn)).map(({ value: _value, ...record }) => record);
        return { status: 412, data: { current: top, since }, errorMsg: `version ${top} was published since ${String(payload.basedOn)}` };
      }
      if (!draft) return { status: 400, data: { errors: [{ path: "", message: "there is no draft" }] }, errorMsg: "there is no draft" };
      // ADR 054: with `fields`, the published value with those top-level fields of the draft; the rest stays the draft.
      const value = payload.fields ? withFields(this.published(kind)?.value, draft.value, payload.fields) : draft.value;
      const errors = this.faults(kind, value);
      if (errors.length > 0) return { status: 400, data: { errors }, errorMsg: `${errors[0]!.path}: ${errors[0]!.message}` };
      const record = this.append(kind, value, "publish", this.actor);
      const unpublished = payload.fields ? changedPointers(value, draft.value) : [];
      if (unpublished.length > 0) this.drafts.set(kind, { ...draft, basedOn: record.version, updatedAt: this.tick() });
      else this.drafts.delete(kind);
      return { status: 200, data: { version: record.version, unpublished } };
    }
    if (part === "rollback" && method === "POST") {
      const old = (this.versions.get(kind) ?? []).find((v) => v.version === Number(payload.version));
      if (!old) return { status: 404, data: null, errorMsg: `no version ${String(payload.version)}` };
      return { status: 200, data: { version: this.append(kind, old.value, "rollback", this.actor, old.version).version } };
    }
    if (part === "versions" && method === "GET" && match[3]) {
      const found = (this.versions.get(kind) ?? []).find((v) => v.version === Number(match[3]));
      return found ? { status: 200, data: found } : { status: 404, data: null, errorMsg: `no version ${match[3]}` };
    }
    if (part === "versions" && method === "GET") return { status: 200, data: page([...(this.versions.get(kind) ?? [])].reverse().map(({ value: _value, ...record }) => record)) };
    return { status: 405, data: null, errorMsg: `no call ${method} ${path}` };
  }

  /** The answer as the BFF sends it: the envelope (or CSV). */
  response(answer: Answer): Response {
    if (answer.csv !== undefined) return new Response(answer.csv, { status: 200, headers: { "content-type": "text/csv; charset=utf-8" } });
    const ok = answer.status >= 200 && answer.status < 300;
    const body = ok ? { success: true, data: answer.data } : { success: false, data: answer.data, errorCode: String(answer.status), errorMsg: answer.errorMsg ?? "failed" };
    return new Response(JSON.stringify(body), { status: answer.status, headers: { "content-type": "application/json" } });
  }
}

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** msw handlers answering the tenant-config calls from `fake`. */
export function tenantConfigHandlers(fake: FakeTenantConfig) {
  const respond = async ({ request }: { request: Request }) => {
    const answer = fake.answer(request.method, new URL(request.url), await bodyOf(request));
    const response = fake.response(answer);
    return new HttpResponse(response.body, { status: response.status, headers: response.headers });
  };
  return [http.all(`${API}/param/v4/tenant-config/*`, respond)];
}

/** A fetch that answers the tenant-config calls from `fake` and hands any other call to `fallback`. */
export function fakeTenantConfigFetch(fake: FakeTenantConfig, fallback: typeof fetch): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, typeof window !== "undefined" ? window.location.href : "http://localhost/");
    if (!url.pathname.startsWith("/api/param/v4/tenant-config")) return fallback(input, init);
    const body = typeof init?.body === "string" && init.body ? (JSON.parse(init.body) as unknown) : undefined;
    // A platform over the network answers later than at once: the story shows its loading state first.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return fake.response(fake.answer(init?.method ?? "GET", url, body));
  };
}
