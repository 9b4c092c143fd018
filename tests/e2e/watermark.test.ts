import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "#platform/db/seed";
import { solidPng } from "../platform/png";
import { platformToken, signedIn } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();

/** A call straight to the platform as the tenant admin's console makes it (set-up, not under test here). */
async function asAdmin<T>(token: string, method: string, path: string, body: BodyInit, contentType = "application/json"): Promise<T> {
  const res = await fetch(`${env.portal.url}/platform/api/${path}`, { method, headers: { authorization: `Bearer ${token}`, "content-type": contentType }, body });
  const answer = (await res.json()) as { success: boolean; data: T; errorMsg?: string };
  if (!res.ok || !answer.success) throw new Error(`${method} ${path}: HTTP ${res.status} ${answer.errorMsg ?? ""}`);
  return answer.data;
}

/** The attributes of each `<tag …>` of an SVG text. */
const attrs = (svg: string, tag: string): Record<string, string>[] =>
  [...svg.matchAll(new RegExp(`<${tag} ([^>]*?)/?>`, "g"))].map((m) => Object.fromEntries([...(m[1] ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])));

describe("a PICTURE watermark (SPEC §3 Watermark, §4, §7 report-center/v4/mark/{id}/detail)", () => {
  it("an uploaded picture set up by the tenant admin covers the member's page, turned by 30° and 80 px apart", async () => {
    // Set-up as the tenant admin of 中建智造集团: the picture, the template and the header theme.
    const admin = await platformToken(env.portal.url, DEMO_ACCOUNTS.admin.account, DEMO_ACCOUNTS.admin.password, "10001");
    const png = solidPng(40, 20, [200, 30, 30, 255]);
    const image = await asAdmin<{ id: string; url: string }>(admin, "POST", "file/v4/images", new Uint8Array(png), "image/png");
    const mark = await asAdmin<{ id: string }>(
      admin,
      "POST",
      "report-center/v4/mark",
      JSON.stringify({ name: "Logo mark", type: "PICTURE", picturePath: image.url, pictureName: "mark.png", rotationAngle: 30, spacing: 80 }),
    );
    await asAdmin(admin, "PUT", "param/v4/theme-settings/header", JSON.stringify({ watermarkSwitch: 1, watermarkTemplate: mark.id, watermarkScopeType: 0 }));

    const page = await signedIn(env, { ready: "banner" });
    const layer = page.getByTestId("watermark");
    await layer.waitFor({ state: "attached" });
    const style = await layer.evaluate((e) => {
      const s = getComputedStyle(e);
      return { image: s.backgroundImage, size: s.backgroundSize, repeat: s.backgroundRepeat, opacity: Number(s.opacity), pointer: s.pointerEvents, position: s.position };
    });
    expect(style.image, "the layer's background is an SVG tile").toMatch(/^url\("data:image\/svg\+xml;/);
    expect(style).toMatchObject({ repeat: "repeat", pointer: "none", position: "fixed" });
    expect(style.opacity).toBeGreaterThan(0);

    const svg = decodeURIComponent(/^url\("data:image\/svg\+xml;charset=utf-8,(.*)"\)$/.exec(style.image)?.[1] ?? "");
    // The picture drawn is the uploaded one, byte for byte, at its natural 40 × 20.
    const pictures = attrs(svg, "image");
    expect(pictures.length).toBeGreaterThanOrEqual(2);
    for (const picture of pictures) {
      expect(picture["href"]).toBe(`data:image/png;base64,${png.toString("base64")}`);
      expect([picture["width"], picture["height"]]).toEqual(["40", "20"]);
      expect(picture["transform"]).toMatch(/^rotate\(30 /);
    }
    // Turned by 30° a 40 × 20 picture fills 44.64 × 37.32; 80 px of spacing each way; two rows.
    expect(attrs(svg, "svg")[0]).toMatchObject({ width: "125", height: "236" });
    expect(style.size).toBe("125px 236px");
    // Two marks of a row are a cell apart: the picture's box and the spacing.
    const [first, second] = pictures;
    const centreX = (p: Record<string, string> | undefined) => Number(p?.["x"]) + 20;
    const centreY = (p: Record<string, string> | undefined) => Number(p?.["y"]) + 10;
    expect(centreY(second) - centreY(first)).toBe(118);
    // The second row is shifted by the stagger (SPEC §9 default 100).
    expect(centreX(second) - centreX(first)).toBe(100);
    await expect(layer.getAttribute("data-watermark-type")).resolves.toBe("PICTURE");
    await expect(layer.getAttribute("data-watermark-picture")).resolves.toBe(image.url);
    await page.context().close();
  }, 120_000);
});
