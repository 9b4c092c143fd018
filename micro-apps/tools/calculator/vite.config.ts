import { defineConfig } from "vite";

// A plain page, built by micro-apps/build.ts (base /apps/tools/calculator/, output build/apps/tools/calculator/).
export default defineConfig({});
