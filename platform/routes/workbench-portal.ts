import express, { type Request, type Response } from "express";
import type { Selectable } from "kysely";
import type { PortalEntriesTable } from "../db/schema.ts";
import { getAuth, requireAuth } from "../http/auth.ts";
import type { PlatformContext } from "../http/context.ts";
import { ApiError, badRequest, handle, ok } from "../http/envelope.ts";
import { pathId, queryString } from "../http/input.ts";
import { currentMembership } from "../http/tenancy.ts";
import { optionalOrgId, orgOfTenant, requiredOrgId } from "./workbench-orgs.ts";
import { textsOf } from "../http/texts-by-locale.ts";
import { shownAnnouncements } from "./announcement-audience.ts";
import { readContentDraft } from "../http/content-versions.ts";
import { isPlainObject } from "../http/tenant-config.ts";

/**
 * Set by the BFF on a read of the admin console's preview frame, only once it has checked the
 * admin's preview marker (ADR 020 "Preview", ADR 057): the caller's own draft of the entry list,
 * when they are the tenant's admin and hold one, is answered in place of the published list.
 */
export const ADMIN_PREVIEW_HEADER = "x-admin-preview";

const str = (value: unknown, fallback = "") => (typeof value === "string" ? value : fallback);

/** The name a draft entry shows: its Chinese name (what a write stores as its name), else its first, else the name it had. */
function draftName(entry: Record<string, unknown>): string {
  const all = isPlainObject(entry["nameAllLang"]) ? entry["nameAllLang"] : {};
  const names = [all["zh-CN"], ...Object.values(all)].filter((v): v is string => typeof v === "string" && v !== "");
  return names[0] ?? str(entry["name"]);
}

/** A quick or extend entries draft as the reader's tree: a stored entry keeps its images and children, a new one has none. */
function draftEntryTree(draft: Record<string, unknown>[], published: Entry[]): Entry[] {
  return draft.map((item, index) => {
    const stored = published.find((entry) => typeof item["id"] === "string" && entry.id === item["id"]);
    const imageUrl = str(item["imageUrl"]);
    return {
      id: stored?.id ?? `draft-${index + 1}`,
      code: str(item["code"], stored?.code ?? ""),
      name: draftName(item),
      ...namesOf(item["nameAllLang"]),
      url: str(item["url"], stored?.url ?? ""),
      openType: typeof item["openType"] === "number" ? item["openType"] : (stored?.openType ?? 1),
      thumbnailType: item["thumbnailType"] === "IMAGE" ? "IMAGE" : "ICON",
      iconClass: str(item["iconClass"], stored?.iconClass ?? ""),
      images: imageUrl ? [{ imageType: "ICON", iconUrl: imageUrl }, ...(stored?.images.filter((image) => image.imageType !== "ICON") ?? [])] : (stored?.images ?? []),
      textColor: str(item["textColor"], stored?.textColor ?? ""),
      textHoverColor: str(item["textHoverColor"], stored?.textHoverColor ?? ""),
      showName: item["showName"] !== false,
      popover: stored?.popover ?? false,
      children: stored?.children ?? [],
    };
  });
}

/** Most bulletins one board shows. */
export const MAX_BULLETINS = 50;

interface EntryImage {
  imageType: string;
  iconUrl: string;
}

interface Entry {
  id: string;
  code: string;
  name: string;
  nameAllLang?: Record<string, string>;
  url: string;
  openType: number;
  thumbnailType: "ICON" | "IMAGE";
  iconClass: string;
  images: EntryImage[];
  textColor: string;
  textHoverColor: string;
  showName: boolean;
  popover: boolean;
  children: Entry[];
}

function imageList(value: unknown): EntryImage[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (v): v is EntryImage =>
      typeof v === "object" && v !== null && typeof (v as EntryImage).imageType === "string" && typeof (v as EntryImage).iconUrl === "string",
  );
}

/** `{ nameAllLang }` from a stored names-per-locale object, or nothing. */
const namesOf = (value: unknown) => textsOf("nameAllLang", value);

/** Rows of one group (in sort order) as a tree of SPEC §3 quick / extend entries. */
function entryTree(rows: Selectable<PortalEntriesTable>[]): Entry[] {
  const byParent = new Map<string | null, Selectable<PortalEntriesTable>[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parent_id) ?? [];
    siblings.push(row);
    byParent.set(row.parent_id, siblings);
  }
  const build = (parentId: string | null, depth: number): Entry[] =>
    depth > 5
      ? []
      : (byParent.get(parentId) ?? []).map((row) => ({
          id: row.id,
          code: row.code,
          name: row.name,
          ...namesOf(row.name_all_lang),
          url: row.url,
          openType: row.open_type,
          thumbnailType: row.thumbnail_type,
          iconClass: row.icon_class,
          images: imageList(row.images),
          textColor: row.text_color,
          textHoverColor: row.text_hover_color,
          showName: row.show_name,
          popover: row.popover,
          children: build(row.id, depth + 1),
        }));
  return build(null, 0);
}

