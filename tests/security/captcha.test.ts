import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import { sha256 } from "#platform/security/tokens.ts";
import { encryptPassword, getPublicKey, postLogin, startPlatform, type RunningPlatform } from "../platform/helpers.ts";

/**
 * The login captcha (ADR 030): nothing in its SVG reads as text, a read of the markup does not
 * pass the check, and a captcha is answered once, within two minutes, or never.
 */
let running: RunningPlatform;
let api: string;
let publicKey: string;

beforeAll(async () => {
  running = await startPlatform({ inMemory: true });
  api = running.api;
  publicKey = await getPublicKey(api);
});
afterAll(async () => {
  await running.close();
});
afterEach(() => {
  vi.useRealTimers();
});

type Account = { account: string; password: string };

function attempt({ account }: Account, secret: string, extra: Record<string, unknown> = {}) {
  return postLogin(api, { type: "password", account, password: encryptPassword(publicKey, secret), ...extra });
}

/** Fails the account's password until the platform asks for a captcha (2113). */
async function requireCaptcha(user: Account): Promise<void> {
  for (let i = 0; i < 5; i++) {
    const { body } = await attempt(user, `wrong-${i}`);
    if (body.errorCode === "2113") return;
  }
  throw new Error("the platform never asked for a captcha");
}

async function captcha(key: string): Promise<string> {
  const res = await fetch(`${api}/identification/captcha?t=${key}`);
  expect(res.status).toBe(200);
  return res.text();
}

/** The answer where the platform keeps it (the database), as the login form's owner cannot see it. */
async function storedAnswer(key: string): Promise<string> {
  const row = await running.platform.db.selectFrom("captchas").select("answer").where("key_hash", "=", sha256(key)).executeTakeFirstOrThrow();
  return row.answer;
}

/** Everything a script reading the markup gets: text nodes, <text>/<tspan> contents, titles and descriptions. */
function readByRegex(svg: string): string {
  const inTextElements = [...svg.matchAll(/<(text|tspan|title|desc)\b[^>]*>([^<]*)</g)].map((m) => m[2]).join("");
  const textNodes = svg.replace(/<[^>]*>/g, "").trim();
  return (inTextElements || textNodes).replace(/\s+/g, "");
}

describe("the captcha image", () => {
  it("holds no text element, no text node and only drawn shapes", async () => {
    for (let i = 0; i < 5; i++) {
      const key = `shape-${i}`;
      const svg = await captcha(key);
      expect(svg).not.toMatch(/<(text|tspan|textPath|title|desc|foreignObject|image|use)\b/);
      expect(svg.replace(/<[^>]*>/g, "").trim()).toBe("");
      expect(new Set([...svg.matchAll(/<([a-zA-Z]+)/g)].map((m) => m[1]))).toEqual(new Set(["svg", "rect", "path"]));
      // No attribute spells the answer either (ids, classes, data-*, aria-label).
      const answer = await storedAnswer(key);
      expect(svg).not.toMatch(/\b(id|class|aria-label|data-[a-z-]+)=/);
      expect(svg.toUpperCase()).not.toContain(`>${answer}<`);
    }
  });

  it("is not passed by what a regex reads from its markup", async () => {
    // Each test its own account: the failures it makes stay under the account's limit (ADR 030).
    const user = DEMO_ACCOUNTS.demo;
    await requireCaptcha(user);
    const key = "regex-read";
    const read = readByRegex(await captcha(key));
    const { body } = await attempt(user, user.password, { verifyCode: read || "none", captchaKey: key });
    expect(body.success).toBe(false);
    expect(body.errorCode).toBe("2114");
  });
});

describe("a captcha is used once", () => {
  it("refuses a solved captcha the second time, even with the right password", async () => {
    const user = DEMO_ACCOUNTS.admin;
    await requireCaptcha(user);
    const key = "used-once";
    await captcha(key);
    const answer = await storedAnswer(key);
    const first = await attempt(user, "still-wrong", { verifyCode: answer, captchaKey: key });
    expect(first.body.errorCode).toBe("2101");
    const again = await attempt(user, user.password, { verifyCode: answer, captchaKey: key });
    expect(again.body).toMatchObject({ success: false, errorCode: "2115" });
  });

  it("refuses a captcha after a wrong answer: the right one does not follow", async () => {
    const user = DEMO_ACCOUNTS.coadmin;
    await requireCaptcha(user);
    const key = "wrong-then-right";
    await captcha(key);
    const answer = await storedAnswer(key);
    expect((await attempt(user, user.password, { verifyCode: answer === "AAAA" ? "CCCC" : "AAAA", captchaKey: key })).body.errorCode).toBe("2114");
    expect((await attempt(user, user.password, { verifyCode: answer, captchaKey: key })).body.errorCode).toBe("2115");
  });
});

describe("a captcha expires", () => {
  it("is accepted within two minutes and refused after", async () => {
    const user = DEMO_ACCOUNTS.newcomer;
    await requireCaptcha(user);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const late = "late";
    await captcha(late);
    const lateAnswer = await storedAnswer(late);
    vi.setSystemTime(Date.now() + 121_000);
    expect((await attempt(user, user.password, { verifyCode: lateAnswer, captchaKey: late })).body).toMatchObject({ success: false, errorCode: "2115" });

    await requireCaptcha(user);
    const inTime = "in-time";
    await captcha(inTime);
    const answer = await storedAnswer(inTime);
    vi.setSystemTime(Date.now() + 110_000);
    const { body } = await attempt(user, user.password, { verifyCode: answer, captchaKey: inTime });
    expect(body.success).toBe(true);
  });
});
