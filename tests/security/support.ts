/**
 * What the security suite's files share: the real production server (tests/e2e/browser.ts
 * startPortal, no browser) and sign-in through the login form's post.
 */
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { platformToken, sessionCookie, startPortal, type Portal } from "../e2e/browser";

export { platformToken, startPortal, type Portal };

/** A demo account's session cookie (`name=value`), signed in as the login form does. */
export function signedIn(portal: Portal, account: keyof typeof DEMO_ACCOUNTS = "demo"): Promise<string> {
  return sessionCookie(portal.url, DEMO_ACCOUNTS[account].account, DEMO_ACCOUNTS[account].password);
}

/** The session as the browser would see it: the user the BFF answers for, or null once the session is gone. */
export async function sessionUser(portal: Portal, cookie: string): Promise<string | null> {
  const res = await fetch(`${portal.url}/api/uaa/user`, { headers: { cookie } });
  if (res.status !== 200) return null;
  const body = (await res.json()) as { success?: boolean; data?: { accountName?: string } | null };
  return body.success ? (body.data?.accountName ?? null) : null;
}

/** The directives of a Content-Security-Policy header by name. */
export function directives(csp: string | null): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of (csp ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out.set(name, values);
  }
  return out;
}
