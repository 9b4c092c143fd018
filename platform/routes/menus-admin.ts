import express, { type Request, type Response } from "express";
import { sql, type Insertable, type Kysely } from "kysely";
import { FOREIGN_KEY_VIOLATION, sqlState, UNIQUE_VIOLATION } from "../db/db-errors.ts";
import { bumpRegistryVersion } from "../db/registry-versions.ts";
import type { Database, MenusTable } from "../db/schema.ts";
import { requireTenantAdmin } from "../http/admin.ts";
import { adminWrite } from "../http/admin-write.ts";
import { actorOf, writeAudit, type Actor } from "../http/audit.ts";
import { getAuth, requireAuth } from "../http/auth.ts";
import type { PlatformContext } from "../http/context.ts";
import { ApiError, fieldErrors, handle, ok, type FieldError } from "../http/envelope.ts";
import { noQueryParams, pathId } from "../http/input.ts";
import {
  childAllowed,
  grantCodesOf,
  menuAdminView,
  menuRowOf,
  parentFault,
  placementOfRow,
  readMenuBody,
  replaceDescendants,
  tenantMenuLocale,
  type MenuAdminView,
  type MenuInput,
  type Replaced,
} from "./menu-admin-rows.ts";
import type { MicroAppRow } from "./micro-app-records.ts";
import type { MenuRow } from "./menus-tree.ts";

const BASE = "/product/v4/menus";


function notFound(id: string): ApiError {
  return new ApiError(404, `Menu ${id.slice(0, 64)} not found`, "404");
}

type Db = Kysely<Database>;

