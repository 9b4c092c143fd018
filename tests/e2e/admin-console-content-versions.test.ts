import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { draftQuickEntry, openConsoleSection, quickEntryShown } from "./admin-console-entries-support";
import { opened, signedIn } from "./harness";
import { withPortal } from "./with-portal";

/**
 * Entries and announcements as drafts, versions and rollbacks (ADR 057): an admin's change is
 * their draft, which a member does not see; Publish asks first with what changes; the member
 * sees it; a rollback from the versions brings the old one back for the member. An
 * announcement can be sent to the admin alone; a 10,000-character title is refused on its
 * field, not cut; an urgent alert is drawn in its level's colour and icon for a member.
 */

// A portal of its own: what is published here reaches no other test file's demo user.
const env = withPortal();

const WIDE = { width: 1440, height: 900 };

/** The alerts the platform returns to this page's user, through the BFF (SPEC §7 GET alerts): what the notifications are drawn from. */
async function alertTitles(page: Page): Promise<string[]> {
  const answer = (await page.evaluate("fetch('/api/message/v4/messages/alerts').then((r) => r.json())")) as { success: boolean; data: { title: string }[] };
  expect(answer.success).toBe(true);
  return answer.data.map((m) => m.title);
}

function alertCard(page: Page, title: string): Locator {
  return page.getByRole("region", { name: "通知" }).getByRole("alert").filter({ hasText: title });
}

async function openNoticeList(page: Page): Promise<void> {
  const count = page.getByRole("region", { name: "通知" }).getByRole("button", { name: /^\d+ 条通知$/ });
  await count.waitFor({ timeout: 20_000 });
  if ((await count.getAttribute("aria-expanded")) !== "true") await count.click();
}

