import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import { getJson, login, sendJson, startPlatform, type RunningPlatform } from "./helpers.ts";

let running: RunningPlatform;
let api: string;

beforeAll(async () => {
  running = await startPlatform({ inMemory: true });
  api = running.api;
});

afterAll(async () => {
  await running.close();
});

interface Entrance {
  userId: string;
  tenantId: string;
  tenantName: string;
  firstVisit: boolean;
  signIns: number;
}

describe("GET tenant-user/v4/users/tenant/entrance (SPEC §7)", () => {
  it("newcomer's first sign-in is a first visit, the second is not; demo has signed in before", async () => {
    const first = await login(api, DEMO_ACCOUNTS.newcomer.account, DEMO_ACCOUNTS.newcomer.password);
    const answer = await getJson<Entrance>(`${api}/tenant-user/v4/users/tenant/entrance`, first);
    expect(answer.status).toBe(200);
    expect(answer.body?.data).toMatchObject({ userId: DEMO_ACCOUNTS.newcomer.userId, tenantId: "10001", tenantName: "中建智造集团", firstVisit: true, signIns: 1 });
    const second = await login(api, DEMO_ACCOUNTS.newcomer.account, DEMO_ACCOUNTS.newcomer.password);
    expect((await getJson<Entrance>(`${api}/tenant-user/v4/users/tenant/entrance`, second)).body?.data?.firstVisit).toBe(false);
    const demo = await login(api, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    expect((await getJson<Entrance>(`${api}/tenant-user/v4/users/tenant/entrance`, demo)).body?.data?.firstVisit).toBe(false);
  });

  it("answers 401 without a token", async () => {
    expect((await getJson(`${api}/tenant-user/v4/users/tenant/entrance`)).status).toBe(401);
  });
});

describe("the demo accounts of the entry tips", () => {
  it("weakpass signs in with a weak password; privacy is asked for the agreement; demo is not", async () => {
    const weak = await login(api, DEMO_ACCOUNTS.weakpass.account, DEMO_ACCOUNTS.weakpass.password);
    expect((await getJson<{ weak: boolean }>(`${api}/uaa/user/weakWord?userId=${DEMO_ACCOUNTS.weakpass.userId}`, weak)).body?.data?.weak).toBe(true);
    const privacy = await login(api, DEMO_ACCOUNTS.privacy.account, DEMO_ACCOUNTS.privacy.password);
    expect((await getJson(`${api}/portal/account/user/agreement`, privacy)).body?.data).toMatchObject({ agreeAgreement: false, pending: true, identity: "tenant" });
    const accepted = await sendJson("POST", `${api}/portal/account/user/agreement?identity=tenant`, privacy, { agreeAgreement: true });
    expect(accepted.body.data).toMatchObject({ agreeAgreement: true, pending: false });
    const demo = await login(api, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    expect((await getJson(`${api}/portal/account/user/agreement`, demo)).body?.data).toMatchObject({ pending: false });
    expect((await getJson<{ weak: boolean }>(`${api}/uaa/user/weakWord?userId=${DEMO_ACCOUNTS.demo.userId}`, demo)).body?.data?.weak).toBe(false);
  });
});

describe("PUT identification/session/app?appId (SPEC §7)", () => {
  it("keeps an application of the tenant as the session's app; an unknown or malformed one is refused", async () => {
    const token = await login(api, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    const app = await running.platform.db.selectFrom("menus").select(["id", "code"]).where("tenant_id", "=", "10001").where("tree", "=", "application").where("source_type", "=", "app").orderBy("id").executeTakeFirstOrThrow();
    const set = await sendJson("PUT", `${api}/identification/session/app?appId=${app.id}`, token, {});
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ appId: app.id, appCode: app.code });
    const stored = await running.platform.db.selectFrom("user_params").select("value").where("user_id", "=", DEMO_ACCOUNTS.demo.userId).where("tenant_id", "=", "10001").where("key", "=", "session.app").executeTakeFirstOrThrow();
    expect(stored.value).toMatchObject({ appId: app.id });
    expect((await sendJson("PUT", `${api}/identification/session/app?appId=no-such-app`, token, {})).status).toBe(404);
    expect((await sendJson("PUT", `${api}/identification/session/app?appId=${encodeURIComponent("../x y")}`, token, {})).status).toBe(400);
    expect((await sendJson("PUT", `${api}/identification/session/app`, token, {})).status).toBe(400);
    expect((await sendJson("PUT", `${api}/identification/session/app?appId=${app.id}`, undefined, {})).status).toBe(401);
  });
});

describe("PUT workbench/v4/ti-run/update-custom-info (SPEC §7)", () => {
  it("keeps the user's mobile, username, accountName and orgFullName; merges later updates; refuses bad input", async () => {
    const token = await login(api, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    const first = await sendJson("PUT", `${api}/workbench/v4/ti-run/update-custom-info`, token, { mobile: "138****0001", username: "演示用户", accountName: "demo", orgFullName: "中建智造集团有限公司/华北区域公司" });
    expect(first.status).toBe(200);
    const second = await sendJson("PUT", `${api}/workbench/v4/ti-run/update-custom-info`, token, { orgFullName: "中建智造集团有限公司" });
    expect(second.body.data).toEqual({ mobile: "138****0001", username: "演示用户", accountName: "demo", orgFullName: "中建智造集团有限公司" });
    expect((await sendJson("PUT", `${api}/workbench/v4/ti-run/update-custom-info`, token, { mobile: 5 })).status).toBe(400);
    expect((await sendJson("PUT", `${api}/workbench/v4/ti-run/update-custom-info`, token, {})).status).toBe(400);
    expect((await sendJson("PUT", `${api}/workbench/v4/ti-run/update-custom-info`, token, { username: "x".repeat(201) })).status).toBe(400);
  });
});
