import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTEXT_CHANGED_EVENT, CONTEXT_CHANGED_HEADER, PAGE_CONTEXT_HEADER, PAGE_CONTEXT_META } from "#app/kit/page-context";
import { currentPageContext, installPageContext, leavingForAnotherContext } from "#app/shell/page-context.client";

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
/** The calls the stand-in network answered (not stopped first): what the browser would have shown. */
let delivered: Sent[];
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
  delivered = [];
  changed = 0;
  document.head.innerHTML = `<meta name="${PAGE_CONTEXT_META}" content="${OLD}">`;
  window.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
    const record = { url: request.url, method: request.method, context: new Headers(init?.headers ?? request.headers).get(PAGE_CONTEXT_HEADER) };
    sent.push(record);
    const signal = init?.signal ?? request.signal;
    // The stand-in network honours a stopped call as the browser's does: it rejects, and no answer comes.
    return new Promise<Response>((resolve, reject) => {
      const stop = () => reject(new DOMException("The operation was aborted.", "AbortError"));
      if (signal.aborted) return stop();
      signal.addEventListener("abort", stop, { once: true });
      void answer(record).then((response) => {
        if (signal.aborted) return;
        delivered.push(record);
        resolve(response);
      }, reject);
    });
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

  // A sign-in through the BFF moves the session too, and its address is not one the page holds reads for.
  it("a read that crossed this tab's own sign-in is sent again in the new context, with no dialog", async () => {
    const answered = await crossingOwnChange(
      "/api/identification/users/verify-tenant/relist",
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
      "/api/identification/users/verify-tenant/relist",
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

describe("this tab's own change of context: no read crosses it", () => {
  /** An identity change held on its way until `finish` is called; other calls are answered by `others`. */
  function heldChange(others: (request: Sent) => Promise<Response> | Response) {
    let finish!: () => void;
    const answered = new Promise<void>((resolve) => (finish = resolve));
    answer = async (request) => {
      if (!request.url.endsWith("/portal/session/identity")) return others(request);
      await answered;
      return ok("{}", { [PAGE_CONTEXT_HEADER]: NEW });
    };
    return { finish };
  }

  it("a read on its way when the change is sent is stopped and sent again after it, in the new context: never refused", async () => {
    let answerSlowRead!: () => void;
    const slowRead = new Promise<void>((resolve) => (answerSlowRead = resolve));
    const change = heldChange(async (request) => {
      if (request.context === OLD) await slowRead;
      return request.context === OLD ? refused() : ok("[]");
    });
    const read = fetch("/api/message/v4/messages/alerts");
    await new Promise((resolve) => setTimeout(resolve, 5));
    const moved = fetch("/portal/session/identity", { method: "POST", body: "type=tenant" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    change.finish();
    answerSlowRead();
    await moved;
    const answered = await settledWithin(read, 500);
    expect(answered!.value.status).toBe(200);
    expect(sent.filter((s) => s.url.endsWith("/alerts")).map((s) => s.context)).toEqual([OLD, NEW]);
    expect(delivered.filter((s) => s.url.endsWith("/alerts")).map((s) => s.context)).toEqual([NEW]);
    expect(changed).toBe(0);
  });

  it("a read made while the change is on its way waits for it and is sent once, in the new context", async () => {
    const change = heldChange((request) => (request.context === OLD ? refused() : ok("[]")));
    const moved = fetch("/portal/session/identity", { method: "POST", body: "type=tenant" });
    const read = fetch("/api/message/v4/messages/alerts");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent.filter((s) => s.url.endsWith("/alerts"))).toEqual([]);
    change.finish();
    await moved;
    expect((await settledWithin(read, 500))!.value.status).toBe(200);
    expect(sent.filter((s) => s.url.endsWith("/alerts")).map((s) => s.context)).toEqual([NEW]);
  });

  it("a caller that stops its own read still sees it stopped", async () => {
    answer = () => new Promise<Response>(() => undefined);
    const controller = new AbortController();
    const read = fetch("/api/uaa/user", { signal: controller.signal });
    controller.abort();
    await expect(read).rejects.toMatchObject({ name: "AbortError" });
  });

  it("leaving the page for another tenant: the reads on their way are stopped and never answered, later calls are not sent", async () => {
    let answerRead!: () => void;
    const held = new Promise<void>((resolve) => (answerRead = resolve));
    answer = async () => {
      await held;
      return refused();
    };
    const read = fetch("/api/message/v4/messages/alerts");
    leavingForAnotherContext();
    answerRead();
    expect(await settledWithin(read)).toBeNull();
    expect(await settledWithin(fetch("/api/uaa/user"))).toBeNull();
    expect(sent.map((s) => s.url.replace(window.location.origin, ""))).toEqual(["/api/message/v4/messages/alerts"]);
    expect(delivered).toEqual([]);
    expect(changed).toBe(0);
  });
});

