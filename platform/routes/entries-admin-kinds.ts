import { sql, type Kysely, type Selectable } from "kysely";
import type { Database, DashboardsTable, EntryResource, HelpUrlsTable, PortalEntriesTable, RegistryResource, SideEntriesTable } from "../db/schema.ts";
import { fieldErrors } from "../http/envelope.ts";

/**
 * The five kinds of entry tenant admins edit (SPEC §3 Quick / extend entry, Side entry,
 * Dashboard, Help item; ADR 023): for each, the table it is stored in, the body schema it is
 * read with, how a row is answered and written. Each list is kept in `sort_order`.
 */

export type Names = Record<"zh-CN" | "en" | "sv-SE", string>;
type Db = Kysely<Database>;

/** One kind: its path segment, audit resource, list version and write schema, and its rows. */
export interface EntryKind {
  /** The path segment of workbench/v4/admin/entries/{path}. */
  path: string;
  resource: EntryResource;
  list: RegistryResource;
  schema: string;
  /** The tenant's entries of this kind as answered, in order. */
  records(db: Db, tenantId: string): Promise<EntryRecord[]>;
  /**
   * Writes a new entry at the end of the list; answers it. With `restoreId` (a rollback to a
   * version holding an entry removed since, ADR 057) the entry gets that id back when no row
   * holds it, so links and personal pins to it work again; else a new id.
   */
  insert(db: Db, tenantId: string, body: Record<string, unknown>, restoreId?: string): Promise<EntryRecord>;
  /** Replaces the writable fields of the tenant's entry `id`; answers it (undefined: no such entry). */
  update(db: Db, tenantId: string, id: string, body: Record<string, unknown>): Promise<EntryRecord | undefined>;
  /** Removes the tenant's entry `id`. */
  remove(db: Db, tenantId: string, id: string): Promise<void>;
  /** Puts the tenant's entries in the order of `ids` (every id of the list, each once). */
  reorder(db: Db, tenantId: string, ids: readonly string[]): Promise<void>;
}

export interface EntryRecord {
  id: string;
  name: string;
  nameAllLang: Partial<Names>;
  [field: string]: unknown;
}

const nextId = sql<string>`nextval('workbench_id_seq')::text`;

/** The id a new row of `table` takes: `restoreId` when given and no row of any tenant holds it, else the sequence's next. */
async function newId(db: Db, table: "portal_entries" | "side_entries" | "dashboards" | "help_urls", restoreId: string | undefined) {
  if (restoreId === undefined) return nextId;
  const taken = await sql<{ id: string }>`select id from ${sql.table(table)} where id = ${restoreId}`.execute(db);
  return taken.rows.length > 0 ? nextId : restoreId;
}

function namesOf(value: unknown, fallback: string): Partial<Names> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { "zh-CN": fallback };
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === "string")) as Partial<Names>;
}

/** The plain name column: the fallback when a locale has no name (SPEC §3 nameAllLang). */
const plainName = (names: Names) => names["zh-CN"];
const str = (value: unknown, fallback = "") => (typeof value === "string" ? value : fallback);
const int = (value: unknown, fallback: number) => (typeof value === "number" ? value : fallback);

// ---- Quick and extend entries: the top-level entries of the tenant's current quick group, or of its first extend group.

interface EntryImage {
  imageType: string;
  iconUrl: string;
}

function imagesOf(value: unknown): EntryImage[] {
  return Array.isArray(value) ? value.filter((v): v is EntryImage => typeof v?.imageType === "string" && typeof v?.iconUrl === "string") : [];
}

function portalEntryRecord(row: Selectable<PortalEntriesTable>, childCount: number): EntryRecord {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    nameAllLang: namesOf(row.name_all_lang, row.name),
    url: row.url,
    openType: row.open_type,
    thumbnailType: row.thumbnail_type,
    iconClass: row.icon_class,
    imageUrl: imagesOf(row.images).find((image) => image.imageType === "ICON")?.iconUrl ?? "",
    textColor: row.text_color,
    textHoverColor: row.text_hover_color,
    showName: row.show_name,
    childCount,
  };
}

