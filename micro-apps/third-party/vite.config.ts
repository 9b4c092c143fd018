import { defineConfig } from "vite";

// A plain third-party page (no bridge, no inline scripts), built by micro-apps/build.ts with
// base /apps/third-party/ into build/apps/third-party/.
export default defineConfig({
  base: "/apps/third-party/",
  build: { target: "es2022" },
});
