import path from "node:path";
import { fileURLToPath } from "node:url";
import express from "express";
import { sql, type Kysely } from "kysely";
import { connectDatabase, migrateToLatest, preparingAlone } from "./db/connect.ts";
export { dumpInMemoryDatabase } from "./db/connect.ts";
import type { Database } from "./db/schema.ts";
import { seedDemoData } from "./db/seed.ts";
import { seedExtendedDemoData } from "./db/seed-extended.ts";
import { seedMenus } from "./db/seed-menus.ts";
import { seedBenchMenuTenant } from "./db/seed-menus-large.ts";
import { menuRoutes } from "./routes/menus.ts";
import { menuAdminRoutes } from "./routes/menus-admin.ts";
import { microAppRoutes } from "./routes/micro-apps.ts";
import { appEntryCheckRoutes } from "./routes/app-entry-checks.ts";
import { auditRoutes } from "./routes/audit.ts";
import { seedDemoMicroApps } from "./db/seed-micro-apps.ts";
import { seedManyTenants } from "./db/seed-many-tenants.ts";
import { seedWorkbenchDemoData } from "./db/seed-workbench.ts";
import { seedMessagesDemoData } from "./db/seed-messages.ts";
import { messageRoutes } from "./routes/messages.ts";
import { watermarkRoutes } from "./routes/watermarks.ts";
import { entriesAdminRoutes } from "./routes/entries-admin.ts";
import { announcementRoutes } from "./routes/announcements.ts";
import { announcementVersionRoutes } from "./routes/announcement-versions.ts";
import { entriesVersionRoutes } from "./routes/entries-versions.ts";
import { imageRoutes } from "./routes/images.ts";
import { seedDemoWatermarks } from "./db/seed-watermarks.ts";
import { seedGeneratedUsers } from "./db/seed-generated-users.ts";
import { importConfigHistory } from "./http/config-versions.ts";
import { personalRoutes, securityLogHooks } from "./routes/personal.ts";
import { workbenchRoutes } from "./routes/workbench.ts";
import { workbenchPortalRoutes } from "./routes/workbench-portal.ts";
import type { LogFn, PlatformContext } from "./http/context.ts";
import { errorEnvelope, limitBodySize, MAX_BODY_BYTES, notFound } from "./http/errors.ts";
import { refuseNulCharacters } from "./http/nul-characters.ts";
import { envInfoRoutes } from "./routes/env-info.ts";
import { identificationRoutes } from "./routes/identification.ts";
import { qrLoginRoutes } from "./routes/qr-login.ts";
import { orgRoutes } from "./routes/orgs.ts";
import { portalRoutes } from "./routes/portal.ts";
import { tenantConfigRoutes } from "./routes/tenant-config.ts";
import { tenantConfigEtagRoutes } from "./routes/tenant-config-etags.ts";
import { tenantTransferRoutes } from "./routes/tenant-transfer.ts";
import { scheduleInterval, startScheduleRunner } from "./http/config-schedules.ts";
import { tenantSettingsRoutes } from "./routes/tenant-settings.ts";
import { userRoutes } from "./routes/users.ts";
import { tenantRoutes } from "./routes/tenants.ts";
import { identityRoutes } from "./routes/identities.ts";
import { orgTreeRoutes } from "./routes/org-tree.ts";
import { projectRoutes } from "./routes/projects.ts";
import { DEFAULT_RATE_LIMITS, RateLimits, type RateLimitSettings } from "./security/rate-limit.ts";
import { createPasswordDecrypter, loadOrCreateKeyPair } from "./security/rsa.ts";

export type { Database } from "./db/schema.ts";
export { DEMO_ACCOUNTS, DEMO_TENANT_IDS } from "./db/seed.ts";
export { MULTI_ACCOUNT } from "./db/seed-many-tenants.ts";

