import express, { type Request, type Response } from "express";
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from "kysely";
import type { Database, MessagesTable } from "../db/schema.ts";
import { getAuth, requireAuth } from "../http/auth.ts";
import type { PlatformContext } from "../http/context.ts";
import { ApiError, badRequest, handle, ok } from "../http/envelope.ts";
import { bodyObject, intValue, optionalBoolean, optionalId, queryString } from "../http/input.ts";
import { pageRecordTotal } from "../http/page-total.ts";
import { currentMembership } from "../http/tenancy.ts";
import { readMessageJump } from "./message-jump.ts";
import { textsOf } from "../http/texts-by-locale.ts";
import { audiencePath, shownAnnouncements } from "./announcement-audience.ts";

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

/** What a message is answered from: a row of messages, or an alert announcement shaped as one (inboxOf). */
export type MessageRow = Pick<
  Selectable<MessagesTable>,
  "id" | "title" | "title_all_lang" | "content" | "content_all_lang" | "type" | "product_code" | "tenant_id" | "created_at" | "read_at" | "jump" | "expires_at"
> & { level?: string | null };

/**
 * A member's message centre: their own messages, and the alert announcements shown to them now
 * (ADR 024) as alert messages, created at their publish time, read when the member marked them,
 * leading nowhere. Announcement ids come from the message sequence, so the two never share an id.
 */
function inboxOf(db: Kysely<Database>, userId: string, tenantId: string, orgPath: readonly string[], now: Date) {
  const own = db
    .selectFrom("messages")
    .select(["id", "title", "title_all_lang", "content", "content_all_lang", "type", "product_code", "tenant_id", "created_at", "read_at", "jump", "expires_at", "level"])
    .where("user_id", "=", userId)
    .where("tenant_id", "=", tenantId);
  const alerts = shownAnnouncements(db, tenantId, "alert", orgPath, now)
    .leftJoin("bulletin_reads as r", (join) => join.onRef("r.bulletin_id", "=", "b.id").on("r.user_id", "=", userId))
    .select([
      "b.id",
      "b.title",
      "b.title_all_lang",
      "b.content",
      "b.content_all_lang",
      sql<"normal" | "alert">`'alert'::text`.as("type"),
      sql<string | null>`null::text`.as("product_code"),
      "b.tenant_id",
      "b.publish_time as created_at",
      "r.read_at",
      sql<unknown>`null::jsonb`.as("jump"),
      "b.publish_until as expires_at",
      "b.level",
    ]);
  return db.selectFrom(own.unionAll(alerts).as("m"));
}

