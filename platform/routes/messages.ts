import express, { type Request, type Response } from "express";
import { sql, type Selectable } from "kysely";
import type { MessagesTable } from "../db/schema.ts";
import { getAuth, requireAuth } from "../http/auth.ts";
import type { PlatformContext } from "../http/context.ts";
import { ApiError, badRequest, handle, ok } from "../http/envelope.ts";
import { bodyObject, intValue, optionalBoolean, queryString } from "../http/input.ts";
import { pageRecordTotal } from "../http/page-total.ts";
import { currentMembership } from "../http/tenancy.ts";
import { readMessageJump } from "./message-jump.ts";
import { textsOf } from "../http/texts-by-locale.ts";

/** SPEC §9: the dropdown asks for 5; a page holds at most MESSAGE_PAGE_MAX. */
export const MESSAGE_PAGE_DEFAULT = 5;
export const MESSAGE_PAGE_MAX = 100;
/** Most alerts answered at once (each is a notification on screen). */
export const MESSAGE_ALERTS_MAX = 20;
/** Most ids one mark-read call takes. */
export const MESSAGE_IDS_MAX = 500;

/** Message ids are whole numbers (the message sequence), given as text or a number. */
const MESSAGE_ID_PATTERN = /^[1-9][0-9]{0,17}$/;
const PRODUCT_CODE_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** A message id from a path, a body or a list, or a 400 naming where it was. */
export function messageId(value: unknown, field: string): string {
  const id = typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? String(value) : value;
  if (typeof id !== "string" || !MESSAGE_ID_PATTERN.test(id)) throw badRequest(`${field} must be a message id (a whole number), got ${describe(value)}`);
  return id;
}

function describe(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value.slice(0, 40));
  if (value === null || value === undefined) return String(value);
  return typeof value === "object" ? (Array.isArray(value) ? "a list" : "an object") : String(value).slice(0, 40);
}

function productCodeOf(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string" || !PRODUCT_CODE_PATTERN.test(value)) throw badRequest(`${field} must be a product code`);
  return value;
}

/** SPEC §3 Message as the portal reads it (schemas/message.schema.json). */
export function toMessage(row: Selectable<MessagesTable>) {
  // A stored link that fails the rules is not served: the message then leads nowhere.
  const check = readMessageJump(row.jump);
  const jump = check.ok ? check.jump : null;
  return {
    id: row.id,
    title: row.title,
    ...textsOf("titleAllLang", row.title_all_lang),
    content: row.content,
    ...textsOf("contentAllLang", row.content_all_lang),
    type: row.type,
    productCode: row.product_code,
    tenantId: row.tenant_id,
    createTime: new Date(row.created_at).toISOString(),
    read: row.read_at !== null,
    readTime: row.read_at === null ? null : new Date(row.read_at).toISOString(),
    businessJump: jump !== null,
    webContentUrl: jump,
  };
}

/** The ids of PUT message/v4/messages/ids: a list, or `{ ids: [...] }`. */
function idsOf(body: unknown): string[] {
  const list = Array.isArray(body) ? body : typeof body === "object" && body !== null ? (body as Record<string, unknown>).ids : undefined;
  if (!Array.isArray(list)) throw badRequest("the body must be the list of message ids (or { ids: [...] })");
  if (list.length === 0) throw badRequest("the list of message ids is empty");
  if (list.length > MESSAGE_IDS_MAX) throw badRequest(`at most ${MESSAGE_IDS_MAX} message ids at once`);
  return [...new Set(list.map((v, i) => messageId(v, `ids[${i}]`)))];
}

/**
 * The message centre of the signed-in user in the current tenant (SPEC §4 Messages, §7
 * Messages): a page of messages (`unread` true: unread only, false: read only, absent: all),
 * the unread count, the alerts still to show, one message, and marking read (some, or all).
 * Every input is checked: a bad id or field is a 400 naming it; another user's message is a
 * 404, the same as one that does not exist.
 */