export interface PlatformOptions {
  /** PGlite folder; ignored if databaseUrl or inMemory. Default: ./data/platform */
  dataDir?: string;
  /** postgres://… — use a PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /** PGlite in memory (tests). */
  inMemory?: boolean;
  /**
   * In memory: start from this dump (`dumpInMemoryDatabase` of a platform's db) rather than an
   * empty database. It is migrated and seeded as any database is (both are no-ops when the dump
   * is of the current version), so a test run pays for migrations and seeds once.
   */
  inMemoryTemplate?: Blob;
  /** Where logins are sent; default "/login/". */
  loginServiceUrl?: string;
  /** Seed demo data when the database is empty; default true. */
  seed?: boolean;
  /**
   * Seed the generated tenant 10004 (大型基建集团, ~100k org nodes) and the bench menu
   * tenant 10005 (基准测试租户, 20,000 leaf menus) with the demo data.
   * Default: env PLATFORM_LARGE_TENANT ("1"/"0") if set, else true for a PGlite folder or
   * PostgreSQL and false in memory (tests that do not need it stay fast).
   */
  largeTenant?: boolean;
  /**
   * Seed this many generated accounts (bench-user-0001…, members of 10001 with the tenant
   * identity, password GENERATED_USER_PASSWORD) for the benchmarks' first renders.
   * Default: env PLATFORM_GENERATED_USERS if set, else none.
   */
  generatedUsers?: number;
  /** A token unused this long expires; default 86400 (24 h). */
  tokenIdleSeconds?: number;
  /** A token expires this long after login whatever its use; default 604800 (7 days). */
  tokenMaxSeconds?: number;
  log?: LogFn;
  /** Sign-in, captcha and identification limits (ADR 030); unset fields keep DEFAULT_RATE_LIMITS. */
  rateLimits?: Partial<RateLimitSettings>;
  /**
   * The key with which the portal in front names the browser's address
   * (http/client-address.ts); unset, every limit counts the connection's address (req.ip).
   */
  clientAddressKey?: string;
  /**
   * How often this node publishes the scheduled publishes that are due (ADR 059), in ms; 0: never.
   * Default: env PLATFORM_SCHEDULE_INTERVAL_MS if set, else 5000.
   */
  scheduleIntervalMs?: number;
}

