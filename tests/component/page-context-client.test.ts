import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTEXT_CHANGED_EVENT, CONTEXT_CHANGED_HEADER, PAGE_CONTEXT_HEADER, PAGE_CONTEXT_META } from "#app/kit/page-context";
import { currentPageContext, installPageContext } from "#app/shell/page-context.client";

/**
 * ADR 033 on the page's side: a call refused because the session's context changed tells the
 * user only when another tab changed it; a call that crossed this tab's own change is sent again
 * in the new context (reads) or reported as refused (writes), without the dialog.
 */
const OLD = "old-context-0123456789";
const NEW = "new-context-0123456789";

interface Sent {
  url: string;
  method: string;
  context: string | null;
}

let sent: Sent[];
let answer: (request: Sent) => Promise<Response>;
let changed: number;
const onChanged = () => changed++;
const realFetch = window.fetch;

const refused = () => new Response("{}", { status: 409, headers: { [CONTEXT_CHANGED_HEADER]: "1" } });
const ok = (body: string, headers: Record<string, string> = {}) => new Response(body, { status: 200, headers });
const settledWithin = <T>(promise: Promise<T>, ms = 50) => Promise.race([promise.then((value) => ({ value })), new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);

/**
 * This tab's own context change (a POST to `changeUrl`, answered with the new context only once
 * `call` has been sent); every other request is answered by `others`. What `call` settles to.
 */
async function crossingOwnChange(changeUrl: string, others: (request: Sent) => Response, call: () => Promise<Response>) {
  let finishChange!: () => void;
  const changeAnswered = new Promise<void>((resolve) => (finishChange = resolve));
  answer = async (request) => {
    if (!request.url.endsWith(changeUrl)) return others(request);
    await changeAnswered;
    return ok("{}", { [PAGE_CONTEXT_HEADER]: NEW });
  };
  const change = fetch(changeUrl, { method: "POST" });
  const crossing = call();
  await new Promise((resolve) => setTimeout(resolve, 10));
  finishChange();
  await change;
  return settledWithin(crossing, 500);
}

beforeEach(() => {
  sent = [];
  changed = 0;
  document.head.innerHTML = `<meta name="${PAGE_CONTEXT_META}" content="${OLD}">`;
  window.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
    const record = { url: request.url, method: request.method, context: new Headers(init?.headers ?? request.headers).get(PAGE_CONTEXT_HEADER) };
    sent.push(record);
    return answer(record);
  }) as typeof window.fetch;
  installPageContext();
  window.addEventListener(CONTEXT_CHANGED_EVENT, onChanged);
});

afterEach(() => {
  window.removeEventListener(CONTEXT_CHANGED_EVENT, onChanged);
  window.fetch = realFetch;
});

describe("a call refused because the context changed", () => {
  it("in another tab: the dialog's event is sent and the call never settles", async () => {
    answer = async () => refused();
    const call = fetch("/api/uaa/user");
    expect(await settledWithin(call)).toBeNull();
    expect(changed).toBe(1);
    expect(sent.map((s) => s.context)).toEqual([OLD]);
  });

  it("a read that crossed this tab's own identity change is sent again in the new context, with no dialog", async () => {
    const answered = await crossingOwnChange(
      "/portal/session/identity",
      (request) => (request.context === OLD ? refused() : ok('{"user":"demo"}')),
      () => fetch("/api/messages/unread"),
    );
    expect(answered).not.toBeNull();
    expect(answered!.value.status).toBe(200);
    expect(await answered!.value.text()).toBe('{"user":"demo"}');
    expect(changed).toBe(0);
    expect(currentPageContext()).toBe(NEW);
    expect(sent.filter((s) => s.method === "GET").map((s) => s.context)).toEqual([OLD, NEW]);
  });

  it("the refused answer of a read sent again, or of a call that never settles, is read to its end: its load does not stay open", async () => {
    const refusals: Response[] = [];
    const refusal = () => {
      const answer = refused();
      refusals.push(answer);
      return answer;
    };
    const answered = await crossingOwnChange(
      "/portal/session/identity",
      (request) => (request.context === OLD ? refusal() : ok("[]")),
      () => fetch("/api/message/v4/messages/alerts"),
    );
    expect(answered!.value.status).toBe(200);
    answer = async () => refusal();
    expect(await settledWithin(fetch("/api/uaa/user"))).toBeNull();
    expect(refusals.map((answer) => answer.bodyUsed)).toEqual([true, true]);
  });

  it("a write that crossed this tab's own change is answered with the refusal (nothing written), with no dialog and not sent again", async () => {
    const answered = await crossingOwnChange("/portal/session/org", refused, () => fetch("/api/workbench/v4/user-collections", { method: "POST", body: "{}" }));
    expect(answered).not.toBeNull();
    expect(answered!.value.status).toBe(409);
    expect(changed).toBe(0);
    expect(sent.filter((s) => s.url.endsWith("/user-collections")).map((s) => s.context)).toEqual([OLD]);
  });

  it("a write refused in the context the page still holds: another tab moved the session, the dialog's event is sent", async () => {
    answer = async () => refused();
    const star = fetch("/api/workbench/v4/user-collections", { method: "POST", body: "{}" });
    expect(await settledWithin(star)).toBeNull();
    expect(changed).toBe(1);
  });

  it("other origins are passed through untouched", async () => {
    answer = async () => ok("x");
    await fetch("https://cdn.example/app.js");
    expect(sent).toEqual([{ url: "https://cdn.example/app.js", method: "GET", context: null }]);
  });
});
