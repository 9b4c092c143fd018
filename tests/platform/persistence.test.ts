import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed.ts";
import { getJson, getPublicKey, login, sendJson, startPlatform } from "./helpers.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "platform-data-"));

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a PGlite data folder", () => {
  it("keeps keys, sessions and config across close and reopen, and seeds only once", async () => {
    const first = await startPlatform({ dataDir, largeTenant: false });
    let publicKey: string;
    let token: string;
    try {
      publicKey = await getPublicKey(first.api);
      token = await login(first.api, "admin", DEMO_ACCOUNTS.admin.password);
      const put = await sendJson("PUT", `${first.api}/param/v4/theme-settings/header`, token, {
        systemName: "Persisted name",
      });
      expect(put.status).toBe(200);
    } finally {
      await first.close();
    }

    const second = await startPlatform({ dataDir, largeTenant: false });
    try {
      expect(await getPublicKey(second.api)).toBe(publicKey);
      const theme = await getJson<Record<string, unknown>>(`${second.api}/param/v4/theme-settings/header`, token);
      expect(theme.status).toBe(200);
      expect(theme.headers.get("etag")).toBe('"10001-2"');
      expect(theme.body?.data?.systemName).toBe("Persisted name");
      const tenants = await second.platform.db.selectFrom("tenants").select("id").execute();
      // The three demo tenants and the five small tenants of the account with seven tenants, once each.
      expect(tenants).toHaveLength(8);
    } finally {
      await second.close();
    }
  });
});
