import { defineConfig } from "vite";

// A plain page, built by micro-apps/build.ts (base /apps/timesheets/, output build/apps/timesheets/).
export default defineConfig({});
