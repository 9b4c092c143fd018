import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

// Four projects: pure logic and the platform over HTTP (node), components and
// stories (jsdom, msw), end-to-end flows in Debian's Chromium, and the security suite
// against the real built server.
// The test machine's load is not under test: a platform read gets 15 s before the portal gives up
// on it (ADR 031; 2.5 s in production). The upstream-fault suite sets its own short budgets.
const env = { PLATFORM_READ_TIMEOUT_MS: "15000" };

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
    ],
  },
});
