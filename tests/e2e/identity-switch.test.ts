import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { opened, signIn } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();

describe("identity switch (SPEC §4)", () => {
  it("confirms only after the terms were read (5-second countdown) and ticked; the platform keeps the new identity", async () => {
    const context = await env.browser.newContext({ locale: "zh-CN" });
    const page = await context.newPage();
    await signIn(page, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    await page.waitForURL(`${env.portal.url}/portal/1/`);

    await page.getByRole("button", { name: /用户菜单/ }).click();
    await page.getByRole("menuitem", { name: /切换身份/ }).click();
    const dialog = await opened(page.getByRole("dialog", { name: "切换身份" }));
    await dialog.getByRole("radio", { name: /进度管理系统/ }).check();
    const confirm = dialog.getByRole("button", { name: /确\s?定/ });
    await expect(confirm.isDisabled()).resolves.toBe(true);

    // Not read yet: ticking shows the tip instead.
    await dialog.getByRole("checkbox").click();
    await expect(dialog.getByText("请先阅读《身份使用条款》").count()).resolves.toBeGreaterThan(0);
    await expect(dialog.getByRole("checkbox").isChecked()).resolves.toBe(false);

    await dialog.getByRole("button", { name: "《身份使用条款》" }).click();
    const terms = page.getByRole("dialog", { name: "身份使用条款" });
    const read = terms.getByRole("button", { name: /我已阅读/ });
    await expect(read.isDisabled()).resolves.toBe(true);
    const started = Date.now();
    await page.waitForFunction(() => [...document.querySelectorAll("button")].some((b) => /^我已阅读$/.test(b.textContent?.replace(/\s/g, "") ?? "") && !b.disabled), undefined, { timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThan(3_500);
    await read.click();

    await dialog.getByRole("checkbox").click();
    await expect(confirm.isDisabled()).resolves.toBe(false);
    await confirm.click();
    const changes = await opened(page.getByRole("dialog", { name: "确认切换身份" }));
    await expect(changes.getByText(/业务身份：默认 → 进度管理系统/).count()).resolves.toBe(1);
    const reloaded = page.waitForEvent("load");
    await changes.getByRole("button", { name: /确\s?定/ }).click();
    await reloaded;

    const sessions = await env.portal.platform!.db.selectFrom("sessions").select(["identity_code"]).where("identity_code", "=", "SCHEDULE").execute();
    expect(sessions.length).toBeGreaterThan(0);
    // The read flag was stored: the terms need not be read again.
    await page.getByRole("button", { name: /用户菜单/ }).click();
    await page.getByRole("menuitem", { name: /切换身份/ }).click();
    const again = await opened(page.getByRole("dialog", { name: "切换身份" }));
    await again.getByRole("checkbox").click();
    await expect(again.getByRole("checkbox").isChecked()).resolves.toBe(true);
    await context.close();
  });
});
