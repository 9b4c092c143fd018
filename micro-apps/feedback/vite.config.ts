import { defineConfig } from "vite";

// A plain page, built by micro-apps/build.ts (base /apps/feedback/, output build/apps/feedback/).
export default defineConfig({});