/** SPEC §3 Message as the portal reads it (schemas/message.schema.json). */
export function toMessage(row: MessageRow) {
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
    // How pressing an alert is (ADR 057): the shell draws an important or urgent one in its level's colour and icon.
    ...(row.level === "important" || row.level === "urgent" ? { level: row.level } : {}),
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
  /** The member, and the path of the org the shell is in (`orgId`, ADR 024: org announcements). */
  const owner = async (res: Response, orgIdValue?: unknown) => {
    const auth = getAuth(res);
    const tenantId = (await currentMembership(ctx.db, auth)).tenantId;
    const orgPath = await audiencePath(ctx, tenantId, optionalId(orgIdValue, "orgId"));
    return { userId: auth.userId, tenantId, orgPath, now: new Date() };
  };
  const inbox = (o: { userId: string; tenantId: string; orgPath: readonly string[]; now: Date }) => inboxOf(ctx.db, o.userId, o.tenantId, o.orgPath, o.now);
  // What the centre shows changes with time (an announcement's schedule, ADR 024): no cache may keep an answer.
  router.use("/message/v4/messages", (_req, res, next) => {
    res.set("Cache-Control", "private, no-store");
    next();
  });

  router.post(
    "/message/v4/messages/page",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const body = bodyObject(req);
      const who = await owner(res, body.orgId);
      const unread = optionalBoolean(body.unread, "unread");
      const pageIndex = intValue(body.pageIndex, "pageIndex", 1, 100_000, 1);
      const pageSize = intValue(body.pageSize, "pageSize", 1, MESSAGE_PAGE_MAX, MESSAGE_PAGE_DEFAULT);
      const productCode = productCodeOf(body.productCode, "productCode");
      const type = body.type;
      if (type !== undefined && type !== null && type !== "normal" && type !== "alert") throw badRequest('type must be "normal" or "alert"');
      let query = inbox(who);
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
      const who = await owner(res, queryString(req, "orgId"));
      const productCode = productCodeOf(queryString(req, "productCode"), "productCode");
      let query = inbox(who).where("read_at", "is", null);
      if (productCode) query = query.where("product_code", "=", productCode);
      const row = await query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
      ok(res, Number(row?.n ?? 0));
    }),
  );

  router.get(
    "/message/v4/messages/alerts",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const who = await owner(res, queryString(req, "orgId"));
      const rows = await inbox(who)
        .selectAll()
        .where("type", "=", "alert")
        .where("read_at", "is", null)
        .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", who.now)]))
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
      const body = bodyObject(req);
      const who = await owner(res, body.orgId);
      const productCode = productCodeOf(body.productCode, "productCode");
      const marked = await ctx.db.transaction().execute(async (trx) => {
        let update = trx.updateTable("messages").set({ read_at: who.now }).where("user_id", "=", who.userId).where("tenant_id", "=", who.tenantId).where("read_at", "is", null);
        if (productCode) update = update.where("product_code", "=", productCode);
        const result = await update.executeTakeFirst();
        // Alert announcements belong to no product: a product's "mark all" leaves them.
        const alerts = productCode ? 0 : await markAnnouncementsRead(trx, who.userId, shownAnnouncements(trx, who.tenantId, "alert", who.orgPath, who.now).select("b.id"));
        return Number(result.numUpdatedRows) + alerts;
      });
      ok(res, marked);
    }),
  );

  router.put(
    "/message/v4/messages/ids",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const { userId, tenantId, now } = await owner(res);
      const ids = idsOf(req.body);
      const marked = await ctx.db.transaction().execute(async (trx) => {
        const found = await trx.selectFrom("messages").select("id").where("user_id", "=", userId).where("tenant_id", "=", tenantId).where("id", "in", ids).execute();
        // Alerts of the tenant that have gone out (ADR 024): a member may mark one read wherever they are.
        const alerts = await trx
          .selectFrom("bulletins")
          .select("id")
          .where("tenant_id", "=", tenantId)
          .where("kind", "=", "alert")
          .where("publish_time", "<=", now)
          .where("id", "in", ids)
          .execute();
        const missing = ids.filter((id) => !found.some((row) => row.id === id) && !alerts.some((row) => row.id === id));
        if (missing.length > 0) throw new ApiError(404, `Message ${missing.slice(0, 5).join(", ")} not found`, "404");
        const result = await trx
          .updateTable("messages")
          .set({ read_at: now })
          .where("user_id", "=", userId)
          .where("tenant_id", "=", tenantId)
          .where("id", "in", ids)
          .where("read_at", "is", null)
          .executeTakeFirst();
        const alertIds = alerts.map((row) => row.id);
        const markedAlerts = alertIds.length === 0 ? 0 : await markAnnouncementsRead(trx, userId, trx.selectFrom("bulletins as b").select("b.id").where("b.id", "in", alertIds));
        return Number(result.numUpdatedRows) + markedAlerts;
      });
      ok(res, marked);
    }),
  );

  router.get(
    "/message/v4/messages/:id",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const who = await owner(res, queryString(req, "orgId"));
      const id = messageId(req.params.id, "id");
      const row = await inbox(who).selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) throw new ApiError(404, `Message ${id} not found`, "404");
      ok(res, toMessage(row));
    }),
  );

  return router;
}

/** Marks the announcements `ids` selects read for the user (those already read stay as they were); how many were unread. */
async function markAnnouncementsRead(db: Kysely<Database>, userId: string, ids: SelectQueryBuilder<Database & { b: Database["bulletins"] }, "b", { id: string }>): Promise<number> {
  const inserted = await db
    .insertInto("bulletin_reads")
    .columns(["bulletin_id", "user_id"])
    .expression(ids.select(sql<string>`${userId}::text`.as("user_id")))
    .onConflict((oc) => oc.columns(["bulletin_id", "user_id"]).doNothing())
    .returning("bulletin_id")
    .execute();
  return inserted.length;
}
