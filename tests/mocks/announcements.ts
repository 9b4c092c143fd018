import { http, HttpResponse, type RequestHandler } from "msw";
import type { AnnouncementRecord, AnnouncementWrite } from "#app/platform-api/announcements";
import { API } from "./envelope";

/**
 * The announcements service (ADR 024) as the platform answers it (platform/routes/announcements.ts),
 * for component tests (`announcementHandlers`) and stories (`fakeAnnouncementsFetch`): pages newest
 * start first, filtered by kind and status, post, change and withdraw at the version in If-Match
 * (412 otherwise), delete, with the contract's 400 field faults for a schedule that ends before it
 * starts and for texts in no language; and the org search the audience picker uses.
 */

export interface FakeOrg {
  id: string;
  name: string;
}

interface Answer {
  status: number;
  data: unknown;
  errorMsg?: string;
}

export interface AnnouncementCall {
  method: string;
  path: string;
  body: unknown;
  ifMatch: string | null;
}

const STATUS_OF = (r: Pick<AnnouncementRecord, "publishFrom" | "publishUntil" | "withdrawnAt">, now: number): AnnouncementRecord["status"] => {
  if (r.withdrawnAt) return "withdrawn";
  if (Date.parse(r.publishFrom) > now) return "scheduled";
  if (r.publishUntil && Date.parse(r.publishUntil) <= now) return "ended";
  return "live";
};

export class FakeAnnouncements {
  readonly records: AnnouncementRecord[];
  readonly calls: AnnouncementCall[] = [];
  /** The admin's drafts by announcement id, or `new` (ADR 057). */
  readonly drafts = new Map<string, { value: AnnouncementWrite; basedOn: number; updatedAt: string }>();
  /** What was sent to the admin alone (ADR 057). */
  readonly sentToMe: AnnouncementWrite[] = [];
  private nextId = 90000100;

  constructor(
    seed: readonly AnnouncementRecord[],
    readonly orgs: readonly FakeOrg[] = [],
    readonly now: () => number = () => Date.now(),
    readonly actor = "admin",
  ) {
    this.records = structuredClone([...seed]);
  }

  private faults(body: Partial<AnnouncementWrite>): { path: string; message: string }[] {
    const errors: { path: string; message: string }[] = [];
    const written = (texts: unknown) => Object.values((texts ?? {}) as Record<string, string>).some((text) => typeof text === "string" && text.trim() !== "");
    if (body.kind !== "bulletin" && body.kind !== "alert") errors.push({ path: "kind", message: "must be one of: bulletin, alert" });
    if (!written(body.titleAllLang)) errors.push({ path: "titleAllLang", message: "needs a title in at least one language (zh-CN, en or sv-SE)" });
    if (!written(body.contentAllLang)) errors.push({ path: "contentAllLang", message: "needs a text in at least one language (zh-CN, en or sv-SE)" });
    if (!body.publishFrom || Number.isNaN(Date.parse(body.publishFrom))) errors.push({ path: "publishFrom", message: "is required" });
    else if (body.publishUntil && Date.parse(body.publishUntil) <= Date.parse(body.publishFrom)) {
      errors.push({ path: "publishUntil", message: "must be after publishFrom (the announcement would never show)" });
    }
    if (body.orgId && !this.orgs.some((org) => org.id === body.orgId)) errors.push({ path: "orgId", message: `names no org of this tenant (${body.orgId})` });
    return errors;
  }

  private withStatus(record: AnnouncementRecord): AnnouncementRecord {
    return { ...record, status: STATUS_OF(record, this.now()) };
  }

  private written(body: AnnouncementWrite, base: Partial<AnnouncementRecord>): AnnouncementRecord {
    const at = new Date(this.now()).toISOString();
    const record = {
      ...base,
      kind: body.kind,
      level: body.level ?? "normal",
      orgId: body.orgId ?? null,
      orgName: body.orgId ? (this.orgs.find((org) => org.id === body.orgId)?.name ?? null) : null,
      titleAllLang: body.titleAllLang,
      contentAllLang: body.contentAllLang,
      publishFrom: new Date(body.publishFrom).toISOString(),
      publishUntil: body.publishUntil ? new Date(body.publishUntil).toISOString() : null,
      updatedAt: at,
    } as AnnouncementRecord;
    return this.withStatus(record);
  }

