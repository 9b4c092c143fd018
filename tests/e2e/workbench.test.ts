import type { Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signedIn } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();

describe("the workbench's first paint (SPEC §3 workbench, §9)", () => {
  it("a workbench document comes with its config and quick entries drawn: the page does not ask for its config, and the entries are there before any script runs", async () => {
    const page = await signedIn(env, { ready: "banner" });
    await page.getByRole("banner").getByRole("link", { name: "工作台" }).click();
    await page.waitForURL(/\/portal\/5\//);
    const entries = page.getByRole("region", { name: "快捷入口" });
    await entries.getByRole("link").first().waitFor();
    const names = (await entries.getByRole("link").allTextContents()).map((name) => name.trim()).filter(Boolean);
    expect(names.length).toBeGreaterThan(0);

    // The person reloads the workbench.
    const configCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/workbench/v4/user-widgets/workbench-config")) configCalls.push(request.url());
    });
    const document = page.waitForResponse((response: Response) => response.request().resourceType() === "document" && new URL(response.url()).pathname === "/portal/5/");
    await page.reload();
    const html = await (await document).text();
    // As the server sent it: the quick-entry tiles, each entry by its name, and no skeleton.
    const sent = await page.evaluate((text) => {
      const region = new DOMParser().parseFromString(text, "text/html").querySelector('[role="region"][aria-label="快捷入口"]');
      return { names: [...(region?.querySelectorAll("a") ?? [])].map((link) => link.textContent?.trim() ?? "").filter(Boolean), skeleton: region?.querySelector(".ant-skeleton") != null };
    }, html);
    expect(sent).toEqual({ names, skeleton: false });

    await entries.getByRole("link").first().waitFor();
    await page.waitForLoadState("networkidle");
    expect(configCalls).toEqual([]);
    expect((await entries.getByRole("link").allTextContents()).map((name) => name.trim()).filter(Boolean)).toEqual(names);
    await page.context().close();
  });
});