const PRODUCT_CODE = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * What the workbench and header show around the menus (SPEC §3, §7 Product and workbench):
 * the project bulletin board, quick and extend entries, the portal config with the side
 * entries, help urls per product and dashboards per org.
 */
export function workbenchPortalRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();
  const tenantOf = async (res: Response) => (await currentMembership(ctx.db, getAuth(res))).tenantId;

  /**
   * ADR 057 preview: the caller's draft of an entry list (its entries), only on a read the BFF
   * marked as the admin's preview and only for the tenant's admin; else null (the published list).
   */
  const previewDraft = async (req: Request, res: Response, list: string): Promise<Record<string, unknown>[] | null> => {
    if (req.get(ADMIN_PREVIEW_HEADER) !== "1") return null;
    const auth = getAuth(res);
    const membership = await currentMembership(ctx.db, auth);
    if (!membership.tenantAdmin) return null;
    const draft = await readContentDraft(ctx.db, { tenantId: membership.tenantId, resource: "entries", key: list }, auth.userId);
    if (!draft || !Array.isArray(draft.value)) return null;
    // A draft follows each saved change and is the admin's alone: no cache may keep it.
    res.set("Cache-Control", "private, no-store");
    return draft.value.filter(isPlainObject);
  };

  const entriesOfGroups = async (groupIds: string[]) => {
    if (groupIds.length === 0) return [];
    const rows = await ctx.db
      .selectFrom("portal_entries")
      .selectAll()
      .where("group_id", "in", groupIds)
      .orderBy("sort_order")
      .orderBy("id")
      .execute();
    // Groups in the order asked for, each group's entries in their own order.
    return groupIds.flatMap((id) => entryTree(rows.filter((r) => r.group_id === id)));
  };

  /** The entries of the tenant's groups of one kind, in group order (quick: the current groups only). */
  const entriesOfKind = async (tenantId: string, kind: "quick" | "extend") => {
    const groups = await ctx.db
      .selectFrom("entry_groups")
      .select("id")
      .where("tenant_id", "=", tenantId)
      .where("kind", "=", kind)
      .$if(kind === "quick", (qb) => qb.where("is_current", "=", true))
      .orderBy("sort_order")
      .execute();
    return entriesOfGroups(groups.map((g) => g.id));
  };

  router.get(
    "/workbench/v4/portal-menus/project-bulletin-board",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const tenantId = await tenantOf(res);
      const org = await orgOfTenant(ctx, tenantId, requiredOrgId(req));
      // The org's own notices, those of the orgs above it (a company notice reaches its projects)
      // and the tenant's, while their schedule shows them (ADR 024).
      const rows = await shownAnnouncements(ctx.db, tenantId, "bulletin", org.pathIds, new Date())
        .leftJoin("orgs as o", "o.id", "b.org_id")
        .select(["b.id", "b.title", "b.content", "b.level", "b.publisher", "b.publish_time", "b.org_id", "o.name as org_name", "b.title_all_lang", "b.content_all_lang", "b.publisher_all_lang"])
        .orderBy("b.publish_time", "desc")
        .orderBy("b.id", "desc")
        .limit(MAX_BULLETINS)
        .execute();
      // The board changes with the schedule of its bulletins: no cache may keep an answer.
      res.set("Cache-Control", "private, no-store");
      ok(
        res,
        rows.map((r) => ({
          id: r.id,
          title: r.title,
          ...textsOf("titleAllLang", r.title_all_lang),
          content: r.content,
          ...textsOf("contentAllLang", r.content_all_lang),
          level: r.level,
          publisher: r.publisher,
          ...textsOf("publisherAllLang", r.publisher_all_lang),
          publishTime: new Date(r.publish_time).toISOString(),
          // A notice to the whole tenant is shown as the org's own.
          orgId: r.org_id ?? org.id,
          orgName: r.org_name ?? org.name,
        })),
      );
    }),
  );

  router.get(
    "/workbench/v4/portal-menus/quick-Entrances/current",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const published = await entriesOfKind(await tenantOf(res), "quick");
      const draft = await previewDraft(req, res, "quick-entries");
      ok(res, draft ? draftEntryTree(draft, published) : published);
    }),
  );

  router.get(
    "/workbench/v4/portal-menus/quick-Entrances/:id/list",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const tenantId = await tenantOf(res);
      const id = pathId(req);
      const group = await ctx.db
        .selectFrom("entry_groups")
        .select("id")
        .where("id", "=", id)
        .where("tenant_id", "=", tenantId)
        .where("kind", "=", "quick")
        .executeTakeFirst();
      if (!group) throw new ApiError(404, `Quick entrance ${id} not found`, "404");
      const published = await entriesOfGroups([group.id]);
      // ADR 057 preview: the group the console edits (the tenant's first current one) answers the admin's draft of it.
      const edited = await ctx.db
        .selectFrom("entry_groups")
        .select("id")
        .where("tenant_id", "=", tenantId)
        .where("kind", "=", "quick")
        .where("is_current", "=", true)
        .orderBy("sort_order")
        .orderBy("id")
        .executeTakeFirst();
      const draft = edited?.id === group.id ? await previewDraft(req, res, "quick-entries") : null;
      ok(res, draft ? draftEntryTree(draft, published) : published);
    }),
  );

  router.get(
    "/workbench/v4/portal-menus/tenant-auth-entrance-tree",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const published = await entriesOfKind(await tenantOf(res), "extend");
      const draft = await previewDraft(req, res, "extend-entries");
      ok(res, draft ? draftEntryTree(draft, published) : published);
    }),
  );

  router.get(
    "/workbench/v4/portal-param-values/portal-config",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const tenantId = await tenantOf(res);
      const rows = await ctx.db
        .selectFrom("side_entries")
        .selectAll()
        .where("tenant_id", "=", tenantId)
        .orderBy("sort_order")
        .orderBy("id")
        .execute();
      const published = rows.map((r) => ({
        id: r.id,
        name: r.name,
        ...namesOf(r.name_all_lang),
        iconClass: r.icon_class,
        linkType: r.link_type,
        source: r.source,
        contentUrl: r.content_url,
        openType: r.open_type,
      }));
      const draft = await previewDraft(req, res, "side-entries");
      const sideEntries = draft
        ? draft.map((item, index) => ({
            id: typeof item["id"] === "string" && item["id"] !== "" ? item["id"] : `draft-${index + 1}`,
            name: draftName(item),
            ...namesOf(item["nameAllLang"]),
            iconClass: str(item["iconClass"]),
            linkType: typeof item["linkType"] === "number" ? item["linkType"] : 1,
            source: str(item["source"]),
            contentUrl: str(item["contentUrl"]),
            openType: typeof item["openType"] === "number" ? item["openType"] : 1,
          }))
        : published;
      ok(res, { sideEntryShow: sideEntries.length > 0, sideEntries });
    }),
  );

  router.get(
    "/product/v4/help-urls",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const tenantId = await tenantOf(res);
      const productCode = queryString(req, "productCode");
      if (productCode === undefined || productCode === "") throw badRequest("productCode is required");
      if (!PRODUCT_CODE.test(productCode)) throw badRequest("productCode must be a product code");
      const rows = await ctx.db
        .selectFrom("help_urls")
        .selectAll()
        .where("product_code", "=", productCode)
        // The product's shared links and the tenant's own (ADR 023), never another tenant's.
        .where((eb) => eb.or([eb("tenant_id", "is", null), eb("tenant_id", "=", tenantId)]))
        .orderBy("sort_order")
        .orderBy("id")
        .execute();
      const draft = await previewDraft(req, res, "help-urls");
      const shown = rows.map((r) => ({ id: r.id, name: r.name, ...namesOf(r.name_all_lang), url: r.url, productCode: r.product_code, integrateType: r.integrate_type, shared: r.tenant_id === null }));
      // ADR 057 preview: the product's shared links, then the tenant's own as the admin's draft has them.
      const drafted = draft
        ? [
            ...shown.filter((link) => link.shared),
            ...draft
              .filter((item) => item["productCode"] === productCode)
              .map((item, index) => ({ id: str(item["id"]) || `draft-${index + 1}`, name: draftName(item), ...namesOf(item["nameAllLang"]), url: str(item["url"]), productCode, integrateType: item["integrateType"] ?? null, shared: false })),
          ]
        : shown;
      ok(
        res,
        drafted.map(({ shared: _shared, ...link }) => link),
      );
    }),
  );

  router.get(
    "/workbench/v4/dashboards/list",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const tenantId = await tenantOf(res);
      const orgId = optionalOrgId(req);
      const org = orgId ? await orgOfTenant(ctx, tenantId, orgId) : null;
      // Tenant-wide dashboards, and those of the org or an org above it.
      const rows = await ctx.db
        .selectFrom("dashboards")
        .selectAll()
        .where("tenant_id", "=", tenantId)
        .where((eb) => (org ? eb.or([eb("org_id", "is", null), eb("org_id", "in", org.pathIds)]) : eb("org_id", "is", null)))
        .orderBy("sort_order")
        .orderBy("id")
        .execute();
      const draft = await previewDraft(req, res, "dashboards");
      // ADR 057 preview: the admin's draft, with the same reach (tenant-wide, or the org or one above it).
      const shown = draft
        ? draft
            .filter((item) => (typeof item["orgId"] === "string" && item["orgId"] !== "" ? (org?.pathIds.includes(item["orgId"]) ?? false) : true))
            .map((item, index) => ({ id: str(item["id"]) || `draft-${index + 1}`, name: draftName(item), ...namesOf(item["nameAllLang"]), icon: str(item["icon"]), contentUrl: str(item["contentUrl"]) }))
        : rows.map((r) => ({ id: r.id, name: r.name, ...namesOf(r.name_all_lang), icon: r.icon, contentUrl: r.content_url }));
      ok(res, shown);
    }),
  );

  return router;
}
