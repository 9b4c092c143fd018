import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionUser, signedIn, startPortal, type Portal } from "./support";

/**
 * Logout (SPEC §4, §7; ADR 028): a logout navigation another site started asks first and ends
 * nothing; the portal's own logout link still logs out; the old cookie is refused afterwards.
 */
let portal: Portal;

beforeAll(async () => {
  process.env.LOG_LEVEL = "silent";
  portal = await startPortal();
});
afterAll(async () => {
  await portal?.close();
});

const CROSS_SITE: { name: string; headers: Record<string, string> }[] = [
  { name: "Sec-Fetch-Site cross-site", headers: { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" } },
  { name: "Sec-Fetch-Site same-site", headers: { "sec-fetch-site": "same-site", "sec-fetch-mode": "navigate" } },
  { name: "a foreign Referer", headers: { referer: "https://evil.example/trap.html" } },
  { name: "a foreign Origin", headers: { origin: "https://evil.example" } },
];

const CONFIRM = {
  en: { title: "Log out", button: "Log out", question: "Another site asked to log you out of the portal" },
  "zh-CN": { title: "退出登录", button: "退出登录", question: "另一个网站请求让您退出门户" },
  "sv-SE": { title: "Logga ut", button: "Logga ut", question: "En annan webbplats bad om att logga ut dig" },
} as const;

describe("a logout link on another site", () => {
  it.each(CROSS_SITE)("GET /portal/session/logout with $name shows the confirm page; the session still works", async ({ headers }) => {
    const cookie = await signedIn(portal);
    const res = await fetch(`${portal.url}/portal/session/logout?lang=en`, { headers: { cookie, ...headers }, redirect: "manual" });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie") ?? "").not.toMatch(/portal_session=;/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(html).toContain(CONFIRM.en.question);
    expect(html).toMatch(/<form[^>]*method="post"[^>]*action="\/portal\/session\/logout"|<form[^>]*action="\/portal\/session\/logout"[^>]*method="post"/);
    expect(await sessionUser(portal, cookie)).toBe("demo");
  });

  it.each(CROSS_SITE)("GET /api/portal/v4/logout (the default logout) with $name goes to the confirm page; the session still works", async ({ headers }) => {
    const cookie = await signedIn(portal);
    const res = await fetch(`${portal.url}/api/portal/v4/logout?serviceUrl=%2Flogin%2F`, { headers: { cookie, ...headers }, redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/portal/session/logout");
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await sessionUser(portal, cookie)).toBe("demo");
  });

  it.each(Object.entries(CONFIRM))("the confirm page speaks %s", async (lang, text) => {
    const cookie = await signedIn(portal);
    const res = await fetch(`${portal.url}/portal/session/logout?lang=${lang}`, { headers: { cookie, "sec-fetch-site": "cross-site" } });
    const html = await res.text();
    expect(html).toContain(text.question);
    expect(html).toContain(`<title>`);
    expect(html).toMatch(new RegExp(`<button[^>]*type="submit"[^>]*>.*${text.button}`, "s"));
  });

  it("the confirm page's button logs out: a same-origin POST ends the session", async () => {
    const cookie = await signedIn(portal);
    const res = await fetch(`${portal.url}/portal/session/logout`, {
      method: "POST",
      headers: { cookie, origin: portal.url, referer: `${portal.url}/portal/session/logout`, "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" },
      body: "",
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("set-cookie")).toMatch(/portal_session=;/);
    expect(await sessionUser(portal, cookie)).toBeNull();
  });
});

describe("the portal's own logout", () => {
  const SAME_ORIGIN = (url: string) => ({ "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate", referer: `${url}/portal/1/` });

  it.each(["/portal/session/logout", "/api/portal/v4/logout?serviceUrl=%2Flogin%2F"])("GET %s from the portal logs out; a replay of the old cookie is refused", async (path) => {
    const cookie = await signedIn(portal);
    expect(await sessionUser(portal, cookie)).toBe("demo");
    const res = await fetch(`${portal.url}${path}`, { headers: { cookie, ...SAME_ORIGIN(portal.url) }, redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("set-cookie")).toMatch(/portal_session=;/);
    expect(new URL(res.headers.get("location") ?? "", portal.url).origin).toBe(portal.url);
    // The old cookie, replayed: the BFF refuses it and the portal sends to the login page.
    expect(await sessionUser(portal, cookie)).toBeNull();
    const page = await fetch(`${portal.url}/portal/1/`, { headers: { cookie }, redirect: "manual" });
    expect(page.status).toBe(302);
    // To the central login (SPEC §4 Session start: portal/v4/main, then the login page).
    expect(page.headers.get("location")).toMatch(/^\/(login\/|api\/portal\/v4\/main\?)/);
  });

  it("a typed address (no Referer, Sec-Fetch-Site none) still logs out", async () => {
    const cookie = await signedIn(portal);
    const res = await fetch(`${portal.url}/portal/session/logout`, { headers: { cookie, "sec-fetch-site": "none" }, redirect: "manual" });
    expect(res.status).toBe(302);
    expect(await sessionUser(portal, cookie)).toBeNull();
  });
});