function portalEntryColumns(body: Record<string, unknown>, images: EntryImage[]) {
  const names = body.nameAllLang as Names;
  const imageUrl = str(body.imageUrl);
  const others = images.filter((image) => image.imageType !== "ICON");
  return {
    code: str(body.code),
    name: plainName(names),
    name_all_lang: JSON.stringify(names),
    url: str(body.url),
    open_type: int(body.openType, 0),
    thumbnail_type: body.thumbnailType === "IMAGE" ? ("IMAGE" as const) : ("ICON" as const),
    icon_class: str(body.iconClass),
    images: JSON.stringify(imageUrl ? [{ imageType: "ICON", iconUrl: imageUrl }, ...others] : others),
    text_color: str(body.textColor),
    text_hover_color: str(body.textHoverColor),
    show_name: body.showName !== false,
  };
}

function portalEntryKind(groupKind: "quick" | "extend"): EntryKind {
  /** The group the console edits; made (empty) when the tenant has none, so the first entry has a home. */
  const groupOf = async (db: Db, tenantId: string, create: boolean): Promise<string | undefined> => {
    const group = await db
      .selectFrom("entry_groups")
      .select("id")
      .where("tenant_id", "=", tenantId)
      .where("kind", "=", groupKind)
      .$if(groupKind === "quick", (qb) => qb.where("is_current", "=", true))
      .orderBy("sort_order")
      .orderBy("id")
      .executeTakeFirst();
    if (group || !create) return group?.id;
    const made = await db
      .insertInto("entry_groups")
      .values({ id: nextId, tenant_id: tenantId, kind: groupKind, name: groupKind === "quick" ? "Quick entries" : "Extend entries", is_current: groupKind === "quick", sort_order: 0 })
      .returning("id")
      .executeTakeFirstOrThrow();
    return made.id;
  };
  const topLevel = async (db: Db, tenantId: string) => {
    const groupId = await groupOf(db, tenantId, false);
    if (groupId === undefined) return { groupId, rows: [], children: new Map<string, number>() };
    const rows = await db.selectFrom("portal_entries").selectAll().where("group_id", "=", groupId).orderBy("sort_order").orderBy("id").execute();
    const children = new Map<string, number>();
    for (const row of rows) if (row.parent_id !== null) children.set(row.parent_id, (children.get(row.parent_id) ?? 0) + 1);
    return { groupId, rows: rows.filter((row) => row.parent_id === null), children };
  };
  const codeTaken = (rows: Selectable<PortalEntriesTable>[], code: string, id?: string) => {
    if (rows.some((row) => row.code === code && row.id !== id)) throw fieldErrors([{ path: "code", message: "is the code of another entry of this list" }]);
  };
  return {
    path: `${groupKind}-entries`,
    resource: `${groupKind}-entry`,
    list: `${groupKind}-entries`,
    schema: "portal-entry-write.schema.json",
    async records(db, tenantId) {
      const { rows, children } = await topLevel(db, tenantId);
      return rows.map((row) => portalEntryRecord(row, children.get(row.id) ?? 0));
    },
    async insert(db, tenantId, body, restoreId) {
      const groupId = (await groupOf(db, tenantId, true)) as string;
      const { rows } = await topLevel(db, tenantId);
      codeTaken(rows, str(body.code));
      const row = await db
        .insertInto("portal_entries")
        .values({ id: await newId(db, "portal_entries", restoreId), group_id: groupId, parent_id: null, ...portalEntryColumns(body, []), popover: false, sort_order: nextOrder(rows) })
        .returningAll()
        .executeTakeFirstOrThrow();
      return portalEntryRecord(row, 0);
    },
    async update(db, tenantId, id, body) {
      const { rows, children } = await topLevel(db, tenantId);
      const before = rows.find((row) => row.id === id);
      if (!before) return undefined;
      codeTaken(rows, str(body.code), id);
      const row = await db.updateTable("portal_entries").set(portalEntryColumns(body, imagesOf(before.images))).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
      return portalEntryRecord(row, children.get(id) ?? 0);
    },
    async remove(db, tenantId, id) {
      const groupId = await groupOf(db, tenantId, false);
      // Its children go with it (the foreign key cascades).
      if (groupId !== undefined) await db.deleteFrom("portal_entries").where("group_id", "=", groupId).where("id", "=", id).execute();
    },
    async reorder(db, _tenantId, ids) {
      for (const [i, id] of ids.entries()) await db.updateTable("portal_entries").set({ sort_order: i }).where("id", "=", id).execute();
    },
  };
}