async function menuRow(db: Db, tenantId: string, id: string, forUpdate = false): Promise<MenuRow | undefined> {
  let query = db.selectFrom("menus").selectAll().where("tenant_id", "=", tenantId).where("tree", "=", "application").where("id", "=", id);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Menu roles holding an exact grant of one of `codes`. */
async function rolesGranted(db: Db, tenantId: string, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .selectFrom("menu_role_grants")
    .select("role_code")
    .distinct()
    .where("tenant_id", "=", tenantId)
    .where("authority_code", "in", [...codes])
    .execute();
  return rows.map((r) => r.role_code).sort();
}

async function viewOf(db: Db, row: MenuRow): Promise<MenuAdminView> {
  return menuAdminView(row, await rolesGranted(db, row.tenant_id, grantCodesOf(row)));
}

/** The next free id of the tenant's scheme (`<tenantId><number>`, seed-menus.ts): one more than the largest. */
async function nextMenuId(db: Db, tenantId: string): Promise<string> {
  const result = await sql<{ max: string | null }>`select max(id::numeric)::text as max from menus
    where tenant_id = ${tenantId} and tree = 'application' and id ~ '^[0-9]{1,30}$' and id like ${`${tenantId}%`}`.execute(db);
  const max = result.rows[0]?.max;
  return max ? (BigInt(max) + 1n).toString() : `${tenantId}00001`;
}

/** The lookups a write needs, each a 400 naming the field when it finds nothing. */
async function lookups(db: Db, tenantId: string, input: MenuInput, id: string) {
  const errors: FieldError[] = [];
  let parent: MenuRow | null = null;
  if (input.parentId !== null) {
    parent = (await menuRow(db, tenantId, input.parentId)) ?? null;
    if (!parent) errors.push({ path: "parentId", message: `no menu ${input.parentId} in the tenant's application menus` });
    else if (parent.id === id || parent.full_id.split("/").includes(id)) {
      errors.push({ path: "parentId", message: "must not be the menu itself or a menu below it" });
    } else {
      const fault = parentFault(input.sourceType, parent);
      if (fault) errors.push({ path: "parentId", message: fault });
    }
  }
  let app: MicroAppRow | null = null;
  if (input.microAppId !== null) {
    app = (await db.selectFrom("micro_apps").selectAll().where("tenant_id", "=", tenantId).where("id", "=", input.microAppId).executeTakeFirst()) ?? null;
    if (!app) errors.push({ path: "microAppId", message: `no registered app ${input.microAppId} in the tenant (POST product/v4/micro-apps registers one)` });
  }
  if (input.roles && input.roles.length > 0) {
    const known = new Set(
      (await db.selectFrom("menu_roles").select("code").where("tenant_id", "=", tenantId).where("code", "in", input.roles).execute()).map((r) => r.code),
    );
    input.roles.forEach((role, i) => {
      if (!known.has(role)) errors.push({ path: `roles/${i}`, message: `no menu role ${role} in the tenant` });
    });
  }
  if (input.identityCodes) {
    const known = new Set(
      (await db.selectFrom("business_identities").select("code").where("tenant_id", "=", tenantId).where("code", "in", input.identityCodes).execute()).map((r) => r.code),
    );
    input.identityCodes.forEach((code, i) => {
      if (!known.has(code) || code === "Default") errors.push({ path: `identityCodes/${i}`, message: `no business identity ${code} in the tenant` });
    });
  }
  if (errors.length > 0) throw fieldErrors(errors);
  const named = await db.selectFrom("menus").select(["name", "name_all_lang"]).where("tenant_id", "=", tenantId).where("tree", "=", "application").where("level", "<=", 2).execute();
  return { parent, app, locale: tenantMenuLocale(named) };
}

async function nextSort(db: Db, tenantId: string, parentId: string | null): Promise<number> {
  const row = await db
    .selectFrom("menus")
    .select((eb) => eb.fn.max("sort").as("max"))
    .where("tenant_id", "=", tenantId)
    .where("tree", "=", "application")
    .where((eb) => (parentId === null ? eb("parent_id", "is", null) : eb("parent_id", "=", parentId)))
    .executeTakeFirst();
  const max = row?.max;
  return max === null || max === undefined ? 0 : Number(max) + 1;
}

/** 409 when a uniqueCode (`<appCode>:<code>`) is held by a menu outside `own`: a code is one page of its app. */
async function requireFreeUniqueCodes(db: Db, tenantId: string, codes: readonly string[], own: ReadonlySet<string>): Promise<void> {
  if (codes.length === 0) return;
  const taken = await db
    .selectFrom("menus")
    .select(["id", "unique_code"])
    .where("tenant_id", "=", tenantId)
    .where("tree", "=", "application")
    .where("unique_code", "in", [...codes])
    .execute();
  const clash = taken.find((t) => !own.has(t.id));
  if (clash) throw new ApiError(409, `The code ${clash.unique_code ?? ""} is used by menu ${clash.id} already: a code names one menu of its app`, "409");
}

/** 409 when an app's appCode is another app's: the pages of two apps would share uniqueCodes. */
async function requireFreeAppCode(db: Db, tenantId: string, row: Insertable<MenusTable>): Promise<void> {
  if (row.source_type !== "app" || !row.source_app_code) return;
  const other = await db
    .selectFrom("menus")
    .select("id")
    .where("tenant_id", "=", tenantId)
    .where("tree", "=", "application")
    .where("source_type", "=", "app")
    .where("source_app_code", "=", row.source_app_code)
    .where("id", "!=", row.id)
    .executeTakeFirst();
  if (other) throw new ApiError(409, `The appCode ${row.source_app_code} is app ${other.id}'s already`, "409");
}

/** Codes among `codes` no menu but `except` (of the application tree) still uses as its code or authority. */
async function unusedCodes(db: Db, tenantId: string, codes: readonly string[], except: string): Promise<string[]> {
  const out: string[] = [];
  for (const code of codes) {
    const user = await db
      .selectFrom("menus")
      .select("id")
      .where("tenant_id", "=", tenantId)
      .where((eb) => eb.not(eb.and([eb("tree", "=", "application"), eb("id", "=", except)])))
      .where((eb) => eb.or([eb("code", "=", code), sql<boolean>`authority_codes @> ${JSON.stringify([code])}::jsonb`]))
      .executeTakeFirst();
    if (!user) out.push(code);
  }
  return out;
}

/** An app names a product of the tenant (the productCode the menu calls accept, SPEC §7): added when new. */
async function ensureProduct(db: Db, row: MenuRow): Promise<void> {
  if (row.source_type !== "app" || !row.source_product_code) return;
  const count = await db.selectFrom("products").select((eb) => eb.fn.countAll<string>().as("n")).where("tenant_id", "=", row.tenant_id).executeTakeFirst();
  await db
    .insertInto("products")
    .values({
      tenant_id: row.tenant_id,
      code: row.source_product_code,
      name: row.name,
      name_all_lang: JSON.stringify(row.name_all_lang ?? null),
      sort_order: Number(count?.n ?? 0),
    })
    .onConflict((oc) => oc.columns(["tenant_id", "code"]).doNothing())
    .execute();
}

async function grant(db: Db, tenantId: string, roles: readonly string[], codes: readonly string[]): Promise<void> {
  const values = roles.flatMap((role_code) => codes.map((authority_code) => ({ tenant_id: tenantId, role_code, authority_code })));
  if (values.length === 0) return;
  await db
    .insertInto("menu_role_grants")
    .values(values)
    .onConflict((oc) => oc.columns(["tenant_id", "role_code", "authority_code"]).doNothing())
    .execute();
}

/** Writes the new places of moved, renamed or recoded descendants in one UPDATE. */
async function writeDescendants(db: Db, tenantId: string, replaced: readonly Replaced[]): Promise<void> {
  if (replaced.length === 0) return;
  await sql`update menus as m set level = r.level, full_id = r.full_id, full_name = r.full_name, source_key = r.source_key,
      source_product_code = r.source_product_code, source_app_code = r.source_app_code,
      source_module_code = r.source_module_code, unique_code = r.unique_code
    from jsonb_to_recordset(${JSON.stringify(replaced)}::jsonb) as r(id text, level int, full_id text, full_name text,
      source_key text, source_product_code text, source_app_code text, source_module_code text, unique_code text)
    where m.tenant_id = ${tenantId} and m.tree = 'application' and m.id = r.id`.execute(db);
}

/** A write that raced another (a parent, app or id gone or taken meanwhile) is a conflict, not a fault. */
function raceConflict(error: unknown): never {
  const state = sqlState(error);
  if (state === UNIQUE_VIOLATION) throw new ApiError(409, "A menu with this id was written meanwhile: reload and try again", "409");
  if (state === FOREIGN_KEY_VIOLATION) throw new ApiError(409, "The registered app was deleted meanwhile: reload and try again", "409");
  throw error;
}

async function afterWrite(db: Db, tenantId: string, actor: Actor, action: "create" | "update" | "delete", id: string, before: MenuAdminView | null, after: MenuAdminView | null) {
  await writeAudit(db, { tenantId, actor, action, resource: "menu", resourceId: id, before, after });
  await bumpRegistryVersion(db, tenantId, "menus");
}

/** The shared part of a change or removal of menu `id` (http/admin-write.ts): the locked read, the audit, the menus' version. Menus have no version of their own: no If-Match. */
function menuWrite(tenantId: string, actor: Actor, action: "update" | "delete", id: string) {
  return {
    tenantId,
    actor,
    action,
    resource: "menu" as const,
    resourceId: id,
    read: (trx: Db) => menuRow(trx, tenantId, id, true),
    notFound: () => notFound(id),
    afterWrite: (trx: Db) => bumpRegistryVersion(trx, tenantId, "menus"),
  };
}

/**
 * Menus as a platform resource (SPEC §2 menu levels, §3 Menu node, §6 menu authorities;
 * ARCHITECTURE §8): tenant admins add, change and remove the nodes of their tenant's
 * application menu tree and grant them to menu roles; the platform computes the rest as its
 * seed does. Mounted after routes/menus.ts, whose GET calls under /product/v4/menus/ come first.
 */
export function menuAdminRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();

  router.post(
    BASE,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const input = readMenuBody(req.body);
      const actor = await actorOf(ctx.db, getAuth(res));
      const view = await ctx.db
        .transaction()
        .execute(async (trx) => {
          let id = input.id;
          if (id !== undefined) {
            const taken = await trx.selectFrom("menus").select("tree").where("tenant_id", "=", tenantId).where("id", "=", id).executeTakeFirst();
            if (taken) throw new ApiError(409, `A menu with id ${id} exists already${taken.tree === "portal" ? " (an internal portal menu)" : ""}`, "409");
          } else {
            id = await nextMenuId(trx, tenantId);
          }
          const { parent, app, locale } = await lookups(trx, tenantId, input, id);
          const sort = input.sort ?? (await nextSort(trx, tenantId, parent?.id ?? null));
          const row = menuRowOf({ tenantId, id, input, parent, app, locale, sort, existing: null });
          await requireFreeUniqueCodes(trx, tenantId, [row.unique_code ?? ""], new Set([id]));
          await requireFreeAppCode(trx, tenantId, row);
          const written = await trx.insertInto("menus").values(row).returningAll().executeTakeFirstOrThrow();
          await ensureProduct(trx, written);
          await grant(trx, tenantId, input.roles ?? [], grantCodesOf(written));
          const view = await viewOf(trx, written);
          await afterWrite(trx, tenantId, actor, "create", id, null, view);
          return view;
        })
        .catch(raceConflict);
      ctx.log("info", "menu created", { tenantId, id: view.id });
      res.status(201);
      ok(res, view);
    }),
  );

  router.put(
    `${BASE}/:id`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const id = pathId(req);
      const input = readMenuBody(req.body);
      if (input.id !== undefined && input.id !== id) throw fieldErrors([{ path: "id", message: `must be the id in the path (${id}) or left out` }]);
      const actor = await actorOf(ctx.db, getAuth(res));
      const view = await adminWrite(ctx.db, {
        ...menuWrite(tenantId, actor, "update", id),
        write: async (trx, existing) => {
          const { parent, app, locale } = await lookups(trx, tenantId, input, id);
          const children = await trx.selectFrom("menus").select(["id", "source_type"]).where("tenant_id", "=", tenantId).where("tree", "=", "application").where("parent_id", "=", id).execute();
          const misfit = children.find((c) => !childAllowed(input.sourceType, c.source_type));
          if (misfit) {
            throw new ApiError(409, `Menu ${id} has ${children.length} child menus (${misfit.id} is ${misfit.source_type === "app" ? "an app" : `a ${misfit.source_type}`}): it cannot become sourceType ${input.sourceType}`, "409");
          }
          const sameParent = (parent?.id ?? null) === existing.parent_id;
          const sort = input.sort ?? (sameParent ? existing.sort : await nextSort(trx, tenantId, parent?.id ?? null));
          const row = menuRowOf({ tenantId, id, input, parent, app, locale, sort, existing });
          const descendants = await trx
            .selectFrom("menus")
            .selectAll()
            .where("tenant_id", "=", tenantId)
            .where("tree", "=", "application")
            .where("full_id", "like", `${existing.full_id.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`)
            .execute();
          const replaced = replaceDescendants(placementOfRow(row), descendants);
          const subtree = new Set([id, ...descendants.map((d) => d.id)]);
          await requireFreeUniqueCodes(trx, tenantId, [row.unique_code ?? "", ...replaced.map((r) => r.unique_code)], subtree);
          await requireFreeAppCode(trx, tenantId, row);
          const before = await viewOf(trx, existing);
          const { tenant_id: _tenant, tree: _tree, id: _id, ...columns } = row;
          const written = await trx
            .updateTable("menus")
            .set(columns)
            .where("tenant_id", "=", tenantId)
            .where("tree", "=", "application")
            .where("id", "=", id)
            .returningAll()
            .executeTakeFirstOrThrow();
          await writeDescendants(trx, tenantId, replaced);
          await ensureProduct(trx, written);

          // Grants (SPEC §6): roles given replace the exact grants of the menu's codes; left out, they carry over to new codes.
          const oldCodes = grantCodesOf(existing);
          const newCodes = grantCodesOf(written);
          const roles = input.roles ?? before.roles;
          const dropped = await unusedCodes(trx, tenantId, oldCodes.filter((c) => !newCodes.includes(c)), id);
          if (dropped.length > 0) {
            await trx.deleteFrom("menu_role_grants").where("tenant_id", "=", tenantId).where("authority_code", "in", dropped).execute();
          }
          if (input.roles !== undefined && newCodes.length > 0) {
            let revoke = trx.deleteFrom("menu_role_grants").where("tenant_id", "=", tenantId).where("authority_code", "in", newCodes);
            if (roles.length > 0) revoke = revoke.where("role_code", "not in", roles);
            await revoke.execute();
          }
          await grant(trx, tenantId, roles, newCodes);
          const view = await viewOf(trx, written);
          return { result: { view, moved: replaced.length }, before, after: view };
        },
      })
        .catch(raceConflict);
      ctx.log("info", "menu updated", { tenantId, id, descendantsReplaced: view.moved });
      ok(res, view.view);
    }),
  );

  router.delete(
    `${BASE}/:id`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const id = pathId(req);
      const actor = await actorOf(ctx.db, getAuth(res));
      await adminWrite(ctx.db, {
        ...menuWrite(tenantId, actor, "delete", id),
        write: async (trx, existing) => {
        const children = await trx
          .selectFrom("menus")
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .where("tenant_id", "=", tenantId)
          .where("tree", "=", "application")
          .where("parent_id", "=", id)
          .executeTakeFirst();
        const count = Number(children?.n ?? 0);
        if (count > 0) {
          throw new ApiError(409, `Menu ${id} has ${count === 1 ? "1 child menu" : `${count} child menus`}: delete or move ${count === 1 ? "it" : "them"} first`, "409");
        }
        const before = await viewOf(trx, existing);
        await trx.deleteFrom("menus").where("tenant_id", "=", tenantId).where("tree", "=", "application").where("id", "=", id).execute();
        const dropped = await unusedCodes(trx, tenantId, grantCodesOf(existing), id);
        if (dropped.length > 0) {
          await trx.deleteFrom("menu_role_grants").where("tenant_id", "=", tenantId).where("authority_code", "in", dropped).execute();
        }
        return { result: true, before, after: null };
        },
      });
      ctx.log("info", "menu deleted", { tenantId, id });
      ok(res, true);
    }),
  );

  // Every node of the application tree as the admin view, for the console's tree (not filtered by org or authority).
  router.get(
    BASE,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const rows = await ctx.db
        .selectFrom("menus")
        .selectAll()
        .where("tenant_id", "=", tenantId)
        .where("tree", "=", "application")
        .orderBy("level")
        .orderBy("sort")
        .orderBy("id")
        .execute();
      const grants = await ctx.db.selectFrom("menu_role_grants").select(["role_code", "authority_code"]).where("tenant_id", "=", tenantId).execute();
      const rolesOf = new Map<string, string[]>();
      for (const g of grants) rolesOf.set(g.authority_code, [...(rolesOf.get(g.authority_code) ?? []), g.role_code]);
      ok(
        res,
        rows.map((row) => menuAdminView(row, [...new Set(grantCodesOf(row).flatMap((code) => rolesOf.get(code) ?? []))])),
      );
    }),
  );

  // The tenant's menu roles, which a menu's `roles` may name.
  router.get(
    "/product/v4/menu-roles",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const rows = await ctx.db.selectFrom("menu_roles").select(["code", "name", "all_menus"]).where("tenant_id", "=", tenantId).orderBy("code").execute();
      ok(
        res,
        rows.map((r) => ({ code: r.code, name: r.name, allMenus: r.all_menus })),
      );
    }),
  );

  // After routes/menus.ts: its GET calls (application-menu-tree, …) are matched before this.
  router.get(
    `${BASE}/:id`,
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      noQueryParams(req);
      const tenantId = await requireTenantAdmin(ctx, res);
      const id = pathId(req);
      const row = await menuRow(ctx.db, tenantId, id);
      if (!row) throw notFound(id);
      ok(res, await viewOf(ctx.db, row));
    }),
  );

  return router;
}
