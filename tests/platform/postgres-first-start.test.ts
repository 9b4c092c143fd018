import pg from "pg";
import { describe, expect, it } from "vitest";
import { getPublicKey, startPlatform } from "./helpers.ts";

/**
 * ARCHITECTURE scale-out: several platform nodes share one PostgreSQL database, and a fresh
 * deployment starts them at once. Each migrates and seeds what is missing; only one may write
 * a given piece, and none may fail because another wrote it first. Runs only when
 * PLATFORM_TEST_DATABASE_URL names a server it may create a database on.
 */
const serverUrl = process.env.PLATFORM_TEST_DATABASE_URL;

async function connected<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe.runIf(Boolean(serverUrl))("nodes started at once on an empty PostgreSQL database", () => {
  it("all start; the demo data is written once, whole", async () => {
    const name = `first_start_${process.pid}_${Date.now()}`;
    const server = serverUrl ?? "";
    await connected(server, (client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(server);
    url.pathname = `/${name}`;
    try {
      const started = await Promise.allSettled([0, 1, 2].map(() => startPlatform({ databaseUrl: url.href, largeTenant: false })));
      const failures = started.flatMap((result) => (result.status === "rejected" ? [String(result.reason)] : []));
      const nodes = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
      try {
        expect(failures).toEqual([]);
        // One key pair for all of them: a password one node encrypts, another decrypts.
        const keys = new Set(await Promise.all(nodes.map((node) => getPublicKey(node.api))));
        expect(keys.size).toBe(1);
      } finally {
        await Promise.all(nodes.map((node) => node.close()));
      }
      const counts = await connected(url.href, async (client) => {
        const row = async (query: string) => Number((await client.query<{ n: string }>(query)).rows[0]?.n);
        return { tenants: await row("select count(*) as n from tenants"), demoUsers: await row("select count(*) as n from users where account_name = 'demo'") };
      });
      expect(counts.demoUsers).toBe(1);
      expect(counts.tenants).toBeGreaterThan(1);
    } finally {
      await connected(server, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  }, 120_000);
});
