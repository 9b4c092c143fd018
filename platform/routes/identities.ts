import express, { type Request, type Response } from "express";
import type { Selectable } from "kysely";
import type { UserIdentitiesTable } from "../db/schema.ts";
import { getAuth, requireAuth, type AuthInfo } from "../http/auth.ts";
import type { PlatformContext } from "../http/context.ts";
import { ApiError, badRequest, expiredOr, handle, ok } from "../http/envelope.ts";
import { bodyObject, idValue, optionalBoolean, optionalId, queryString, requiredQueryId } from "../http/input.ts";
import { currentMembership, memberOf } from "../http/tenancy.ts";
import { loadOrgNodes } from "./org-nodes.ts";

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/** A user_identities row as the SPEC §3 participant identity. */
function toIdentity(row: Selectable<UserIdentitiesTable>, tenantName: string) {
  return {
    externalType: row.external_type,
    externalEntityId: row.external_entity_id,
    bizId: row.biz_id,
    bizType: row.biz_type,
    bizName: row.biz_name,
    participantOrgId: row.participant_org_id,
    roleType: row.role_type,
    external: row.external_type === 1,
    fullName: stringList(row.full_name),
    tenantName,
  };
}

/** participant_admin first (SPEC §6), then the other participants, the tenant identity last. */
function identityRank(row: Selectable<UserIdentitiesTable>): number {
  if (row.external_type === 1 && row.biz_type === "participant_admin") return 0;
  return row.external_type === 1 ? 1 : 2;
}

/** The identity context as stored on the token (SPEC §3 Client storage: user identity type). */
function identityContext(auth: Pick<AuthInfo, "userType" | "externalEntityId" | "participantOrgId">) {
  return auth.userType === "participant"
    ? { userType: "participant" as const, externalEntityId: auth.externalEntityId, participantOrgId: auth.participantOrgId }
    : { userType: "tenant" as const, externalEntityId: null, participantOrgId: null };
}

/** The agreement key of the token's identity: "tenant" or the participant's externalEntityId. */
function identityKey(auth: AuthInfo): string {
  return auth.userType === "participant" && auth.externalEntityId ? auth.externalEntityId : "tenant";
}

/**
 * Identities (SPEC §3 Identity, §4 Identity at entry / Identity switch): participant
 * identities per user and tenant, the token's identity context, business identities
 * ('Default' and the business systems) and the agreement per identity.
 */
