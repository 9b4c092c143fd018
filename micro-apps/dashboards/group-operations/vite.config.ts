import { defineConfig } from "vite";

// A plain page, built by micro-apps/build.ts (base /apps/dashboards/group-operations/, output build/apps/dashboards/group-operations/).
export default defineConfig({});