const nextOrder = (rows: readonly { sort_order: number }[]) => rows.reduce((max, row) => Math.max(max, row.sort_order + 1), 0);

// ---- Side entries, dashboards and help links: one table each, rows of the tenant.

function sideEntryRecord(row: Selectable<SideEntriesTable>): EntryRecord {
  return { id: row.id, name: row.name, nameAllLang: namesOf(row.name_all_lang, row.name), iconClass: row.icon_class, linkType: row.link_type, source: row.source, contentUrl: row.content_url, openType: row.open_type };
}

function sideEntryColumns(body: Record<string, unknown>) {
  const names = body.nameAllLang as Names;
  const linkType = int(body.linkType, 1);
  // Only the field the link type uses is kept: a script URL left in a page entry would be injected once its type changed.
  return {
    name: plainName(names),
    name_all_lang: JSON.stringify(names),
    icon_class: str(body.iconClass),
    link_type: linkType,
    source: linkType === 2 ? str(body.source) : "",
    content_url: linkType === 2 ? "" : str(body.contentUrl),
    open_type: int(body.openType, 0),
  };
}

function dashboardRecord(row: Selectable<DashboardsTable>): EntryRecord {
  return { id: row.id, name: row.name, nameAllLang: namesOf(row.name_all_lang, row.name), icon: row.icon, contentUrl: row.content_url, orgId: row.org_id };
}

function dashboardColumns(body: Record<string, unknown>) {
  const names = body.nameAllLang as Names;
  return { name: plainName(names), name_all_lang: JSON.stringify(names), icon: str(body.icon), content_url: str(body.contentUrl), org_id: typeof body.orgId === "string" ? body.orgId : null };
}

function helpUrlRecord(row: Selectable<HelpUrlsTable>): EntryRecord {
  return { id: row.id, name: row.name, nameAllLang: namesOf(row.name_all_lang, row.name), url: row.url, productCode: row.product_code, integrateType: row.integrate_type };
}

function helpUrlColumns(body: Record<string, unknown>) {
  const names = body.nameAllLang as Names;
  return { name: plainName(names), name_all_lang: JSON.stringify(names), url: str(body.url), product_code: str(body.productCode), integrate_type: int(body.integrateType, 1) };
}

const sideEntries: EntryKind = {
  path: "side-entries",
  resource: "side-entry",
  list: "side-entries",
  schema: "side-entry-write.schema.json",
  async records(db, tenantId) {
    const rows = await db.selectFrom("side_entries").selectAll().where("tenant_id", "=", tenantId).orderBy("sort_order").orderBy("id").execute();
    return rows.map(sideEntryRecord);
  },
  async insert(db, tenantId, body, restoreId) {
    const rows = await db.selectFrom("side_entries").select("sort_order").where("tenant_id", "=", tenantId).execute();
    const row = await db.insertInto("side_entries").values({ id: await newId(db, "side_entries", restoreId), tenant_id: tenantId, ...sideEntryColumns(body), sort_order: nextOrder(rows) }).returningAll().executeTakeFirstOrThrow();
    return sideEntryRecord(row);
  },
  async update(db, tenantId, id, body) {
    const row = await db.updateTable("side_entries").set(sideEntryColumns(body)).where("tenant_id", "=", tenantId).where("id", "=", id).returningAll().executeTakeFirst();
    return row && sideEntryRecord(row);
  },
  async remove(db, tenantId, id) {
    await db.deleteFrom("side_entries").where("tenant_id", "=", tenantId).where("id", "=", id).execute();
  },
  async reorder(db, tenantId, ids) {
    for (const [i, id] of ids.entries()) await db.updateTable("side_entries").set({ sort_order: i }).where("tenant_id", "=", tenantId).where("id", "=", id).execute();
  },
};

