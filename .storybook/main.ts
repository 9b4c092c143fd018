import { existsSync } from "node:fs";
import type { StorybookConfig } from "@storybook/react-vite";
import { BUILT_APPS } from "./vite.config";

const config: StorybookConfig = {
  stories: ["../stories/**/*.stories.tsx"],
  // The Vitest addon runs every story in Chromium (the `storybook` Vitest project, ADR 036); the a11y
  // addon runs axe on each of them; the docs addon draws the components' docs pages.
  addons: ["@storybook/addon-vitest", "@storybook/addon-a11y", "@storybook/addon-docs"],
  framework: { name: "@storybook/react-vite", options: {} },
  // The app's vite.config.ts carries the Remix plugin, which is for the portal build only.
  core: { builder: { name: "@storybook/builder-vite", options: { viteConfigPath: ".storybook/vite.config.ts" } }, disableTelemetry: true },
  // The hosted-app stories show the real demo apps once the portal has been built (`npm run build`); before, their error view.
  // stories/stand-ins: pages a story's frame shows in place of one off this machine (stories/fixtures/stand-in-pages.ts).
  staticDirs: [{ from: "../platform/assets", to: "/platform/assets" }, { from: "../stories/stand-ins", to: "/stand-ins" }, ...(existsSync(BUILT_APPS) ? [{ from: BUILT_APPS, to: "/apps" }] : [])],
};
export default config;
