/// <reference types="@vitest/browser/providers/playwright" />
import { realpathSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { storyStandIns } from "./.storybook/stand-ins";
import { builtAppEntries } from "./.storybook/vite.config";
import { CHROMIUM_PATH } from "./tests/e2e/chromium";

// Four projects: pure logic and the platform over HTTP (node), components and
// stories (jsdom, msw), end-to-end flows in Debian's Chromium, and the security suite
// against the real built server.
// The test machine's load is not under test: a platform read gets 15 s before the portal gives up
// on it (ADR 031; 2.5 s in production). The upstream-fault suite sets its own short budgets.
const env = { PLATFORM_READ_TIMEOUT_MS: "15000" };

/**
 * Vitest's browser runner fetches a setup file by its path under the root; when node_modules is
 * a link to another checkout's, Storybook names its setup file by the real path, which the
 * browser cannot fetch. Named by its path under this checkout's node_modules instead.
 */
function setupFilesUnderRoot(): Plugin {
  const linked = path.resolve("node_modules");
  const real = realpathSync(linked);
  return {
    name: "portal:setup-files-under-root",
    config(config) {
      const test = (config as { test?: { setupFiles?: string | string[] } }).test;
      if (real === linked || !test?.setupFiles) return;
      test.setupFiles = [test.setupFiles].flat().map((file) => (file.startsWith(real + path.sep) ? linked + file.slice(real.length) : file));
    },
  };
}

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    // Vitest's default for a run is one worker fewer than the cores: on a 2-core machine one. Test
    // files are independent (each starts what it needs), so every core runs one.
    maxWorkers: availableParallelism(),
    projects: [
      {
        plugins: [tsconfigPaths()],
        test: {
          name: "unit",
          env,
          environment: "node",
          include: ["tests/unit/**/*.test.ts", "tests/platform/**/*.test.ts"],
          globalSetup: ["tests/support/db-template-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [tsconfigPaths()],
        test: {
          name: "component",
          env,
          environment: "jsdom",
          include: ["tests/component/**/*.test.{ts,tsx}", "tests/stories/**/*.test.tsx"],
          setupFiles: ["tests/component/setup.ts"],
          testTimeout: 30_000,
        },
      },
      {
        plugins: [tsconfigPaths()],
        test: {
          name: "e2e",
          env,
          environment: "node",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          // The Remix server build is plain ESM: Node loads it as it would in production.
          server: { deps: { external: [/\/build\/server\//] } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [tsconfigPaths()],
        test: {
          // The security suite: HTTP probes against the started server and, where the page must
          // really render, Debian's Chromium against the production build (as e2e).
          name: "security",
          env,
          environment: "node",
          include: ["tests/security/**/*.test.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          server: { deps: { external: [/\/build\/server\//] } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Every story in Debian's Chromium through Storybook's Vitest plugin (ADR 036): it renders,
        // its play function passes, axe finds no serious or critical violation in it
        // (.storybook/vitest.setup.ts). Run alone: `npx vitest run --project storybook`.
        // As Storybook's own server (.storybook/vite.config.ts): the built apps' entries, and the images
        // and frame pages a story asks for past fetch (.storybook/stand-ins.ts).
        plugins: [tsconfigPaths(), storybookTest({ configDir: ".storybook" }), setupFilesUnderRoot(), builtAppEntries(), storyStandIns()],
        // Found before the first test, not mid-run (a dependency found late reloads the page under a test).
        optimizeDeps: { include: ["react/jsx-dev-runtime", "storybook/preview-api", "dayjs", "dayjs/locale/sv", "dayjs/locale/zh-cn"] },
        test: {
          name: "storybook",
          env,
          setupFiles: [".storybook/vitest.setup.ts"],
          browser: {
            enabled: true,
            headless: true,
            provider: "playwright",
            instances: [
              {
                browser: "chromium",
                // As the end-to-end contexts (ADR 041): the stories' browser asks for reduced
                // motion, so antd's motions end within a millisecond and axe never reads a
                // form error or a dialog halfway through its fade.
                context: { reducedMotion: "reduce" },
                launch: {
                  executablePath: CHROMIUM_PATH,
                  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
                },
              },
            ],
          },
          // The heaviest stories (the 100,000-node org tree) need room on a loaded 2-core machine.
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
