import { http, HttpResponse } from "msw";
import type { AdminMenu, MenuRole } from "#app/platform-api/product-admin";
import type { MenuWrite } from "#app/types/generated/menu-write";
import type { MicroApp } from "#app/types/generated/micro-app";
import type { MicroAppWrite } from "#app/types/generated/micro-app-write";
import { API } from "./envelope";

/**
 * The product service's admin calls (platform/README.md "Apps and menus") over fixtures, for
 * component tests (msw, `productAdminHandlers`) and stories (`fakeProductAdminFetch`): the
 * tenant's registered apps with versions and If-Match, its application menus and menu roles.
 * Writes change the fixtures, so a test sees what the console would see from the platform.
 */

export interface ProductAdminSeed {
  apps: MicroApp[];
  menus: AdminMenu[];
  roles: MenuRole[];
}

const names = (zh: string, en: string, sv: string) => ({ "zh-CN": zh, en, "sv-SE": sv });

function app(id: string, n: ReturnType<typeof names>, entry: string, kind: MicroApp["kind"], version = 1): MicroApp {
  return { id, name: n["zh-CN"], nameAllLang: n, entry, kind, routePath: null, cache: null, props: {}, allowedOrigins: [], sandbox: null, version, createdBy: "1", createdAt: "2026-11-01T08:00:00Z", updatedBy: "1", updatedAt: "2026-11-01T08:00:00Z" };
}

function menu(id: string, parentId: string | null, sort: number, sourceType: AdminMenu["sourceType"], n: ReturnType<typeof names>, code: string, extra: Partial<AdminMenu> = {}): AdminMenu {
  const level = sourceType === "app-category" ? 1 : sourceType === "app" ? 2 : 3;
  return {
    id,
    parentId,
    level,
    sort,
    name: n["zh-CN"],
    nameAllLang: n,
    code,
    sourceType,
    type: sourceType === "menu" ? 1 : 0,
    microAppId: null,
    url: null,
    urlParams: null,
    iconClass: null,
    popupType: null,
    orgTypes: null,
    identityCodes: null,
    authoritySuffixes: [],
    roles: ["project-member"],
    fullId: id,
    fullName: n["zh-CN"],
    sourceKey: sourceType === "app" ? code : null,
    sourceProductCode: sourceType === "app" ? code : null,
    sourceAppCode: sourceType === "app" ? `${code}-web` : null,
    ...extra,
  };
}

/** A tenant with two registered apps (one on another origin) and a project-management tree that opens them. */
export function productAdminSeed(): ProductAdminSeed {
  return {
    apps: [
      app("customer-diary", names("客户施工日志", "Customer site diary", "Kundens byggdagbok"), "https://apps.customer.example/diary/", "iframe", 2),
      app("project-ledger", names("项目台账", "Project ledger", "Projektliggare"), "/micro-apps/project-ledger/", "microApp"),
    ],
    menus: [
      menu("100011", null, 0, "app-category", names("项目", "Projects", "Projekt"), "category.project"),
      menu("100012", "100011", 0, "app", names("项目管理", "Project management", "Projektstyrning"), "pmpp"),
      menu("100013", "100012", 0, "dir", names("进度管理", "Schedule", "Tidsplan"), "pmpp.schedule"),
      menu("100014", "100013", 0, "menu", names("施工日志", "Site diary", "Byggdagbok"), "pmpp.schedule.diary", { url: "/portal-pages/home" }),
      menu("100015", "100013", 1, "menu", names("客户施工日志", "Customer site diary", "Kundens byggdagbok"), "pmpp.schedule.customer-diary", { microAppId: "customer-diary", url: "https://apps.customer.example/diary/" }),
      menu("100016", "100012", 1, "menu", names("项目台账", "Project ledger", "Projektliggare"), "pmpp.ledger", { microAppId: "project-ledger", url: "/micro-apps/project-ledger/" }),
      menu("100017", "100011", 1, "app", names("智慧工地", "Smart site", "Smart byggplats"), "g-build"),
    ],
    roles: [
      { code: "project-member", name: "项目成员", allMenus: false },
      { code: "tenant-admin", name: "租户管理员", allMenus: true },
    ],
  };
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  ifMatch: string | null;
}

