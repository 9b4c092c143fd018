import { describe, expect, it } from "vitest";
import { HYDRATION_MODULES, laterModulesMetaFrom, preloadLinksFrom, type ManifestChunk } from "#app/kit/lazy/preload-links.server";

const MANIFEST: Record<string, ManifestChunk> = {
  "app/kit/i18n/bundles/zh-CN.ts": { file: "assets/zh-CN-a1.js", imports: ["_core-c3.js", "_pagination-d4.js"] },
  "app/features/workbench/WorkbenchPage.tsx": { file: "assets/WorkbenchPage-b2.js", imports: ["_core-c3.js", "_card-e5.js"] },
  "app/kit/lazy/antd/use-message.tsx": { file: "assets/use-message-f6.js" },
  "_core-c3.js": { file: "assets/core-c3.js" },
  "_pagination-d4.js": { file: "assets/pagination-d4.js", imports: ["_core-c3.js"] },
  "_card-e5.js": { file: "assets/card-e5.js" },
};

describe("module preloads of a server-rendered page", () => {
  it("preload the locale bundle and each drawn piece with the chunks they import, each once", () => {
    const links = preloadLinksFrom(MANIFEST, "zh-CN", ["features/workbench/WorkbenchPage"]);
    expect(links.match(/href="[^"]+"/g)).toEqual([
      'href="/assets/zh-CN-a1.js"',
      'href="/assets/core-c3.js"',
      'href="/assets/pagination-d4.js"',
      'href="/assets/WorkbenchPage-b2.js"',
      'href="/assets/card-e5.js"',
    ]);
    expect(links.startsWith('<link rel="modulepreload" href="/assets/zh-CN-a1.js">')).toBe(true);
  });

  it("leave out what the build does not know: another locale, a piece without a module", () => {
    expect(preloadLinksFrom(MANIFEST, "fr-FR", ["components/NoSuchPiece", "kit/lazy/antd/use-message"])).toBe('<link rel="modulepreload" href="/assets/use-message-f6.js">');
    expect(preloadLinksFrom(MANIFEST, "", [])).toBe("");
  });
});

describe("the chunk files of the pieces drawn later (ADR 045)", () => {
  it("are listed in one meta, each once, for the browser to ask for side by side after the load event", () => {
    expect(laterModulesMetaFrom(MANIFEST, ["features/workbench/WorkbenchPage", "kit/lazy/antd/use-message", "components/NoSuchPiece"])).toBe(
      '<meta name="portal-later-modules" content="/assets/WorkbenchPage-b2.js /assets/core-c3.js /assets/card-e5.js /assets/use-message-f6.js">',
    );
  });

  it("find a piece whose dynamic import the bundler made a shared chunk (no module of its own), by its name, when only one has it", () => {
    const merged: Record<string, ManifestChunk> = {
      ...MANIFEST,
      "_PortalPage-p7.js": { file: "assets/PortalPage-p7.js", name: "PortalPage", isDynamicEntry: true, imports: ["_core-c3.js"] },
      "_Twin-t1.js": { file: "assets/Twin-t1.js", name: "Twin", isDynamicEntry: true },
      "_Twin-t2.js": { file: "assets/Twin-t2.js", name: "Twin", isDynamicEntry: true },
    };
    expect(laterModulesMetaFrom(merged, ["shell/PortalPage"])).toBe('<meta name="portal-later-modules" content="/assets/PortalPage-p7.js /assets/core-c3.js">');
    // Two chunks of that name: which is the piece's cannot be told, so neither is named.
    expect(laterModulesMetaFrom(merged, ["features/Twin"])).toBe("");
  });

  it("find a piece whose module the bundler merged into a chunk named for another module, by the modules the chunk holds (ADR 069)", () => {
    const merged: Record<string, ManifestChunk> = {
      ...MANIFEST,
      "_prefetch-q1.js": { file: "assets/prefetch-q1.js", name: "prefetch", isDynamicEntry: true, imports: ["_core-c3.js"], modules: ["app/features/sub-apps/prefetch.ts", "app/shell/PortalPage.tsx"] },
      "_legal-l1.js": { file: "assets/legal-l1.js", name: "legal", modules: ["app/kit/i18n/bundles/zh-CN.ts", "app/kit/legal.ts"] },
    };
    const { "app/kit/i18n/bundles/zh-CN.ts": _merged, ...withoutLocaleKey } = merged;
    expect(laterModulesMetaFrom(merged, ["shell/PortalPage"])).toBe('<meta name="portal-later-modules" content="/assets/prefetch-q1.js /assets/core-c3.js">');
    expect(preloadLinksFrom(withoutLocaleKey, "zh-CN", [])).toBe('<link rel="modulepreload" href="/assets/legal-l1.js">');
  });

  it("name the first click's code (a dropdown's menu) after the pieces' files, each file once; without a later piece, nothing", () => {
    const withMenu: Record<string, ManifestChunk> = { ...MANIFEST, "_menu-code-m1.js": { file: "assets/menu-code-m1.js", name: "menu-code", isDynamicEntry: true, imports: ["_core-c3.js", "_menu-m2.js"] }, "_menu-m2.js": { file: "assets/menu-m2.js" } };
    expect(laterModulesMetaFrom(withMenu, ["features/workbench/WorkbenchPage"], ["kit/lazy/antd/menu-code", "kit/lazy/no-such-module"])).toBe(
      '<meta name="portal-later-modules" content="/assets/WorkbenchPage-b2.js /assets/core-c3.js /assets/card-e5.js /assets/menu-code-m1.js /assets/menu-m2.js">',
    );
    expect(laterModulesMetaFrom(withMenu, [], ["kit/lazy/antd/menu-code"])).toBe("");
  });

  it("name what the page runs before it hydrates, its entry and its locale's strings, first, before the later files (ADR 069)", () => {
    const withEntry: Record<string, ManifestChunk> = { ...MANIFEST, "app/entry.client.tsx": { file: "assets/entry.client-e9.js", imports: ["_core-c3.js"] } };
    expect(laterModulesMetaFrom(withEntry, ["features/workbench/WorkbenchPage"], [], HYDRATION_MODULES("zh-CN"))).toBe(
      '<meta name="portal-later-modules" content="/assets/entry.client-e9.js /assets/core-c3.js /assets/zh-CN-a1.js /assets/pagination-d4.js /assets/WorkbenchPage-b2.js /assets/card-e5.js">',
    );
  });

  it("none drawn later writes no meta", () => {
    expect(laterModulesMetaFrom(MANIFEST, [])).toBe("");
  });
});
