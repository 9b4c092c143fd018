import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import { sha256 } from "#platform/security/tokens.ts";
import { getJson, login, sendJson, startPlatform, type RunningPlatform } from "./helpers.ts";

let running: RunningPlatform;
let api: string;
let phoneToken: string;

beforeAll(async () => {
  running = await startPlatform({ inMemory: true });
  api = running.api;
  phoneToken = await login(api, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
});

afterAll(async () => {
  await running.close();
});

const ORIGIN = "http://portal.example:3000";

/** A login page's key, and the code its image shows (read where the phone would read it: the QR). */
async function showCode(): Promise<{ key: string; code: string; svg: string }> {
  const key = randomBytes(18).toString("base64url");
  const res = await fetch(`${api}/identification/qrcode.img?v=${key}&origin=${encodeURIComponent(ORIGIN)}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
  const svg = await res.text();
  const row = await running.platform.db.selectFrom("qr_logins").select("scan_code").where("key_hash", "=", sha256(key)).executeTakeFirstOrThrow();
  return { key, code: row.scan_code, svg };
}

async function state(key: string) {
  return sendJson<{ status: string }>("POST", `${api}/identification/qrcode/state`, undefined, { key });
}

async function allowNextPoll(key: string) {
  await running.platform.db.updateTable("qr_logins").set({ last_polled_at: null }).where("key_hash", "=", sha256(key)).execute();
}

describe("app-scan login codes (SPEC §5 the QR login code is valid once)", () => {
  it("waits, is confirmed by a signed-in phone, signs in once as that user, then is used", async () => {
    const { key, code, svg } = await showCode();
    expect(svg).toContain("<svg");
    expect((await state(key)).body.data).toEqual({ status: "waiting" });

    const scan = await getJson<{ status: string }>(`${api}/identification/qrcode/scan/${code}`, phoneToken);
    expect(scan.body?.data).toEqual({ status: "waiting" });
    const confirmed = await sendJson("POST", `${api}/identification/qrcode/scan/${code}/confirm`, phoneToken, {});
    expect(confirmed.body.success).toBe(true);

    await allowNextPoll(key);
    expect((await state(key)).body.data).toEqual({ status: "confirmed" });

    const signedIn = await sendJson<{ userToken: string; userId: string; tenantId: string }>("POST", `${api}/identification/qrcode/login`, undefined, { key });
    expect(signedIn.body.success).toBe(true);
    expect(signedIn.body.data?.userId).toBe(DEMO_ACCOUNTS.demo.userId);
    expect(signedIn.body.data?.tenantId).toBe("10001");
    const me = await getJson<{ id: string }>(`${api}/uaa/user`, signedIn.body.data!.userToken);
    expect(me.status).toBe(200);

    const again = await sendJson("POST", `${api}/identification/qrcode/login`, undefined, { key });
    expect(again.body).toMatchObject({ success: false, errorCode: "2116" });
    const reconfirm = await sendJson("POST", `${api}/identification/qrcode/scan/${code}/confirm`, phoneToken, {});
    expect(reconfirm.body).toMatchObject({ success: false, errorCode: "2116" });
    await allowNextPoll(key);
    expect((await state(key)).body.data).toEqual({ status: "used" });
  });

  it("refuses to sign in before the phone confirms, and needs the phone to be signed in", async () => {
    const { key, code } = await showCode();
    const early = await sendJson("POST", `${api}/identification/qrcode/login`, undefined, { key });
    expect(early.body).toMatchObject({ success: false, errorCode: "2119" });
    const anonymous = await sendJson("POST", `${api}/identification/qrcode/scan/${code}/confirm`, undefined, {});
    expect(anonymous.status).toBe(401);
  });

  it("an expired code can be neither confirmed nor used", async () => {
    const { key, code } = await showCode();
    await running.platform.db.updateTable("qr_logins").set({ expires_at: new Date(Date.now() - 1000) }).where("key_hash", "=", sha256(key)).execute();
    expect((await state(key)).body.data).toEqual({ status: "expired" });
    const confirm = await sendJson("POST", `${api}/identification/qrcode/scan/${code}/confirm`, phoneToken, {});
    expect(confirm.body).toMatchObject({ success: false, errorCode: "2117" });
    const signIn = await sendJson("POST", `${api}/identification/qrcode/login`, undefined, { key });
    expect(signIn.body).toMatchObject({ success: false, errorCode: "2117" });
  });

  it("the re-login dialog's sign-in refuses a code confirmed by another account, and spends it", async () => {
    const { key, code } = await showCode();
    await sendJson("POST", `${api}/identification/qrcode/scan/${code}/confirm`, phoneToken, {});
    const other = await sendJson("POST", `${api}/identification/qrcode/login`, undefined, { key, userId: DEMO_ACCOUNTS.admin.userId });
    expect(other.body).toMatchObject({ success: false, errorCode: "2118" });
    const retry = await sendJson("POST", `${api}/identification/qrcode/login`, undefined, { key });
    expect(retry.body).toMatchObject({ success: false, errorCode: "2116" });
  });

  it("polls closer than a second apart are refused; bad keys and origins are 400s", async () => {
    const { key } = await showCode();
    expect((await state(key)).status).toBe(200);
    expect((await state(key)).status).toBe(429);
    expect((await state("short")).status).toBe(400);
    const noOrigin = await fetch(`${api}/identification/qrcode.img?v=${randomBytes(18).toString("base64url")}`);
    expect(noOrigin.status).toBe(400);
    const badOrigin = await fetch(`${api}/identification/qrcode.img?v=${randomBytes(18).toString("base64url")}&origin=javascript:alert(1)`);
    expect(badOrigin.status).toBe(400);
  });
});