interface Answer {
  status: number;
  data: unknown;
  errorMsg?: string;
}

export class FakeProductAdmin {
  readonly apps: MicroApp[];
  readonly menus: AdminMenu[];
  readonly roles: MenuRole[];
  readonly calls: RecordedCall[] = [];
  private nextId = 200000;

  constructor(seed: ProductAdminSeed = productAdminSeed()) {
    this.apps = structuredClone(seed.apps);
    this.menus = structuredClone(seed.menus);
    this.roles = structuredClone(seed.roles);
  }

  /** Another admin's change of an app: its version goes up, so a write based on the older one is 412. */
  changeApp(id: string, change: Partial<MicroAppWrite>): void {
    const index = this.apps.findIndex((a) => a.id === id);
    const current = this.apps[index]!;
    this.apps[index] = { ...current, ...(change as Partial<MicroApp>), version: current.version + 1 };
  }

  answer(method: string, url: URL, body: unknown, ifMatch: string | null): Answer {
    const path = url.pathname.replace(/^\/api\//, "");
    this.calls.push({ method, path, body, ifMatch });
    const parts = path.split("/");
    const id = parts[3] ? decodeURIComponent(parts[3]) : undefined;
    if (path === "product/v4/menu-roles" && method === "GET") return { status: 200, data: this.roles };
    if (path.startsWith("product/v4/micro-apps")) return this.appCall(method, id, body as MicroAppWrite, ifMatch);
    if (path.startsWith("product/v4/menus")) return this.menuCall(method, id, body as MenuWrite);
    return { status: 404, data: null, errorMsg: "No such call" };
  }

  private appCall(method: string, id: string | undefined, body: MicroAppWrite, ifMatch: string | null): Answer {
    if (id === undefined) {
      if (method === "GET") return { status: 200, data: [...this.apps].sort((a, b) => a.id.localeCompare(b.id)) };
      const newId = body.id ?? body.nameAllLang.en.toLowerCase().replace(/[^a-z0-9]+/g, "-");
      if (this.apps.some((a) => a.id === newId)) return { status: 409, data: null, errorMsg: `An app with id ${newId} is registered already` };
      const created: MicroApp = { ...app(newId, body.nameAllLang, body.entry, body.kind), ...(body as Partial<MicroApp>), id: newId, name: body.nameAllLang["zh-CN"], version: 1 };
      this.apps.push(created);
      return { status: 201, data: created };
    }
    const index = this.apps.findIndex((a) => a.id === id);
    const current = this.apps[index];
    if (!current) return { status: 404, data: null, errorMsg: `App ${id} not found` };
    if (method === "GET") return { status: 200, data: current };
    if (ifMatch !== null && ifMatch.replace(/"/g, "") !== String(current.version)) {
      return { status: 412, data: null, errorMsg: `App ${id} is at version ${current.version}, not the one named in If-Match` };
    }
    if (method === "DELETE") {
      const used = this.menus.filter((m) => m.microAppId === id).length;
      if (used > 0) return { status: 409, data: null, errorMsg: `App ${id} is used by ${used} menus` };
      this.apps.splice(index, 1);
      return { status: 200, data: true };
    }
    const updated: MicroApp = { ...current, routePath: null, cache: null, props: {}, allowedOrigins: [], sandbox: null, ...(body as Partial<MicroApp>), id, name: body.nameAllLang["zh-CN"], version: current.version + 1 };
    this.apps[index] = updated;
    return { status: 200, data: updated };
  }

  private menuCall(method: string, id: string | undefined, body: MenuWrite): Answer {
    if (id === undefined) {
      if (method === "GET") return { status: 200, data: [...this.menus].sort((a, b) => a.level - b.level || a.sort - b.sort || a.id.localeCompare(b.id)) };
      const newId = String(this.nextId++);
      const siblings = this.menus.filter((m) => m.parentId === (body.parentId ?? null));
      const created = this.written(menu(newId, body.parentId ?? null, body.sort ?? siblings.length, body.sourceType, body.nameAllLang, body.code), body);
      this.menus.push(created);
      return { status: 201, data: created };
    }
    const index = this.menus.findIndex((m) => m.id === id);
    const current = this.menus[index];
    if (!current) return { status: 404, data: null, errorMsg: `Menu ${id} not found` };
    if (method === "GET") return { status: 200, data: current };
    if (method === "DELETE") {
      if (this.menus.some((m) => m.parentId === id)) return { status: 409, data: null, errorMsg: `Menu ${id} has child menus: delete or move them first` };
      this.menus.splice(index, 1);
      return { status: 200, data: true };
    }
    const updated = this.written({ ...current, parentId: body.parentId ?? null, sort: body.sort ?? current.sort, sourceType: body.sourceType, code: body.code, nameAllLang: { ...body.nameAllLang }, name: body.nameAllLang["zh-CN"] }, body);
    this.menus[index] = updated;
    return { status: 200, data: updated };
  }

  private written(menuNow: AdminMenu, body: MenuWrite): AdminMenu {
    const app = body.microAppId ? this.apps.find((a) => a.id === body.microAppId) : undefined;
    return { ...menuNow, microAppId: body.microAppId ?? null, url: app ? app.entry : (body.url ?? null), urlParams: body.urlParams ?? null, roles: body.roles ?? menuNow.roles };
  }

  response(answer: Answer): Response {
    const ok = answer.status >= 200 && answer.status < 300;
    const body = ok ? { success: true, data: answer.data } : { success: false, data: answer.data, errorCode: String(answer.status), errorMsg: answer.errorMsg ?? "failed" };
    return new Response(JSON.stringify(body), { status: answer.status, headers: { "content-type": "application/json" } });
  }
}

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** msw handlers answering the admin app and menu calls from `fake`. */
export function productAdminHandlers(fake: FakeProductAdmin) {
  const respond = async ({ request }: { request: Request }) => {
    const response = fake.response(fake.answer(request.method, new URL(request.url), await bodyOf(request), request.headers.get("if-match")));
    return new HttpResponse(response.body, { status: response.status, headers: response.headers });
  };
  return [
    http.all(`${API}/product/v4/micro-apps`, respond),
    http.all(`${API}/product/v4/micro-apps/*`, respond),
    http.all(`${API}/product/v4/menus`, respond),
    http.all(`${API}/product/v4/menus/*`, respond),
    http.get(`${API}/product/v4/menu-roles`, respond),
    // The console's check of an entry at registration (ADR 060): the portal's own route, answered here as an entry with nothing to report.
    http.post(/\/portal-admin\/api\/app-check$/, async ({ request }) => {
      const body = (await bodyOf(request)) as { entry?: unknown; kind?: unknown } | undefined;
      const hosting = body?.kind === "iframe" ? "framed" : "inPage";
      return HttpResponse.json({ success: true, data: { url: typeof body?.entry === "string" ? body.entry : "", hosting, findings: [] } });
    }),
  ];
}

const ADMIN_PATHS = /^\/api\/product\/v4\/(micro-apps|menus|menu-roles)(\/|$)/;

/** A fetch that answers the admin app and menu calls from `fake` and hands any other call to `fallback` (stories). */
export function fakeProductAdminFetch(fake: FakeProductAdmin, fallback: typeof fetch): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, typeof window !== "undefined" ? window.location.href : "http://localhost/");
    if (!ADMIN_PATHS.test(url.pathname)) return fallback(input, init);
    const body = typeof init?.body === "string" && init.body ? (JSON.parse(init.body) as unknown) : undefined;
    await new Promise((resolve) => setTimeout(resolve, 20));
    return fake.response(fake.answer(init?.method ?? "GET", url, body, new Headers(init?.headers).get("if-match")));
  };
}
