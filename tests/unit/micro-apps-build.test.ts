import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPS_BASE, buildMicroApps, findMicroApps, type BuiltMicroApp } from "../../micro-apps/build";
import { LIFECYCLE_META } from "../../micro-apps/shared/vite-micro-app";

/** The qiankun micro-apps and the global each sets to its lifecycles (the host reads it). */
const MICRO_APPS: Record<string, string> = { "project-ledger": "project-ledger", "site-diary": "site-diary" };
/** The pages the demo seed links under /apps/ (platform/db/seed*.ts). */
const SEEDED = ["project-ledger", "site-diary", "bridge-demo", "products/safety-patrol", "products/video-surveillance", "products/contract-ledger", "products/project-overview", "products/design-review", "products/quality-inspection", "products/investment-analysis", "third-party", "iframe-demo", "tools/calculator", "timesheets", "feedback", "dashboards/group-operations", "dashboards/region-progress", "dashboards/project-kpis"];

const out = mkdtempSync(path.join(tmpdir(), "micro-apps-build-"));
let built: BuiltMicroApp[] = [];

beforeAll(async () => {
  // One build of every app, in this process, as the portal build runs it.
  built = await buildMicroApps({ outDir: out, log: () => undefined });
}, 240_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

const html = (app: string) => readFileSync(path.join(out, app, "index.html"), "utf8");
const scriptTags = (page: string) => [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attributes: m[1] ?? "", body: m[2] ?? "" }));
const srcOf = (attributes: string) => /\ssrc="([^"]+)"/.exec(attributes)?.[1] ?? null;
const assetRefs = (page: string) => [...page.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? "").filter((ref) => ref.startsWith(APPS_BASE));

describe("finding the apps", () => {
  it("finds every folder with a vite.config.ts, nested ones by their path, and not the shared code", () => {
    const paths = findMicroApps().map((a) => a.path);
    expect(paths).toEqual(expect.arrayContaining(SEEDED));
    expect(paths.filter((p) => p.split("/").includes("shared"))).toEqual([]);
    expect([...paths].sort((a, b) => a.localeCompare(b))).toEqual(paths);
  });

  it("refuses an app folder whose path is not URL-safe, naming it", () => {
    const root = mkdtempSync(path.join(tmpdir(), "micro-apps-find-"));
    try {
      mkdirSync(path.join(root, "Site Diary"), { recursive: true });
      writeFileSync(path.join(root, "Site Diary", "vite.config.ts"), "export default {};\n");
      expect(() => findMicroApps(root)).toThrow(/micro-apps\/Site Diary/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("names an unknown app asked for", async () => {
    await expect(buildMicroApps({ outDir: path.join(out, "unused"), only: ["no-such-app"] })).rejects.toThrow(/No micro-app at no-such-app/);
  });
});

describe("the built apps", () => {
  it("builds every app folder into <out>/<path>/ with an index.html", () => {
    expect(built.map((b) => b.path)).toEqual(findMicroApps().map((a) => a.path));
    for (const app of SEEDED) expect(existsSync(path.join(out, app, "index.html")), `${app}/index.html`).toBe(true);
  });

  it("refers only to its own files under /apps/<path>/, and they exist", () => {
    for (const { path: app } of built) {
      const refs = assetRefs(html(app));
      expect(refs.length, `${app} loads a script`).toBeGreaterThan(0);
      for (const ref of refs) {
        expect(ref.startsWith(`${APPS_BASE}${app}/`), `${app}: ${ref}`).toBe(true);
        expect(existsSync(path.join(out, app, ref.slice(`${APPS_BASE}${app}/`.length))), `${app}: ${ref} exists`).toBe(true);
      }
    }
  });

  it("has no inline script in any page (CSP script-src 'self')", () => {
    for (const { path: app } of built) {
      for (const tag of scriptTags(html(app))) {
        expect(srcOf(tag.attributes), `${app}: every script has a src`).not.toBeNull();
        expect(tag.body.trim(), `${app}: no script body`).toBe("");
      }
    }
  });

  it("gives each micro-app one classic entry script, its lifecycle global named in the page", () => {
    for (const [app, global] of Object.entries(MICRO_APPS)) {
      const page = html(app);
      const entries = scriptTags(page).filter((s) => /\sentry(\s|$|>)/.test(s.attributes));
      expect(entries, `${app}: one entry script`).toHaveLength(1);
      expect(entries[0]?.attributes, `${app}: a classic script`).not.toMatch(/type="module"/);
      expect(page).toContain(`<meta name="${LIFECYCLE_META}" content="${global}">`);
      expect(page).toMatch(/<link rel="stylesheet"[^>]+href="\/apps\//);
      const bundle = readFileSync(path.join(out, app, (srcOf(entries[0]?.attributes ?? "") ?? "").slice(`${APPS_BASE}${app}/`.length)), "utf8");
      expect(bundle, `${app}: no module syntax`).not.toMatch(/^\s*(import|export)\s/m);
    }
  });
});
