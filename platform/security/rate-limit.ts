import { createRequire } from "node:module";
import { sql, type Kysely } from "kysely";
import { RateLimiterRes, type RateLimiterStoreAbstract as StoreAbstract } from "rate-limiter-flexible";
import type { Database } from "../db/schema.ts";

// The package declares the store base class but its index does not export it: load it from its own file.
const RateLimiterStoreAbstract = createRequire(import.meta.url)("rate-limiter-flexible/lib/RateLimiterStoreAbstract.js") as typeof StoreAbstract;

/** A store result: the key's points in its window and the window's end. */
interface StoredCount {
  points: number;
  expires_at: Date | string | null;
}

/** Expired rows are swept at most this often by one limiter (they already count as zero). */
const SWEEP_EVERY_MS = 60_000;

function epochMs(value: Date | string | null): number | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).getTime();
}

/**
 * rate-limiter-flexible's store over the platform's Kysely database (ADR 030): its
 * RateLimiterPostgres speaks to a `pg` pool only and creates its own table, and the platform
 * also runs over PGlite, so the same three operations (atomic upsert, read, delete) are
 * written here against `rate_limits` (migration 015). Every node that shares the database
 * shares the counts.
 */
export class RateLimiterKysely extends RateLimiterStoreAbstract {
  private readonly db: Kysely<Database>;
  private lastSweep = 0;

  constructor(db: Kysely<Database>, options: { keyPrefix: string; points: number; duration: number }) {
    super({ ...options, storeClient: db });
    this.db = db;
  }

  _getRateLimiterRes(_rlKey: string, changedPoints: number, result: StoredCount): RateLimiterRes {
    const isFirstInDuration = changedPoints === result.points;
    const consumedPoints = isFirstInDuration ? changedPoints : result.points;
    const expires = epochMs(result.expires_at);
    const msBeforeNext = expires === null ? -1 : Math.max(expires - Date.now(), 0);
    return new RateLimiterRes(Math.max(this.points - consumedPoints, 0), msBeforeNext, consumedPoints, isFirstInDuration);
  }

