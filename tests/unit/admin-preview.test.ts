import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformLogin, startTestPlatform, type LoginData, type TestPlatform } from "./support/platform-server.ts";

/**
 * The admin console's preview (ADR 020 "Preview"): a portal page whose URL carries a marker
 * issued for the admin's own login shows that admin's drafts, marked as a preview, in the
 * portal type asked for; a bare flag, another login's marker, a tampered or expired one show
 * the published config.
 */
type PageModule = typeof import("#app/shell/portal-page.server.ts");
type SessionModule = typeof import("#app/session/session.server.ts");
type MarkerModule = typeof import("#app/features/admin-preview/preview-marker.server.ts");

let tp: TestPlatform;
let admin: LoginData;
let demo: LoginData;
let pages: PageModule;
let sessions: SessionModule;
let markers: MarkerModule;

const ORIGIN = "http://portal.test";

beforeAll(async () => {
  tp = await startTestPlatform();
  admin = await platformLogin(tp.api, "admin");
  demo = await platformLogin(tp.api, "demo");
  pages = await import("#app/shell/portal-page.server.ts");
  sessions = await import("#app/session/session.server.ts");
  markers = await import("#app/features/admin-preview/preview-marker.server.ts");
  // The admin's draft of the header theme: a new title, not published.
  const res = await fetch(`${tp.api}/param/v4/tenant-config/header-theme/draft`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${admin.userToken}` },
    body: JSON.stringify({ value: { systemName: "预览中的标题", headerBgColor: "#0A7F3F" }, basedOn: 1 }),
  });
  expect(res.status).toBe(200);
});

afterAll(async () => {
  await tp.close();
});

function sessionOf(login: LoginData): import("#app/session/session.server.ts").PortalSession {
  return { loginToken: login.userToken, tenantId: login.tenantId, loginTenantId: login.tenantId, userId: login.userId, issuedAt: Date.now(), identity: { type: "tenant" } };
}

function cookieOf(login: LoginData): string {
  const setCookie = sessions.commitSession(new Request(`${ORIGIN}/portal/1/`), sessionOf(login));
  return setCookie.split(";")[0] ?? "";
}

interface Page {
  preview: boolean;
  plan: { portalType: string; header: { title: string; colors: { background: string } } };
}

/** Loads a portal page as the browser would, following the redirect that applies the identity; with the page's own Set-Cookie. */
async function load(path: string, login: LoginData, extraCookie = ""): Promise<{ data: unknown; setCookie: string | null }> {
  let next = path;
  let cookie = cookieOf(login);
  for (let hops = 0; hops < 3; hops++) {
    try {
      const result = await pages.loadPortalPage(new Request(`${ORIGIN}${next}`, { headers: { cookie: `${cookie}${extraCookie}` } }));
      return { data: result.data, setCookie: result.init?.headers ? new Headers(result.init.headers).get("set-cookie") : null };
    } catch (thrown) {
      if (!(thrown instanceof Response) || thrown.status !== 302) throw thrown;
      next = thrown.headers.get("location") ?? next;
      const set = thrown.headers.get("set-cookie");
      if (set) cookie = set.split(";")[0] ?? cookie;
    }
  }
  throw new Error("too many redirects");
}

async function page(path: string, login: LoginData): Promise<Page> {
  return (await load(path, login)).data as Page;
}

const withMarker = (marker: string, rest = "") => `/portal/1/?adminPreview=${encodeURIComponent(marker)}${rest}`;

describe("the admin console's preview (ADR 020)", () => {
  it("shows the admin's draft, marked as a preview, only with a marker issued for that admin's login", async () => {
    const published = await page("/portal/1/", admin);
    expect(published.preview).toBe(false);
    expect(published.plan.header.title).not.toBe("预览中的标题");

    const marker = markers.issuePreviewMarker(sessionOf(admin));
    const preview = await page(withMarker(marker), admin);
    expect(preview.preview).toBe(true);
    expect(preview.plan.header.title).toBe("预览中的标题");
    expect(preview.plan.header.colors.background).toBe("#0A7F3F");
  });

  it("asks for the portal type the preview names, and only in a preview", async () => {
    const marker = markers.issuePreviewMarker(sessionOf(admin));
    expect((await page(withMarker(marker, "&previewPortalType=Simple"), admin)).plan.portalType).toBe("Simple");
    expect((await page(withMarker(marker, "&previewPortalType=Classic"), admin)).plan.portalType).toBe("Classic");
    expect((await page("/portal/1/?previewPortalType=Simple", admin)).plan.portalType).toBe("Classic");
  });

  it("shows the view mode the preview asks for without remembering it for the admin's own portal", async () => {
    const marker = markers.issuePreviewMarker(sessionOf(admin));
    const entry = "&viewMode=full";
    const preview = await load(withMarker(marker, entry), admin);
    expect((preview.data as { plan: { viewMode: string } }).plan.viewMode).toBe("full");
    expect(preview.setCookie).toBeNull();
    // The same entry link in the admin's own portal is remembered for the browser session (SPEC §3).
    const own = await load(`/portal/1/?${entry.slice(1)}`, admin);
    expect(own.setCookie).toContain("portal_view_mode=full");
  });

  it("shows the view mode the preview names (previewViewMode), needing no entry link's parameters, never remembered, and only in a preview", async () => {
    const marker = markers.issuePreviewMarker(sessionOf(admin));
    for (const mode of ["module", "application", "singleModule", "full"]) {
      const preview = await load(withMarker(marker, `&previewViewMode=${mode}&previewPortalType=Simple`), admin);
      const plan = (preview.data as { plan: { viewMode: string; portalType: string } }).plan;
      expect([plan.viewMode, plan.portalType]).toEqual([mode, "Simple"]);
      expect(preview.setCookie).toBeNull();
    }
    expect(((await load(withMarker(marker, "&previewViewMode=bogus"), admin)).data as { plan: { viewMode: string } }).plan.viewMode).toBe("full");
    const own = await load("/portal/1/?previewViewMode=module", admin);
    expect((own.data as { plan: { viewMode: string } }).plan.viewMode).toBe("full");
    expect(own.setCookie).toBeNull();
  });

  it("ignores a bare flag, another login's marker, a tampered marker and an expired one", async () => {
    const title = (await page("/portal/1/", admin)).plan.header.title;
    const mine = markers.issuePreviewMarker(sessionOf(admin));
    const cases: [string, LoginData, string][] = [
      ["a bare flag", admin, "/portal/1/?adminPreview=1"],
      ["the admin's marker on another user's page", demo, withMarker(mine)],
      ["another login's marker", admin, withMarker(markers.issuePreviewMarker(sessionOf(demo)))],
      ["a tampered marker", admin, withMarker(`${mine.slice(0, -4)}AAAA`)],
      ["an expired marker", admin, withMarker(markers.issuePreviewMarker(sessionOf(admin), Date.now() - markers.PREVIEW_MARKER_MS - 1000))],
    ];
    for (const [what, login, path] of cases) {
      const shown = await page(path, login);
      expect(shown.preview, what).toBe(false);
      if (login === admin) expect(shown.plan.header.title, what).toBe(title);
    }
  });
});
