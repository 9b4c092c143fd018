import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import { getJson, login, startPlatform, type Envelope, type RunningPlatform } from "./helpers.ts";

/**
 * ADR 033: member info is changed on the version the member saw. Two windows (or devices)
 * that read the same info: the first change is saved, the second gets 412 with what is
 * stored now, and nothing of it is written until it is made again on that version.
 */
interface Info {
  nickname: string;
  mobile: string;
  email: string;
  infoVersion: string;
}

let running: RunningPlatform;
let api: string;
let token: string;

beforeAll(async () => {
  running = await startPlatform({ inMemory: true });
  api = running.api;
  token = await login(api, "demo", DEMO_ACCOUNTS.demo.password);
});

afterAll(async () => {
  await running.close();
});

async function put(body: unknown, ifMatch?: string): Promise<{ status: number; etag: string | null; body: Envelope<Info> }> {
  const res = await fetch(`${api}/tenant-user/v4/users/account-info`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}`, ...(ifMatch ? { "if-match": ifMatch } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, etag: res.headers.get("etag"), body: (await res.json()) as Envelope<Info> };
}

const read = async () => (await getJson<Info>(`${api}/tenant-user/v4/users/account-info-by-identity`, token)).body!.data!;

describe("member info with a version (If-Match, 412)", () => {
  it("reads a version with the info, as the body's infoVersion and the ETag", async () => {
    const res = await getJson<Info>(`${api}/tenant-user/v4/users/account-info-by-identity`, token);
    expect(res.body?.data?.infoVersion).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(res.headers.get("etag")).toBe(`"${res.body?.data?.infoVersion}"`);
  });

  it("two windows from the same read: the first change is saved, the second is refused with 412 and what is stored now", async () => {
    const seen = await read();
    const first = await put({ mobile: "13800000001" }, `"${seen.infoVersion}"`);
    expect(first.status).toBe(200);
    expect(first.body.data?.mobile).toBe("13800000001");
    expect(first.etag).toBe(`"${first.body.data?.infoVersion}"`);
    expect(first.body.data?.infoVersion).not.toBe(seen.infoVersion);

    const second = await put({ mobile: "13900000002", nickname: "第二个窗口" }, `"${seen.infoVersion}"`);
    expect(second.status).toBe(412);
    expect(second.body).toMatchObject({ success: false, errorCode: "412", errorMsg: expect.stringMatching(/changed meanwhile/) });
    expect(second.body.data).toMatchObject({ mobile: "13800000001", infoVersion: first.body.data?.infoVersion });
    expect(await read()).toMatchObject({ mobile: "13800000001", nickname: seen.nickname });

    // Made again on the version now stored, it is saved.
    const again = await put({ nickname: "第二个窗口" }, `"${second.body.data?.infoVersion}"`);
    expect(again.status).toBe(200);
    expect(await read()).toMatchObject({ mobile: "13800000001", nickname: "第二个窗口" });
  });

  it("a change without If-Match (an older client) or with * is still made", async () => {
    expect((await put({ email: "demo@example.com" })).status).toBe(200);
    expect((await put({ email: "demo2@example.com" }, "*")).status).toBe(200);
    expect((await read()).email).toBe("demo2@example.com");
  });
});