  async _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<StoredCount> {
    const now = new Date();
    const expires = msDuration > 0 ? new Date(now.getTime() + msDuration) : null;
    await this.sweep(now);
    // One statement: concurrent attempts on any node add up instead of overwriting one another.
    return this.db
      .insertInto("rate_limits")
      .values({ key: rlKey, points, expires_at: expires })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet(
          forceExpire
            ? { points, expires_at: expires }
            : {
                points: sql<number>`case when rate_limits.expires_at <= ${now} then ${points}::integer else rate_limits.points + ${points}::integer end`,
                expires_at: sql<Date | null>`case when rate_limits.expires_at <= ${now} then ${expires}::timestamptz else rate_limits.expires_at end`,
              },
        ),
      )
      .returning(["points", "expires_at"])
      .executeTakeFirstOrThrow();
  }

  async _get(rlKey: string): Promise<StoredCount | null> {
    const row = await this.db
      .selectFrom("rate_limits")
      .select(["points", "expires_at"])
      .where("key", "=", rlKey)
      .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", new Date())]))
      .executeTakeFirst();
    return row ?? null;
  }

  async _delete(rlKey: string): Promise<boolean> {
    const result = await this.db.deleteFrom("rate_limits").where("key", "=", rlKey).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  private async sweep(now: Date): Promise<void> {
    if (now.getTime() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now.getTime();
    await this.db.deleteFrom("rate_limits").where("expires_at", "<", now).execute();
  }
}

/**
 * How many of each counted thing one window allows; PlatformOptions.rateLimits, the sign-in ones
 * also env RATE_LIMIT_* (ADR 030); the admin writes' by PlatformOptions only (ADR 048).
 */
export interface RateLimitSettings {
  /** Failed sign-ins from one client address per window (password spraying). */
  loginFailuresPerIp: number;
  /** Failed sign-ins of one account from any address per window (distributed guessing). */
  loginFailuresPerAccount: number;
  /** Captcha and QR-code images one client address may ask for per window. */
  identificationPerIp: number;
  /** The window, in seconds. */
  windowSeconds: number;
  /** Writes one tenant admin may make in one tenant per admin-write window (ADR 048). */
  adminWritesPerAdmin: number;
  /** The admin-write window, in seconds: a minute, so that a refused admin waits seconds, not a quarter of an hour. */
  adminWriteWindowSeconds: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginFailuresPerIp: 30,
  loginFailuresPerAccount: 10,
  identificationPerIp: 60,
  windowSeconds: 15 * 60,
  // ADR 048: the console saves a draft 400 ms after the last keystroke, so typing alone makes at most 150 a minute.
  adminWritesPerAdmin: 180,
  adminWriteWindowSeconds: 60,
};

/** A refusal: how long until the client may try again. */
export interface Refusal {
  retryAfterSeconds: number;
}

function refusalOf(res: RateLimiterRes): Refusal {
  return { retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
}

function isLimiterRes(value: unknown): value is RateLimiterRes {
  return value instanceof RateLimiterRes;
}

/** The platform's limiters, one per counted thing, all in the database. */
export class RateLimits {
  private readonly loginByIp: RateLimiterKysely;
  private readonly loginByAccount: RateLimiterKysely;
  private readonly identificationByIp: RateLimiterKysely;
  private readonly adminWritesByAdmin: RateLimiterKysely;

  constructor(db: Kysely<Database>, settings: RateLimitSettings = DEFAULT_RATE_LIMITS) {
    const duration = settings.windowSeconds;
    this.loginByIp = new RateLimiterKysely(db, { keyPrefix: "login_ip", points: settings.loginFailuresPerIp, duration });
    this.loginByAccount = new RateLimiterKysely(db, { keyPrefix: "login_account", points: settings.loginFailuresPerAccount, duration });
    this.identificationByIp = new RateLimiterKysely(db, { keyPrefix: "identification_ip", points: settings.identificationPerIp, duration });
    this.adminWritesByAdmin = new RateLimiterKysely(db, { keyPrefix: "admin_write", points: settings.adminWritesPerAdmin, duration: settings.adminWriteWindowSeconds });
  }

  /** How many admin writes one admin may make in one tenant per window, and the window in seconds (ADR 048). */
  get adminWriteLimit(): { points: number; windowSeconds: number } {
    return { points: this.adminWritesByAdmin.points, windowSeconds: this.adminWritesByAdmin.duration };
  }

  /** Before a sign-in is tried: refused when the address or the account has used up its failures. */
  async checkLogin(ip: string, account: string): Promise<Refusal | null> {
    const [byIp, byAccount] = await Promise.all([this.loginByIp.get(ip), this.loginByAccount.get(account)]);
    const spent = [[byIp, this.loginByIp.points] as const, [byAccount, this.loginByAccount.points] as const]
      .filter(([res, points]) => res !== null && res.consumedPoints >= points)
      .map(([res]) => res as RateLimiterRes);
    if (spent.length === 0) return null;
    return { retryAfterSeconds: Math.max(...spent.map((res) => refusalOf(res).retryAfterSeconds)) };
  }

  /** A failed sign-in counts against the address and the account. */
  async loginFailed(ip: string, account: string): Promise<void> {
    await Promise.all([this.loginByIp.consume(ip), this.loginByAccount.consume(account)].map((p) => p.catch((error: unknown) => {
      // Over the limit: the next attempt is refused by checkLogin; anything else is a fault.
      if (!isLimiterRes(error)) throw error;
    })));
  }

  /**
   * A successful sign-in clears the account's count (its owner is back), not the address's:
   * one account the sprayer owns must not buy more guesses at the others.
   */
  async loginSucceeded(account: string): Promise<void> {
    await this.loginByAccount.delete(account);
  }

  /** One captcha or QR-code image; refused once the address has asked for too many. */
  async identificationCall(ip: string): Promise<Refusal | null> {
    return consumeOne(this.identificationByIp, ip);
  }

  /**
   * One write by a tenant admin in a tenant (ADR 048), counted per admin and tenant: another
   * admin of the tenant, or the same admin in another tenant, is not slowed by it.
   */
  async adminWrite(tenantId: string, userId: string): Promise<Refusal | null> {
    return consumeOne(this.adminWritesByAdmin, `${tenantId}:${userId}`);
  }
}

/** One point of `key`; the refusal once its window's points are spent. */
async function consumeOne(limiter: RateLimiterKysely, key: string): Promise<Refusal | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (error) {
    if (isLimiterRes(error)) return refusalOf(error);
    throw error;
  }
}