export interface Platform {
  router: express.Router;
  db: Kysely<Database>;
  /** Resolves when the database answers a query; rejects when it does not (the server's /readyz). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

const defaultLog: LogFn = (level, msg, extra) => {
  const line = JSON.stringify({ level, msg, source: "platform", ...extra });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.info(line);
};

const ASSETS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "assets");

function positive(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`PlatformOptions.${name} must be a positive number`);
  return value;
}

/** The limits given, each a positive whole number (a wrong one stops the start). */
function definedLimits(given: Partial<RateLimitSettings> | undefined): Partial<RateLimitSettings> {
  const limits: Partial<RateLimitSettings> = {};
  for (const [name, value] of Object.entries(given ?? {}) as [keyof RateLimitSettings, number | undefined][]) {
    if (value === undefined) continue;
    if (!Number.isInteger(value) || value <= 0) throw new Error(`PlatformOptions.rateLimits.${name} must be a positive whole number`);
    limits[name] = value;
  }
  return limits;
}

/**
 * Brings the database to what this build serves: the latest migration, the demo data the seed
 * options ask for, the config history (ADR 020) and the login key pair, which it returns.
 */
async function prepareDatabase(db: Kysely<Database>, options: PlatformOptions, log: LogFn) {
  await migrateToLatest(db);
  if (options.seed ?? true) {
    if (await seedDemoData(db)) log("info", "seeded demo data");
    const watermarkTenants = await seedDemoWatermarks(db);
    if (watermarkTenants.length > 0) log("info", "seeded the demo watermark templates", { tenants: watermarkTenants });
    const envLarge = process.env.PLATFORM_LARGE_TENANT;
    const largeTenant =
      options.largeTenant ??
      (envLarge === "1" || envLarge === "true"
        ? true
        : envLarge === "0" || envLarge === "false"
          ? false
          : Boolean(options.databaseUrl) || !(options.inMemory ?? false));
    const extended = await seedExtendedDemoData(db, { largeTenant });
    if (extended.extended) log("info", "seeded identities, trusts, projects and dictionaries");
    if (await seedManyTenants(db)) log("info", "seeded the account with seven tenants");
    if (extended.largeTenantRows > 0) {
      log("info", "seeded large tenant", { orgs: extended.largeTenantRows, ms: extended.largeTenantMs });
    }
    const menuTenants = await seedMenus(db);
    if (menuTenants.length > 0) log("info", "seeded products and menus", { tenants: menuTenants });
    if (largeTenant) {
      const started = Date.now();
      const benchMenus = await seedBenchMenuTenant(db);
      if (benchMenus > 0) log("info", "seeded bench menu tenant", { menus: benchMenus, ms: Date.now() - started });
    }
    const appTenants = await seedDemoMicroApps(db);
    if (appTenants.length > 0) log("info", "registered the demo apps and linked their menus", { tenants: appTenants });
    if (await seedWorkbenchDemoData(db)) log("info", "seeded collections, recent visits, entries, dashboards and help urls");
    const messages = await seedMessagesDemoData(db);
    if (messages.messages > 0 || messages.pages.length > 0) log("info", "seeded the message centre", messages);
    const generatedUsers = options.generatedUsers ?? Number(process.env.PLATFORM_GENERATED_USERS ?? 0);
    if (!Number.isInteger(generatedUsers) || generatedUsers < 0) throw new Error("PLATFORM_GENERATED_USERS must be a whole number");
    const generated = await seedGeneratedUsers(db, generatedUsers);
    if (generated > 0) log("info", "seeded generated users", { users: generated });
  }
  // ADR 020: every stored config value has its row in the history, so that it can be served as the last known good.
  await importConfigHistory(db);
  return loadOrCreateKeyPair(db);
}

/**
 * Opens the database (PostgreSQL, PGlite folder or PGlite in memory), migrates it, seeds
 * demo data when empty, and returns the router to mount at /platform: the API under /api,
 * demo assets under /assets.
 */
export async function createPlatform(options: PlatformOptions = {}): Promise<Platform> {
  const log = options.log ?? defaultLog;
  const tokenIdleSeconds = positive(options.tokenIdleSeconds, 86_400, "tokenIdleSeconds");
  const tokenMaxSeconds = positive(options.tokenMaxSeconds, 604_800, "tokenMaxSeconds");
  const db = connectDatabase({
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    inMemory: options.inMemory ?? false,
    ...(options.inMemoryTemplate ? { template: options.inMemoryTemplate } : {}),
    dataDir: options.dataDir ?? path.resolve("data/platform"),
  });

  try {
    const keys = await preparingAlone(options.databaseUrl, () => prepareDatabase(db, options, log));
    const ctx: PlatformContext = {
      db,
      log,
      loginServiceUrl: options.loginServiceUrl ?? "/login/",
      tokenIdleSeconds,
      tokenMaxSeconds,
      publicKeyPem: keys.publicKeyPem,
      decryptPassword: createPasswordDecrypter(keys.privateKeyPem),
      rateLimits: new RateLimits(db, { ...DEFAULT_RATE_LIMITS, ...definedLimits(options.rateLimits) }),
      ...(options.clientAddressKey ? { clientAddressKey: options.clientAddressKey } : {}),
    };

    const api = express.Router();
    api.use(limitBodySize);
    api.use(express.json({ limit: MAX_BODY_BYTES }));
    api.use(refuseNulCharacters);
    api.use("/identification", identificationRoutes(ctx));
    api.use("/identification", qrLoginRoutes(ctx));
    // Logouts are written to the security log before the portal routes revoke the token.
    api.use(securityLogHooks(ctx));
    api.use(portalRoutes(ctx));
    // Ahead of identityRoutes: its account-info-by-identity answer carries the member info too.
    api.use(personalRoutes(ctx));
    api.use(workbenchRoutes(ctx));
    api.use(workbenchPortalRoutes(ctx));
    api.use(userRoutes(ctx));
    api.use(tenantRoutes(ctx));
    api.use(identityRoutes(ctx));
    api.use(orgTreeRoutes(ctx));
    api.use(projectRoutes(ctx));
    api.use(tenantSettingsRoutes(ctx));
    // Ahead of tenantConfigRoutes: its GET {kind} would take `schedules` for a kind (ADR 059).
    api.use(tenantTransferRoutes(ctx));
    // Ahead of tenantConfigRoutes too: `etags` is no kind (ADR 063).
    api.use(tenantConfigEtagRoutes(ctx));
    api.use(tenantConfigRoutes(ctx));
    api.use(orgRoutes(ctx));
    api.use(envInfoRoutes(ctx));
    api.use(menuRoutes(ctx));
    // After menuRoutes: GET /product/v4/menus/:id must not shadow its GET calls.
    api.use(menuAdminRoutes(ctx));
    api.use(appEntryCheckRoutes(ctx));
    api.use(microAppRoutes(ctx));
    api.use(auditRoutes(ctx));
    api.use(messageRoutes(ctx));
    api.use(watermarkRoutes(ctx));
    // Before the entry and announcement writes: their `/:id` paths would take `draft`, `publish`, `versions`.
    api.use(entriesVersionRoutes(ctx));
    api.use(entriesAdminRoutes(ctx));
    api.use(announcementVersionRoutes(ctx));
    api.use(announcementRoutes(ctx));
    api.use(imageRoutes(ctx));
    api.use(notFound);
    api.use(errorEnvelope(log));

    const router = express.Router();
    router.use("/api", api);
    router.use("/assets", express.static(ASSETS_DIR, { fallthrough: true, index: false, maxAge: "1h" }));
    router.use(notFound);
    router.use(errorEnvelope(log));

    const stopScheduleRunner = startScheduleRunner(db, log, scheduleInterval(options.scheduleIntervalMs));
    let closed = false;
    return {
      router,
      db,
      async ready() {
        if (closed) throw new Error("the platform is closed");
        await sql`select 1`.execute(db);
      },
      async close() {
        if (closed) return;
        closed = true;
        await stopScheduleRunner();
        await db.destroy();
      },
    };
  } catch (err) {
    await db.destroy().catch(() => undefined);
    throw err;
  }
}
