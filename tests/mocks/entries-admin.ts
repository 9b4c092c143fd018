import { http, HttpResponse } from "msw";
import { validate, type SchemaName } from "#app/kit/schemas/validator";
import { ENTRY_KINDS, type EntryKind, type EntryRecord } from "#app/platform-api/entries-admin";
import { API } from "./envelope";

/**
 * The tenant admin's entry lists (ADR 023) as an in-memory platform, for component tests (msw,
 * `entriesAdminHandlers`) and stories (`fakeEntriesFetch`): one version per list, If-Match
 * answered 412 when stale, bodies checked against the same write schemas as the platform (400
 * with the faults by field), codes unique in a quick or extend list.
 */

export type EntriesSeed = Partial<Record<EntryKind, EntryRecord[]>>;

const SCHEMA: Record<EntryKind, SchemaName> = {
  "quick-entries": "portal-entry-write",
  "extend-entries": "portal-entry-write",
  "side-entries": "side-entry-write",
  dashboards: "dashboard-write",
  "help-urls": "help-url-write",
};

interface Answer {
  status: number;
  data: unknown;
  errorMsg?: string;
}

export interface EntriesCall {
  method: string;
  path: string;
  body: unknown;
  ifMatch: string | null;
}

export class FakeEntries {
  readonly lists = new Map<EntryKind, { version: number; records: EntryRecord[] }>();
  readonly calls: EntriesCall[] = [];
  /** The admin's draft of each list (ADR 057). */
  readonly drafts = new Map<EntryKind, { value: Record<string, unknown>[]; basedOn: number; updatedAt: string }>();
  /** Each list's versions, oldest first (ADR 057). */
  readonly history = new Map<EntryKind, { version: number; action: string; actorAccount: string; at: string; summary: string[]; basedOn: number; restoredFrom: number | null; value: EntryRecord[] }[]>();
  private nextId = 90001;

  constructor(seed: EntriesSeed) {
    for (const kind of ENTRY_KINDS) {
      this.lists.set(kind, { version: seed[kind] ? 1 : 0, records: structuredClone(seed[kind] ?? []) });
      this.history.set(kind, seed[kind] ? [{ version: 1, action: "import", actorAccount: "system", at: "2026-12-01T08:00:00.000Z", summary: [], basedOn: 0, restoredFrom: null, value: structuredClone(seed[kind] ?? []) }] : []);
    }
  }

