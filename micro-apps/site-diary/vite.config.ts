import { defineConfig } from "vite";
import { microAppBuild } from "../shared/vite-micro-app";

// Built by micro-apps/build.ts (base /apps/site-diary/, output build/apps/site-diary/).
export default defineConfig({
  plugins: [microAppBuild("site-diary")],
  // A global variable declared the old way, outside the bundle's function (src/main.ts reads it).
  build: { rollupOptions: { output: { banner: 'var siteDiaryVersion = "1.2.0";' } } },
});
