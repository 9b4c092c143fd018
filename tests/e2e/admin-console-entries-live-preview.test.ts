import { describe, expect, it } from "vitest";
import { addQuickEntry, draftQuickEntry, quickEntryShown } from "./admin-console-entries-support";
import { signedIn } from "./harness";
import { withPortal } from "./with-portal";

/**
 * The entry list's own preview (ADR 057 "Preview"): Preview beside a pending draft shows the real
 * portal with it next to the list, and each change saved in the list shows there without the
 * frame's page being loaded again (the page reads its entries anew, ADR 020 "Preview").
 */

// A portal of its own: the admin's quick entries draft starts empty.
const env = withPortal();

const WIDE = { width: 1440, height: 900 };

describe("the entry list's preview (ADR 057)", () => {
  it("the entry list's Preview shows the draft beside the list and follows each change saved there", async () => {
    const admin = await signedIn(env, { account: "admin", viewport: WIDE, ready: "banner" });
    const first = "列表旁预览入口";
    const quick = await draftQuickEntry(admin, { name: first, en: "Beside the list", sv: "Bredvid listan", code: "quick.beside-list" });

    const toggle = quick.getByRole("button", { name: "预览", exact: true });
    await toggle.click();
    await expect.poll(() => quick.getByRole("button", { name: "关闭预览", exact: true }).getAttribute("aria-pressed"), { timeout: 20_000 }).toBe("true");
    const preview = quick.frameLocator('iframe[title="门户预览（您的草稿）"]');
    await expect.poll(() => quickEntryShown(admin, preview, first), { timeout: 30_000 }).toBe(true);
    await preview.getByRole("status").filter({ hasText: /草稿/ }).waitFor({ timeout: 20_000 });
    // The list and the preview side by side at 1440 px: the list's Add button stays in reach.
    const besideTheList = async () => {
      const frameBox = await quick.locator("iframe").boundingBox();
      const addBox = await quick.getByRole("button", { name: "新增", exact: true }).boundingBox();
      return frameBox !== null && addBox !== null && addBox.x + addBox.width <= frameBox.x;
    };
    await expect.poll(besideTheList, { timeout: 20_000 }).toBe(true);

    // Mark the frame's page: a change saved now must show without loading it again.
    const frame = admin.frames().find((f) => f.url().includes("adminPreview="));
    expect(frame).toBeDefined();
    await frame!.evaluate(() => Object.assign(window, { portalTestSameFrame: true }));
    const second = "第二个预览入口";
    await addQuickEntry(admin, quick, { name: second, en: "Second beside", sv: "Andra bredvid", code: "quick.beside-second" }, 2);
    await expect.poll(() => quickEntryShown(admin, preview, second), { timeout: 20_000 }).toBe(true);
    expect(await frame!.evaluate(() => (window as unknown as { portalTestSameFrame?: boolean }).portalTestSameFrame)).toBe(true);
  });
});
