import { describe, expect, it } from "vitest";
import { commitSession, getSession } from "#app/session/session.server";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { encryptPassword, exposedPlaces, signIn } from "../e2e/harness";
import { withPortal } from "../e2e/with-portal";
import { sessionUser, signedIn } from "./support";

/**
 * The session's secrets and lifetime (SPEC §4 Login flow, Invalid token; ARCHITECTURE §7): the
 * platform token of a person's sign-in never reaches the browser; a cookie planted before sign-in
 * never becomes the signed-in session; a session past its lifetime or whose token the platform
 * revoked is refused by the server, whatever the browser still sends.
 */
process.env.LOG_LEVEL = "silent";
const env = withPortal();

const cookieValue = (setCookie: string | undefined) => setCookie?.split(";")[0] ?? "";
const tokenOf = (cookie: string) => getSession(new Request(`${env.portal.url}/portal/1/`, { headers: { cookie } }))?.loginToken ?? null;

describe("the platform token of a sign-in through the form", () => {
  it("is nowhere the browser can read: HTML, loader data, script globals, storage, readable cookies", async () => {
    const context = await env.browser.newContext({ locale: "zh-CN" });
    const page = await context.newPage();
    const answers: string[] = [];
    page.on("response", async (response) => {
      const type = response.request().resourceType();
      if (type === "document" || type === "fetch" || type === "xhr") answers.push(await response.text().catch(() => ""));
    });
    await signIn(page, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    await page.getByTestId("system-title").waitFor();
    const session = (await context.cookies()).find((c) => c.name.endsWith("portal_session"));
    expect(session?.httpOnly).toBe(true);
    const token = tokenOf(`${session?.name}=${session?.value}`);
    expect(token).toMatch(/.{16,}/);
    const exposed = await exposedPlaces(page, token!);
    expect(exposed).toEqual([]);
    expect(answers.length).toBeGreaterThan(1);
    expect(answers.filter((text) => text.includes(token!))).toEqual([]);
    await context.close();
  });
});

describe("session fixation", () => {
  it("a cookie planted before sign-in is replaced by a new one, and the planted one stays someone else's", async () => {
    const planted = await signedIn(env.portal, "admin");
    const [name, value] = planted.split("=") as [string, string];
    const form = new URLSearchParams({ account: DEMO_ACCOUNTS.demo.account, password: await encryptPassword(env.portal.url, DEMO_ACCOUNTS.demo.password) });
    const res = await fetch(`${env.portal.url}/login/?index`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: env.portal.url, cookie: `${name}=${value}` },
    });
    const issued = cookieValue(res.headers.get("set-cookie") ?? undefined);
    expect(issued.startsWith(`${name}=`)).toBe(true);
    expect(issued).not.toBe(planted);
    expect(await sessionUser(env.portal, issued)).toBe("demo");
    expect(await sessionUser(env.portal, planted)).toBe("admin");
    expect(tokenOf(issued)).not.toBe(tokenOf(planted));
  });
});

describe("session lifetime", () => {
  it("a sealed session older than its lifetime is refused by the server and the page sends the user to sign in", async () => {
    const fresh = await signedIn(env.portal);
    const session = getSession(new Request(`${env.portal.url}/portal/1/`, { headers: { cookie: fresh } }))!;
    const request = new Request(`${env.portal.url}/portal/1/`);
    const old = cookieValue(commitSession(request, { ...session, issuedAt: Date.now() - 8 * 24 * 3600 * 1000 }));
    expect(await sessionUser(env.portal, fresh)).toBe("demo");
    expect(await sessionUser(env.portal, old)).toBeNull();
    const page = await fetch(`${env.portal.url}/portal/1/`, { headers: { cookie: old }, redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toMatch(/^\/api\/portal\/v4\/main\?redirectUrl=/);
  });

  it("a session whose token the platform revoked is refused, though the cookie itself is intact", async () => {
    const cookie = await signedIn(env.portal);
    const token = tokenOf(cookie)!;
    expect(await sessionUser(env.portal, cookie)).toBe("demo");
    const revoked = await fetch(`${env.portal.url}/platform/api/portal/v4/logout?userToken=${encodeURIComponent(token)}`, { redirect: "manual" });
    expect(revoked.status).toBe(302);
    expect(await sessionUser(env.portal, cookie)).toBeNull();
    const page = await fetch(`${env.portal.url}/portal/1/`, { headers: { cookie }, redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toMatch(/^\/(api\/portal\/v4\/main|login\/)/);
  });
});
