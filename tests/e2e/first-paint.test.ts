import { describe, expect, it } from "vitest";
import { fileHolding } from "./build-files";
import { signedIn } from "./harness";
import { withPortal } from "./with-portal";

const env = withPortal();

/** The document of the page as the browser received it, when the person opens it again (F5). */
async function documentOnReload(page: Awaited<ReturnType<typeof signedIn>>): Promise<string> {
  const received = page.waitForResponse((r) => r.request().resourceType() === "document" && new URL(r.url()).pathname === new URL(page.url()).pathname);
  await page.reload();
  return (await received).text();
}

describe("the home's and the workbench's first paint is the server's (SPEC §9 speed, ADR 064)", () => {
  it("the home's document carries its bulletins, recent visits and favourites, and asks for no script before its first paint", async () => {
    const page = await signedIn(env, { viewport: { width: 1440, height: 900 }, ready: "sidebar" });
    const html = await documentOnReload(page);
    const body = html.slice(html.indexOf("<body"));
    // The sections drawn by the server, not skeletons waiting for the browser's calls.
    expect(body).toContain("门户系统升级公告");
    expect(body).toContain("本周六 22:00–24:00 门户系统升级，期间暂停服务。");
    expect(body).toMatch(/aria-label="最近访问"[\s\S]*?<a href="\/portal\//);
    expect(body).toMatch(/aria-label="我的收藏"[\s\S]*?<a href="\/portal\//);
    // The portal hydrates after its load event (ADR 045): nothing is preloaded ahead of its first paint.
    expect(html).not.toMatch(/<link[^>]*\srel="modulepreload"/);
    // The portal page's own code is named for the browser to ask for once that paint is on screen.
    const named = /<meta name="portal-later-modules" content="([^"]*)"/.exec(html)?.[1]?.split(" ") ?? [];
    const portalPage = fileHolding("app/shell/PortalPage.tsx");
    expect(named).toContain(portalPage);
    const asked = await page.evaluate(() => [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute("href") ?? ""));
    expect(asked).toContain(portalPage);
    // With them, and asked for first (ADR 069), what runs before the page hydrates: the shell's entry and the page's strings (zh-CN).
    const entry = fileHolding("app/entry.client.tsx");
    const strings = fileHolding("app/kit/i18n/bundles/zh-CN.ts");
    expect(asked).toEqual(expect.arrayContaining([entry, strings]));
    expect(named.indexOf(entry)).toBeLessThan(named.indexOf(portalPage));
    expect(named.indexOf(strings)).toBeLessThan(named.indexOf(portalPage));
    // A click before any of the page's code has run is held (ADR 045): the holder is in the head, before the body.
    expect(html).toMatch(/<head[^>]*>[\s\S]*<script(?: nonce="[^"]+")?>\(function holdClicksBeforeHydration[\s\S]*<\/head>/);
    // …and what the page shows is what the document drew.
    await expect(page.getByRole("region", { name: "项目公告" }).getByText("门户系统升级公告").isVisible()).resolves.toBe(true);
  });

  it("the workbench's document carries its bulletins beside its config", async () => {
    const page = await signedIn(env, { entry: "/portal/5/", viewport: { width: 1440, height: 900 } });
    const html = await documentOnReload(page);
    expect(html.slice(html.indexOf("<body"))).toContain("门户系统升级公告");
    expect(html).not.toMatch(/<link[^>]*\srel="modulepreload"/);
  });
});
