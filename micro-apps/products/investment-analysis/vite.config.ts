import { defineConfig } from "vite";

// A plain page the portal frames, built by micro-apps/build.ts (base /apps/products/investment-analysis/).
export default defineConfig({ build: { target: "es2022" } });
