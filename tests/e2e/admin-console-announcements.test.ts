import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { opened, signedIn } from "./harness";
import { withPortal } from "./with-portal";

// A portal of its own: the alert posted here reaches no other test file's demo user.
const env = withPortal();

/** The page's notices at the bottom right: one stack (SPEC §4 Messages). */
function noticeStack(page: Page): Locator {
  return page.getByRole("region", { name: "通知" });
}

/** An alert notice whose title holds `title`. */
function alertNotification(page: Page, title: string): Locator {
  return noticeStack(page).getByRole("alert").filter({ hasText: title });
}

/** The stack shows its newest card: its count opens the whole list. */
async function openNoticeList(page: Page): Promise<void> {
  const count = noticeStack(page).getByRole("button", { name: /^\d+ 条通知$/ });
  await count.waitFor({ timeout: 20_000 });
  if ((await count.getAttribute("aria-expanded")) !== "true") await count.click();
}

/** The titles of the alerts the platform returns to this page's user, through the BFF (SPEC §7 GET alerts). */
async function alertTitles(page: Page): Promise<string[]> {
  const answer = (await page.evaluate("fetch('/api/message/v4/messages/alerts').then((r) => r.json())")) as { success: boolean; data: { title: string }[] };
  expect(answer.success).toBe(true);
  return answer.data.map((m) => m.title);
}

describe("announcements from the tenant admin console (ADR 024)", () => {
  it("an alert the admin posts to the tenant from now on reaches a member as a notification and in the message centre, until the admin withdraws it", async () => {
    const title = `消防演习提醒 ${Date.now()}`;
    const admin = await signedIn(env, { account: "admin", ready: "banner" });
    // The console, from the user menu.
    await admin.getByRole("banner").getByRole("button", { name: /用户菜单/ }).click();
    await admin.getByRole("link", { name: "管理控制台" }).click();
    await admin.waitForURL(/\/portal-admin\//);
    await admin.getByRole("navigation", { name: "控制台栏目" }).getByRole("link", { name: "公告" }).click();
    await admin.waitForURL(/\/portal-admin\/announcements\/$/);
    await admin.getByRole("button", { name: "新建公告" }).click();
    const form = await opened(admin.getByRole("dialog", { name: "新建公告" }));
    await form.getByText("提醒", { exact: true }).click();
    await expect(form.getByRole("radio", { name: "提醒", exact: true }).isChecked()).resolves.toBe(true);
    // The schedule starts now (the form's default), with no end; the audience is the whole tenant (its default).
    await expect(form.getByPlaceholder("开始显示").inputValue()).resolves.not.toBe("");
    await form.getByLabel("标题（中文）").fill(title);
    await form.getByLabel("内容（中文）").fill("今天下午三点进行消防演习，请按指示撤离。");
    await form.getByLabel("标题（英文）").fill("Fire drill this afternoon");
    await form.getByLabel("内容（英文）").fill("A fire drill at 3 pm today; leave as directed.");
    // Publish asks first (ADR 057).
    await form.getByRole("button", { name: "发布" }).click();
    const confirm = await opened(admin.getByRole("dialog", { name: "确认发布" }));
    await confirm.getByRole("button", { name: "确认发布" }).click();
    await form.waitFor({ state: "detached" });
    const row = admin.getByRole("row").filter({ hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toContain("显示中");

    // A member, in a browser of their own, signed in through the form.
    const demo = await signedIn(env, { account: "demo", ready: "banner" });
    // The alert poll's first fetch is 1500 ms after load (SPEC §9); the demo's seeded alerts are in the stack too.
    await openNoticeList(demo);
    await alertNotification(demo, title).waitFor({ timeout: 20_000 });
    // At the right, in the stack that grows up from the bottom.
    const viewport = demo.viewportSize();
    const box = await alertNotification(demo, title).boundingBox();
    const stack = await noticeStack(demo).boundingBox();
    expect(box && viewport && box.x > viewport.width / 2).toBe(true);
    expect(stack && viewport && stack.y + stack.height > viewport.height - 120).toBe(true);
    // The message centre lists it among the unread messages.
    await demo.getByRole("banner").getByRole("button", { name: /^消息中心/ }).click();
    const panel = demo.getByRole("dialog", { name: "未读消息" });
    await panel.getByRole("button", { name: new RegExp(title) }).waitFor();

    // The admin withdraws it: it is no longer returned, and the next load shows no notification.
    await row.getByRole("button", { name: /撤\s?回/ }).click();
    await admin.locator(".ant-popover").filter({ hasText: "确定撤回这条公告" }).getByRole("button", { name: /撤\s?回/ }).click();
    await row.getByText("已撤回").waitFor();
    expect(await alertTitles(demo)).not.toContain(title);
    await demo.reload();
    await demo.getByRole("banner").waitFor();
    await openNoticeList(demo);
    await demo.waitForTimeout(1_000);
    expect(await alertNotification(demo, title).count()).toBe(0);
    expect(await alertTitles(demo)).not.toContain(title);

    await demo.context().close();
    await admin.context().close();
  }, 240_000);
});
