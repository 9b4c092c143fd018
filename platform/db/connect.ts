import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import {
  CompiledQuery,
  Kysely,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from "kysely";
import pg from "pg";
import { migrationProvider } from "./migrations/index.ts";
import type { Database } from "./schema.ts";

/**
 * PGlite is a single connection. Kysely may ask for several at once (a request in a
 * transaction while another runs a query), so connections are handed out one at a time.
 */
class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("PGlite dialect does not support streaming");
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private queue: Promise<void> = Promise.resolve();
  private readonly releases = new WeakMap<DatabaseConnection, () => void>();

  constructor(private readonly pglite: PGlite) {
    this.connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.releases.set(this.connection, release);
    return this.connection;
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : "";
    await conn.executeQuery(CompiledQuery.raw(`begin${isolation}`));
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw("rollback"));
  }

  async releaseConnection(conn: DatabaseConnection): Promise<void> {
    const release = this.releases.get(conn);
    this.releases.delete(conn);
    release?.();
  }

  async destroy(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }
}

/** A small Kysely dialect over one PGlite instance, using Kysely's PostgreSQL compiler. */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

export interface ConnectOptions {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /** In memory: start from this dump of a PGlite database (`dumpInMemoryDatabase`) instead of an empty one. */
  template?: Blob;
}

/** The PGlite instance under each in-memory database, for its dump. */
const IN_MEMORY = new WeakMap<Kysely<Database>, PGlite>();

/**
 * A dump of an in-memory database (uncompressed tar of its data folder): a test run migrates
 * and seeds one database once and starts each later one from the dump (ConnectOptions.template).
 */
export async function dumpInMemoryDatabase(db: Kysely<Database>): Promise<Blob> {
  const pglite = IN_MEMORY.get(db);
  if (!pglite) throw new Error("only an in-memory database can be dumped");
  return pglite.dumpDataDir("none");
}

/** Opens the database: PostgreSQL when a URL is given, else PGlite (in memory or in a folder). */
export function connectDatabase(options: ConnectOptions): Kysely<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (options.inMemory || !options.dataDir) {
    const pglite = options.template ? new PGlite({ loadDataDir: options.template }) : new PGlite();
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
    IN_MEMORY.set(db, pglite);
    return db;
  }
  mkdirSync(options.dataDir, { recursive: true });
  return new Kysely<Database>({ dialect: new PGliteDialect(new PGlite(options.dataDir)) });
}

/** The advisory lock the nodes of one PostgreSQL database take while they prepare it (an arbitrary, fixed key). */
const PREPARE_LOCK_KEY = 7_411_205_386;

/**
 * ARCHITECTURE scale-out: nodes that share one PostgreSQL database prepare it (migrations, demo
 * data, key pair) one at a time, so that a fresh deployment whose nodes start at once writes
 * each piece once and no node fails on a row another wrote first. The lock is a session lock on
 * a connection of its own; ending that session, however the node ends, releases it. An embedded
 * database has one node: nothing to wait for.
 */
export async function preparingAlone<T>(databaseUrl: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [PREPARE_LOCK_KEY]);
    return await work();
  } finally {
    await client.end();
  }
}

/** Brings the schema to the latest migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const cause = error instanceof Error ? error : new Error(String(error ?? "unknown"));
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${cause.message}`, { cause });
  }
}