export function identityRoutes(ctx: PlatformContext): express.Router {
  const router = express.Router();

  router.post(
    "/tenant-user/v4/users/extend-context",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const auth = getAuth(res);
      const type = queryString(req, "contextTypeCode");
      if (type !== "participant") throw badRequest('contextTypeCode must be "participant"');
      const body = bodyObject(req);
      const tenantId =
        optionalId(body.tenantId, "tenantId") ?? (await currentMembership(ctx.db, auth)).tenantId;
      await memberOf(ctx.db, auth.userId, tenantId);
      const tenant = await ctx.db.selectFrom("tenants").select("name").where("id", "=", tenantId).executeTakeFirstOrThrow();
      const rows = await ctx.db
        .selectFrom("user_identities")
        .selectAll()
        .where("user_id", "=", auth.userId)
        .where("tenant_id", "=", tenantId)
        .orderBy("sort_order")
        .orderBy("external_entity_id")
        .execute();
      rows.sort((a, b) => identityRank(a) - identityRank(b));
      ok(
        res,
        rows.map((r) => toIdentity(r, tenant.name)),
      );
    }),
  );

  router.post(
    "/tenant-user/v4/users/extend-context/get",
    requireAuth(ctx),
    handle(async (_req: Request, res: Response) => {
      ok(res, identityContext(getAuth(res)));
    }),
  );

  router.post(
    "/tenant-user/v4/users/change-identity",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const auth = getAuth(res);
      const body = bodyObject(req);
      const externalType = body.externalType;
      if (externalType !== 0 && externalType !== 1) throw badRequest("externalType must be 0 or 1");
      let next: { userType: "tenant" | "participant"; externalEntityId: string | null; participantOrgId: string | null };
      if (externalType === 0) {
        next = { userType: "tenant", externalEntityId: null, participantOrgId: null };
      } else {
        if (body.externalEntityId === undefined || body.externalEntityId === null || body.externalEntityId === "") {
          throw badRequest("externalEntityId is required");
        }
        const externalEntityId = idValue(body.externalEntityId, "externalEntityId");
        if (!/^\d{1,30}$/.test(externalEntityId)) throw badRequest("externalEntityId must be a whole number");
        const { tenantId } = await currentMembership(ctx.db, auth);
        const identity = await ctx.db
          .selectFrom("user_identities")
          .selectAll()
          .where("external_entity_id", "=", externalEntityId)
          .where("user_id", "=", auth.userId)
          .where("tenant_id", "=", tenantId)
          .where("external_type", "=", 1)
          .executeTakeFirst();
        if (!identity) throw new ApiError(403, "Not a participant identity of the user in the current tenant", "403");
        const participantOrgId = optionalId(body.participantOrgId, "participantOrgId") ?? identity.participant_org_id;
        if (participantOrgId !== identity.participant_org_id) {
          const allowed = await ctx.db
            .selectFrom("identity_orgs")
            .select("org_id")
            .where("external_entity_id", "=", externalEntityId)
            .where("org_id", "=", participantOrgId ?? "")
            .executeTakeFirst();
          if (!allowed) throw badRequest("participantOrgId is not an org of this participant");
        }
        next = { userType: "participant", externalEntityId, participantOrgId };
      }
      const updated = await ctx.db
        .updateTable("sessions")
        .set({
          user_type: next.userType,
          external_entity_id: next.externalEntityId,
          participant_org_id: next.participantOrgId,
        })
        .where("token_hash", "=", auth.tokenHash)
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      expiredOr(updated.numUpdatedRows > 0n);
      ok(res, identityContext(next));
    }),
  );

  router.get(
    "/org-permission/v4/participants/users/cur-user-auth-participant-orgs",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const auth = getAuth(res);
      const participantId = requiredQueryId(req, "participantId");
      const { tenantId } = await currentMembership(ctx.db, auth);
      // The participant is named by its externalEntityId or its bizId.
      const identity = await ctx.db
        .selectFrom("user_identities")
        .select("external_entity_id")
        .where("user_id", "=", auth.userId)
        .where("tenant_id", "=", tenantId)
        .where("external_type", "=", 1)
        .where((eb) => eb.or([eb("external_entity_id", "=", participantId), eb("biz_id", "=", participantId)]))
        .executeTakeFirst();
      if (!identity) throw new ApiError(403, "Not a participant of the user in the current tenant", "403");
      const links = await ctx.db
        .selectFrom("identity_orgs")
        .select("org_id")
        .where("external_entity_id", "=", identity.external_entity_id)
        .orderBy("sort_order")
        .execute();
      ok(res, await loadOrgNodes(ctx, auth.userId, links.map((l) => l.org_id), [tenantId]));
    }),
  );

  router.get(
    "/workbench/v4/identity/list-available",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const auth = getAuth(res);
      const orgId = requiredQueryId(req, "orgId");
      const { tenantId } = await currentMembership(ctx.db, auth);
      const org = await ctx.db
        .selectFrom("orgs")
        .select("id")
        .where("tenant_id", "=", tenantId)
        .where("id", "=", orgId)
        .executeTakeFirst();
      if (!org) throw new ApiError(404, `Org ${orgId} not found`, "404");
      const rows = await ctx.db
        .selectFrom("business_identities")
        .select(["code", "name"])
        .where("tenant_id", "=", tenantId)
        .orderBy("sort_order")
        .execute();
      const selected = rows.some((r) => r.code === auth.identityCode) ? auth.identityCode : "Default";
      ok(
        res,
        rows.map((r) => ({ code: r.code, name: r.name, selected: r.code === selected })),
      );
    }),
  );

  router.put(
    "/workbench/v4/identity/change-identity",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const auth = getAuth(res);
      const code = queryString(req, "identityCode");
      if (!code) throw badRequest("identityCode is required");
      const { tenantId } = await currentMembership(ctx.db, auth);
      const identity = await ctx.db
        .selectFrom("business_identities")
        .select(["code", "name"])
        .where("tenant_id", "=", tenantId)
        .where("code", "=", code)
        .executeTakeFirst();
      if (!identity) throw badRequest(`identityCode ${code.slice(0, 64)} is not an identity of the tenant`);
      const updated = await ctx.db
        .updateTable("sessions")
        .set({ identity_code: identity.code === "Default" ? null : identity.code })
        .where("token_hash", "=", auth.tokenHash)
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      expiredOr(updated.numUpdatedRows > 0n);
      ok(res, { code: identity.code, name: identity.name, selected: true });
    }),
  );

  const readAgreement = async (userId: string, identity: string) => {
    const row = await ctx.db
      .selectFrom("user_agreements")
      .select(["agree_agreement", "agree_gdpr"])
      .where("user_id", "=", userId)
      .where("identity", "=", identity)
      .executeTakeFirst();
    // pending: the platform asks this identity to accept the agreement (a row not yet agreed,
    // written for new accounts); without a row nothing is asked (SPEC §2 privacy dialog).
    return { agreeAgreement: row?.agree_agreement ?? false, agreeGDPR: row?.agree_gdpr ?? false, identity, pending: row !== undefined && !row.agree_agreement };
  };

  const identityParam = (req: Request, auth: AuthInfo): string => {
    const given = queryString(req, "identity");
    if (given === undefined || given === "") return identityKey(auth);
    return idValue(given, "identity");
  };

  router.get(
    "/portal/account/user/agreement",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const auth = getAuth(res);
      ok(res, await readAgreement(auth.userId, identityParam(req, auth)));
    }),
  );

  router.post(
    "/portal/account/user/agreement",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const auth = getAuth(res);
      const identity = identityParam(req, auth);
      const body = bodyObject(req);
      const agreeAgreement = optionalBoolean(body.agreeAgreement, "agreeAgreement");
      const agreeGDPR = optionalBoolean(body.agreeGDPR, "agreeGDPR");
      if (agreeAgreement === undefined && agreeGDPR === undefined) {
        throw badRequest("agreeAgreement or agreeGDPR is required");
      }
      const current = await readAgreement(auth.userId, identity);
      const next = {
        agree_agreement: agreeAgreement ?? current.agreeAgreement,
        agree_gdpr: agreeGDPR ?? current.agreeGDPR,
        updated_at: new Date(),
      };
      await ctx.db
        .insertInto("user_agreements")
        .values({ user_id: auth.userId, identity, ...next })
        .onConflict((oc) => oc.columns(["user_id", "identity"]).doUpdateSet(next))
        .execute();
      ok(res, { agreeAgreement: next.agree_agreement, agreeGDPR: next.agree_gdpr, identity, pending: !next.agree_agreement });
    }),
  );

  /**
   * SPEC §7 GET tenant-user/v4/users/tenant/entrance: how the user enters the current tenant —
   * the tenant, the identity in force, and whether this is the user's first visit (no sign-in
   * before the current one), which shows the welcome tip (SPEC §4 Other behaviours).
   */
  router.get(
    "/tenant-user/v4/users/tenant/entrance",
    requireAuth(ctx),
    handle(async (_req: Request, res: Response) => {
      const auth = getAuth(res);
      const membership = await currentMembership(ctx.db, auth);
      const tenant = await ctx.db.selectFrom("tenants").select(["id", "name"]).where("id", "=", membership.tenantId).executeTakeFirstOrThrow();
      const logins = await ctx.db
        .selectFrom("security_logs")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("user_id", "=", auth.userId)
        .where("event_type", "=", "login")
        .where("success", "=", true)
        .executeTakeFirst();
      const count = Number(logins?.n ?? 0);
      ok(res, {
        userId: auth.userId,
        tenantId: tenant.id,
        tenantName: tenant.name,
        tenantAdmin: membership.tenantAdmin,
        userType: auth.userType,
        externalEntityId: auth.userType === "participant" ? auth.externalEntityId : null,
        signIns: count,
        firstVisit: count <= 1,
      });
    }),
  );

  /**
   * SPEC §7 PUT workbench/v4/ti-run/update-custom-info: the user's details (mobile, username,
   * accountName, orgFullName) the workbench's run-time tracking shows beside the user's work
   * in the current tenant. Strings of at most 200 characters; kept per user and tenant.
   */
  router.put(
    "/workbench/v4/ti-run/update-custom-info",
    requireAuth(ctx),
    handle(async (req: Request, res: Response) => {
      const auth = getAuth(res);
      const membership = await currentMembership(ctx.db, auth);
      const body = bodyObject(req);
      const info: Record<string, string> = {};
      for (const field of ["mobile", "username", "accountName", "orgFullName"] as const) {
        const value = body[field];
        if (value === undefined || value === null) continue;
        if (typeof value !== "string") throw badRequest(`${field} must be a string`);
        if (value.length > 200) throw badRequest(`${field} is too long`);
        info[field] = value;
      }
      if (Object.keys(info).length === 0) throw badRequest("mobile, username, accountName or orgFullName is required");
      const key = "ti-run.custom-info";
      const current = await ctx.db.selectFrom("user_params").select("value").where("user_id", "=", auth.userId).where("tenant_id", "=", membership.tenantId).where("key", "=", key).executeTakeFirst();
      const merged = { ...(current && typeof current.value === "object" && current.value !== null && !Array.isArray(current.value) ? (current.value as Record<string, unknown>) : {}), ...info };
      await ctx.db
        .insertInto("user_params")
        .values({ user_id: auth.userId, tenant_id: membership.tenantId, key, value: JSON.stringify(merged), updated_at: new Date() })
        .onConflict((oc) => oc.columns(["user_id", "tenant_id", "key"]).doUpdateSet({ value: JSON.stringify(merged), updated_at: new Date() }))
        .execute();
      ok(res, merged);
    }),
  );

  return router;
}