export function messageRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();
  const owner = async (res: Response) => {
    const auth = getAuth(res);
    return { userId: auth.userId, tenantId: (await currentMembership(ctx.db, auth)).tenantId };
  };
  const own = (userId: string, tenantId: string) => ctx.db.selectFrom("messages").where("user_id", "=", userId).where("tenant_id", "=", tenantId);

  router.post(
    "/message/v4/messages/page",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const { userId, tenantId } = await owner(res);
      const body = bodyObject(req);
      const unread = optionalBoolean(body.unread, "unread");
      const pageIndex = intValue(body.pageIndex, "pageIndex", 1, 100_000, 1);
      const pageSize = intValue(body.pageSize, "pageSize", 1, MESSAGE_PAGE_MAX, MESSAGE_PAGE_DEFAULT);
      const productCode = productCodeOf(body.productCode, "productCode");
      const type = body.type;
      if (type !== undefined && type !== null && type !== "normal" && type !== "alert") throw badRequest('type must be "normal" or "alert"');
      let query = own(userId, tenantId);
      if (unread === true) query = query.where("read_at", "is", null);
      if (unread === false) query = query.where("read_at", "is not", null);
      if (productCode) query = query.where("product_code", "=", productCode);
      if (type === "normal" || type === "alert") query = query.where("type", "=", type);
      const rows = await query
        .selectAll()
        .select(sql<number>`count(*) over ()`.as("record_total"))
        .orderBy("created_at", "desc")
        .orderBy(sql`id::bigint`, "desc")
        .limit(pageSize)
        .offset((pageIndex - 1) * pageSize)
        .execute();
      const recordTotal = await pageRecordTotal(rows, pageIndex, async () => (await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst())?.n);
      ok(res, { records: rows.map(toMessage), recordTotal, totalPage: Math.ceil(recordTotal / pageSize) });
    }),
  );

  router.get(
    "/message/v4/messages/unread-count",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const { userId, tenantId } = await owner(res);
      const productCode = productCodeOf(queryString(req, "productCode"), "productCode");
      let query = own(userId, tenantId).where("read_at", "is", null);
      if (productCode) query = query.where("product_code", "=", productCode);
      const row = await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
      ok(res, Number(row?.n ?? 0));
    }),
  );

  router.get(
    "/message/v4/messages/alerts",
    requireAuth(ctx),
    handle(async (_req: Request, res: Response) => {
      const { userId, tenantId } = await owner(res);
      const rows = await own(userId, tenantId)
        .selectAll()
        .where("type", "=", "alert")
        .where("read_at", "is", null)
        .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", new Date())]))
        .orderBy("created_at", "desc")
        .orderBy(sql`id::bigint`, "desc")
        .limit(MESSAGE_ALERTS_MAX)
        .execute();
      ok(res, rows.map(toMessage));
    }),
  );

  router.put(
    "/message/v4/messages/all",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const { userId, tenantId } = await owner(res);
      const productCode = productCodeOf(bodyObject(req).productCode, "productCode");
      let update = ctx.db.updateTable("messages").set({ read_at: new Date() }).where("user_id", "=", userId).where("tenant_id", "=", tenantId).where("read_at", "is", null);
      if (productCode) update = update.where("product_code", "=", productCode);
      const result = await update.executeTakeFirst();
      ok(res, Number(result.numUpdatedRows));
    }),
  );

  router.put(
    "/message/v4/messages/ids",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const { userId, tenantId } = await owner(res);
      const ids = idsOf(req.body);
      const marked = await ctx.db.transaction().execute(async (trx) => {
        const found = await trx.selectFrom("messages").select("id").where("user_id", "=", userId).where("tenant_id", "=", tenantId).where("id", "in", ids).execute();
        const missing = ids.filter((id) => !found.some((row) => row.id === id));
        if (missing.length > 0) throw new ApiError(404, `Message ${missing.slice(0, 5).join(", ")} not found`, "404");
        const result = await trx
          .updateTable("messages")
          .set({ read_at: new Date() })
          .where("user_id", "=", userId)
          .where("tenant_id", "=", tenantId)
          .where("id", "in", ids)
          .where("read_at", "is", null)
          .executeTakeFirst();
        return Number(result.numUpdatedRows);
      });
      ok(res, marked);
    }),
  );

  router.get(
    "/message/v4/messages/:id",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const { userId, tenantId } = await owner(res);
      const id = messageId(req.params.id, "id");
      const row = await own(userId, tenantId).selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) throw new ApiError(404, `Message ${id} not found`, "404");
      ok(res, toMessage(row));
    }),
  );

  return router;
}
