import { ApiError, apiGet, apiSend } from "#app/platform-api/client";
import type { MenuWrite } from "#app/types/generated/menu-write";
import type { MicroApp } from "#app/types/generated/micro-app";
import type { MicroAppWrite } from "#app/types/generated/micro-app-write";

/**
 * The product service's admin calls (platform/README.md "Apps and menus") as the browser
 * calls them, through the BFF: the tenant's registered apps, its application menu tree and its
 * menu roles. The one place their paths are written on the client (ADR 019). Used by the
 * tenant admin console only.
 */

const APPS = "product/v4/micro-apps";
const MENUS = "product/v4/menus";

/** A menu as the admin calls answer it (the admin view of platform/routes/menu-admin-rows.ts). */
export interface AdminMenu {
  id: string;
  parentId: string | null;
  level: number;
  sort: number;
  name: string;
  nameAllLang: Record<string, string>;
  code: string | null;
  sourceType: "app-category" | "app" | "menu" | "dir";
  type: number;
  microAppId: string | null;
  url: string | null;
  urlParams: string | null;
  iconClass: string | null;
  popupType: number | null;
  orgTypes: string[] | null;
  identityCodes: string[] | null;
  authoritySuffixes: string[];
  roles: string[];
  fullId: string;
  fullName: string;
  sourceKey: string | null;
  sourceProductCode: string | null;
  sourceAppCode: string | null;
}

export interface MenuRole {
  code: string;
  name: string;
  allMenus: boolean;
}

/** One fault of a written body, by its field path (`a/b`) and message (the platform's 400). */
export interface WriteFault {
  path: string;
  message: string;
}

/** A write refused because the body breaks the schema or the rules between its fields (400). */
export class InvalidWrite extends Error {
  override readonly name = "InvalidWrite";
  constructor(
    message: string,
    readonly errors: WriteFault[],
  ) {
    super(message);
  }
}

/** A change refused because the app was changed since the version it was based on (412). */
export class StaleWrite extends Error {
  override readonly name = "StaleWrite";
}

function rethrow(error: unknown): never {
  if (error instanceof ApiError && error.status === 400) {
    const errors = (error.data as { errors?: unknown } | null)?.errors;
    throw new InvalidWrite(
      error.message,
      Array.isArray(errors) ? errors.filter((e): e is WriteFault => typeof e?.path === "string" && typeof e?.message === "string") : [],
    );
  }
  if (error instanceof ApiError && error.status === 412) throw new StaleWrite(error.message);
  throw error;
}

const ifMatch = (version: number) => ({ headers: { "if-match": `"${version}"` } });

/** GET product/v4/micro-apps: the tenant's registered apps, by id. */
export function listMicroApps(): Promise<MicroApp[]> {
  return apiGet<MicroApp[]>(APPS);
}

/** GET product/v4/micro-apps/{id}: one app as stored now. */
export function microApp(id: string): Promise<MicroApp> {
  return apiGet<MicroApp>(`${APPS}/${encodeURIComponent(id)}`);
}

/** POST product/v4/micro-apps: registers an app. Throws InvalidWrite on 400; ApiError 409 when the id is taken. */
export function registerMicroApp(body: MicroAppWrite): Promise<MicroApp> {
  return apiSend<MicroApp>("POST", APPS, body).catch(rethrow);
}

/** PUT product/v4/micro-apps/{id} with If-Match: the version read. Throws StaleWrite on 412, InvalidWrite on 400. */
export function updateMicroApp(id: string, version: number, body: MicroAppWrite): Promise<MicroApp> {
  return apiSend<MicroApp>("PUT", `${APPS}/${encodeURIComponent(id)}`, body, ifMatch(version)).catch(rethrow);
}

/** DELETE product/v4/micro-apps/{id} with If-Match. Throws StaleWrite on 412; ApiError 409 while menus open it. */
export function deleteMicroApp(id: string, version: number): Promise<unknown> {
  return apiSend<unknown>("DELETE", `${APPS}/${encodeURIComponent(id)}`, undefined, ifMatch(version)).catch(rethrow);
}

/** GET product/v4/menus: every node of the tenant's application menu tree (admin view), by level and sort. */
export function listAdminMenus(): Promise<AdminMenu[]> {
  return apiGet<AdminMenu[]>(MENUS);
}

/** POST product/v4/menus. Throws InvalidWrite on 400; ApiError 409 when its id or code is taken. */
export function createMenu(body: MenuWrite): Promise<AdminMenu> {
  return apiSend<AdminMenu>("POST", MENUS, body).catch(rethrow);
}

/** PUT product/v4/menus/{id}: replaces its writable fields (may move it; its subtree follows). */
export function updateMenu(id: string, body: MenuWrite): Promise<AdminMenu> {
  return apiSend<AdminMenu>("PUT", `${MENUS}/${encodeURIComponent(id)}`, body).catch(rethrow);
}

/** DELETE product/v4/menus/{id}. ApiError 409 while it has children. */
export function deleteMenu(id: string): Promise<unknown> {
  return apiSend<unknown>("DELETE", `${MENUS}/${encodeURIComponent(id)}`).catch(rethrow);
}

/** GET product/v4/menu-roles: the tenant's menu roles, which a menu may be granted to. */
export function listMenuRoles(): Promise<MenuRole[]> {
  return apiGet<MenuRole[]>("product/v4/menu-roles");
}
