import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import { getJson, getPublicKey, login, sendJson, startPlatform } from "./helpers.ts";

/**
 * The same API over a PostgreSQL server through `pg`. Runs only when
 * PLATFORM_TEST_DATABASE_URL names a database it may write to (it is migrated and seeded).
 */
const databaseUrl = process.env.PLATFORM_TEST_DATABASE_URL;

describe.runIf(Boolean(databaseUrl))("over PostgreSQL", () => {
  it("migrates, seeds, logs in and versions tenant config across restarts", async () => {
    const url = databaseUrl ?? "";
    const first = await startPlatform({ databaseUrl: url });
    let publicKey: string;
    let token: string;
    let version: number;
    try {
      publicKey = await getPublicKey(first.api);
      token = await login(first.api, "admin", DEMO_ACCOUNTS.admin.password, "10001");
      const before = await getJson(`${first.api}/param/v4/theme-settings/header`, token);
      const etag = before.headers.get("etag") ?? "";
      expect(etag).toMatch(/^"10001-\d+"$/);
      expect((await getJson(`${first.api}/param/v4/theme-settings/header`, token, { "if-none-match": etag })).status).toBe(
        304,
      );
      version = Number(/-(\d+)"$/.exec(etag)?.[1]);
      const put = await sendJson("PUT", `${first.api}/param/v4/theme-settings/header`, token, { themeColor: "#123456" });
      expect(put.headers.get("etag")).toBe(`"10001-${version + 1}"`);
    } finally {
      await first.close();
    }

    const second = await startPlatform({ databaseUrl: url });
    try {
      expect(await getPublicKey(second.api)).toBe(publicKey);
      const theme = await getJson<Record<string, unknown>>(`${second.api}/param/v4/theme-settings/header`, token);
      expect(theme.headers.get("etag")).toBe(`"10001-${version + 1}"`);
      expect(theme.body?.data?.themeColor).toBe("#123456");
      const orgs = await getJson<{ type: string }>(`${second.api}/org-permission/v4/orgs/default-auth-org`, token);
      expect(orgs.body?.data?.type).toBe("company");
    } finally {
      await second.close();
    }
  });
});
