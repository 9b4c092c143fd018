import { describe, expect, it } from "vitest";
import { opened, signedIn } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();

const WIDE = { width: 1440, height: 900 };

describe("the admin console's Entries section (ADR 023, ADR 057)", () => {
  it("a quick entry the admin adds, with its names in three languages, shows in a member's header on their next sign-in", async () => {
    const admin = await signedIn(env, { account: "admin", viewport: WIDE, ready: "banner" });
    // The console is reached from the user menu, as a tenant admin does.
    await admin.getByRole("banner").getByRole("button", { name: /用户菜单/ }).click();
    await Promise.all([admin.waitForURL(/\/portal-admin\//), admin.getByRole("menuitem", { name: "管理控制台" }).click()]);
    await admin.getByRole("navigation", { name: /控制台/ }).getByRole("link", { name: "入口", exact: true }).click();
    await admin.waitForURL(/\/portal-admin\/entries\/$/);
    const quick = admin.getByRole("tabpanel", { name: "快捷入口" });
    await quick.getByText("我的待办").waitFor();

    await quick.getByRole("button", { name: "新增", exact: true }).click();
    const dialog = await opened(admin.getByRole("dialog", { name: "新增到快捷入口" }));
    await dialog.getByLabel("名称（中文）").fill("安全培训");
    await dialog.getByLabel("名称（英文）").fill("Safety training");
    await dialog.getByLabel("名称（瑞典语）").fill("Säkerhetsutbildning");
    await dialog.getByLabel("编码").fill("quick.safety-training");
    // A script link is refused on its field before anything is sent.
    await dialog.getByLabel("链接", { exact: true }).fill("javascript:alert(1)");
    await dialog.getByRole("button", { name: "保存" }).click();
    await dialog.getByText("请填写 http(s) 链接或以一个“/”开头的路径，不含引号、括号或空格").waitFor();
    await dialog.getByLabel("链接", { exact: true }).fill("/help/pmpp/quick-start.html");
    // Saved as the admin's draft, then published after the confirmation (ADR 057).
    const saved = admin.waitForResponse((r) => r.url().endsWith("/api/workbench/v4/admin/entries/quick-entries/draft") && r.request().method() === "PUT");
    await dialog.getByRole("button", { name: "保存" }).click();
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: "hidden" });
    await quick.getByRole("button", { name: "编辑 安全培训" }).waitFor();
    await quick.getByRole("button", { name: /^发\s?布$/ }).click();
    const confirm = await opened(admin.getByRole("dialog", { name: "确认发布" }));
    const published = admin.waitForResponse((r) => r.url().endsWith("/api/workbench/v4/admin/entries/quick-entries/publish"));
    await confirm.getByRole("button", { name: "确认发布" }).click();
    expect((await published).status()).toBe(200);

    // The console's audit lists the change.
    await admin.getByRole("navigation", { name: /控制台/ }).getByRole("link", { name: "审计", exact: true }).click();
    await admin.getByRole("cell", { name: "快捷入口" }).first().waitFor();
    await admin.context().close();

    // A member, in a browser of their own, signed in through the form: the header shows it.
    const demo = await signedIn(env, { account: "demo", viewport: WIDE, ready: "banner" });
    const banner = demo.getByRole("banner");
    const entry = banner.getByRole("link", { name: "安全培训" });
    // In the bar, or under its more item (named 快捷入口 when every shortcut is under it).
    const more = banner.getByRole("button", { name: /^(更多入口|快捷入口)$/ });
    await expect.poll(async () => (await entry.isVisible()) || (await more.isVisible()), { timeout: 15_000 }).toBe(true);
    if (await entry.isVisible()) {
      await expect(entry.getAttribute("href")).resolves.toContain("/help/pmpp/quick-start.html");
    } else {
      await more.click();
      await demo.getByRole("menuitem", { name: /安全培训/ }).waitFor();
    }
    await demo.context().close();
  }, 180_000);
});
