import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signedIn } from "./harness";
import { withPortal } from "./with-portal";

// A portal of its own: messages are read here, no other test file sees it. The tests run in
// order and share its data: 7 unread messages (2 alerts) for the demo user in 中建智造集团.
const env = withPortal();

/** The unread count as the platform answers it through the BFF (SPEC §7 GET unread-count). */
async function platformUnreadCount(page: Page): Promise<number> {
  const answer = (await page.evaluate("fetch('/api/message/v4/messages/unread-count').then((r) => r.json())")) as { success: boolean; data: number };
  expect(answer.success).toBe(true);
  return answer.data;
}

/** The header's bell, by the name that carries the count (none without unread messages). */
function bell(page: Page, count: number): Locator {
  return page.getByRole("banner").getByRole("button", { name: count > 0 ? `消息中心，${count} 条未读` : "消息中心", exact: true });
}

async function openPanel(page: Page, count: number): Promise<Locator> {
  await bell(page, count).click();
  const panel = page.getByRole("dialog", { name: "未读消息" });
  await panel.getByRole("list", { name: "未读消息" }).waitFor();
  return panel;
}

/** The page's notices at the bottom right: one stack (the new-message prompt and the alerts). */
function noticeStack(page: Page): Locator {
  return page.getByRole("region", { name: "通知" });
}

/** An alert notice whose title is `title`. */
function alertNotification(page: Page, title: string): Locator {
  return noticeStack(page).getByRole("alert", { name: title });
}

describe("message centre (SPEC §2 header item and pages, §4 Messages, §7, §9)", () => {
  it("the bell shows the platform's unread count; its panel lists the five newest unread messages", async () => {
    const page = await signedIn(env, { ready: "banner" });
    const count = await platformUnreadCount(page);
    expect(count).toBe(7);
    const button = bell(page, count);
    await button.waitFor();
    expect(await button.textContent()).toContain("7");
    const panel = await openPanel(page, count);
    expect(await panel.getByRole("listitem").count()).toBe(5);
    await panel.getByRole("button", { name: /系统维护通知/ }).waitFor();
    expect(await panel.getByRole("link", { name: "查看更多" }).getAttribute("href")).toMatch(/^\/portal\/10101\/(\?|$)/);
    await page.context().close();
  }, 120_000);

  it("alert-type messages show at the bottom right in one compact stack with the prompt until read", async () => {
    const page = await signedIn(env, { ready: "banner" });
    // First fetch 1.5 s after the page starts (SPEC §9): the prompt and the two alerts, one stack.
    const count = noticeStack(page).getByRole("button", { name: "3 条通知" });
    await count.waitFor({ timeout: 15_000 });
    expect(await noticeStack(page).count()).toBe(1);
    // Compact: the newest card only, one card tall, at most 360 px wide, at the right.
    expect(await noticeStack(page).locator("[data-notice]").count()).toBe(1);
    await alertNotification(page, "大风天气安全预警").waitFor();
    const box = (await noticeStack(page).boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.width).toBeLessThanOrEqual(360);
    expect(box.height).toBeLessThan(300);
    expect(box.x).toBeGreaterThan(viewport.width / 2);
    // Its count opens the list.
    await count.click();
    await alertNotification(page, "系统维护通知").waitFor();
    // Closing one marks it read: it is no longer counted, and stays closed after a reload.
    await page.getByRole("button", { name: "关闭: 系统维护通知" }).click();
    await alertNotification(page, "系统维护通知").waitFor({ state: "detached" });
    await bell(page, 6).waitFor();
    expect(await platformUnreadCount(page)).toBe(6);
    await page.reload();
    await alertNotification(page, "大风天气安全预警").waitFor({ timeout: 15_000 });
    expect(await alertNotification(page, "系统维护通知").count()).toBe(0);
    await page.context().close();
  }, 120_000);

  it("clicking a message opens its menu and marks it read: the count goes down", async () => {
    const page = await signedIn(env, { ready: "banner" });
    await bell(page, 6).waitFor();
    const panel = await openPanel(page, 6);
    await Promise.all([page.waitForURL((url) => /^\/portal\/\d+\/$/.test(url.pathname) && url.pathname !== "/portal/1/"), panel.getByRole("button", { name: /设计评审待办/ }).click()]);
    await page.getByRole("banner").waitFor();
    await bell(page, 5).waitFor();
    expect(await platformUnreadCount(page)).toBe(5);
    // 设计评审 is the page the message led to: its tab is open.
    await page.getByRole("tab", { name: /设计评审/ }).waitFor();
    await page.context().close();
  }, 120_000);

  it("'view more' opens every message; one without a link opens its details page", async () => {
    const page = await signedIn(env, { ready: "banner" });
    const panel = await openPanel(page, 5);
    await Promise.all([page.waitForURL((url) => url.pathname === "/portal/10101/"), panel.getByRole("link", { name: "查看更多" }).click()]);
    const list = page.getByRole("list", { name: "全部消息" });
    await list.waitFor();
    expect(await list.getByRole("listitem").count()).toBe(10);
    await Promise.all([
      page.waitForURL((url) => url.pathname === "/portal/10104/" && url.searchParams.has("messageId")),
      list.getByRole("button", { name: "欢迎使用数字项目管理平台" }).click(),
    ]);
    const article = page.getByRole("article", { name: "欢迎使用数字项目管理平台" });
    await article.getByText("欢迎加入中建智造数字项目管理平台，祝您工作顺利。").waitFor();
    // A malformed id on the details page is said plainly, never a crash.
    await page.goto(`${env.portal.url}/portal/10104/?messageId=1%27%20or%201%3D1`);
    await page.getByText("未指定要查看的消息").waitFor();
    await page.context().close();
  }, 120_000);

  it("close all, then mark all read: the notices go (the alert read), the badge goes, the panel says there is nothing", async () => {
    const page = await signedIn(env, { ready: "banner" });
    await alertNotification(page, "大风天气安全预警").waitFor({ timeout: 15_000 });
    // The prompt and the alert: 全部关闭 closes both, the alert as its own Close would (read, SPEC §4).
    await noticeStack(page).getByRole("button", { name: "2 条通知" }).waitFor();
    await noticeStack(page).getByRole("button", { name: "全部关闭" }).click();
    await noticeStack(page).waitFor({ state: "detached" });
    await bell(page, 4).waitFor();
    expect(await platformUnreadCount(page)).toBe(4);
    const panel = await openPanel(page, 4);
    await panel.getByRole("button", { name: "全部标为已读" }).click();
    await panel.getByText("暂无消息").waitFor();
    const quiet = bell(page, 0);
    await quiet.waitFor();
    // The badge's number leaves with antd's zoom-out motion.
    await expect.poll(() => quiet.textContent(), { timeout: 5_000 }).not.toMatch(/\d/);
    expect(await noticeStack(page).count()).toBe(0);
    expect(await platformUnreadCount(page)).toBe(0);
    await page.context().close();
  }, 120_000);
});