const dashboards: EntryKind = {
  path: "dashboards",
  resource: "dashboard",
  list: "dashboards",
  schema: "dashboard-write.schema.json",
  async records(db, tenantId) {
    const rows = await db.selectFrom("dashboards").selectAll().where("tenant_id", "=", tenantId).orderBy("sort_order").orderBy("id").execute();
    return rows.map(dashboardRecord);
  },
  async insert(db, tenantId, body, restoreId) {
    const rows = await db.selectFrom("dashboards").select("sort_order").where("tenant_id", "=", tenantId).execute();
    const row = await db.insertInto("dashboards").values({ id: await newId(db, "dashboards", restoreId), tenant_id: tenantId, ...dashboardColumns(body), sort_order: nextOrder(rows) }).returningAll().executeTakeFirstOrThrow();
    return dashboardRecord(row);
  },
  async update(db, tenantId, id, body) {
    const row = await db.updateTable("dashboards").set(dashboardColumns(body)).where("tenant_id", "=", tenantId).where("id", "=", id).returningAll().executeTakeFirst();
    return row && dashboardRecord(row);
  },
  async remove(db, tenantId, id) {
    await db.deleteFrom("dashboards").where("tenant_id", "=", tenantId).where("id", "=", id).execute();
  },
  async reorder(db, tenantId, ids) {
    for (const [i, id] of ids.entries()) await db.updateTable("dashboards").set({ sort_order: i }).where("tenant_id", "=", tenantId).where("id", "=", id).execute();
  },
};

/** The tenant's own help links only: a product's shared links (tenant_id null) are not the tenant admin's to change. */
const helpUrls: EntryKind = {
  path: "help-urls",
  resource: "help-url",
  list: "help-urls",
  schema: "help-url-write.schema.json",
  async records(db, tenantId) {
    const rows = await db.selectFrom("help_urls").selectAll().where("tenant_id", "=", tenantId).orderBy("sort_order").orderBy("id").execute();
    return rows.map(helpUrlRecord);
  },
  async insert(db, tenantId, body, restoreId) {
    // After the product's shared links (the portal lists those first).
    const rows = await db.selectFrom("help_urls").select("sort_order").where((eb) => eb.or([eb("tenant_id", "=", tenantId), eb("tenant_id", "is", null)])).execute();
    const row = await db.insertInto("help_urls").values({ id: await newId(db, "help_urls", restoreId), tenant_id: tenantId, ...helpUrlColumns(body), sort_order: nextOrder(rows) }).returningAll().executeTakeFirstOrThrow();
    return helpUrlRecord(row);
  },
  async update(db, tenantId, id, body) {
    const row = await db.updateTable("help_urls").set(helpUrlColumns(body)).where("tenant_id", "=", tenantId).where("id", "=", id).returningAll().executeTakeFirst();
    return row && helpUrlRecord(row);
  },
  async remove(db, tenantId, id) {
    await db.deleteFrom("help_urls").where("tenant_id", "=", tenantId).where("id", "=", id).execute();
  },
  async reorder(db, tenantId, ids) {
    const shared = await db.selectFrom("help_urls").select((eb) => eb.fn.max("sort_order").as("max")).where("tenant_id", "is", null).executeTakeFirst();
    const base = Number(shared?.max ?? -1) + 1;
    for (const [i, id] of ids.entries()) await db.updateTable("help_urls").set({ sort_order: base + i }).where("tenant_id", "=", tenantId).where("id", "=", id).execute();
  },
};

/** The audit's resource names of the kinds (the console's audit filters by them). */
export const ENTRY_RESOURCES: readonly EntryResource[] = ["quick-entry", "extend-entry", "side-entry", "dashboard", "help-url"];

/** The kinds by their path segment. */
export const ENTRY_KINDS: readonly EntryKind[] = [portalEntryKind("quick"), portalEntryKind("extend"), sideEntries, dashboards, helpUrls];
