import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { opened, signIn, userMenuItem } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();

describe("identity switch (SPEC §4)", () => {
  it("the business-system switch confirms only after the terms were read (5-second countdown) and ticked; the platform keeps the new system; the identity switch goes among the identities of the entry, and back", async () => {
    const context = await env.browser.newContext({ locale: "zh-CN" });
    const page = await context.newPage();
    await signIn(page, env.portal.url, DEMO_ACCOUNTS.demo.account, DEMO_ACCOUNTS.demo.password);
    await page.waitForURL(`${env.portal.url}/portal/1/`);

    // The user menu says what the user works as: the tenant identity chosen at sign-in.
    await (await userMenuItem(page, "当前身份：本企业")).waitFor();
    await page.getByRole("menuitem", { name: "切换业务系统" }).click();
    const dialog = await opened(page.getByRole("dialog", { name: "切换业务系统" }));
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
    const changes = await opened(page.getByRole("dialog", { name: "确认切换业务系统" }));
    await expect(changes.getByText(/业务系统：默认 → 进度管理系统/).count()).resolves.toBe(1);
    const reloaded = page.waitForEvent("load");
    await changes.getByRole("button", { name: /确\s?定/ }).click();
    await reloaded;

    const sessions = await env.portal.platform!.db.selectFrom("sessions").select(["identity_code"]).where("identity_code", "=", "SCHEDULE").execute();
    expect(sessions.length).toBeGreaterThan(0);
    // The read flag was stored: the terms need not be read again.
    await (await userMenuItem(page, "切换业务系统")).click();
    const again = await opened(page.getByRole("dialog", { name: "切换业务系统" }));
    await again.getByRole("checkbox").click();
    await expect(again.getByRole("checkbox").isChecked()).resolves.toBe(true);
    await again.getByRole("button", { name: /取\s?消/ }).click();
    await again.waitFor({ state: "hidden" });

    // The identity switch: the identities of the entry (本企业 and the participant orgs), the one in use marked.
    await (await userMenuItem(page, "切换身份")).click();
    const identities = await opened(page.getByRole("dialog", { name: "切换身份" }));
    await expect.poll(() => identities.getByRole("radio").count(), { timeout: 10_000 }).toBe(4);
    await expect(identities.getByRole("radio", { name: /本企业/ }).isChecked()).resolves.toBe(true);
    await expect(identities.getByRole("radio", { name: /本企业/ }).locator("xpath=ancestor::label").textContent()).resolves.toBe("本企业当前");
    const switchButton = identities.getByRole("button", { name: /切\s?换/ });
    await expect(switchButton.isDisabled()).resolves.toBe(true);
    await identities.getByRole("radio", { name: /中铁设计咨询有限公司/ }).check();
    await switchButton.click();
    // Said, and the page is drawn for it: the participant's orgs in the header, the user menu naming it.
    await page.getByText("已切换为：中铁设计咨询有限公司").waitFor();
    await page.getByRole("combobox", { name: /参建单位：中铁设计咨询有限公司/ }).waitFor();
    await (await userMenuItem(page, "当前身份：中铁设计咨询有限公司")).waitFor();
    const participant = await env.portal.platform!.db.selectFrom("sessions").select(["user_type", "external_entity_id"]).where("revoked_at", "is", null).where("user_type", "=", "participant").where("external_entity_id", "=", "5000000001").execute();
    expect(participant.length).toBeGreaterThan(0);

    // And back to the tenant identity, which the business-system list never offered.
    await page.getByRole("menuitem", { name: "切换身份" }).click();
    const back = await opened(page.getByRole("dialog", { name: "切换身份" }));
    await expect.poll(() => back.getByRole("radio", { name: /中铁设计咨询有限公司/ }).isChecked(), { timeout: 10_000 }).toBe(true);
    await back.getByRole("radio", { name: /本企业/ }).check();
    await back.getByRole("button", { name: /切\s?换/ }).click();
    await page.getByText("已切换为：本企业").waitFor();
    await (await userMenuItem(page, "当前身份：本企业")).waitFor();
    await expect(page.getByRole("combobox", { name: /参建单位/ }).count()).resolves.toBe(0);
    await context.close();
  }, 120_000);
});