  answer(method: string, url: URL, body: unknown, ifMatch: string | null): Answer {
    const path = url.pathname.replace(/^\/api\//, "");
    this.calls.push({ method, path, body, ifMatch });
    if (path === "org-permission/v4/orgs/search") {
      const keyword = String((body as { keyword?: unknown } | undefined)?.keyword ?? "").toLowerCase();
      const records = this.orgs.filter((org) => org.name.toLowerCase().includes(keyword)).map((org) => ({ id: org.id, name: org.name, fullName: org.name }));
      return { status: 200, data: { records, recordTotal: records.length, totalPage: 1 } };
    }
    const versioned = this.versioned(method, url, path, body, ifMatch);
    if (versioned) return versioned;
    const match = /^message\/v4\/announcements(?:\/([0-9]+))?(\/withdraw)?$/.exec(path);
    if (!match) return { status: 404, data: null, errorMsg: "No such call" };
    const [, id, withdraw] = match;
    if (!id && method === "GET") {
      const kind = url.searchParams.get("kind");
      const status = url.searchParams.get("status");
      const pageIndex = Number(url.searchParams.get("pageIndex") ?? 1);
      const pageSize = Number(url.searchParams.get("pageSize") ?? 20);
      const all = this.records
        .map((r) => this.withStatus(r))
        .filter((r) => (!kind || r.kind === kind) && (!status || r.status === status))
        .sort((a, b) => Date.parse(b.publishFrom) - Date.parse(a.publishFrom));
      return { status: 200, data: { records: all.slice((pageIndex - 1) * pageSize, pageIndex * pageSize), recordTotal: all.length, totalPage: Math.ceil(all.length / pageSize) } };
    }
    if (!id && method === "POST") {
      const errors = this.faults(body as AnnouncementWrite);
      if (errors.length > 0) return { status: 400, data: { errors }, errorMsg: `${errors[0]?.path}: ${errors[0]?.message}` };
      const at = new Date(this.now()).toISOString();
      const record = this.written(body as AnnouncementWrite, { id: String(this.nextId++), version: 1, publisher: this.actor, withdrawnAt: null, createdAt: at });
      this.records.push(record);
      return { status: 201, data: record };
    }
    const index = this.records.findIndex((r) => r.id === id);
    const current = this.records[index];
    if (!current) return { status: 404, data: null, errorMsg: `Announcement ${id} not found` };
    if (ifMatch && ifMatch.replace(/"/g, "") !== String(current.version)) {
      return { status: 412, data: null, errorMsg: `Announcement ${id} is at version ${current.version}, not the one named in If-Match` };
    }
    if (method === "PUT") {
      const errors = this.faults(body as AnnouncementWrite);
      if (errors.length > 0) return { status: 400, data: { errors }, errorMsg: `${errors[0]?.path}: ${errors[0]?.message}` };
      const record = this.written(body as AnnouncementWrite, { ...current, version: current.version + 1 });
      this.records[index] = record;
      return { status: 200, data: record };
    }
    if (method === "POST" && withdraw) {
      const record = this.withStatus({ ...current, withdrawnAt: new Date(this.now()).toISOString(), version: current.version + 1 });
      this.records[index] = record;
      return { status: 200, data: record };
    }
    if (method === "DELETE") {
      this.records.splice(index, 1);
      return { status: 200, data: true };
    }
    return { status: 404, data: null, errorMsg: "No such call" };
  }

  /** The draft, publish, versions and send-to-me calls (ADR 057); undefined for the others. */
  private versioned(method: string, url: URL, path: string, body: unknown, ifMatch: string | null): Answer | undefined {
    if (path === "message/v4/announcements/send-to-me" && method === "POST") {
      const errors = this.faults(body as AnnouncementWrite);
      if (errors.length > 0) return { status: 400, data: { errors }, errorMsg: `${errors[0]?.path}: ${errors[0]?.message}` };
      this.sentToMe.push(body as AnnouncementWrite);
      return { status: 201, data: { messageId: String(this.nextId++) } };
    }
    const match = /^message\/v4\/announcements\/(new|[0-9]+)\/(draft|publish|versions|rollback)$/.exec(path);
    if (!match) return undefined;
    const [, key = "", what] = match;
    if (what === "draft") {
      if (method === "GET") return { status: 200, data: this.drafts.has(key) ? { ...this.drafts.get(key)!, errors: [] } : null };
      if (method === "DELETE") {
        this.drafts.delete(key);
        return { status: 200, data: true };
      }
      const { value, basedOn } = body as { value: AnnouncementWrite; basedOn?: number };
      const draft = { value, basedOn: basedOn ?? 0, updatedAt: new Date(this.now()).toISOString() };
      this.drafts.set(key, draft);
      return { status: 200, data: { ...draft, errors: this.faults(value) } };
    }
    if (what === "publish" && method === "POST") {
      const draft = this.drafts.get(key);
      if (!draft) return { status: 409, data: null, errorMsg: "no draft" };
      // As a post (new) or a change at the draft's version; the call recorded is the publish.
      const recorded = this.calls.length;
      const answer = this.answer(key === "new" ? "POST" : "PUT", new URL(key === "new" ? "/api/message/v4/announcements" : `/api/message/v4/announcements/${key}`, url), draft.value, key === "new" ? null : (ifMatch ?? `"${draft.basedOn}"`));
      this.calls.length = recorded;
      if (answer.status < 300) this.drafts.delete(key);
      return answer;
    }
    if (what === "versions" && method === "GET") {
      const current = this.records.find((r) => r.id === key);
      if (!current) return { status: 404, data: null, errorMsg: `Announcement ${key} not found` };
      const records = Array.from({ length: current.version }, (_, i) => current.version - i).map((version) => ({ version, action: version === 1 ? "publish" : "publish", actorAccount: this.actor, at: current.updatedAt, summary: version === 1 ? [] : ["/titleAllLang"], basedOn: version - 1, restoredFrom: null }));
      return { status: 200, data: { records, recordTotal: records.length, totalPage: 1, publishedVersion: current.version } };
    }
    return { status: 404, data: null, errorMsg: "No such call" };
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

/** msw handlers over `fake` (component tests). */
export function announcementHandlers(fake: FakeAnnouncements): RequestHandler[] {
  const respond = async ({ request }: { request: Request }) => {
    const response = fake.response(fake.answer(request.method, new URL(request.url), await bodyOf(request), request.headers.get("if-match")));
    return new HttpResponse(response.body, { status: response.status, headers: response.headers });
  };
  return [http.all(`${API}/message/v4/announcements`, respond), http.all(`${API}/message/v4/announcements/*`, respond), http.post(`${API}/org-permission/v4/orgs/search`, respond)];
}

/** A fetch that answers the announcement calls and the org search from `fake` (stories), and passes the rest on. */
export function fakeAnnouncementsFetch(fake: FakeAnnouncements, fallback: typeof fetch): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, typeof window !== "undefined" ? window.location.href : "http://localhost/");
    if (!url.pathname.startsWith("/api/message/v4/announcements") && url.pathname !== "/api/org-permission/v4/orgs/search") return fallback(input, init);
    const body = typeof init?.body === "string" && init.body ? (JSON.parse(init.body) as unknown) : undefined;
    const headers = new Headers(init?.headers);
    // A platform over the network answers later than at once: the story shows its loading state first.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return fake.response(fake.answer(init?.method ?? "GET", url, body, headers.get("if-match")));
  };
}