describe("entries and announcements as drafts and versions in the console (ADR 057)", () => {
  it("an added quick entry is a draft the member does not see, published after a confirmation, and gone again for the member after a rollback", async () => {
    const name = "安全培训草稿";
    const admin = await signedIn(env, { account: "admin", viewport: WIDE, ready: "banner" });
    const quick = await draftQuickEntry(admin, { name, en: "Safety training draft", sv: "Säkerhetsutbildning utkast", code: "quick.safety-draft" });

    // Saved as the admin's draft: a member signed in now does not see it.
    const demo = await signedIn(env, { account: "demo", viewport: WIDE, ready: "banner" });
    expect(await quickEntryShown(demo, demo, name)).toBe(false);

    // Publish asks first, naming the new entry; nothing is sent before the admin confirms.
    let published = false;
    admin.on("request", (request) => {
      if (request.url().endsWith("/quick-entries/publish")) published = true;
    });
    await quick.getByRole("button", { name: /^发\s?布$/ }).click();
    const confirm = await opened(admin.getByRole("dialog", { name: "确认发布" }));
    await confirm.getByText(name).waitFor();
    await confirm.getByText("新增", { exact: true }).waitFor();
    expect(published).toBe(false);
    const answer = admin.waitForResponse((r) => r.url().endsWith("/api/workbench/v4/admin/entries/quick-entries/publish"));
    await confirm.getByRole("button", { name: "确认发布" }).click();
    expect((await answer).status()).toBe(200);
    await quick.getByText(/^版本 \d+ 已发布，成员现在看到它。$/).waitFor();

    await demo.reload();
    await demo.getByRole("banner").waitFor();
    // The header's entries are read after hydration and then settle into the bar or its more menu: ask until they have.
    await expect.poll(() => quickEntryShown(demo, demo, name), { timeout: 30_000 }).toBe(true);

    // Rolled back from the versions: the version before the publish is live again.
    const versions = quick.getByRole("table").last();
    await quick.getByText("快捷入口的版本记录").waitFor();
    await quick.getByRole("button", { name: /^回滚到版本 \d+$/ }).first().click();
    const rolledBack = admin.waitForResponse((r) => r.url().endsWith("/api/workbench/v4/admin/entries/quick-entries/rollback"));
    await admin.locator(".ant-popover").filter({ hasText: "重新发布为新版本" }).getByRole("button", { name: /^是$/ }).click();
    expect((await rolledBack).status()).toBe(200);
    await quick.getByText(/^已回滚到版本 \d+（新版本 \d+）。$/).waitFor();
    await versions.getByText("回滚到版本", { exact: false }).first().waitFor();

    await demo.reload();
    await demo.getByRole("banner").waitFor();
    expect(await quickEntryShown(demo, demo, name)).toBe(false);
    await demo.context().close();
    await admin.context().close();
  }, 240_000);

  it("an announcement's change is a draft until published, can be sent to the admin alone, is rolled back from its versions, and refuses a 10,000-character title on its field", async () => {
    const oldTitle = `停水通知 ${Date.now()}`;
    const newTitle = `${oldTitle}（已更正）`;
    const admin = await signedIn(env, { account: "admin", viewport: WIDE, ready: "banner" });
    await openConsoleSection(admin, "公告", /\/portal-admin\/announcements\/$/);

    // A new alert, published through the confirmation.
    await admin.getByRole("button", { name: "新建公告" }).click();
    let form = await opened(admin.getByRole("dialog", { name: "新建公告" }));
    await form.getByText("提醒", { exact: true }).click();
    await form.getByLabel("标题（中文）").fill(oldTitle);
    await form.getByLabel("内容（中文）").fill("周六上午停水。");

    // A 10,000-character title (as pasted) stays whole and is refused on its field; nothing is sent.
    let sent = false;
    const watch = (request: { url(): string; method(): string }) => {
      if (request.url().includes("/api/message/v4/announcements") && request.method() !== "GET") sent = true;
    };
    admin.on("request", watch);
    await form.getByLabel("标题（英文）").fill("长".repeat(10_000));
    await expect(form.getByLabel("标题（英文）").inputValue()).resolves.toHaveLength(10_000);
    await form.getByRole("button", { name: "发布" }).click();
    await form.getByText("标题最多 200 个字符，现在有 10000 个，请缩短。").waitFor();
    expect(sent).toBe(false);
    admin.off("request", watch);
    await form.getByLabel("标题（英文）").fill("Water cut on Saturday");

    await form.getByRole("button", { name: "发布" }).click();
    let confirm = await opened(admin.getByRole("dialog", { name: "确认发布" }));
    await confirm.getByText(oldTitle, { exact: false }).waitFor();
    await confirm.getByRole("button", { name: "确认发布" }).click();
    await form.waitFor({ state: "detached" });
    const row = admin.getByRole("row").filter({ hasText: oldTitle });
    await row.waitFor();
    expect(await row.textContent()).toContain("显示中");

    const demo = await signedIn(env, { account: "demo", viewport: WIDE, ready: "banner" });
    await expect.poll(() => alertTitles(demo), { timeout: 15_000 }).toContain(oldTitle);

    // The title changed and saved as a draft: the member still gets the old one.
    await row.getByRole("button", { name: /^编\s?辑$/ }).click();
    form = await opened(admin.getByRole("dialog", { name: "编辑公告" }));
    await form.getByLabel("标题（中文）").fill(newTitle);
    await form.getByRole("button", { name: "保存草稿" }).click();
    await form.waitFor({ state: "detached" });
    await admin.getByText("草稿已保存，成员还看不到。").waitFor();
    expect(await alertTitles(demo)).toContain(oldTitle);
    expect(await alertTitles(demo)).not.toContain(newTitle);

    // Sent to the admin alone: the admin gets it, the member does not.
    await row.getByRole("button", { name: /^编\s?辑$/ }).click();
    form = await opened(admin.getByRole("dialog", { name: "编辑公告" }));
    await form.getByText(/^正在编辑你的草稿/).waitFor();
    expect(await form.getByLabel("标题（中文）").inputValue()).toBe(newTitle);
    await form.getByRole("button", { name: "发送给我" }).click();
    await form.getByRole("status").filter({ hasText: "已只发送给你自己" }).waitFor();
    expect(await alertTitles(admin)).toContain(newTitle);
    expect(await alertTitles(demo)).not.toContain(newTitle);

    // Published after the confirmation, which shows the live title and the draft's.
    await form.getByRole("button", { name: "发布" }).click();
    confirm = await opened(admin.getByRole("dialog", { name: "确认发布" }));
    await confirm.getByText(newTitle, { exact: false }).waitFor();
    await confirm.getByRole("button", { name: "确认发布" }).click();
    await form.waitFor({ state: "detached" });
    await expect.poll(() => alertTitles(demo), { timeout: 15_000 }).toContain(newTitle);

    // Rolled back from its versions: the member gets the old title again.
    const changed = admin.getByRole("row").filter({ hasText: newTitle });
    await changed.getByRole("button", { name: /^版\s?本$/ }).click();
    const history = await opened(admin.getByRole("dialog", { name: `「${newTitle}」的版本` }));
    await history.getByRole("button", { name: /^回滚到版本 \d+$/ }).first().click();
    await admin.locator(".ant-popover").filter({ hasText: "重新发布为新版本" }).getByRole("button", { name: /^是$/ }).click();
    await history.getByText(/^已回滚到版本 \d+（新版本 \d+）。$/).waitFor();
    await expect.poll(() => alertTitles(demo), { timeout: 15_000 }).toContain(oldTitle);
    expect(await alertTitles(demo)).not.toContain(newTitle);

    await demo.context().close();
    await admin.context().close();
  }, 300_000);

  it("an urgent alert reaches a member in its level's colour, icon and word, unlike a normal one", async () => {
    const urgent = `紧急停电 ${Date.now()}`;
    const normal = `例行通知 ${Date.now()}`;
    const admin = await signedIn(env, { account: "admin", viewport: WIDE, ready: "banner" });
    await openConsoleSection(admin, "公告", /\/portal-admin\/announcements\/$/);
    for (const [title, level] of [
      [normal, "普通"],
      [urgent, "紧急"],
    ] as const) {
      await admin.getByRole("button", { name: "新建公告" }).click();
      const form = await opened(admin.getByRole("dialog", { name: "新建公告" }));
      await form.getByText("提醒", { exact: true }).click();
      if (level !== "普通") {
        // The select as a person clicks it: on the value it shows.
        await form.locator('.ant-select-selection-item[title="普通"]').click();
        await admin.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${level}"]`).click();
        await form.locator(".ant-select-selection-item").filter({ hasText: level }).waitFor();
      }
      await form.getByLabel("标题（中文）").fill(title);
      await form.getByLabel("内容（中文）").fill("请留意。");
      await form.getByRole("button", { name: "发布" }).click();
      const confirm = await opened(admin.getByRole("dialog", { name: "确认发布" }));
      await confirm.getByRole("button", { name: "确认发布" }).click();
      await form.waitFor({ state: "detached" });
      await admin.getByRole("row").filter({ hasText: title }).waitFor();
    }
    await admin.context().close();

    const demo = await signedIn(env, { account: "demo", viewport: WIDE, ready: "banner" });
    await openNoticeList(demo);
    const card = alertCard(demo, urgent);
    await card.waitFor({ timeout: 20_000 });
    const plain = alertCard(demo, normal);
    await plain.waitFor({ timeout: 20_000 });
    const look = (locator: Locator) =>
      locator.evaluate((element) => {
        const style = getComputedStyle(element);
        const label = element.querySelector("[data-level-label]");
        return { background: style.backgroundColor, border: style.borderInlineStartColor, label: label ? getComputedStyle(label).color : null, icon: element.querySelector("[data-level-label] .anticon-close-circle svg") !== null, text: label?.textContent ?? null };
      });
    const urgentLook = await look(card);
    const normalLook = await look(plain);
    expect(urgentLook).toMatchObject({ background: "rgb(255, 242, 240)", border: "rgb(168, 7, 26)", label: "rgb(168, 7, 26)", icon: true, text: "紧急" });
    expect(normalLook).toMatchObject({ background: "rgb(255, 255, 255)", label: null, icon: false });
    await demo.context().close();
  }, 240_000);
});
