import { http, type RequestHandler } from "msw";
import type { Message } from "#app/types/generated/message";
import { API, fail, ok } from "./envelope";

/** What the stand-in message service holds and was asked. */
export interface MessageServiceState {
  messages: Message[];
  /** "METHOD path" of every call, in order. */
  calls: string[];
  /** Bodies of the mark-read calls. */
  marked: unknown[];
}

const ID = /^[1-9][0-9]{0,17}$/;

/**
 * message: the message centre (SPEC §7 Messages) over `initial`, as the platform answers
 * (platform/routes/messages.ts): pages newest first (`unread` true unread only, false read
 * only), the unread count, unread alerts, one message, marking read. Stateful, so a story or a
 * test sees its own marks; each call makes a fresh copy.
 */
export function messageService(initial: readonly Message[]): { state: MessageServiceState; handlers: RequestHandler[] } {
  const state: MessageServiceState = { messages: structuredClone([...initial]), calls: [], marked: [] };
  const log = (request: Request) => state.calls.push(`${request.method} ${new URL(request.url).pathname.replace(/^\/api\//, "")}`);
  const unread = () => state.messages.filter((m) => !m.read);
  const markRead = (m: Message) => {
    if (m.read) return 0;
    m.read = true;
    m.readTime = new Date().toISOString();
    return 1;
  };
  const handlers = [
    http.get(`${API}/message/v4/messages/unread-count`, ({ request }) => {
      log(request);
      return ok(unread().length);
    }),
    http.get(`${API}/message/v4/messages/alerts`, ({ request }) => {
      log(request);
      return ok(unread().filter((m) => m.type === "alert"));
    }),
    http.post(`${API}/message/v4/messages/page`, async ({ request }) => {
      log(request);
      const body = (await request.json()) as { unread?: boolean; pageIndex?: number; pageSize?: number };
      const pageIndex = body.pageIndex ?? 1;
      const pageSize = body.pageSize ?? 5;
      const list = state.messages.filter((m) => (body.unread === true ? !m.read : body.unread === false ? m.read : true));
      return ok({ records: list.slice((pageIndex - 1) * pageSize, pageIndex * pageSize), recordTotal: list.length, totalPage: Math.ceil(list.length / pageSize) });
    }),
    http.put(`${API}/message/v4/messages/all`, ({ request }) => {
      log(request);
      return ok(state.messages.reduce((n, m) => n + markRead(m), 0));
    }),
    http.put(`${API}/message/v4/messages/ids`, async ({ request }) => {
      log(request);
      const ids: unknown = await request.json();
      state.marked.push(ids);
      if (!Array.isArray(ids) || ids.length === 0 || ids.some((id) => typeof id !== "string" || !ID.test(id))) return fail(400, "400", "ids must be message ids");
      const found = ids.map((id) => state.messages.find((m) => m.id === id));
      if (found.some((m) => !m)) return fail(404, "404", "Message not found");
      return ok(found.reduce((n, m) => n + (m ? markRead(m) : 0), 0));
    }),
    http.get(`${API}/message/v4/messages/:id`, ({ request, params }) => {
      log(request);
      const id = String(params["id"]);
      if (!ID.test(id)) return fail(400, "400", "id must be a message id (a whole number)");
      const found = state.messages.find((m) => m.id === id);
      return found ? ok(found) : fail(404, "404", `Message ${id} not found`);
    }),
  ];
  return { state, handlers };
}
