import { defineConfig } from "vite";

// A plain page, built by micro-apps/build.ts (base /apps/dashboards/project-kpis/, output build/apps/dashboards/project-kpis/).
export default defineConfig({});
