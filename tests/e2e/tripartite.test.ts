import { describe, expect, it } from "vitest";
import { signedIn } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();

describe("third-party pages (SPEC §2 tripartiteApp, menu 4)", () => {
  it("viewMode=tripartiteApp frames the page alone, sandboxed, without the chrome", async () => {
    const partner = `${env.portal.url}/apps/third-party/?sensor=dust`;
    const entry = `/portal/1/?viewMode=tripartiteApp&tripartitePageUrl=${encodeURIComponent(partner)}`;
    const page = await signedIn(env, { entry });
    const frame = page.getByTitle("第三方应用");
    await frame.waitFor();
    expect(await frame.getAttribute("src")).toBe(partner);
    expect((await frame.getAttribute("sandbox"))?.split(" ").sort()).toEqual(["allow-downloads", "allow-forms", "allow-modals", "allow-popups", "allow-same-origin", "allow-scripts"]);
    // The partner page itself draws inside the frame.
    await expect.poll(() => page.frameLocator('iframe[title="第三方应用"]').locator("body").innerText(), { timeout: 15_000 }).toContain("dust");
    await expect(page.getByRole("banner").count()).resolves.toBe(0);
    await expect(page.locator("[data-subapp-status]").getAttribute("data-subapp-status")).resolves.toBe("mounted");
  });

  it("menu 4 in the shell frames the entry's third-party page in its tab", async () => {
    const partner = `${env.portal.url}/apps/third-party/?help=monthly-approval`;
    const page = await signedIn(env, { entry: `/portal/4/?tripartitePageUrl=${encodeURIComponent(partner)}`, ready: "banner" });
    const region = page.getByRole("region", { name: "第三方应用" });
    await region.getByTitle("第三方应用").waitFor();
    await expect(page.getByRole("tab", { name: "第三方应用" }).count()).resolves.toBe(1);
  });

  it("a blacklisted address is the not-found page with the SPEC §5 message", async () => {
    const page = await signedIn(env, { ready: "banner" });
    // A third-party link is /portal/ with its query (SPEC §2): the query reaches the page.
    const response = await page.goto(`${env.portal.url}/portal/?viewMode=tripartiteApp&tripartitePageUrl=${encodeURIComponent("http://169.254.169.254/latest/meta-data")}`);
    expect(response?.status()).toBe(404);
    expect(new URL(page.url()).pathname).toBe("/portal/1/");
    await expect(page.getByRole("alert").textContent()).resolves.toBe("参数 tripartitePageUrl 不合法！");
    await page.getByText("页面不存在").waitFor();
    await expect(page.locator("iframe").count()).resolves.toBe(0);
  });
});
