import { defineConfig } from "vite";

// A plain page, built by micro-apps/build.ts (base /apps/iframe-demo/, output build/apps/iframe-demo/).
export default defineConfig({});
