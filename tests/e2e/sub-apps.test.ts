import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signedIn } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();

/** Opens a menu through the header search, as a user does. */
async function openBySearch(page: Page, name: string): Promise<void> {
  const search = page.getByRole("combobox", { name: "搜索菜单" });
  if (!(await search.isVisible())) await page.keyboard.press("/");
  await search.fill(name);
  await page.getByRole("option", { name: new RegExp(name) }).first().waitFor();
  await search.press("ArrowDown");
  await search.press("Enter");
  await page.getByRole("region", { name, exact: true }).waitFor();
}

function appIn(page: Page, menu: string) {
  return page.getByRole("region", { name: menu, exact: true });
}

describe("hosting sub-apps (issue 5)", () => {
  it("probe: a micro-app mounts in its menu's viewport", async () => {
    const page = await signedIn(env, { ready: "sidebar", viewport: { width: 1440, height: 900 } });
    const errors: string[] = [];
    page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") errors.push(m.text()); });
    page.on("pageerror", (e) => errors.push(String(e)));
    await openBySearch(page, "项目储备");
    const region = appIn(page, "项目储备");
    try {
      await expect.poll(async () => region.locator("[data-subapp-status]").getAttribute("data-subapp-status"), { timeout: 20_000 }).toBe("mounted");
    } catch (e) {
      console.log(errors.join("\n"));
      console.log((await region.innerHTML()).slice(0, 3000));
      throw e;
    }
    await region.getByTestId("project-ledger").waitFor();
    console.log(errors.join("\n"));
  }, 120_000);
});
