import type { Kysely } from "kysely";
import { WATERMARK_DEFAULTS } from "../config-defaults.ts";
import type { Database } from "./schema.ts";
import { isDemoDatabase } from "./seed-menus.ts";
import { hasSeedMarker, setSeedMarker } from "./seed-markers.ts";

/**
 * One TEXT watermark template per demo tenant (SPEC §3 Watermark), in the tenant's language
 * (中建智造 zh-CN, Acme en, Nordbygg sv-SE), with the text placeholders. The header theme of
 * 中建智造 (db/seed.ts) names its template, so the demo shows a watermark; the others keep the
 * switch off. Written once per tenant (marker in platform_env), also into databases seeded
 * before templates were stored (migration 012 turned an inline template into a stored one).
 */
export const DEMO_WATERMARKS: Readonly<Record<string, { id: string; name: string; code: string; text: string }>> = {
  "10001": { id: "9001", name: "内部资料水印", code: "internal", text: "{name} {loginAccount} {systemDate}" },
  "10002": { id: "9002", name: "Internal use", code: "internal", text: "Internal use · {name} · {systemDate}" },
  "10003": { id: "9003", name: "Endast internt bruk", code: "internal", text: "Internt · {name} · {systemDate}" },
};

export const watermarkMarker = (tenantId: string) => `seed:watermarks-v1:${tenantId}`;

/** Writes the demo templates of the demo tenants that have none yet; returns those tenants. */
export async function seedDemoWatermarks(db: Kysely<Database>): Promise<string[]> {
  const written: string[] = [];
  if (!(await isDemoDatabase(db))) return written;
  const tenants = await db.selectFrom("tenants").select("id").where("id", "in", Object.keys(DEMO_WATERMARKS)).execute();
  for (const { id: tenantId } of tenants) {
    const seed = DEMO_WATERMARKS[tenantId];
    if (!seed || (await hasSeedMarker(db, watermarkMarker(tenantId)))) continue;
    await db.transaction().execute(async (trx) => {
      const d = WATERMARK_DEFAULTS;
      await trx
        .insertInto("watermarks")
        .values({
          id: seed.id,
          tenant_id: tenantId,
          name: seed.name,
          code: seed.code,
          type: "TEXT",
          picture_path: null,
          picture_name: null,
          spacing: d.spacing,
          stagger_distance: d.staggerDistance,
          scale: d.scale,
          transparency: d.transparency,
          rotation_angle: d.rotationAngle,
          text: seed.text,
          font_size: d.fontSize,
          repeat: d.repeat,
          font_color: d.fontColor,
          status: d.status,
          position: d.position,
        })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
      await setSeedMarker(trx, watermarkMarker(tenantId));
    });
    written.push(tenantId);
  }
  return written;
}
