import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: ["../stories/**/*.stories.tsx"],
  framework: { name: "@storybook/react-vite", options: {} },
  // The app's vite.config.ts carries the Remix plugin, which is for the portal build only.
  core: { builder: { name: "@storybook/builder-vite", options: { viteConfigPath: ".storybook/vite.config.ts" } }, disableTelemetry: true },
  staticDirs: [{ from: "../platform/assets", to: "/platform/assets" }],
};
export default config;
