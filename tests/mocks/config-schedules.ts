import { http, HttpResponse } from "msw";
import type { ConfigKind } from "#app/platform-api/tenant-config";
import type { ScheduleRecord } from "#app/platform-api/tenant-transfer";
import { API } from "./envelope";

/**
 * The scheduled-publish calls (ADR 059) as the platform answers them, for component tests and
 * stories: GET param/v4/tenant-config/schedules, DELETE …/schedules/{id}, POST …/{kind}/schedule.
 * The fake tenant config (tenant-config.ts) asks `answerSchedules` first; `scheduleHandlers`
 * answers them on their own.
 */

export interface ScheduleAnswer {
  status: number;
  data: unknown;
  errorMsg?: string;
}

/** What a tenant's schedules are, per fake (a story's or a test's). */
export class FakeSchedules {
  readonly records: ScheduleRecord[];
  private next = 1;
  constructor(records: readonly ScheduleRecord[] = [], private readonly onSchedule?: (kind: ConfigKind) => void) {
    this.records = records.map((record) => ({ ...record }));
    this.next = records.length + 1;
  }

  /** The answer to a schedule call, or null when `path` (under /api/) is none. */
  answer(method: string, path: string, body: unknown, draftBasedOn?: (kind: ConfigKind) => number | null): ScheduleAnswer | null {
    if (path === "param/v4/tenant-config/schedules" && method === "GET") return { status: 200, data: { records: this.records } };
    const cancel = /^param\/v4\/tenant-config\/schedules\/(\d+)$/.exec(path);
    if (cancel && method === "DELETE") {
      const record = this.records.find((candidate) => candidate.id === cancel[1]);
      if (!record) return { status: 404, data: null, errorMsg: `No schedule ${cancel[1]} in this tenant` };
      if (record.status !== "pending") return { status: 409, data: { status: record.status }, errorMsg: `The schedule is ${record.status}, no longer pending: it cannot be cancelled` };
      record.status = "cancelled";
      record.doneAt = "2026-11-20T09:00:00.000Z";
      return { status: 200, data: record };
    }
    const create = /^param\/v4\/tenant-config\/([\w-]+)\/schedule$/.exec(path);
    if (create && method === "POST") {
      const kind = create[1] as ConfigKind;
      const payload = (body ?? {}) as { runAt?: string; basedOn?: number };
      const basedOn = draftBasedOn?.(kind);
      if (basedOn === null) return { status: 409, data: null, errorMsg: `There is no draft of ${kind} to schedule` };
      const record: ScheduleRecord = {
        id: String(this.next++),
        kind,
        runAt: new Date(payload.runAt ?? "").toISOString(),
        status: "pending",
        basedOn: Number(payload.basedOn ?? basedOn ?? 0),
        reasonCode: null,
        reason: null,
        version: null,
        actorAccount: "admin",
        createdAt: "2026-11-20T09:00:00.000Z",
        doneAt: null,
      };
      this.records.unshift(record);
      this.onSchedule?.(kind);
      return { status: 201, data: { ...record, unpublished: [] } };
    }
    return null;
  }
}

const envelope = (answer: ScheduleAnswer) =>
  HttpResponse.json(answer.status < 300 ? { success: true, data: answer.data } : { success: false, data: answer.data, errorCode: String(answer.status), errorMsg: answer.errorMsg ?? "failed" }, { status: answer.status });

/** msw handlers answering the schedule calls from `fake` (no draft: a schedule is made on basedOn as sent). */
export function scheduleHandlers(fake: FakeSchedules) {
  const respond = async ({ request }: { request: Request }) => {
    const text = await request.text();
    const answer = fake.answer(request.method, new URL(request.url).pathname.replace(/^\/api\//, ""), text ? (JSON.parse(text) as unknown) : undefined);
    return answer ? envelope(answer) : undefined;
  };
  return [http.get(`${API}/param/v4/tenant-config/schedules`, respond), http.delete(`${API}/param/v4/tenant-config/schedules/:id`, respond), http.post(`${API}/param/v4/tenant-config/:kind/schedule`, respond)];
}