  /** A list's draft, version and rollback calls (ADR 057); undefined when the call is another. */
  private versioned(method: string, kind: EntryKind, what: string | undefined, more: string | undefined, body: unknown, ifMatch: string | null): Answer | undefined {
    const list = this.lists.get(kind)!;
    const history = this.history.get(kind)!;
    const publishAs = (records: EntryRecord[], action: string, basedOn: number, restoredFrom: number | null): Answer => {
      if (basedOn !== list.version) return { status: 412, data: { current: list.version, since: [] }, errorMsg: `The ${kind} list is at version ${list.version}` };
      list.records = records;
      list.version++;
      history.push({ version: list.version, action, actorAccount: "admin", at: new Date(Date.UTC(2026, 11, 7, 8, list.version)).toISOString(), summary: ["/order"], basedOn, restoredFrom, value: structuredClone(records) });
      return { status: 200, data: { version: list.version, records: structuredClone(records) } };
    };
    const tagOf = (header: string | null) => (header === null ? null : Number(header.replace(/"/g, "")));
    if (what === "draft") {
      if (method === "GET") return { status: 200, data: this.drafts.has(kind) ? { ...structuredClone(this.drafts.get(kind)!), errors: [] } : null };
      if (method === "DELETE") {
        this.drafts.delete(kind);
        return { status: 200, data: true };
      }
      if (method === "PUT") {
        const { value, basedOn } = body as { value: Record<string, unknown>[]; basedOn: number };
        const draft = { value: structuredClone(value), basedOn, updatedAt: new Date(Date.UTC(2026, 11, 7, 9, 0)).toISOString() };
        this.drafts.set(kind, draft);
        return { status: 200, data: { ...draft, errors: [] } };
      }
    }
    if (what === "publish" && method === "POST") {
      const draft = this.drafts.get(kind);
      if (!draft) return { status: 409, data: null, errorMsg: "no draft" };
      const records = draft.value.map((item) => {
        const { draftKey: _key, ...fields } = item as Record<string, unknown> & { nameAllLang: Record<string, string> };
        return { ...fields, id: typeof fields.id === "string" ? fields.id : String(this.nextId++), name: fields.nameAllLang["zh-CN"] } as unknown as EntryRecord;
      });
      const answer = publishAs(records, "publish", tagOf(ifMatch) ?? draft.basedOn, null);
      if (answer.status === 200) this.drafts.delete(kind);
      return answer;
    }
    if (what === "versions" && method === "GET") {
      if (more !== undefined) {
        const found = history.find((v) => v.version === Number(more));
        return found ? { status: 200, data: structuredClone(found) } : { status: 404, data: null, errorMsg: "no version" };
      }
      const records = [...history].reverse().map(({ value: _value, ...version }) => version);
      return { status: 200, data: { records, recordTotal: records.length, totalPage: 1, publishedVersion: list.version } };
    }
    if (what === "rollback" && method === "POST") {
      const target = history.find((v) => v.version === (body as { version?: number }).version);
      if (!target) return { status: 404, data: null, errorMsg: "no version" };
      return publishAs(structuredClone(target.value), "rollback", tagOf(ifMatch) ?? -1, target.version);
    }
    return undefined;
  }

  /** Someone else's write: the list's version moves on, so the console's next write is stale. */
  bump(kind: EntryKind): void {
    this.lists.get(kind)!.version++;
  }

  answer(method: string, url: URL, body: unknown, ifMatch: string | null): Answer {
    const path = url.pathname.replace(/^.*\/api\//, "");
    this.calls.push({ method, path, body, ifMatch });
    const match = /^workbench\/v4\/admin\/entries\/([a-z-]+)(?:\/([^/]+))?(?:\/([^/]+))?$/.exec(path);
    const kind = ENTRY_KINDS.find((k) => k === match?.[1]);
    if (!match || !kind) return { status: 404, data: null, errorMsg: `no call ${method} ${path}` };
    const versioned = this.versioned(method, kind, match[2], match[3], body, ifMatch);
    if (versioned) return versioned;
    const list = this.lists.get(kind)!;
    if (method === "GET" && !match[2]) return { status: 200, data: { kind, version: list.version, records: structuredClone(list.records) } };
    if (ifMatch !== null && ifMatch !== `"${list.version}"`) return { status: 412, data: null, errorMsg: `The ${kind} list is at version ${list.version}` };
    const id = match[2];
    if (method === "PUT" && id === "order") {
      const ids = (body as { ids?: string[] }).ids ?? [];
      if (ids.length !== list.records.length || ids.some((i) => !list.records.some((r) => r.id === i))) return { status: 400, data: null, errorMsg: "ids must name every entry once" };
      list.records = ids.map((i) => list.records.find((r) => r.id === i)!);
      list.version++;
      return { status: 200, data: { version: list.version, records: structuredClone(list.records) } };
    }
    if (method === "DELETE" && id) {
      if (!list.records.some((r) => r.id === id)) return { status: 404, data: null, errorMsg: `no entry ${id}` };
      list.records = list.records.filter((r) => r.id !== id);
      list.version++;
      return { status: 200, data: { version: list.version } };
    }
    if (method === "POST" || method === "PUT") {
      const checked = validate(SCHEMA[kind], body);
      if (!checked.ok) {
        const errors = checked.errors.map((e) => ({ path: e.pointer.replace(/^\//, ""), message: e.message }));
        return { status: 400, data: { errors }, errorMsg: `${errors[0]!.path}: ${errors[0]!.message}` };
      }
      const fields = body as Record<string, unknown> & { nameAllLang: Record<string, string> };
      if (typeof fields.code === "string" && list.records.some((r) => (r as { code?: string }).code === fields.code && r.id !== id)) {
        return { status: 400, data: { errors: [{ path: "code", message: "is the code of another entry of this list" }] }, errorMsg: "code: is the code of another entry of this list" };
      }
      const record = { ...fields, id: id ?? String(this.nextId++), name: fields.nameAllLang["zh-CN"]! } as unknown as EntryRecord;
      if (method === "PUT") {
        const at = list.records.findIndex((r) => r.id === id);
        if (at < 0) return { status: 404, data: null, errorMsg: `no entry ${id}` };
        list.records[at] = record;
      } else list.records.push(record);
      list.version++;
      return { status: method === "POST" ? 201 : 200, data: { version: list.version, record: structuredClone(record) } };
    }
    return { status: 405, data: null, errorMsg: `no call ${method} ${path}` };
  }

  response(answer: Answer): Response {
    const ok = answer.status >= 200 && answer.status < 300;
    const body = ok ? { success: true, data: answer.data } : { success: false, data: answer.data, errorCode: String(answer.status), errorMsg: answer.errorMsg ?? "failed" };
    return new Response(JSON.stringify(body), { status: answer.status, headers: { "content-type": "application/json" } });
  }
}

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** msw handlers answering the entry admin calls from `fake()` (a function, so a test can start a fresh one). */
export function entriesAdminHandlers(fake: () => FakeEntries) {
  return [
    http.all(`${API}/workbench/v4/admin/entries/*`, async ({ request }) => {
      const f = fake();
      const response = f.response(f.answer(request.method, new URL(request.url), await bodyOf(request), request.headers.get("if-match")));
      return new HttpResponse(response.body, { status: response.status, headers: response.headers });
    }),
  ];
}

/** A fetch that answers the entry admin calls from `fake` and hands any other call to `fallback`. */
export function fakeEntriesFetch(fake: FakeEntries, fallback: typeof fetch): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, typeof window !== "undefined" ? window.location.href : "http://localhost/");
    if (!url.pathname.startsWith("/api/workbench/v4/admin/entries")) return fallback(input, init);
    const body = typeof init?.body === "string" && init.body ? (JSON.parse(init.body) as unknown) : undefined;
    const ifMatch = new Headers(init?.headers).get("if-match");
    // A platform over the network answers later than at once: the story shows its loading state first.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return fake.response(fake.answer(init?.method ?? "GET", url, body, ifMatch));
  };
}
