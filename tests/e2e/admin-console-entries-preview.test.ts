import { describe, expect, it } from "vitest";
import { draftQuickEntry, quickEntryShown } from "./admin-console-entries-support";
import { signedIn } from "./harness";
import { withPortal } from "./with-portal";

/**
 * The console's preview shows the admin's entry-list drafts (ADR 057, ADR 020 "Preview"): a
 * quick entry the admin added as a draft shows in the preview frame, under the draft ribbon,
 * while a member does not see it.
 */

// A portal of its own: the draft made here reaches no other test file's admin.
const env = withPortal();

const WIDE = { width: 1440, height: 900 };

describe("the console's preview of entry-list drafts (ADR 057)", () => {
  it("a quick entry the admin added as a draft shows in the console's preview frame, not to a member", async () => {
    const name = "预览草稿入口";
    const admin = await signedIn(env, { account: "admin", viewport: WIDE, ready: "banner" });
    await draftQuickEntry(admin, { name, en: "Preview draft entry", sv: "Utkast i förhandsvisningen", code: "quick.preview-draft" });

    // The console's preview is the real portal with the admin's drafts: the new quick entry is in its header, under the draft ribbon.
    await admin.getByRole("navigation", { name: /控制台/ }).getByRole("link", { name: "品牌", exact: true }).click();
    await admin.waitForURL(/\/portal-admin\/branding\/$/);
    const preview = admin.getByRole("region", { name: "页头主题" }).frameLocator('iframe[title="门户预览（您的草稿）"]');
    // The header's entries are read after hydration and then settle into the bar or its more menu: ask until they have.
    await expect.poll(() => quickEntryShown(admin, preview, name), { timeout: 30_000 }).toBe(true);
    await preview.getByRole("status").filter({ hasText: /草稿/ }).waitFor({ timeout: 20_000 });

    // The admin's own portal, and a member's, show the published list.
    const demo = await signedIn(env, { account: "demo", viewport: WIDE, ready: "banner" });
    expect(await quickEntryShown(demo, demo, name)).toBe(false);
  });
});
