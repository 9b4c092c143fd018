import { defineConfig } from "vite";

// A plain page, built by micro-apps/build.ts (base /apps/dashboards/region-progress/, output build/apps/dashboards/region-progress/).
export default defineConfig({});
