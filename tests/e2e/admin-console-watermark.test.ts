import { describe, expect, it } from "vitest";
import { solidPng } from "../platform/png";
import { signedIn } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();

/** The attributes of each `<tag …>` of an SVG text. */
const attrs = (svg: string, tag: string): Record<string, string>[] =>
  [...svg.matchAll(new RegExp(`<${tag} ([^>]*?)/?>`, "g"))].map((m) => Object.fromEntries([...(m[1] ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])));

describe("a picture watermark made in the admin console (SPEC §3 Watermark, ADR 021, ADR 020)", () => {
  it("the tenant admin uploads a picture, turns it by 30° and spaces it 80 px, makes it the tenant's watermark and publishes; a member's page draws it so", async () => {
    const admin = await signedIn(env, { account: "admin", ready: "banner" });
    // The console, from the user menu's entry.
    await admin.getByRole("button", { name: /用户菜单/ }).click();
    await admin.getByRole("link", { name: "管理控制台" }).click();
    await admin.waitForURL(/\/portal-admin\//);
    await admin.getByRole("navigation", { name: "控制台栏目" }).getByRole("link", { name: "水印" }).click();
    await admin.waitForURL(/\/portal-admin\/watermark\/$/);

    await admin.getByRole("button", { name: "新建模板" }).click();
    const form = admin.getByRole("form", { name: "新建水印模板" });
    await form.getByLabel("名称", { exact: true }).fill("Logo mark");
    await form.locator("label.ant-radio-button-wrapper", { hasText: "图片" }).click();
    const png = solidPng(40, 20, [200, 30, 30, 255]);
    const uploaded = admin.waitForResponse((r) => r.url().endsWith("/api/file/v4/images") && r.request().method() === "POST");
    await form.locator("input[type=file]").setInputFiles({ name: "mark.png", mimeType: "image/png", buffer: png });
    expect((await uploaded).status()).toBe(201);
    await form.getByRole("img", { name: "水印图片 mark.png" }).waitFor();
    await form.getByLabel("旋转", { exact: true }).fill("30");
    await form.getByLabel("间距", { exact: true }).fill("80");
    const saved = admin.waitForResponse((r) => r.url().endsWith("/api/report-center/v4/mark") && r.request().method() === "POST");
    await form.getByRole("button", { name: "保存模板" }).click();
    const template = (await (await saved).json()) as { data: { id: string; picturePath: string; rotationAngle: number; spacing: number } };
    expect(template.data).toMatchObject({ rotationAngle: 30, spacing: 80 });

    // The tenant's watermark: this template, switched on, published.
    await admin.getByRole("button", { name: "使用此模板：Logo mark" }).click();
    const tenantPanel = admin.getByRole("form", { name: "租户水印" });
    await expect(tenantPanel.getByRole("switch").getAttribute("aria-checked")).resolves.toBe("true");
    const published = admin.waitForResponse((r) => r.url().endsWith("/api/param/v4/tenant-config/header-theme/publish"));
    await admin.getByRole("button", { name: /^发\s?布$/ }).click();
    // Publish asks first (ADR 054): nothing but the watermark changed, so its Publish publishes the draft.
    await admin.getByRole("dialog", { name: "确认发布" }).getByRole("button", { name: /^发\s?布$/ }).click();
    expect((await published).status()).toBe(200);
    await admin.getByText(/^版本 \d+ 已发布$/).waitFor();
    await admin.context().close();

    // A member, signed in afresh, has the picture drawn turned by 30° and 80 px apart.
    const demo = await signedIn(env, { account: "demo", ready: "banner" });
    const layer = demo.getByTestId("watermark");
    await layer.waitFor({ state: "attached" });
    await expect(layer.getAttribute("data-watermark-type")).resolves.toBe("PICTURE");
    await expect(layer.getAttribute("data-watermark-picture")).resolves.toBe(template.data.picturePath);
    const style = await layer.evaluate((e) => ({ image: getComputedStyle(e).backgroundImage, size: getComputedStyle(e).backgroundSize }));
    const svg = decodeURIComponent(/^url\("data:image\/svg\+xml;charset=utf-8,(.*)"\)$/.exec(style.image)?.[1] ?? "");
    const pictures = attrs(svg, "image");
    expect(pictures.length).toBeGreaterThanOrEqual(2);
    for (const picture of pictures) {
      expect(picture["href"]).toBe(`data:image/png;base64,${png.toString("base64")}`);
      expect([picture["width"], picture["height"]]).toEqual(["40", "20"]);
      expect(picture["transform"]).toMatch(/^rotate\(30 /);
    }
    // Turned by 30° a 40 × 20 picture fills 44.64 × 37.32; with 80 px of spacing each way and two rows the tile is 125 × 236.
    expect(attrs(svg, "svg")[0]).toMatchObject({ width: "125", height: "236" });
    expect(style.size).toBe("125px 236px");
    await demo.context().close();
  }, 180_000);
});
